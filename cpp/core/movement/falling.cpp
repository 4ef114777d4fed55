#include "core/movement/falling.h"

namespace footwork {

std::string FallDamage::expression() const {
  std::string out;
  if (flat != 0 || dice == 0) out = std::to_string(flat);
  if (dice > 0) {
    if (!out.empty()) out += "+";
    out += std::to_string(dice) + "d" + std::to_string(sides);
  }
  return out;
}

FallDamage fallDamage(const FallingRule& rule, Milli distance, bool fast) {
  FallDamage d;
  d.sides = rule.dieSides;
  if (!rule.available || rule.feetPerDie <= 0 || distance < rule.minimumFall) return d;
  Milli rest = distance;
  if (fast && rule.fastChunk > 0 && distance > rule.fastAbove) {
    // "take 25 damage per 50 feet, plus 1d10 per 10 extra feet"
    d.fast = true;
    d.flat = static_cast<std::int64_t>(distance / rule.fastChunk) * rule.fastDamage;
    rest = distance % rule.fastChunk;
  }
  // "1d10 damage for each 10 feet you fall": whole tens only, so a 15-ft fall is 1d10.
  d.dice = static_cast<int>(rest / rule.feetPerDie);
  return d;
}

std::uint64_t SplitMix64::next() {
  std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

int SplitMix64::die(int sides) {
  if (sides <= 1) return sides < 1 ? 0 : 1;
  const std::uint64_t n = static_cast<std::uint64_t>(sides);
  const std::uint64_t limit = UINT64_MAX - (UINT64_MAX % n);  // [0, limit) is a whole number of cycles
  std::uint64_t x = next();
  while (x >= limit) x = next();
  return static_cast<int>(x % n) + 1;
}

FallRoll rollFall(const FallDamage& damage, std::uint64_t seed) {
  SplitMix64 rng(seed);
  FallRoll r;
  r.total = damage.flat;
  r.dice.reserve(static_cast<std::size_t>(damage.dice));
  for (int i = 0; i < damage.dice; ++i) {
    const int face = rng.die(damage.sides);
    r.dice.push_back(face);
    r.total += face;
  }
  return r;
}

}  // namespace footwork
