// "rulesets": what each built-in ruleset (or one variant) is, as data a page can show (diagonal rule,
// bands, sizes), and on request the knobs a table may turn, with each built-in's setting and sentence.
#include "core/ruleset/knobs.h"
#include "protocol/queries.h"
#include "protocol/readers.h"
#include "protocol/ruleset/ruleset_json.h"

namespace footwork {
namespace {
// A choice knob's value name for the ruleset (the names the variants take, core/ruleset/knobs.cpp).
const char* choiceName(const Ruleset& r, const char* knob) {
  const Knob& k = *findKnob(knob);
  return k.choices[knobValue(k, r)];
}

void describe(JsonWriter& w, const Ruleset& r) {
  w.beginObject().field("id", r.id).field("title", r.title);
  w.key("cellFeet").feet(r.defaultCellSize);
  w.field("diagonal", choiceName(r, "diagonal"))
      .field("hamper", choiceName(r, "hamper"))
      .field("provoke", choiceName(r, "provoke"))
      .field("endInAlly", choiceName(r, "endInAlly"))
      .field("endInEnemy", choiceName(r, "endInEnemy"))
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

void writeKnobValue(JsonWriter& w, const Knob& k, int value) {
  if (k.kind == KnobKind::Choice) w.string(k.choices[value]);
  else if (k.kind == KnobKind::Flag) w.boolean(value != 0);
  else w.integer(value);
}

// {"value": …, "text": the sentence} for each ruleset listed ("text" left out where the text is silent).
void writeSetting(JsonWriter& w, const Ruleset& r, const char* knob) {
  w.key(r.id).beginObject().key("value");
  if (const Knob* k = findKnob(knob)) {
    writeKnobValue(w, *k, knobValue(*k, r));
  } else {
    w.beginObject();
    for (const Band& b : r.bands) w.field(b.name, bandAllowance(b));
    w.endObject();
  }
  if (const char* text = knobSource(r.id, knob)) w.field("text", text);
  w.endObject();
}

// The knobs a variant may set: their values and each listed ruleset's setting with its sentence.
void describeKnobs(JsonWriter& w, const std::vector<const Ruleset*>& listed) {
  w.key("knobs").beginArray();
  for (const Knob& k : rulesetKnobs()) {
    w.beginObject().field("name", k.name).key("values");
    if (k.kind == KnobKind::Count) {
      w.beginObject().field("min", k.min).field("max", k.max).endObject();
    } else {
      w.beginArray();
      for (int v = 0; v < (k.kind == KnobKind::Flag ? 2 : choiceCount(k)); ++v) writeKnobValue(w, k, v);
      w.endArray();
    }
    w.key("builtins").beginObject();
    for (const Ruleset* r : listed) writeSetting(w, *r, k.name);
    w.endObject().endObject();
  }
  w.beginObject().field("name", "bands").key("values");
  w.beginObject().field("min", 1).field("max", kMaxBandAllowance).endObject();
  w.key("builtins").beginObject();
  for (const Ruleset* r : listed) writeSetting(w, *r, "bands");
  w.endObject().endObject();
  w.endArray();
}

}  // namespace

MaybeError queryRulesets(QueryContext& ctx) {
  // "id": one built-in, or a variant to describe as it prices; absent: every built-in.
  std::vector<const Ruleset*> listed;
  if (ctx.params.has("id")) {
    auto found = readRuleset(ctx.params, "id");
    if (!found) return found.error();
    ctx.rules = found.value();
    listed.push_back(ctx.rules.get());
  } else {
    for (auto& r : builtinRulesets()) listed.push_back(&r);
  }
  bool knobs = false;
  FW_TRY(ctx.params.boolean("knobs", knobs));
  JsonWriter& w = ctx.out;
  w.beginObject().key("rulesets").beginArray();
  for (const Ruleset* r : listed) describe(w, *r);
  w.endArray();
  if (knobs) describeKnobs(w, listed);
  w.endObject();
  return std::nullopt;
}

}  // namespace footwork
