// Dragging a creature by any cell of its space (docs/protocol.md, "Grab"): with `grab` the request's
// cells are the pointer's, and the engine keeps the held cell under it. A larger creature dragged by
// each of its cells must be priced and placed exactly as the same drag by its anchor: on squares
// (the 2×2 ogre held by its lower-right square, the 5e-fine hero's 4×4 space held anywhere) and on
// hexes in the four layouts, where a pointer's offset step depends on its column's or row's parity.
// The pointer cells are worked here from cube coordinates, never from the engine's movedLike.
#include <gtest/gtest.h>
#include <vector>

#include <nlohmann/json.hpp>

#include "hex_layouts.h"
#include "protocol/request.h"

namespace footwork::FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)
namespace {

using json = nlohmann::ordered_json;

json ask(const json& request) { return json::parse(handleRequestText(request.dump())); }

// The creatures as a vector: `json creatures` given `{one}` is that one object under clang (nlohmann's
// brace initialisation is the copy there), not a list of one; the sanitize build caught it.
json squareScene(const char* ruleset, int w, int h, std::vector<json> creatures) {
  return {{"ruleset", ruleset}, {"grid", {{"width", w}, {"height", h}}}, {"creatures", json(std::move(creatures))}};
}
json hexScene(GridShape s, std::vector<json> creatures) {
  return {{"ruleset", "sw5e"},
          {"grid",
           {{"width", 12},
            {"height", 12},
            {"type", "hex"},
            {"orientation", s.orientation == HexOrientation::Flat ? "flat" : "pointy"},
            {"offset", s.offset == HexOffset::Odd ? "odd" : "even"}}},
          {"creatures", json(std::move(creatures))}};
}
json creature(const char* id, Cell at, const char* size, const char* side) {
  return {{"id", id}, {"position", {at.x, at.y}}, {"size", size}, {"side", side}, {"speeds", {{"walk", 30}}}};
}
json cells(const std::vector<Cell>& v) {
  json out = json::array();
  for (Cell c : v) out.push_back({c.x, c.y});
  return out;
}

// Where the held cell is when the anchor stands at `anchor` (squares: the same offset; hexes: the
// same cube offset, worked out here).
Cell pointerFor(GridShape s, Cell from, Cell held, Cell anchor) {
  if (!s.hex()) return held + (anchor - from);
  const Cube f = toCube(s, from), h = toCube(s, held), a = toCube(s, anchor);
  const int q = h.q + a.q - f.q, r = h.r + a.r - f.r;
  return fromCube(s, {q, r, -q - r});
}
std::vector<Cell> pointers(GridShape s, Cell from, Cell held, const std::vector<Cell>& anchors) {
  std::vector<Cell> out;
  for (Cell a : anchors) out.push_back(pointerFor(s, from, held, a));
  return out;
}

// The move answer without what a grab adds (the anchors per item): what must not differ.
json priced(json result) {
  result.erase("positions");
  return result;
}

// Every cell of `space` held in turn: the move by the pointer is the move by the anchor.
void expectSameAsAnchor(GridShape s, const json& scene, const char* id, Cell from, const std::vector<Cell>& space,
                        const std::vector<Cell>& anchors) {
  const json byAnchor = ask({{"query", "move"}, {"scene", scene}, {"creature", id}, {"path", cells(anchors)}});
  ASSERT_TRUE(byAnchor.contains("result")) << byAnchor.dump();
  for (Cell held : space) {
    SCOPED_TRACE("held " + cellText(held));
    const json byCell = ask({{"query", "move"},
                             {"scene", scene},
                             {"creature", id},
                             {"grab", {held.x, held.y}},
                             {"path", cells(pointers(s, from, held, anchors))}});
    ASSERT_TRUE(byCell.contains("result")) << byCell.dump();
    EXPECT_EQ(priced(byCell["result"]), byAnchor["result"]);
    EXPECT_EQ(byCell["result"]["positions"], cells(anchors));
  }
}

std::vector<Cell> block(Cell at, int n) {
  std::vector<Cell> out;
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x) out.push_back({at.x + x, at.y + y});
  return out;
}

constexpr GridShape kSquares{};

