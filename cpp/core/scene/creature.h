#pragma once
// A creature on the map: where its space is, how big it is, how it moves, whose side it is on and
// what state it is in. Space and reach are resolved from the ruleset's size table when the scene is
// built (unless the request overrides them), so the cost code reads plain numbers.
#include <cstdint>
#include <string>
#include <vector>

#include "core/scene/cell.h"
#include "core/scene/size.h"
#include "core/scene/units.h"

namespace footwork {

// Movement modes. Crawl is walking while prone; Jump is a leap (5e-fine), priced per foot cleared.
enum class Mode : std::uint8_t { Walk, Fly, Swim, Climb, Burrow, Crawl, Jump };
constexpr int kModeCount = 7;
std::string_view modeName(Mode m);
bool parseMode(std::string_view name, Mode& out);

// Conditions the texts name. A bit set, so a creature can be prone and held at once.
enum Condition : std::uint32_t {
  kProne = 1u << 0,
  kHelpless = 1u << 1,
  kUnconscious = 1u << 2,
  kStunned = 1u << 3,
  kBound = 1u << 4,
  kHeld = 1u << 5,
  kCowering = 1u << 6,
  kDead = 1u << 7,
  kParalyzed = 1u << 8,
  kIncapacitated = 1u << 9,
  kImmobilized = 1u << 10,
  kRestrained = 1u << 11,
  kGrappled = 1u << 12,
  kCannotAttack = 1u << 13,          // cannot make melee attacks (flanking needs them)
  kNoOpportunityActions = 1u << 14,  // 4e: "prevents you from taking opportunity actions"
  kSqueezing = 1u << 15,             // stands squeezed where its whole space does not fit (Creature::squeezedInto)
  kCharging = 1u << 16,              // dnd35: may not move through a friend while charging
};
constexpr int kConditionCount = 17;
// The conditions under which a creature cannot move at all: the move query refuses every step
// ("immobile"), the searches give every mode no movement, and it does not stand up or jump.
constexpr std::uint32_t kCannotMove =
    kImmobilized | kRestrained | kGrappled | kParalyzed | kUnconscious | kHelpless | kStunned | kDead | kBound | kHeld;
std::string_view conditionName(std::uint32_t bit);
std::uint32_t parseCondition(std::string_view name);  // 0 when unknown

// Traits the texts name.
enum Trait : std::uint32_t {
  kFillsSpace = 1u << 0,            // gelatinous cube: cannot be moved through by anyone
  kIncorporeal = 1u << 1,           // not hampered by difficult terrain or most obstacles (dnd35)
  kPhasing = 1u << 2,               // 4e: ignores difficult terrain, passes obstacles and creatures
  kHover = 1u << 3,                 // a flyer that does not fall when knocked prone or slowed to 0
  kHeldAloft = 1u << 4,             // held aloft by magic (fly spell, levitate): does not fall either
  kTerrainWalk = 1u << 5,           // 4e terrain walk: ignores difficult terrain
  kBurrowRock = 1u << 6,            // may burrow through solid rock (a special trait, 5e-fine)
  kObstacleWhenHelpless = 1u << 7,  // dnd35: a very large helpless creature still hampers (2 squares)
};
constexpr int kTraitCount = 8;
// The traits that pass walls and obstacles: incorporeal (dnd35 "can avoid most obstacles") and
// phasing (4e "can move through obstacles and other creatures").
constexpr std::uint32_t kPassesObstacles = kIncorporeal | kPhasing;
std::string_view traitName(std::uint32_t bit);
std::uint32_t parseTrait(std::string_view name);

enum class Load : std::uint8_t { Light, Medium, Heavy };
std::string_view loadName(Load l);
bool parseLoad(std::string_view name, Load& out);

struct Speeds {
  Milli walk = 0, fly = 0, swim = 0, climb = 0, burrow = 0;
  Milli of(Mode m) const;
};

struct Creature {
  std::string id;
  Cell position;  // top-left cell of its space
  Size size = Size::Medium;
  Shape shape = Shape::Tall;
  // Space in cells. Creatures smaller than a cell still take one cell, which they may share
  // (`perCell` of them fit in one cell; 1 for a creature of a cell or more).
  int spaceW = 1, spaceH = 1;
  int perCell = 1;
  Milli reach = 5 * kMilliPerFoot;
  bool reachWeapon = false;  // wields a reach weapon: threatens at double natural reach, not within it
  Speeds speeds;
  std::string side;  // creatures on one side are allies; different sides are enemies
  std::uint32_t conditions = 0;
  std::uint32_t traits = 0;
  std::vector<std::string> unawareOf;  // ids of creatures this one has not noticed
  Load load = Load::Light;             // d20-3.0: a heavy load runs ×3 instead of ×4
  int strength = 10;                   // Strength score (jumps, carrying capacity)

  // Which of the inputs were given by the caller (for writing the scene back as it came).
  bool spaceGiven = false, reachGiven = false, perCellGiven = false;
  // The narrower space it squeezes into where it stands (w = 0: none, it occupies its whole space): a
  // creature stated `squeezing` whose whole space does not fit there (Scene::resolve sets it, from
  // core/movement/squeeze.h squeezedStance), or a copy moved to where a move ends squeezed (places).
  Rect squeezedInto{0, 0, 0, 0};

  // The cells it occupies: dnd35 "the creature's miniature figure occupies two squares"; 5e "while it's
  // in the smaller space". Every position rule measures from here; spaceAt gives its whole space.
  Rect space() const { return squeezedInto.w > 0 ? squeezedInto : spaceAt(position); }
  Rect spaceAt(Cell p) const { return {p.x, p.y, spaceW, spaceH}; }
  bool has(Condition c) const { return (conditions & c) != 0; }
  bool has(Trait t) const { return (traits & t) != 0; }
  // Incorporeal or phasing: walls, closed doors, filled squares and hampering obstacles do not stop it.
  bool passesObstacles() const { return (traits & kPassesObstacles) != 0; }
  // Immobilized, restrained, grappled, held, helpless …: it cannot move at all (kCannotMove).
  bool cannotMove() const { return (conditions & kCannotMove) != 0; }
  // The same creature without its incorporeal or phasing traits (where it may end a move: "must
  // end its movement in an unoccupied space", not inside an obstacle).
  Creature solidSelf() const {
    Creature c = *this;
    c.traits &= ~kPassesObstacles;
    return c;
  }
  // Helpless in the sense the texts use: cannot defend, so others may pass and end in its space.
  bool helpless() const { return (conditions & (kHelpless | kUnconscious | kParalyzed | kDead | kBound)) != 0; }
  // Can take reactions / opportunity attacks at all.
  bool canReact() const {
    return (conditions & (kHelpless | kUnconscious | kParalyzed | kDead | kStunned | kIncapacitated |
                          kNoOpportunityActions | kBound)) == 0;
  }
  bool isUnawareOf(const std::string& other) const {
    for (auto& u : unawareOf)
      if (u == other) return true;
    return false;
  }
};

inline bool areEnemies(const Creature& a, const Creature& b) { return a.side != b.side; }

}  // namespace footwork
