#include "protocol/queries.h"

namespace footwork {

const std::vector<QueryInfo>& queryTable() {
  static const std::vector<QueryInfo> table = {
      {"rulesets", false, queryRulesets, "The built-in rulesets and their policies."},
      {"scene", true, queryScene, "Checks a scene and writes it back in normal form."},
      {"move", true, queryMove, "Cost, legality and opportunity attacks of a path."},
  };
  return table;
}

const QueryInfo* findQuery(std::string_view name) {
  for (auto& q : queryTable())
    if (name == q.name) return &q;
  return nullptr;
}

}  // namespace footwork
