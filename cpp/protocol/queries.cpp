#include "protocol/queries.h"

namespace footwork {

const std::vector<QueryInfo>& queryTable() {
  static const std::vector<QueryInfo> table = {
      {"rulesets", false, queryRulesets, "The built-in rulesets and their policies."},
      {"scene", true, queryScene, "Checks a scene and writes it back in normal form."},
      {"move", true, queryMove, "Cost, legality and opportunity attacks of a path."},
      {"speed", false, querySpeed, "A character's speed from race, armor, Strength and load, bonuses; move/double/run allowances."},
      {"carrying", false, queryCarrying, "Carrying capacity by Strength and the load of a carried weight (d20-3.0)."},
      {"jump", false, queryJump, "Long and high jumps from Strength, running and standing; ceiling check, reach above."},
      {"falling", false, queryFalling, "Falling damage as dice with minimum, maximum, average; prone; a seeded roll."},
      {"sizes", false, querySizes, "Size table on a grid: space, reach, sharing a cell, how many fit around."},
  };
  return table;
}

const QueryInfo* findQuery(std::string_view name) {
  for (auto& q : queryTable())
    if (name == q.name) return &q;
  return nullptr;
}

}  // namespace footwork
