// Moves that are not a move, and long jumps, of creatures larger than one hex (docs/rules/hex.md
// "Creatures larger than one hex"): 4e pull, push and slide (with `ends`), swapping places,
// teleportation and 5e-fine long jumps, asked through the protocol in the four layouts and compared
// with a reference worked from the sentences. The reference builds each space from cube coordinates,
// measures ranges as the fewest steps over every pair of hexes and moves a space by a cube direction,
// independently of space.h, distance.cpp and geometry.h's movedLike. tests/vectors/hex/ holds the
// hand-worked protocol vectors.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>
#include <random>
#include <set>

#include "core/scene/geometry.h"
#include "hex_layouts.h"
#include "protocol/request.h"

namespace footwork::FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)
namespace {

using json = nlohmann::ordered_json;

Cell moved(GridShape s, Cell c, int dir, int k = 1) {
  const Cube h = toCube(s, c);
  const int q = h.q + k * kCubeDir[dir][0], r = h.r + k * kCubeDir[dir][1];
  return fromCube(s, {q, r, -q - r});
}

// "the fewest steps from a cell of one space into the other" (rules README reading 4).
int refRange(GridShape s, const std::vector<Cell>& a, const std::vector<Cell>& b) {
  int best = 1 << 20;
  for (Cell x : a)
    for (Cell y : b) best = std::min(best, hexDistance(s, x, y));
  return best;
}

struct Map {
  explicit Map(GridShape s) : shape(s) {}
  GridShape shape;
  int w = 9, h = 9;
  std::set<std::pair<int, int>> solid, pit, difficult;
  std::vector<std::pair<Cell, Cell>> walls;  // blocking walls on the side two neighbours share
  bool on(Cell c) const { return c.x >= 0 && c.y >= 0 && c.x < w && c.y < h; }
  bool wallBetween(Cell a, Cell b) const {
    for (auto& [p, q] : walls)
      if ((p == a && q == b) || (p == b && q == a)) return true;
    return false;
  }
  json grid() const {
    json g = {{"width", w},
              {"height", h},
              {"type", "hex"},
              {"orientation", shape.orientation == HexOrientation::Flat ? "flat" : "pointy"},
              {"offset", shape.offset == HexOffset::Odd ? "odd" : "even"},
              {"cellFeet", 5}};
    json cells = json::array(), ws = json::array();
    for (auto& [x, y] : solid) cells.push_back({{"cell", {x, y}}, {"ground", "solid"}});
    for (auto& [x, y] : pit) cells.push_back({{"cell", {x, y}}, {"ground", "pit"}});
    for (auto& [x, y] : difficult) cells.push_back({{"cell", {x, y}}, {"difficult", 1}});
    for (auto& [a, b] : walls) ws.push_back({{"between", {{a.x, a.y}, {b.x, b.y}}}, {"kind", "wall"}});
    if (!cells.empty()) g["cells"] = cells;
    if (!ws.empty()) g["walls"] = ws;
    return g;
  }
  // A space may stand here: on the map, no filled hex, no wall between two of its hexes.
  bool stands(const std::vector<Cell>& space) const {
    for (Cell c : space) {
      if (!on(c) || solid.count({c.x, c.y})) return false;
      for (int d = 0; d < kHexDirections; ++d)
        if (holds(space, neighbourAt(shape, c, d)) && wallBetween(c, neighbourAt(shape, c, d))) return false;
    }
    return true;
  }
  // The whole space moves one step in `dir`: each of its hexes crosses the side towards `dir` unless
  // the hex beyond is its own ("each square you enter" is entered from the one behind it).
  bool crossesWall(const std::vector<Cell>& from, int dir) const {
    for (Cell c : from)
      if (const Cell n = moved(shape, c, dir); !holds(from, n) && wallBetween(c, n)) return true;
    return false;
  }
};

json creature(const char* id, Cell at, const char* size, const char* side) {
  return {{"id", id}, {"position", {at.x, at.y}}, {"size", size}, {"side", side}, {"speeds", {{"walk", 30}}}};
}
json ask(const json& request) { return json::parse(handleRequestText(request.dump())); }
int across(const char* size) { return std::string(size) == "large" ? 2 : std::string(size) == "huge" ? 3 : 1; }

// 4e: "Pull: … each square you move it must bring it nearer to you"; "Push: … farther away from you";
// "Clear Path: Forced movement can't move a target into a space it couldn't enter by walking". On an
// open map, every one-step pull and push of a Large or Huge target by a one-hex or Large creature, in
// the six directions: legal exactly when the space stays on the map, does not enter the source's
// hexes, and the range between the spaces (fewest steps between any two of their hexes) falls (pull)
// or grows (push).
TEST(HexLargeForced, PullAndPushJudgeTheRangeBetweenWholeSpaces) {
  int legal = 0, illegal = 0;
  for (GridShape s : kLayouts)
    for (const char* targetSize : {"large", "huge"})
      for (const char* bySize : {"medium", "large"})
        for (Cell by : {Cell{1, 4}, Cell{4, 1}, Cell{2, 2}})
          for (const char* kind : {"pull", "push"}) {
            Map m(s);
            const Cell at{4, 4};
            const int tn = across(targetSize), bn = across(bySize);
            const auto byHexes = referenceSpace(s, by, bn), from = referenceSpace(s, at, tn);
            if (refRange(s, byHexes, from) == 0) continue;
            for (int d = 0; d < kHexDirections; ++d) {
              const Cell to = moved(s, at, d);
              const auto into = referenceSpace(s, to, tn);
              json req = {{"query", "forced"},
                          {"scene",
                           {{"ruleset", "4e"},
                            {"grid", m.grid()},
                            {"creatures",
                             {creature("fighter", by, bySize, "party"), creature("ogre", at, targetSize, "foes")}}}},
                          {"kind", kind},
                          {"creature", "ogre"},
                          {"by", "fighter"},
                          {"path", {{to.x, to.y}}}};
              const json r = ask(req);
              ASSERT_TRUE(r.contains("result")) << r.dump();
              const json& step = r["result"]["steps"][0];
              const int before = refRange(s, byHexes, from), after = refRange(s, byHexes, into);
              bool want = m.stands(into) && after > 0;
              want = want && (std::string(kind) == "pull" ? after < before : after > before);
              SCOPED_TRACE(std::string(layoutName(s)) + " " + kind + " " + targetSize + " by " + bySize + " " +
                           cellText(by) + " dir " + std::to_string(d));
              EXPECT_EQ(step["legal"].get<bool>(), want) << r.dump();
              if (m.stands(into)) {
                EXPECT_EQ(step["range"]["before"], before);
                EXPECT_EQ(step["range"]["after"], after);
              }
              (want ? legal : illegal)++;
            }
          }
  EXPECT_GT(legal, 50);
  EXPECT_GT(illegal, 50);
}

// A slide ("no restriction on the direction") of a Large or Huge target on random maps with filled
// hexes and walls: each step legal exactly when the reference's walking step is ("a space it couldn't
// enter by walking": the whole space on open hexes, no wall inside it, no wall on a side a hex of it
// crosses), and `ends` (distance 3) is every position a breadth-first walk of such steps reaches.
TEST(HexLargeForced, SlideStepsAndEndsMatchTheReferenceOnRandomMaps) {
  std::mt19937 rng(1818);
  int ends = 0;
  for (GridShape s : kLayouts)
    for (const char* size : {"large", "huge"})
      for (int map = 0; map < 5; ++map) {
        const int n = across(size);
        Map m(s);
        const Cell start{4, 4};
        const auto home = referenceSpace(s, start, n);
        for (int i = 0; i < 5; ++i) {
          const Cell c{static_cast<int>(rng() % 9), static_cast<int>(rng() % 9)};
          if (!holds(home, c)) m.solid.insert({c.x, c.y});
        }
        for (int i = 0; i < 10; ++i) {
          const Cell c{static_cast<int>(rng() % 9), static_cast<int>(rng() % 9)};
          const Cell o = neighbourAt(s, c, static_cast<int>(rng() % 6));
          if (m.on(o) && !(holds(home, c) && holds(home, o))) m.walls.push_back({c, o});
        }
        auto stepOk = [&](Cell a, int d) {
          return m.stands(referenceSpace(s, moved(s, a, d), n)) && !m.crossesWall(referenceSpace(s, a, n), d);
        };
        json scene = {{"ruleset", "4e"}, {"grid", m.grid()}, {"creatures", {creature("ogre", start, size, "foes")}}};
        SCOPED_TRACE(std::string(layoutName(s)) + " " + size + " map " + std::to_string(map));
        for (int d = 0; d < kHexDirections; ++d) {
          const Cell to = moved(s, start, d);
          if (!m.on(to)) continue;
          const json r = ask({{"query", "forced"},
                              {"scene", scene},
                              {"kind", "slide"},
                              {"creature", "ogre"},
                              {"path", {{to.x, to.y}}}});
          ASSERT_TRUE(r.contains("result")) << r.dump();
          EXPECT_EQ(r["result"]["steps"][0]["legal"].get<bool>(), stepOk(start, d)) << "dir " << d;
        }
        std::map<std::pair<int, int>, int> want{{{start.x, start.y}, 0}};
        std::vector<Cell> frontier{start};
        for (int k = 1; k <= 3; ++k) {
          std::vector<Cell> next;
          for (Cell a : frontier)
            for (int d = 0; d < kHexDirections; ++d) {
              const Cell b = moved(s, a, d);
              if (!stepOk(a, d) || want.count({b.x, b.y})) continue;
              want[{b.x, b.y}] = k;
              next.push_back(b);
            }
          frontier = next;
        }
        const json r = ask({{"query", "forced"},
                            {"scene", scene},
                            {"kind", "slide"},
                            {"creature", "ogre"},
                            {"distance", 3},
                            {"ends", true}});
        ASSERT_TRUE(r.contains("result")) << r.dump();
        std::map<std::pair<int, int>, int> got;
        for (const json& e : r["result"]["ends"]) got[{e["position"][0], e["position"][1]}] = e["squares"];
        EXPECT_EQ(got, want);
        ends += static_cast<int>(got.size());
      }
  EXPECT_GT(ends, 40 * 8);
}

// 4e "Swapping Places: You slide the target so that its space overlaps your space, and then you shift
// so your space includes at least one square that the target just left", each under "Clear Path". A
// fighter (one hex) next to a Large ogre: every slide of the ogre by one step onto the fighter's hex
// and every shift of the fighter into a hex the ogre left, with one wall on one side near them at a
// time: legal exactly when neither move crosses the wall (the slide: a side any hex of the ogre's space
// crosses; the shift, when it is one step, the side the two hexes share; a longer shift has no path to
// judge) nor cuts the ogre's new space.
// (One wall never blocks every line of effect between hexes this close: hex.md "Lines between hexes".)
TEST(HexLargeSwap, EverySlideAndShiftAgainstEveryWallNearby) {
  int legal = 0, blocked = 0;
  for (GridShape s : kLayouts) {
    const Cell ogreAt{4, 4};
    const auto ogre = referenceSpace(s, ogreAt, 2);
    for (int fd = 0; fd < kHexDirections; ++fd) {
      // The fighter on a hex next to the ogre's space.
      Cell fighter{-1, -1};
      for (Cell c : ogre)
        if (const Cell n = neighbourAt(s, c, fd); !holds(ogre, n)) fighter = n;
      std::vector<std::pair<Cell, Cell>> sides;
      for (int y = 1; y < 8; ++y)
        for (int x = 1; x < 8; ++x)
          for (int d = 0; d < 3; ++d)
            if (hexDistance(s, {x, y}, ogreAt) <= 2) sides.push_back({{x, y}, neighbourAt(s, {x, y}, d)});
      for (int d = 0; d < kHexDirections; ++d) {
        const Cell targetTo = moved(s, ogreAt, d);
        const auto ogreNew = referenceSpace(s, targetTo, 2);
        if (!holds(ogreNew, fighter)) continue;  // "so that its space overlaps your space"
        for (Cell to : ogre) {
          if (holds(ogreNew, to)) continue;  // a hex the ogre "just left"
          for (auto& wall : sides) {
            Map m(s);
            m.walls.push_back(wall);
            const bool cut = !m.stands(ogreNew) || !m.stands(ogre);
            if (!m.stands(ogre)) continue;  // the scene itself would be refused
            const bool want =
                !cut && !m.crossesWall(ogre, d) && !(areNeighbours(s, fighter, to) && m.wallBetween(fighter, to));
            const json r =
                ask({{"query", "swap"},
                     {"scene",
                      {{"ruleset", "4e"},
                       {"grid", m.grid()},
                       {"creatures",
                        {creature("fighter", fighter, "medium", "party"), creature("ogre", ogreAt, "large", "foes")}}}},
                     {"creature", "fighter"},
                     {"target", "ogre"},
                     {"targetTo", {targetTo.x, targetTo.y}},
                     {"to", {to.x, to.y}}});
            ASSERT_TRUE(r.contains("result")) << r.dump();
            EXPECT_EQ(r["result"]["legal"].get<bool>(), want)
                << layoutName(s) << " slide dir " << d << " shift to " << cellText(to) << " wall "
                << cellText(wall.first) << "-" << cellText(wall.second) << " " << r.dump();
            if (!want) {
              EXPECT_EQ(r["result"]["illegal"]["code"], "wall");
            }
            (want ? legal : blocked)++;
          }
        }
      }
    }
  }
  EXPECT_GT(legal, 1000);
  EXPECT_GT(blocked, 80);
}

// 4e "Teleportation": "Destination: Your destination must be a space you can occupy without
// squeezing"; "If only part of a creature's space is over a pit or a precipice, the creature doesn't
// fall"; the power's range in squares from the creature's space. A Large or Huge walker teleported to
// every anchor of a map with pits (which block no sight): legal exactly when the whole space is on the
// map, not all of it over pits and within the range, the range being the fewest steps between a hex
// of its space and a hex of the destination space.
TEST(HexLargeTeleport, DestinationsAndRangesMatchTheReference) {
  std::mt19937 rng(77);
  int legal = 0, illegal = 0;
  for (GridShape s : kLayouts)
    for (const char* size : {"large", "huge"}) {
      const int n = across(size);
      Map m(s);
      const Cell at{2, 2};
      const auto home = referenceSpace(s, at, n);
      for (int i = 0; i < 30; ++i) {
        const Cell c{static_cast<int>(rng() % 9), static_cast<int>(rng() % 9)};
        if (!holds(home, c)) m.pit.insert({c.x, c.y});
      }
      json scene = {{"ruleset", "4e"}, {"grid", m.grid()}, {"creatures", {creature("ogre", at, size, "foes")}}};
      for (int y = 0; y < 9; ++y)
        for (int x = 0; x < 9; ++x) {
          const auto dest = referenceSpace(s, {x, y}, n);
          const bool onMap = std::all_of(dest.begin(), dest.end(), [&](Cell c) { return m.on(c); });
          const bool allPit = std::all_of(dest.begin(), dest.end(), [&](Cell c) {
            return m.pit.count({c.x, c.y}) > 0;
          });
          const int range = refRange(s, home, dest);
          const json r = ask(
              {{"query", "teleportation"}, {"scene", scene}, {"creature", "ogre"}, {"to", {x, y}}, {"distance", 3}});
          ASSERT_TRUE(r.contains("result")) << r.dump();
          const bool want = onMap && !allPit && range <= 3;
          EXPECT_EQ(r["result"]["legal"].get<bool>(), want)
              << layoutName(s) << " " << size << " to " << cellText({x, y});
          if (onMap) {
            EXPECT_EQ(r["result"]["range"]["squares"], range) << cellText({x, y});
          }
          (want ? legal : illegal)++;
        }
    }
  EXPECT_GT(legal, 100);
  EXPECT_GT(illegal, 100);
}

// 5e-fine "A long jump … in a straight line": on hexes one of the six directions, the space moving as a
// whole; "each foot you clear on the jump costs a foot of movement" (hexes × 5 ft). A Large jumper (Str
// 30 standing: 15 ft) on random maps with walls and difficult hexes, 1 to 3 hexes in each direction:
// legal exactly when every space on the way stands (on the map, no filled hex, no wall inside) and no
// hex of it crosses a wall on the side towards the jump; "when you land in difficult terrain" asks the
// Acrobatics check exactly when a hex of the landing space outside the take-off space is difficult.
TEST(HexLargeJump, LongJumpsOfALargeSpaceMatchTheReference) {
  std::mt19937 rng(2026);
  int legal = 0, blocked = 0, checks = 0;
  for (GridShape s : kLayouts)
    for (int map = 0; map < 6; ++map) {
      Map m(s);
      const Cell at{4, 4};
      const auto home = referenceSpace(s, at, 2);
      for (int i = 0; i < 6; ++i) {
        const Cell c{static_cast<int>(rng() % 9), static_cast<int>(rng() % 9)};
        const Cell o = neighbourAt(s, c, static_cast<int>(rng() % 6));
        if (m.on(o) && !(holds(home, c) && holds(home, o))) m.walls.push_back({c, o});
      }
      for (int i = 0; i < 12; ++i) m.difficult.insert({static_cast<int>(rng() % 9), static_cast<int>(rng() % 9)});
      json jumper = creature("ogre", at, "large", "foes");
      jumper["strength"] = 30;
      json scene = {{"ruleset", "5e-fine"}, {"grid", m.grid()}, {"creatures", {jumper}}};
      for (int d = 0; d < kHexDirections; ++d)
        for (int k = 1; k <= 3; ++k) {
          const Cell to = moved(s, at, d, k);
          if (!m.on(to)) continue;
          bool want = true;
          for (int j = 0; j < k && want; ++j)
            want = m.stands(referenceSpace(s, moved(s, at, d, j + 1), 2)) &&
                   !m.crossesWall(referenceSpace(s, moved(s, at, d, j), 2), d);
          const json r = ask({{"query", "move"},
                              {"scene", scene},
                              {"creature", "ogre"},
                              {"path", {{{"jump", "long"}, {"to", {to.x, to.y}}}}}});
          ASSERT_TRUE(r.contains("result")) << r.dump();
          const json& step = r["result"]["steps"][0];
          SCOPED_TRACE(std::string(layoutName(s)) + " map " + std::to_string(map) + " dir " + std::to_string(d) +
                       " hexes " + std::to_string(k));
          EXPECT_EQ(step["legal"].get<bool>(), want) << r.dump();
          EXPECT_EQ(step["jumpInfo"]["distance"], 5 * k);
          if (!want) {
            ++blocked;
            continue;
          }
          ++legal;
          bool difficult = false;
          for (Cell c : referenceSpace(s, to, 2))
            difficult = difficult || (!holds(home, c) && m.difficult.count({c.x, c.y}));
          bool asked = false;
          for (const json& c : step.value("checks", json::array()))
            asked = asked || c.get<std::string>() == "acrobatics-landing-difficult";
          EXPECT_EQ(asked, difficult) << step.dump();
          checks += asked;
        }
    }
  EXPECT_GT(legal, 50);
  EXPECT_GT(blocked, 10);
  EXPECT_GT(checks, 10);
}

}  // namespace
}  // namespace footwork::FOOTWORK_TEST_FILE
