#include "protocol/queries.h"

namespace footwork {

const std::vector<QueryInfo>& queryTable() {
  static const std::vector<QueryInfo> table = {
      {"rulesets", false, queryRulesets, "The built-in rulesets and their policies."},
      {"scene", true, queryScene, "Checks a scene and writes it back in normal form."},
      {"move", true, queryMove, "Cost, legality and opportunity attacks of a path."},
      {"forced", true, queryForced, "Pull, push or slide a creature along a path (forced movement, 4e rules)."},
      {"swap", true, querySwap, "Swapping places with a target: the slide and the shift (4e)."},
      {"teleportation", true, queryTeleport,
       "Whether a creature may teleport to a space: sight, destination, conditions."},
      {"distance", true, queryDistance, "Range between two creatures, a creature and a cell, or two cells."},
      {"closest", true, queryClosest, "The closest creature; ties reported, or rolled with a caller's seed."},
      {"threatened", true, queryThreatened, "Natural reach and the squares (and enemies) a creature threatens."},
      {"sight", true, querySight, "Line of sight (or of effect) between two places, with a line to draw."},
      {"cover", true, queryCover, "Cover by corner lines: the corner used, the blocked lines, the degree."},
      {"flanking", true, queryFlanking, "Whether a creature flanks an enemy, with which allies, or why not."},
      {"flankSquares", true, queryFlankSquares, "Where an ally could stand to flank an enemy with a creature."},
      {"area", true, queryArea, "Squares an area of effect covers and, per creature, how many of its squares."},
      {"facing", true, queryFacing, "Facing arcs of every square and who may target or strike whom (5e-fine)."},
      {"crowding", true, queryCrowding, "How many attackers of a size can get at a defender at once."},
      {"speed", false, querySpeed,
       "A character's speed from race, armor, Strength and load, bonuses; move/double/run allowances."},
      {"carrying", false, queryCarrying, "Carrying capacity by Strength and the load of a carried weight (d20-3.0)."},
      {"jump", false, queryJump,
       "Long and high jumps from Strength, running and standing; ceiling check, reach above."},
      {"falling", false, queryFalling, "Falling damage as dice with minimum, maximum, average; prone; a seeded roll."},
      {"sizes", false, querySizes, "Size table on a grid: space, reach, sharing a cell, how many fit around."},
      {"reachable", true, queryReachable,
       "Every place the creature can reach this turn, with cost, band and provoking."},
      {"path", true, queryPath, "The cheapest legal path to a cell (fewest attacks first, waypoints, a mode)."},
      // Where things are (issue 24): a creature's cells and outline, and the anchor a grab puts down.
      {"space", true, querySpace, "A creature's cells and outline at a place, squeezed or not; a grab's anchor."},
      // Issue 27, "where to stand" (places_query.cpp).
      {"places", true, queryPlaces,
       "Every place the creature may end its move, with cost, band, who it provokes and who threatens it, "
       "and against a target flanking, cover both ways, sight and range."},
  };
  return table;
}

const QueryInfo* findQuery(std::string_view name) {
  for (auto& q : queryTable())
    if (name == q.name) return &q;
  return nullptr;
}

}  // namespace footwork
