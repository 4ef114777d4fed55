// The knob table: one row per policy a table may change, under a line saying what it changes (for
// people: the module carries none of these lines, docs/rules/variants.md says the same). A new knob
// is a row here, a line in knob_sources.cpp for each built-in whose text sets it, and a row of
// docs/rules/variants.md.
#include "core/ruleset/knobs.h"

namespace footwork {
namespace {

template <auto Field>
int getEnum(const Ruleset& r) {
  return static_cast<int>(r.*Field);
}
template <auto Field>
void setEnum(Ruleset& r, int v) {
  r.*Field = static_cast<std::remove_reference_t<decltype(r.*Field)>>(v);
}

template <auto Field>
constexpr Knob choice(const char* name, const char* a, const char* b, const char* c, const char* d) {
  return {name, KnobKind::Choice, {a, b, c, d}, 0, 0, nullptr, nullptr, &getEnum<Field>, &setEnum<Field>};
}
constexpr Knob flag(const char* name, bool Ruleset::*field) {
  return {name, KnobKind::Flag, {}, 0, 1, field, nullptr, nullptr, nullptr};
}
constexpr Knob count(const char* name, int Ruleset::*field, int min, int max) {
  return {name, KnobKind::Count, {}, min, max, nullptr, field, nullptr, nullptr};
}

constexpr Knob kKnobs[] = {
    // How a diagonal counts, moving and measuring: 1-2-1, always 1, 2-1-2, always 2.
    choice<&Ruleset::diagonal>("diagonal", "alternating", "one", "alternating-from-two", "manhattan"),
    // Difficult terrain's arithmetic: +1 per kind of hampering (5e), doubling per hampering (3.x), +1 square however
    // many (4e).
    choice<&Ruleset::hamper>("hamper", "extra-per-foot", "doubling", "extra-square", nullptr),
    // A diagonal into a hampered square counts 3 squares where the hampering would count it twice.
    flag("difficultDiagonalCountsThree", &Ruleset::difficultDiagonalCountsThree),
    // Which squares of a large creature price its step: those entered, or all it occupies.
    choice<&Ruleset::footprint>("footprint", "entered", "occupied", nullptr, nullptr),
    // A low wall costs 2 squares to cross on top of the square beyond (else it hampers as difficult terrain).
    flag("lowEdgeIsExtraCrossing", &Ruleset::lowEdgeIsExtraCrossing),
    // Flyers are not hampered by difficult terrain.
    flag("flyingIgnoresDifficult", &Ruleset::flyingIgnoresDifficult),
    // Incorporeal creatures are not hampered by difficult terrain.
    flag("incorporealIgnoresDifficult", &Ruleset::incorporealIgnoresDifficult),
    // Another creature's space counts as difficult terrain.
    flag("creatureSpaceIsDifficult", &Ruleset::creatureSpaceIsDifficult),
    // Crawling costs 1 extra foot per foot.
    flag("crawlCostsExtra", &Ruleset::crawlCostsExtra),
    // Climbing or swimming without that speed costs 1 extra foot per foot.
    flag("climbSwimCostExtra", &Ruleset::climbSwimCostExtra),
    // Switching speeds subtracts what was already moved from the new speed.
    flag("differentSpeeds", &Ruleset::differentSpeeds),
    // Standing up costs half the speed.
    flag("standUpCostsHalfSpeed", &Ruleset::standUpCostsHalfSpeed),
    // Standing up provokes opportunity attacks.
    flag("standUpProvokes", &Ruleset::standUpProvokes),
    // A creature may move through an ally's space.
    flag("allyPass", &Ruleset::allyPass),
    // A creature may move through a hostile one this many sizes larger or smaller (9: never).
    count("hostilePassSizeSteps", &Ruleset::hostilePassSizeSteps, 0, 9),
    // A helpless enemy's space may be moved through.
    flag("hostilePassIfHelpless", &Ruleset::hostilePassIfHelpless),
    // A creature unaware of the mover may be moved through.
    flag("hostilePassIfUnaware", &Ruleset::hostilePassIfUnaware),
    // Fine, Diminutive and Tiny creatures may enter occupied squares.
    flag("verySmallEnterOccupied", &Ruleset::verySmallEnterOccupied),
    // … and provoke when they do.
    flag("verySmallEnterProvokes", &Ruleset::verySmallEnterProvokes),
    // When a move may end in an ally's space.
    choice<&Ruleset::endInAlly>("endInAlly", "never", "if-prone", "if-helpless", "always"),
    // When a move may end in an enemy's space.
    choice<&Ruleset::endInEnemy>("endInEnemy", "never", "if-prone", "if-helpless", "always"),
    // Tiny creatures may end in a larger creature's space.
    flag("tinyEndsInLarger", &Ruleset::tinyEndsInLarger),
    // What provokes an opportunity attack: leaving reach, moving out of a threatened square, leaving an adjacent
    // square.
    choice<&Ruleset::provoke>("provoke", "leave-reach", "leave-threatened", "leave-adjacent", nullptr),
    // Moving into an enemy's space provokes.
    flag("enterEnemySpaceProvokes", &Ruleset::enterEnemySpaceProvokes),
    // A 10-ft natural reach reaches two squares diagonally.
    flag("tenFootReachCoversDiagonal", &Ruleset::tenFootReachCoversDiagonal),
    // Creatures may squeeze through spaces narrower than their own.
    flag("squeezes", &Ruleset::squeezes),
    // Squeezing fits a space big enough for a creature this many sizes smaller.
    count("squeezeSizeSteps", &Ruleset::squeezeSizeSteps, 1, 3),
    // Squeezing fits a space half as wide as one's own.
    flag("squeezeHalfWidth", &Ruleset::squeezeHalfWidth),
    // A creature may squeeze past an opponent it may not move through.
    flag("squeezePastOpponents", &Ruleset::squeezePastOpponents),
    // A flyer knocked prone or unable to move falls unless it hovers.
    flag("flyersFall", &Ruleset::flyersFall),
};

}  // namespace

std::span<const Knob> rulesetKnobs() { return kKnobs; }

const Knob* findKnob(std::string_view name) {
  for (const Knob& k : kKnobs)
    if (name == k.name) return &k;
  return nullptr;
}

int choiceCount(const Knob& k) {
  int n = 0;
  while (n < 4 && k.choices[n]) ++n;
  return n;
}

int knobValue(const Knob& k, const Ruleset& r) {
  switch (k.kind) {
    case KnobKind::Choice: return k.getChoice(r);
    case KnobKind::Flag: return r.*k.flag ? 1 : 0;
    case KnobKind::Count: return r.*k.count;
  }
  return 0;
}

void setKnob(const Knob& k, Ruleset& r, int value) {
  switch (k.kind) {
    case KnobKind::Choice: k.setChoice(r, value); break;
    case KnobKind::Flag: r.*k.flag = value != 0; break;
    case KnobKind::Count: r.*k.count = value; break;
  }
}

int bandAllowance(const Band& b) { return b.fixedSquares ? b.fixedSquares : b.multiplier; }

void setBandAllowance(Band& b, int value) {
  if (b.fixedSquares) b.fixedSquares = value;
  else b.multiplier = value;
}

bool isVariant(const Ruleset& r) {
  const Ruleset* base = findRuleset(r.id);
  if (!base || base == &r) return false;
  for (const Knob& k : kKnobs)
    if (knobValue(k, r) != knobValue(k, *base)) return true;
  for (std::size_t i = 0; i < r.bands.size() && i < base->bands.size(); ++i)
    if (bandAllowance(r.bands[i]) != bandAllowance(base->bands[i])) return true;
  return false;
}

}  // namespace footwork
