// "rulesets": what each built-in ruleset is, as data a page can show (diagonal rule, bands, sizes).
#include "protocol/queries.h"
#include "protocol/readers.h"

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

void describe(JsonWriter& w, const Ruleset& r) {
  w.beginObject().field("id", r.id).field("title", r.title);
  w.key("cellFeet").feet(r.defaultCellSize);
  w.field("diagonal", diagonalName(r.diagonal))
      .field("hamper", hamperName(r.hamper))
      .field("provoke", provokeName(r.provoke))
      .field("endInAlly", endName(r.endInAlly))
      .field("endInEnemy", endName(r.endInEnemy))
      .field("hostilePassSizeSteps", r.hostilePassSizeSteps);
  w.key("bands").beginArray();
  for (auto& b : r.bands) {
    w.beginObject().field("name", b.name);
    if (b.fixedSquares) w.field("squares", b.fixedSquares);
    else w.field("multiplier", b.multiplier);
    if (b.heavyLoadMultiplier) w.field("heavyLoadMultiplier", b.heavyLoadMultiplier);
    w.field("provokes", b.provokes);
    if (!b.allowsHampered) w.field("allowsDifficult", false);
    if (b.ignoresCost) w.field("ignoresCost", true);
    w.field("text", b.text).endObject();
  }
  w.endArray();
  w.key("sizes").beginArray();
  for (int i = 0; i < kSizeCount; ++i) {
    const SizeRow& row = r.sizes[i];
    if (!row.available) continue;
    w.beginObject().field("size", sizeName(static_cast<Size>(i)));
    w.key("spaceFeet").feet(row.tallSpace);
    w.key("reachFeet").feet(row.tallReach);
    if (row.longLength != row.tallSpace || row.longReach != row.tallReach) {
      w.key("long").beginObject();
      w.key("widthFeet").feet(row.longWidth);
      w.key("lengthFeet").feet(row.longLength);
      w.key("reachFeet").feet(row.longReach);
      w.endObject();
    }
    if (row.height) w.key("heightFeet").feet(row.height);
    if (row.overheadReach) w.key("overheadReachFeet").feet(row.overheadReach);
    w.endObject();
  }
  w.endArray();
  w.endObject();
}
}  // namespace

MaybeError queryRulesets(QueryContext& ctx) {
  std::string id;
  if (auto e = ctx.params.string("id", id)) return *e;
  if (!id.empty() && !findRuleset(id)) return unknownRuleset(id, "$.id");
  JsonWriter& w = ctx.out;
  w.beginObject().key("rulesets").beginArray();
  for (auto& r : builtinRulesets())
    if (id.empty() || r.id == id) describe(w, r);
  w.endArray().endObject();
  return std::nullopt;
}

}  // namespace footwork