// The trial's ogre: a 2×2 space held by its lower-right square and moved two squares east costs
// 10 ft and ends two squares east, not 15 ft one square down-right.
TEST(Grab, OgreHeldByItsLowerRightSquareMovesTwoSquaresEastForTenFeet) {
  const json scene = squareScene("sw5e", 10, 8, {creature("ogre", {2, 2}, "large", "foes")});
  const json r =
      ask({{"query", "move"}, {"scene", scene}, {"creature", "ogre"}, {"grab", {3, 3}}, {"path", {{4, 3}, {5, 3}}}});
  ASSERT_TRUE(r.contains("result")) << r.dump();
  EXPECT_EQ(r["result"]["total"]["feet"], 10);
  EXPECT_EQ(r["result"]["end"], json({4, 2}));
  EXPECT_EQ(r["result"]["positions"], json({{3, 2}, {4, 2}}));
}

// Straight, diagonal and bent drags of a Large creature, past an enemy it provokes, held by each of
// its four squares, under each diagonal rule family.
TEST(Grab, LargeOnSquaresHeldByEachSquareIsPricedAsByItsAnchor) {
  for (const char* ruleset : {"sw5e", "dnd35", "4e"}) {
    SCOPED_TRACE(ruleset);
    const json scene = squareScene(
        ruleset, 12, 10, {creature("ogre", {2, 2}, "large", "foes"), creature("hero", {5, 1}, "medium", "party")});
    for (const auto& anchors : {std::vector<Cell>{{3, 2}, {4, 2}}, std::vector<Cell>{{3, 3}, {4, 4}, {5, 5}},
                                std::vector<Cell>{{2, 3}, {3, 4}, {4, 4}, {5, 4}, {6, 4}, {7, 3}}})
      expectSameAsAnchor(kSquares, scene, "ogre", {2, 2}, block({2, 2}, 2), anchors);
  }
}

// 5e-fine: a Medium hero is 4×4 squares of 1.25 ft. Held inside its space and dragged past an orc, it
// provokes exactly what the drag by its corner provokes.
TEST(Grab, FineHeroHeldAnywhereInItsFourByFourSpaceProvokesAsByItsCorner) {
  const json scene = squareScene(
      "5e-fine", 24, 16, {creature("hero", {2, 4}, "medium", "party"), creature("orc", {8, 0}, "medium", "foes")});
  std::vector<Cell> anchors;
  for (int x = 3; x <= 20; ++x) anchors.push_back({x, 4});
  const json byCorner = ask({{"query", "move"}, {"scene", scene}, {"creature", "hero"}, {"path", cells(anchors)}});
  ASSERT_TRUE(byCorner.contains("result"));
  ASSERT_FALSE(byCorner["result"]["opportunityAttacks"].empty()) << "the drag should pass the orc's reach";
  expectSameAsAnchor(kSquares, scene, "hero", {2, 4}, block({2, 4}, 4), anchors);
}

// Hexes: a Large (two across, three hexes) and a Huge (three across, seven hexes) creature, dragged
// along each of the six directions and a bent path by each of its hexes, in the four layouts, from
// an anchor in an odd and an even column and row.
TEST(Grab, LargerHexCreaturesHeldByEachHexArePricedAsByTheirAnchor) {
  for (GridShape s : kLayouts)
    for (const char* size : {"large", "huge"})
      for (Cell from : {Cell{4, 4}, Cell{5, 5}}) {
        SCOPED_TRACE(std::string(layoutName(s)) + " " + size + " from " + cellText(from));
        const int across = std::string(size) == "large" ? 2 : 3;
        const json scene =
            hexScene(s, {creature("ogre", from, size, "foes"), creature("hero", {8, 2}, "medium", "party")});
        const auto space = referenceSpace(s, from, across);
        auto step = [&](Cell c, int d) {
          const Cube h = toCube(s, c);
          const int q = h.q + kCubeDir[d][0], r = h.r + kCubeDir[d][1];
          return fromCube(s, {q, r, -q - r});
        };
        for (int d = 0; d < kHexDirections; ++d) {
          const Cell one = step(from, d);
          expectSameAsAnchor(s, scene, "ogre", from, space, {one, step(one, d)});
        }
        std::vector<Cell> bent{step(from, 0)};
        for (int d : {0, 1, 1, 5, 5}) bent.push_back(step(bent.back(), d));
        expectSameAsAnchor(s, scene, "ogre", from, space, bent);
      }
}

