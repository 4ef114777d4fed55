// Fields shared by the calculator queries (calc_query.h).
#include "protocol/calculators/calc_query.h"

#include "core/scene/sentence.h"
#include "protocol/readers.h"
#include "protocol/ruleset/ruleset_json.h"

namespace footwork {

Result<std::shared_ptr<const Ruleset>> readCalcRuleset(QueryContext& ctx) {
  auto found = readRuleset(ctx.params, "ruleset");
  if (found) ctx.rules = found.value();
  return found;
}

Result<Milli> readCellFeet(ObjectReader& r, const Ruleset& ruleset) {
  Milli cell = ruleset.defaultCellSize;
  if (auto e = r.feet("cellFeet", cell, 100 * kMilliPerFoot)) return *e;
  if (cell <= 0)
    return Error{errc::kOutOfRange, "The cell size at " + r.pathOf("cellFeet") + " must be more than 0 feet.",
                 r.pathOf("cellFeet")};
  return cell;
}

MaybeError readCalcSize(ObjectReader& r, const std::string& key, const Ruleset& ruleset, Size& out, bool required) {
  std::string name;
  if (auto e = r.string(key, name, required)) return e;
  if (name.empty() && !r.has(key)) return std::nullopt;
  auto s = parseSize(name);
  if (!s)
    return Error{errc::kBadValue,
                 "Unknown size \"" + shown(name) + "\" at " + r.pathOf(key) +
                     "; expected fine, diminutive, tiny, small, medium, large, huge, gargantuan or colossal.",
                 r.pathOf(key)};
  if (!ruleset.row(*s).available)
    return Error{errc::kUnsupportedSize, "Size '" + shown(name) + "' is not in ruleset " + ruleset.id + ".",
                 r.pathOf(key)};
  out = *s;
  return std::nullopt;
}

MaybeError readCalcShape(ObjectReader& r, const std::string& key, Shape& out) {
  std::string name;
  if (auto e = r.string(key, name)) return e;
  if (!r.has(key)) return std::nullopt;
  auto s = parseShape(name);
  if (!s)
    return Error{errc::kBadValue,
                 "Unknown shape \"" + shown(name) + "\" at " + r.pathOf(key) + "; expected tall or long.",
                 r.pathOf(key)};
  out = *s;
  return std::nullopt;
}

}  // namespace footwork
