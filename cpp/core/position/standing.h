#pragma once
// What a creature would have if it stood at another place (issue 27, "where to stand"): who could
// strike it there, and against one target whether it flanks it and with whom, the cover each has
// against the other, sight and line of effect, the range and whether either can strike the other.
// Every fact is the position query's own function (reach.h, flanking.h, cover.h, sight.h,
// distance.h) called with a copy of the creature moved to the place; as the cover query ignores
// its attacker, the creature's own space where the scene has it is no obstacle (it has moved).
// tests/unit/places_property_test.cpp checks each fact against the single queries on a scene where
// the creature really stands there.
#include <optional>
#include <vector>

#include "core/position/cover.h"
#include "core/position/sight.h"
#include "core/scene/scene.h"

namespace footwork {

class Standing {
 public:
  // `target`: a creature index, or -1 (then only threats() may be asked).
  Standing(const Scene& scene, int mover, int target);

  // Puts the creature at position p (the top-left cell, or a hex space's anchor), standing in
  // `squeezedInto` where it ends squeezed there (w = 0: its whole space; Creature::squeezedInto).
  void moveTo(Cell p, Rect squeezedInto = Rect{0, 0, 0, 0});

  // The enemies that could strike it there (the threatened query's `enemies`), in scene order.
  void threats(std::vector<int>& out) const;
  // The allies it flanks the target with from there (the flanking query's `with`), in scene order.
  void flankers(std::vector<int>& out) const;
  // The cover the target has against it, and it against the target (the cover query both ways).
  CoverLevel targetCover() const { return cover(true); }
  CoverLevel ownCover() const { return cover(false); }
  // Line of sight and line of effect to the target (the sight query, kind sight and effect).
  bool sight() const { return clear(false); }
  bool effect() const { return clear(true); }
  // The range to the target in squares (the distance query), and whether it could strike the target
  // from there and the target it (the distance query's inReach, from either side).
  int range() const;
  bool strikes() const;
  bool struck() const;

 private:
  CoverLevel cover(bool ofTarget) const;
  bool clear(bool effect) const;
  // The blockers, built when a fact first needs them (threats alone need none): the cover grid's
  // (cover lines, and line of effect), and sight's where it differs from effect.
  const CoverGrid& grid() const;

  const Scene& scene_;
  int target_;
  Creature mover_;  // the copy that moves
  std::vector<int> enemies_, allies_;
  std::vector<int> ignore_;                 // the cover queries' ignore list: the creature and the target
  mutable std::optional<CoverGrid> cover_;  // built once for every place's lines
  mutable std::optional<Blockers> sight_;   // where sight's lines differ from effect's
  // Sight and effect are stopped by the same things (no opaque square, no window on the map): one line.
  bool sameLines_ = false;
  std::vector<Cell> moverHexes_, targetHexes_;  // hex grids: the two spaces
};

}  // namespace footwork
