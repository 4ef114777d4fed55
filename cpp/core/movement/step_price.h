#pragma once
// The price of a step in squares, from what the step meets: the one place the texts' cost
// arithmetic lives (diagonals, difficult terrain, obstacles, low walls, other creatures' spaces,
// crawling, climbing, swimming, squeezing). priceStep (core/movement/step.h) finds the terms by looking at
// the grid and the other creatures; the search kernels (core/search/search.h) find them from their
// per-cell tables and tabulate the prices. Both call stepPrice, so they cannot drift apart.
#include <cstdint>

#include "core/ruleset/ruleset.h"
#include "core/scene/creature.h"

namespace footwork {

// Why a step costs what it costs (bit set; docs/protocol.md lists the codes).
enum StepReason : std::uint32_t {
  kReasonDiagonal = 1u << 0,
  kReasonSecondDiagonal = 1u << 1,  // the alternation's 2-square diagonal
  kReasonDifficult = 1u << 2,
  kReasonObstructed = 1u << 3,     // a hampering obstacle in the square
  kReasonLowObstacle = 1u << 4,    // a low wall between squares
  kReasonCreatureSpace = 1u << 5,  // 5e: another creature's space is difficult terrain
  kReasonCrawl = 1u << 6,
  kReasonClimb = 1u << 7,
  kReasonSwim = 1u << 8,
  kReasonSqueeze = 1u << 9,
  kReasonHelplessBody = 1u << 10,      // dnd35: a large helpless creature still hampers
  kReasonIgnoresDifficult = 1u << 11,  // flying/incorporeal/phasing/terrain walk: difficult terrain ignored
};
constexpr int kStepReasonCount = 12;
const char* stepReasonName(std::uint32_t bit);

// What the squares that price a step hold, before the mover's own exemptions (a flyer avoids
// obstacles, a burrower goes beneath the surface, a phasing creature ignores difficult terrain …).
struct StepTerms {
  Mode mode = Mode::Walk;
  bool diagonal = false;
  bool oddDiagonals = false;   // an odd number of diagonals was counted before this step (the alternation)
  int difficult = 0;           // the highest difficult level (dnd35: doubled this many times)
  bool obstructed = false;     // a hampering obstacle in a square
  bool lowEdge = false;        // a low wall crossed
  bool creatureSpace = false;  // the space of another creature the mover does not share cells with
  bool helplessBody = false;   // dnd35: a large helpless body still hampers
  bool squeeze = false;        // the step squeezes (the footprint it ends in is squeezed)
};

struct StepPrice {
  int squares = 1;
  bool hampered = false;      // difficult or obstructed: a run cannot cross it
  std::uint32_t reasons = 0;  // StepReason bits (core/movement/step.h)
};

// Whether difficult terrain does not hamper this creature moving in this mode.
bool ignoresDifficult(const Ruleset& rules, const Creature& mover, Mode mode);
// Flyers, incorporeal and phasing creatures pass over or through hampering obstacles (3.x: "can
// avoid most obstacles"; 4e phasing "can move through obstacles"), and burrowers go beneath them.
inline bool avoidsObstacles(const Creature& c, Mode mode) {
  return mode == Mode::Fly || mode == Mode::Burrow || c.passesObstacles();
}

StepPrice stepPrice(const Ruleset& rules, const Creature& mover, StepTerms t);

}  // namespace footwork
