// Size tables: the surround count against an exhaustive search on small grids, and against the
// numbers the texts give.
#include <gtest/gtest.h>

#include <vector>

#include "core/calculators/size_table.h"

namespace FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)

using namespace footwork;

namespace {
struct Box {
  int x, y, w, h;
};
bool overlap(const Box& a, const Box& b) {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}
bool touches(const Box& a, const Box& d) {  // within one cell, side or corner, and not overlapping
  return !overlap(a, d) && a.x <= d.x + d.w && d.x <= a.x + a.w && a.y <= d.y + d.h && d.y <= a.y + a.h;
}
int best = 0;
void search(const std::vector<Box>& cand, std::size_t i, std::vector<Box>& chosen) {
  if (chosen.size() + (cand.size() - i) <= static_cast<std::size_t>(best)) return;
  if (i == cand.size()) {
    best = std::max(best, static_cast<int>(chosen.size()));
    return;
  }
  bool free = true;
  for (auto& c : chosen)
    if (overlap(c, cand[i])) free = false;
  if (free) {
    chosen.push_back(cand[i]);
    search(cand, i + 1, chosen);
    chosen.pop_back();
  }
  search(cand, i + 1, chosen);
}
// Every placement of the attacker (both ways round) touching the defender; the best packing by search.
int bruteForce(CellSpace d, CellSpace a) {
  const Box def{0, 0, d.width, d.length};
  std::vector<Box> cand;
  for (int turn = 0; turn < 2; ++turn) {
    const int w = turn ? a.length : a.width, h = turn ? a.width : a.length;
    if (turn && w == h) break;
    for (int y = -h - 1; y <= d.length + 1; ++y)
      for (int x = -w - 1; x <= d.width + 1; ++x)
        if (touches({x, y, w, h}, def)) cand.push_back({x, y, w, h});
  }
  best = 0;
  std::vector<Box> chosen;
  search(cand, 0, chosen);
  return best;
}
}  // namespace

TEST(SizeTable, SurroundCountMatchesExhaustiveSearch) {
  for (int dw = 1; dw <= 3; ++dw)
    for (int dl = dw; dl <= 3; ++dl)
      for (int aw = 1; aw <= 3; ++aw)
        for (int al = aw; al <= 3; ++al)
          EXPECT_EQ(surroundCount({dw, dl}, {aw, al}), bruteForce({dw, dl}, {aw, al}))
              << "defender " << dw << "x" << dl << ", attacker " << aw << "x" << al;
}

TEST(SizeTable, TextNumbers) {
  // "eight creatures can fit in a 5-foot radius around another medium creature"
  EXPECT_EQ(surroundCount({1, 1}, {1, 1}), 8);
  // 5e-fine's 1.25-ft grid: Medium is 4×4 squares; still eight.
  EXPECT_EQ(surroundCount({4, 4}, {4, 4}), 8);
  // sw5e: "as many as twenty Medium creatures can surround a Gargantuan one"
  EXPECT_EQ(surroundCount({4, 4}, {1, 1}), 20);
  // d20-3.0: a 10-ft face: "twelve combatants: two along each face and four more in the corners"
  EXPECT_EQ(surroundCount({2, 2}, {1, 1}), 12);
  // d20-3.0: "Hill giants occupy a space 10 feet wide. Only four of them could surround a Medium-size creature"
  EXPECT_EQ(surroundCount({1, 1}, {2, 2}), 4);
  // d20-3.0 rule of thumb: one per 5-foot length plus four corners, e.g. a 10×20 face: 12 + 4 = 16.
  EXPECT_EQ(surroundCount({2, 4}, {1, 1}), 16);
  EXPECT_EQ(surroundCount({8, 16}, {1, 1}), 2 * (8 + 16) + 4);
}

TEST(SizeTable, CellsAndSharing) {
  EXPECT_EQ(cellsAcross(feet(2.5), feet(5)), 1);
  EXPECT_EQ(cellsAcross(feet(10), feet(5)), 2);
  EXPECT_EQ(cellsAcross(feet(15), feet(10)), 2);
  EXPECT_EQ(cellsAcross(feet(5), feet(1.25)), 4);
  // dnd35: "four can fit into a single square. Twenty-five Diminutive creatures or 100 Fine creatures"
  EXPECT_EQ(perCell(feet(2.5), feet(5)), 4);
  EXPECT_EQ(perCell(feet(1), feet(5)), 25);
  EXPECT_EQ(perCell(feet(0.5), feet(5)), 100);
  EXPECT_EQ(perCell(feet(5), feet(5)), 1);
  EXPECT_EQ(perCell(feet(1.25), feet(1.25)), 1);
}
}  // namespace FOOTWORK_TEST_FILE
