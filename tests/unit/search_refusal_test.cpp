// The searches refuse what they cannot honour with a reason and its data, never with words or JSON
// paths: the protocol (cpp/protocol/search) words the refusal and names the field. The vector
// search/error-path-fewest-attacks-too-many-provokers.json checks the protocol's words for one.
#include <gtest/gtest.h>

#include "core/ruleset/ruleset.h"
#include "core/search/path.h"
#include "core/search/reachable.h"

namespace footwork::FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)
namespace {

Creature walker(const std::string& id, Cell at, const std::string& side) {
  Creature c;
  c.id = id;
  c.position = at;
  c.side = side;
  c.speeds.walk = 30 * kMilliPerFoot;
  return c;
}

// A cost-free allowance of two squares. No built-in ruleset has one (dnd35's "minimum" is "move 5
// feet (1 square) in any direction"), so the ruleset is a copy of dnd35's with one added.
TEST(SearchRefusal, CostFreeAllowanceOfMoreThanOneSquare) {
  const Ruleset* dnd35 = findRuleset("dnd35");
  ASSERT_NE(dnd35, nullptr);
  Ruleset rules = *dnd35;
  Band two;
  two.name = "minimum-two";
  two.fixedSquares = 2;
  two.ignoresCost = true;
  two.stacksAfterMove = false;
  rules.bands.push_back(two);
  Scene scene(rules, Grid(5, 5, 5 * kMilliPerFoot));
  ASSERT_FALSE(scene.addCreature(walker("hero", {0, 0}, "party")));

  ReachableRequest reach;
  reach.search.mover = 0;
  reach.search.band = &scene.ruleset().bands.back();
  reach.bandGiven = true;
  const auto flood = findReachable(scene, reach);
  ASSERT_FALSE(flood.ok());
  EXPECT_EQ(flood.error().reason, SearchRefusal::Reason::CostFreeBand);

  PathRequest path;
  path.search = reach.search;
  path.target = {1, 1};
  const auto found = findPath(scene, path);
  ASSERT_FALSE(found.ok());
  EXPECT_EQ(found.error().reason, SearchRefusal::Reason::CostFreeBand);

  // The built-in one-square allowance is searched.
  const auto* minimum = [&]() -> const Band* {
    for (const Band& b : scene.ruleset().bands)
      if (b.name == "minimum") return &b;
    return nullptr;
  }();
  ASSERT_NE(minimum, nullptr);
  reach.search.band = minimum;
  EXPECT_TRUE(findReachable(scene, reach).ok());
}

// fewestAttacks keeps the creatures already provoked as 64 bits: 65 possible provokers are refused,
// with their count.
TEST(SearchRefusal, FewestAttacksWithMoreThan64PossibleProvokers) {
  const Ruleset* sw5e = findRuleset("sw5e");
  ASSERT_NE(sw5e, nullptr);
  Scene scene(*sw5e, Grid(20, 16, 5 * kMilliPerFoot));
  ASSERT_FALSE(scene.addCreature(walker("hero", {0, 0}, "party")));
  for (int k = 0; k < 65; ++k)
    ASSERT_FALSE(scene.addCreature(walker("goblin" + std::to_string(k), {(k % 10) * 2, 2 + (k / 10) * 2}, "foes")));
  PathRequest req;
  req.search.mover = 0;
  req.search.band = &scene.ruleset().bands.front();
  req.target = {19, 0};
  req.fewestAttacks = true;
  const auto found = findPath(scene, req);
  ASSERT_FALSE(found.ok());
  EXPECT_EQ(found.error().reason, SearchRefusal::Reason::TooManyProvokers);
  EXPECT_EQ(found.error().provokers, 65);
  req.fewestAttacks = false;  // the plain search keeps no such set
  EXPECT_TRUE(findPath(scene, req).ok());
}

}  // namespace
}  // namespace footwork::FOOTWORK_TEST_FILE
