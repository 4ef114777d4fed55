#pragma once
// Cover by corner lines (5e-fine): "choose a corner of the attacker's spaces or the point of origin
// of an area of effect, then trace imaginary lines from that point to every corner of the squares
// the target occupies". README reading 5: the four outer corners of the target's space; the
// attacker takes the corner that gives the least cover. 1 line blocked: half; 2–3: three-quarters;
// 4 but the attack can still reach the target: three-quarters and the attacker has disadvantage.
#include <array>
#include <optional>
#include <string>
#include <vector>

#include "core/position/sight.h"
#include "core/scene/scene.h"

namespace footwork {

enum class CoverLevel : std::uint8_t { None, Half, ThreeQuarters, ThreeQuartersDisadvantage, Total };
const char* coverLevelName(CoverLevel l);

struct CoverLine {
  Cell to;  // a corner of the target's space (grid vertex)
  bool blocked = false;
};

struct CoverResult {
  CoverLevel level = CoverLevel::None;
  int blocked = 0;  // lines blocked from the chosen point
  // The chosen point at scale `scale` (1: a grid vertex, a corner of the attacker's space; 2: the
  // centre of a square, an area's point of origin).
  std::int64_t fromX = 0, fromY = 0, scale = 1;
  std::vector<CoverLine> lines;      // the four lines from the chosen point
  std::vector<int> blockedByCorner;  // lines blocked from each attacker corner (NW, NE, SE, SW); empty for an origin
  bool reachable = true;             // some line from the attacker reaches some part of the target
};

// What of the grid blocks the cover lines and, for "can the attack still reach", the line of effect:
// built once by a caller that asks for many lines on the same grid (the places query), else per call.
struct CoverGrid {
  explicit CoverGrid(const Grid& g) : cover(g, Blockers::Cover), effect(g, Blockers::Effect) {}
  Blockers cover, effect;
  // The caller reads the level alone (the places query): a start's lines stop being drawn once it
  // cannot have fewer blocked than the best start so far, and the starts once one has none blocked.
  // The level is the same; `lines` and `blockedByCorner` are then incomplete.
  bool levelOnly = false;
  // lineFromCorners(from, to, effect).clear (squares), remembered for the last few pairs of spaces
  // asked: the places query asks the same lines for the cover both ways and for line of effect
  // (standing.h), and a blocked line is the costly one (every gap between blocker vertices tried).
  bool effectClear(const Rect& from, const Rect& to) const;

 private:
  struct Remembered {
    Rect from, to;
    bool clear = false;
  };
  mutable std::array<Remembered, 4> memo_{};
  mutable int memoCount_ = 0, memoNext_ = 0;
};
// `attacker` is a space (its corners are tried) or, when `origin` is set, the centre of that square.
// `ignore` lists creature indices that are not obstacles (attacker and target are never obstacles).
CoverResult coverAgainst(const Scene& scene, const Rect& attacker, std::optional<Cell> origin, const Rect& target,
                         const std::vector<int>& ignore);
// The same with the grid's blockers built already (`grid` of scene.grid()).
CoverResult coverAgainst(const Scene& scene, const CoverGrid& grid, const Rect& attacker, std::optional<Cell> origin,
                         const Rect& target, const std::vector<int>& ignore);
// Hex grids: spaces as hexes (space.h), corners as hexSpaceCorners gives them, points in
// hex_lines.h's frame (CoverLine::to, from at scale 1); a one-hex target has six corner lines.
CoverResult hexCoverAgainst(const Scene& scene, const std::vector<Cell>& attacker, std::optional<Cell> origin,
                            const std::vector<Cell>& target, const std::vector<int>& ignore);
CoverResult hexCoverAgainst(const Scene& scene, const CoverGrid& grid, const std::vector<Cell>& attacker,
                            std::optional<Cell> origin, const std::vector<Cell>& target,
                            const std::vector<int>& ignore);

}  // namespace footwork