// The path query reads its target and waypoints as pointer cells too: the same search as by anchor.
TEST(Grab, PathTargetHeldByAnotherCellIsTheSameSearch) {
  for (GridShape s : {kSquares, kLayouts[0], kLayouts[3]}) {
    const json scene = s.hex() ? hexScene(s, {creature("ogre", {4, 4}, "large", "foes")})
                               : squareScene("sw5e", 12, 12, {creature("ogre", {4, 4}, "large", "foes")});
    const Cell target{8, 7}, held = s.hex() ? referenceSpace(s, {4, 4}, 2).back() : Cell{5, 5};
    const Cell pointer = pointerFor(s, {4, 4}, held, target);
    const json byAnchor = ask({{"query", "path"}, {"scene", scene}, {"creature", "ogre"}, {"target", {8, 7}}});
    const json byCell = ask({{"query", "path"},
                             {"scene", scene},
                             {"creature", "ogre"},
                             {"grab", {held.x, held.y}},
                             {"target", {pointer.x, pointer.y}}});
    ASSERT_TRUE(byCell.contains("result")) << byCell.dump();
    EXPECT_EQ(byCell["result"], byAnchor["result"]);
  }
}

// The move query of the ogre along `path` after 5 ft and one diagonal spent, with its speed: what
// the path queries below must give as their `move`.
json ogreMoveAfterFiveFeet(const json& scene, const json& path) {
  return ask({{"query", "move"},
              {"scene", scene},
              {"creature", "ogre"},
              {"band", "move"},
              {"spent", 5},
              {"diagonals", 1},
              {"withSpeed", true},
              {"path", path}});
}

// One call per pointer move: `walked` (the drag so far) then the best path on from its end, priced
// as one move under `move`, equals the move query of the two together; the search itself is the one
// from the walked end after the walked feet and diagonals.
TEST(Grab, PathAfterTheDragSoFarPricesTheWholeMoveAtOnce) {
  for (const char* ruleset : {"sw5e", "dnd35"}) {
    SCOPED_TRACE(ruleset);
    const json scene = squareScene(
        ruleset, 12, 10, {creature("ogre", {1, 1}, "large", "foes"), creature("hero", {5, 5}, "medium", "party")});
    const json walked = {{2, 2}, {3, 3}, {4, 3}};
    const json r = ask({{"query", "path"},
                        {"scene", scene},
                        {"creature", "ogre"},
                        {"band", "move"},
                        {"spent", 5},
                        {"diagonals", 1},
                        {"walked", walked},
                        {"move", true},
                        {"target", {9, 7}}});
    ASSERT_TRUE(r.contains("result")) << r.dump();
    const json sofar = ask({{"query", "move"},
                            {"scene", scene},
                            {"creature", "ogre"},
                            {"band", "move"},
                            {"spent", 5},
                            {"diagonals", 1},
                            {"path", walked}});
    const json alone = ask({{"query", "path"},
                            {"scene", scene},
                            {"creature", "ogre"},
                            {"band", "move"},
                            {"from", {4, 3}},
                            {"spent", sofar["result"]["total"]["feet"]},
                            {"diagonals", 1 + 2},
                            {"target", {9, 7}}});
    json expect = alone["result"];
    json whole = walked;
    for (const json& c : expect["path"]) whole.push_back(c);
    const json all = ogreMoveAfterFiveFeet(scene, whole);
    expect["move"] = all["result"];
    EXPECT_EQ(r["result"], expect);
  }
}

// A hover's request (nothing walked): `move` is the move query of the path found, from the same
// start after the same spending, here past the allowance and past a foe's reach (the answer prices
// the path once for both its own totals and `move`, search_query.cpp).
TEST(Grab, PathWithNothingWalkedPricesThePathFoundAsTheMoveQueryDoes) {
  for (const char* ruleset : {"sw5e", "dnd35"}) {
    SCOPED_TRACE(ruleset);
    const json scene = squareScene(
        ruleset, 20, 10, {creature("ogre", {1, 1}, "large", "foes"), creature("hero", {3, 1}, "medium", "party")});
    const json asked = {{"query", "path"}, {"scene", scene}, {"creature", "ogre"}, {"band", "move"},
                        {"spent", 5},      {"diagonals", 1}, {"target", {17, 7}}};
    json withMove = asked;
    withMove["move"] = true;
    const json r = ask(withMove);
    ASSERT_TRUE(r.contains("result")) << r.dump();
    json expect = ask(asked)["result"];
    const json all = ogreMoveAfterFiveFeet(scene, expect["path"]);
    ASSERT_TRUE(all.contains("result")) << all.dump();
    EXPECT_FALSE(all["result"]["legal"].get<bool>());  // beyond the allowance: illegal steps priced
    EXPECT_FALSE(all["result"]["opportunityAttacks"].empty());
    expect["move"] = all["result"];
    EXPECT_EQ(r["result"], expect);
  }
}

