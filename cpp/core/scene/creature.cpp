#include "core/scene/creature.h"

#include <array>
#include <utility>

namespace footwork {
namespace {
constexpr std::array<std::string_view, kModeCount> kModeNames = {"walk",   "fly",   "swim", "climb",
                                                                 "burrow", "crawl", "jump"};
constexpr std::array<std::string_view, kConditionCount> kConditionNames = {
    "prone",       "helpless",   "unconscious", "stunned",       "bound",
    "held",        "cowering",   "dead",        "paralyzed",     "incapacitated",
    "immobilized", "restrained", "grappled",    "cannot-attack", "no-opportunity-actions",
    "squeezing",   "charging"};
constexpr std::array<std::string_view, kTraitCount> kTraitNames = {
    "fills-space", "incorporeal",  "phasing",     "hover",
    "held-aloft",  "terrain-walk", "burrow-rock", "obstacle-when-helpless"};

template <std::size_t N>
std::string_view bitName(const std::array<std::string_view, N>& names, std::uint32_t bit) {
  for (std::size_t i = 0; i < N; ++i)
    if (bit == (1u << i)) return names[i];
  return "";
}
template <std::size_t N>
std::uint32_t parseBit(const std::array<std::string_view, N>& names, std::string_view name) {
  for (std::size_t i = 0; i < N; ++i)
    if (names[i] == name) return 1u << i;
  return 0;
}
}  // namespace

std::string_view modeName(Mode m) { return kModeNames[static_cast<int>(m)]; }
bool parseMode(std::string_view name, Mode& out) {
  for (int i = 0; i < kModeCount; ++i)
    if (kModeNames[i] == name) {
      out = static_cast<Mode>(i);
      return true;
    }
  return false;
}
std::string_view conditionName(std::uint32_t bit) { return bitName(kConditionNames, bit); }
std::uint32_t parseCondition(std::string_view name) { return parseBit(kConditionNames, name); }
std::string_view traitName(std::uint32_t bit) { return bitName(kTraitNames, bit); }
std::uint32_t parseTrait(std::string_view name) { return parseBit(kTraitNames, name); }

std::string_view loadName(Load l) { return l == Load::Light ? "light" : l == Load::Medium ? "medium" : "heavy"; }
bool parseLoad(std::string_view name, Load& out) {
  if (name == "light") out = Load::Light;
  else if (name == "medium") out = Load::Medium;
  else if (name == "heavy") out = Load::Heavy;
  else return false;
  return true;
}

Milli Speeds::of(Mode m) const {
  switch (m) {
    case Mode::Walk:
    case Mode::Crawl:
    case Mode::Jump: return walk;
    case Mode::Fly: return fly;
    case Mode::Swim: return swim;
    case Mode::Climb: return climb;
    case Mode::Burrow: return burrow;
  }
  return 0;
}

}  // namespace footwork
