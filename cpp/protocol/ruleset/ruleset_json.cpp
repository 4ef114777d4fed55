#include "protocol/ruleset/ruleset_json.h"

#include "core/ruleset/knobs.h"
#include "core/scene/error_codes.h"
#include "core/scene/sentence.h"
#include "protocol/readers.h"

namespace footwork {

std::string rulesetIdList() {
  const auto& all = builtinRulesets();
  std::string out;
  for (std::size_t i = 0; i < all.size(); ++i) {
    if (i > 0) out += i + 1 == all.size() ? " or " : ", ";
    out += all[i].id;
  }
  return out;
}

Error unknownRuleset(const std::string& id, const std::string& path) {
  return Error{errc::kUnknownRuleset, "Unknown ruleset \"" + shown(id) + "\"; expected " + rulesetIdList() + ".", path};
}

namespace {

Result<const Ruleset*> readBuiltin(ObjectReader& r, const std::string& key) {
  std::string id;
  if (auto e = r.string(key, id, true)) return *e;
  const Ruleset* ruleset = findRuleset(id);
  if (!ruleset) return unknownRuleset(id, r.pathOf(key));
  return ruleset;
}

// One knob's value at `key` of the variant object, checked against what the knob takes.
MaybeError readKnob(ObjectReader& r, const Knob& k, Ruleset& out) {
  const std::string key = k.name;
  int value = 0;
  switch (k.kind) {
    case KnobKind::Flag: {
      bool b = false;
      FW_TRY(r.boolean(key, b));
      value = b ? 1 : 0;
      break;
    }
    case KnobKind::Count: FW_TRY(r.integer(key, value, k.min, k.max)); break;
    case KnobKind::Choice: {
      std::string name;
      FW_TRY(r.string(key, name));
      const int n = choiceCount(k);
      std::string expected;
      value = -1;
      for (int i = 0; i < n; ++i) {
        if (name == k.choices[i]) value = i;
        expected += std::string(i == 0 ? "" : i + 1 == n ? " or " : ", ") + k.choices[i];
      }
      if (value < 0)
        return Error{errc::kBadValue,
                     "Unknown value \"" + shown(name) + "\" for " + key + " at " + r.pathOf(key) + "; expected " +
                         expected + ".",
                     r.pathOf(key)};
      break;
    }
  }
  setKnob(k, out, value);
  return std::nullopt;
}

// "bands": {"<band>": <allowance>}: a band of the base by name, a multiplier (or squares) 1 … 10.
MaybeError readBands(const JsonValue& v, const std::string& path, Ruleset& out) {
  FW_TRY(expectObject(v, path));
  ObjectReader bands(v, path);
  for (std::size_t i = 0; i < v.size(); ++i) {
    const std::string name(v.keyAt(i));
    auto found = findBand(out, name, bands.pathOf(name));
    if (!found) return found.error();
    int allowance = 0;
    FW_TRY(bands.integer(name, allowance, 1, kMaxBandAllowance, true));
    setBandAllowance(out.bands[static_cast<std::size_t>(found.value() - out.bands.data())], allowance);
  }
  return std::nullopt;
}

Result<std::shared_ptr<const Ruleset>> readVariant(const JsonValue& v, const std::string& path) {
  ObjectReader r(v, path);
  auto base = readBuiltin(r, "base");
  if (!base) return base.error();
  auto variant = std::make_shared<Ruleset>(*base.value());
  for (std::size_t i = 0; i < v.size(); ++i) {
    const std::string key(v.keyAt(i));
    if (key == "base") continue;
    if (key == "bands") {
      FW_TRY(readBands(*r.get(key), r.pathOf(key), *variant));
    } else if (const Knob* k = findKnob(key)) {
      FW_TRY(readKnob(r, *k, *variant));
    } else {
      return Error{errc::kUnknownKnob,
                   "No rule of a ruleset is called \"" + shown(key) + "\" (at " + r.pathOf(key) +
                       "); the rulesets query with \"knobs\": true lists those a table may change.",
                   r.pathOf(key)};
    }
  }
  return std::shared_ptr<const Ruleset>(std::move(variant));
}

}  // namespace

Result<std::shared_ptr<const Ruleset>> readRuleset(ObjectReader& r, const std::string& key) {
  const JsonValue* v = r.get(key);
  if (v && v->is_object()) return readVariant(*v, r.pathOf(key));
  auto builtin = readBuiltin(r, key);
  if (!builtin) return builtin.error();
  // A built-in lives as long as the program: shared without an owner.
  return std::shared_ptr<const Ruleset>(std::shared_ptr<const Ruleset>(), builtin.value());
}

void writeRuleset(JsonWriter& w, const Ruleset& r) {
  if (!isVariant(r)) {
    w.string(r.id);
    return;
  }
  const Ruleset& base = *findRuleset(r.id);
  w.beginObject().field("base", r.id);
  for (const Knob& k : rulesetKnobs()) {
    const int value = knobValue(k, r);
    if (value == knobValue(k, base)) continue;
    w.key(k.name);
    if (k.kind == KnobKind::Choice) w.string(k.choices[value]);
    else if (k.kind == KnobKind::Flag) w.boolean(value != 0);
    else w.integer(value);
  }
  bool anyBand = false;
  for (std::size_t i = 0; i < r.bands.size(); ++i) {
    if (bandAllowance(r.bands[i]) == bandAllowance(base.bands[i])) continue;
    if (!anyBand) w.key("bands").beginObject();
    anyBand = true;
    w.field(r.bands[i].name, bandAllowance(r.bands[i]));
  }
  if (anyBand) w.endObject();
  w.endObject();
}

}  // namespace footwork