TEST(Grab, RefusesACellOutsideTheSpaceAndAnAnchorOffTheGrid) {
  const json scene = squareScene("sw5e", 10, 8, {creature("ogre", {2, 2}, "large", "foes")});
  json r = ask({{"query", "move"}, {"scene", scene}, {"creature", "ogre"}, {"grab", {4, 2}}, {"path", {{5, 2}}}});
  EXPECT_EQ(r["error"]["code"], "bad-value");
  EXPECT_EQ(r["error"]["path"], "$.grab");
  // Held by the lower-right square, the pointer on the top row puts the anchor on row -1.
  r = ask({{"query", "move"},
           {"scene", scene},
           {"creature", "ogre"},
           {"grab", {3, 3}},
           {"path", {{3, 2}, {3, 1}, {3, 0}}}});
  EXPECT_EQ(r["error"]["code"], "out-of-grid");
  EXPECT_EQ(r["error"]["path"], "$.path[2]");
}

// The space query: the cells of the space and its outline; on squares the block's four corners, on
// hexes one corner per outer side, every corner of a hex of the space; a grab's anchor.
TEST(Space, CellsAndOutlineOnSquaresAndHexes) {
  json r = ask({{"query", "space"},
                {"scene", squareScene("sw5e", 10, 8, {creature("ogre", {2, 2}, "large", "foes")})},
                {"creature", "ogre"}});
  ASSERT_TRUE(r.contains("result")) << r.dump();
  EXPECT_EQ(r["result"]["cells"], cells(block({2, 2}, 2)));
  EXPECT_EQ(r["result"]["outline"], json({{2, 2, 0}, {3, 2, 1}, {3, 3, 2}, {2, 3, 3}}));
  for (GridShape s : kLayouts)
    for (int across : {1, 2, 3, 4})
      for (Cell at : {Cell{5, 5}, Cell{6, 6}}) {
        SCOPED_TRACE(std::string(layoutName(s)) + " across " + std::to_string(across) + " at " + cellText(at));
        const char* size = across == 1 ? "medium" : across == 2 ? "large" : across == 3 ? "huge" : "gargantuan";
        r = ask({{"query", "space"},
                 {"scene", hexScene(s, {creature("c", {1, 1}, size, "x")})},
                 {"creature", "c"},
                 {"at", {at.x, at.y}}});
        ASSERT_TRUE(r.contains("result")) << r.dump();
        const auto space = referenceSpace(s, at, across);
        EXPECT_EQ(r["result"]["cells"], cells(space));
        // Outer sides: six per hex less two per pair of neighbouring hexes in the space.
        int shared = 0;
        for (Cell a : space)
          for (int d = 0; d < kHexDirections; ++d) shared += holds(space, neighbourAt(s, a, d)) ? 1 : 0;
        const json& outline = r["result"]["outline"];
        EXPECT_EQ(static_cast<int>(outline.size()), 6 * static_cast<int>(space.size()) - shared);
        for (const json& k : outline) {
          EXPECT_TRUE(holds(space, {k[0].get<int>(), k[1].get<int>()})) << k.dump();
          EXPECT_TRUE(k[2].get<int>() >= 0 && k[2].get<int>() < 6) << k.dump();
        }
      }
  // A grab: the anchor that keeps the held hex under the pointer.
  const GridShape s = kLayouts[2];
  const Cell held = referenceSpace(s, {4, 4}, 3).back();
  r = ask({{"query", "space"},
           {"scene", hexScene(s, {creature("c", {4, 4}, "huge", "x")})},
           {"creature", "c"},
           {"grab", {held.x, held.y}},
           {"pointer", {7, 8}}});
  ASSERT_TRUE(r.contains("result")) << r.dump();
  const Cell at{r["result"]["at"][0].get<int>(), r["result"]["at"][1].get<int>()};
  EXPECT_EQ(pointerFor(s, {4, 4}, held, at), (Cell{7, 8}));
}

}  // namespace
}  // namespace footwork::FOOTWORK_TEST_FILE
