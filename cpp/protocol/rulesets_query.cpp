// "rulesets": what each built-in ruleset is, as data a page can show (diagonal rule, bands, sizes).
#include "protocol/queries.h"

namespace footwork {
namespace {
const char* diagonalName(DiagonalRule d) { return d == DiagonalRule::Alternating ? "alternating" : "one"; }
const char* hamperName(HamperRule h) {
  switch (h) {
    case HamperRule::ExtraPerFoot: return "extra-per-foot";
    case HamperRule::Doubling: return "doubling";
    case HamperRule::ExtraSquare: return "extra-square";
  }
  return "";
}
const char* provokeName(ProvokeRule p) {
  switch (p) {
    case ProvokeRule::LeaveReach: return "leave-reach";
    case ProvokeRule::LeaveThreatened: return "leave-threatened";
    case ProvokeRule::LeaveAdjacent: return "leave-adjacent";
  }
  return "";
}
const char* endName(EndRule e) {
  switch (e) {
    case EndRule::Never: return "never";
    case EndRule::IfProne: return "if-prone";
    case EndRule::IfHelpless: return "if-helpless";
    case EndRule::Always: return "always";
  }
  return "";
}

json describe(const Ruleset& r) {
  json sizes = json::array();
  for (int i = 0; i < kSizeCount; ++i) {
    const SizeRow& row = r.sizes[i];
    if (!row.available) continue;
    json s{{"size", sizeName(static_cast<Size>(i))},
           {"spaceFeet", feetJson(row.tallSpace)},
           {"reachFeet", feetJson(row.tallReach)}};
    if (row.longLength != row.tallSpace || row.longReach != row.tallReach) {
      s["long"] = {{"widthFeet", feetJson(row.longWidth)},
                   {"lengthFeet", feetJson(row.longLength)},
                   {"reachFeet", feetJson(row.longReach)}};
    }
    if (row.height) s["heightFeet"] = feetJson(row.height);
    if (row.overheadReach) s["overheadReachFeet"] = feetJson(row.overheadReach);
    sizes.push_back(s);
  }
  json bands = json::array();
  for (auto& b : r.bands) {
    json j{{"name", b.name}};
    if (b.fixedSquares)
      j["squares"] = b.fixedSquares;
    else
      j["multiplier"] = b.multiplier;
    if (b.heavyLoadMultiplier) j["heavyLoadMultiplier"] = b.heavyLoadMultiplier;
    j["provokes"] = b.provokes;
    if (!b.allowsHampered) j["allowsDifficult"] = false;
    if (b.ignoresCost) j["ignoresCost"] = true;
    j["text"] = b.text;
    bands.push_back(j);
  }
  return json{{"id", r.id},
              {"title", r.title},
              {"cellFeet", feetJson(r.defaultCellSize)},
              {"diagonal", diagonalName(r.diagonal)},
              {"hamper", hamperName(r.hamper)},
              {"provoke", provokeName(r.provoke)},
              {"endInAlly", endName(r.endInAlly)},
              {"endInEnemy", endName(r.endInEnemy)},
              {"hostilePassSizeSteps", r.hostilePassSizeSteps},
              {"bands", bands},
              {"sizes", sizes}};
}
}  // namespace

Result<json> queryRulesets(QueryContext& ctx) {
  std::string id;
  if (auto e = ctx.params.string("id", id)) return *e;
  json list = json::array();
  for (auto& r : builtinRulesets())
    if (id.empty() || r.id == id) list.push_back(describe(r));
  if (!id.empty() && list.empty())
    return Error{"unknown-ruleset", "Unknown ruleset \"" + id + "\"; expected 5e-fine, sw5e, dnd35, d20-3.0 or 4e.",
                 "$.id"};
  return json{{"rulesets", list}};
}

}  // namespace footwork
