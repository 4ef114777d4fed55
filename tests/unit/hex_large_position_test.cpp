// Position rules with creatures larger than one hex (docs/rules/hex.md "Creatures larger than one hex"),
// asked through the protocol in the four layouts and compared with a reference built from cube
// coordinates, independently of space.h: crowding by attackers of several hexes against an exhaustive
// packing. tests/vectors/hex/ holds the hand-worked protocol vectors.
#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <random>
#include <set>

#include "core/scene/geometry.h"
#include "protocol/request.h"

namespace footwork {
namespace {

using json = nlohmann::ordered_json;

const GridShape kLayouts[] = {
    {GridKind::Hex, HexOrientation::Flat, HexOffset::Odd},
    {GridKind::Hex, HexOrientation::Flat, HexOffset::Even},
    {GridKind::Hex, HexOrientation::Pointy, HexOffset::Odd},
    {GridKind::Hex, HexOrientation::Pointy, HexOffset::Even},
};
const char* layoutName(GridShape s) {
  static const char* names[] = {"flat odd", "flat even", "pointy odd", "pointy even"};
  return names[(s.orientation == HexOrientation::Pointy ? 2 : 0) + (s.offset == HexOffset::Even ? 1 : 0)];
}

int cubeLen(int q, int r) { return std::max({std::abs(q), std::abs(r), std::abs(q + r)}); }
// The reference space `n` hexes across at `anchor` (docs/rules/hex.md): odd widths the hexagon of
// radius (n − 1) / 2 round the anchor; even widths the hexes within n / 2 − 1 of the anchor or of its
// neighbours in cube directions 0 and 5.
std::vector<Cell> refSpace(GridShape s, Cell anchor, int n) {
  std::vector<Cell> out;
  const Cube a = toCube(s, anchor);
  const int R = n / 2 + 1;
  for (int dq = -R; dq <= R; ++dq)
    for (int dr = -R; dr <= R; ++dr) {
      const bool in = n % 2 == 1 ? cubeLen(dq, dr) <= (n - 1) / 2
                                 : std::min({cubeLen(dq, dr), cubeLen(dq - 1, dr), cubeLen(dq, dr - 1)}) <= n / 2 - 1;
      if (in) out.push_back(fromCube(s, {a.q + dq, a.r + dr, -a.q - dq - a.r - dr}));
    }
  return out;
}
bool holds(const std::vector<Cell>& v, Cell c) { return std::find(v.begin(), v.end(), c) != v.end(); }
bool meets(const std::vector<Cell>& a, const std::vector<Cell>& b) {
  return std::any_of(a.begin(), a.end(), [&](Cell c) { return holds(b, c); });
}
json ask(const json& request) { return json::parse(handleRequestText(request.dump())); }

json hexGrid(GridShape s, int w, int h) {
  return {{"width", w},
          {"height", h},
          {"type", "hex"},
          {"orientation", s.orientation == HexOrientation::Flat ? "flat" : "pointy"},
          {"offset", s.offset == HexOffset::Odd ? "odd" : "even"}};
}

// The most of `options` (spaces as hex lists) that fit at once without sharing a hex, by trying every
// subset (the option lists here are a few dozen long at most).
int bestPacking(const std::vector<std::vector<Cell>>& options, std::size_t i, std::vector<int>& chosen) {
  if (i == options.size()) return static_cast<int>(chosen.size());
  int best = bestPacking(options, i + 1, chosen);
  if (std::none_of(chosen.begin(), chosen.end(), [&](int c) { return meets(options[c], options[i]); })) {
    chosen.push_back(static_cast<int>(i));
    best = std::max(best, bestPacking(options, i + 1, chosen));
    chosen.pop_back();
  }
  return best;
}

// sw5e "space": "eight creatures can fit in a 5-foot radius around another medium creature … because
// larger creatures take up more space, fewer of them can surround a smaller creature"; d20-3.0 counts a
// bigger attacker by the faces it takes, which hexes read as the same packing (hex.md "Crowding"). On
// random maps with filled hexes, walls and a bystander, Large and Huge attackers round a Medium or
// Large defender: an attacker may stand where its whole space is on the map, on open hexes, with no wall
// between two of its hexes, clear of the defender and the bystander, and one of its hexes shares a side
// without a wall with a hex of the defender; the count is the most such spaces that fit at once.
TEST(HexLargeCrowding, LargerAttackersPackAsAnExhaustiveSearchDoes) {
  std::mt19937 rng(404);
  int maps = 0, total = 0;
  for (GridShape s : kLayouts)
    for (const char* ruleset : {"sw5e", "d20-3.0"})
      for (int defenderW : {1, 2})
        for (int attackerW : {2, 3})
          for (int m = 0; m < 3; ++m) {
            const Cell at{4, 4};
            const auto defender = refSpace(s, at, defenderW);
            std::set<std::pair<int, int>> solid;
            std::vector<std::pair<Cell, Cell>> walls;
            json cells = json::array(), ws = json::array();
            for (int i = 0; i < 4; ++i) {
              const Cell c{static_cast<int>(rng() % 9), static_cast<int>(rng() % 9)};
              if (holds(defender, c) || solid.count({c.x, c.y})) continue;
              solid.insert({c.x, c.y});
              cells.push_back({{"cell", {c.x, c.y}}, {"ground", "solid"}});
            }
            for (int i = 0; i < 6; ++i) {
              const Cell c{static_cast<int>(rng() % 9), static_cast<int>(rng() % 9)};
              const Cell o = neighbourAt(s, c, static_cast<int>(rng() % 6));
              if (o.x < 0 || o.y < 0 || o.x >= 9 || o.y >= 9 || (holds(defender, c) && holds(defender, o))) continue;
              walls.push_back({c, o});
              ws.push_back({{"between", {{c.x, c.y}, {o.x, o.y}}}, {"kind", "wall"}});
            }
            Cell by{static_cast<int>(rng() % 9), static_cast<int>(rng() % 9)};
            if (holds(defender, by) || solid.count({by.x, by.y})) by = {0, 0};
            auto wall = [&](Cell a, Cell b) {
              return std::any_of(walls.begin(), walls.end(), [&](auto& w) {
                return (w.first == a && w.second == b) || (w.first == b && w.second == a);
              });
            };
            std::vector<std::vector<Cell>> options;
            for (int y = 0; y < 9; ++y)
              for (int x = 0; x < 9; ++x) {
                const auto sp = refSpace(s, {x, y}, attackerW);
                bool free = !meets(sp, defender) && !holds(sp, by), strikes = false;
                for (Cell c : sp) {
                  free = free && c.x >= 0 && c.y >= 0 && c.x < 9 && c.y < 9 && !solid.count({c.x, c.y});
                  for (int d = 0; d < kHexDirections; ++d) {
                    const Cell n = neighbourAt(s, c, d);
                    if (holds(sp, n) && wall(c, n)) free = false;
                    if (holds(defender, n) && !wall(c, n)) strikes = true;
                  }
                }
                if (free && strikes) options.push_back(sp);
              }
            std::vector<int> chosen;
            const int want = bestPacking(options, 0, chosen);
            json g = hexGrid(s, 9, 9);
            if (!cells.empty()) g["cells"] = cells;
            if (!ws.empty()) g["walls"] = ws;
            const json r = ask({{"query", "crowding"},
                                {"scene",
                                 {{"ruleset", ruleset},
                                  {"grid", g},
                                  {"creatures",
                                   {{{"id", "d"}, {"position", {at.x, at.y}}, {"space", {defenderW, defenderW}}},
                                    {{"id", "by"}, {"position", {by.x, by.y}}}}}}},
                                {"defender", "d"},
                                {"attackerSpace", {attackerW, attackerW}}});
            ASSERT_TRUE(r.contains("result")) << r.dump();
            SCOPED_TRACE(std::string(layoutName(s)) + " " + ruleset + " defender " + std::to_string(defenderW) +
                         " attackers " + std::to_string(attackerW) + " map " + std::to_string(m));
            EXPECT_EQ(r["result"]["count"], want) << r.dump();
            EXPECT_EQ(r["result"]["packed"], want);
            EXPECT_TRUE(r["result"]["exact"].get<bool>());
            // The placement the engine gives is such a packing: free spaces touching the defender, no
            // two sharing a hex.
            std::vector<std::vector<Cell>> placed;
            for (const json& p : r["result"]["placement"]) {
              const auto sp = refSpace(s, {p[0], p[1]}, attackerW);
              EXPECT_TRUE(std::find(options.begin(), options.end(), sp) != options.end()) << p.dump();
              for (auto& q : placed) EXPECT_FALSE(meets(q, sp)) << p.dump();
              placed.push_back(sp);
            }
            EXPECT_EQ(static_cast<int>(placed.size()), want);
            total += want;
            ++maps;
          }
  EXPECT_EQ(maps, 4 * 2 * 2 * 2 * 3);
  EXPECT_GT(total, maps * 2);
}

}  // namespace
}  // namespace footwork
