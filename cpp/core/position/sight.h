#pragma once
// Lines between places on the grid, in exact integer arithmetic: line of sight, line of effect and
// the corner lines of cover all reduce to "does this segment touch a blocker?".
//
// Conventions (docs/protocol.md, "Lines on the grid"):
// - Coordinates are grid vertices: cell (x, y) is the closed square [x, x+1] × [y, y+1]. A point is
//   given at a scale S (cell side = S units), so cell centres (S = 2) and the rational points a line
//   of sight needs are still integers.
// - Blockers are closed sets: a blocking cell is its closed square, a wall its closed unit segment.
//   A line that passes through OR TOUCHES one is blocked (5e-fine: "doesn't pass through or touch an
//   object … that blocks vision"); the other texts do not say, and the same convention is used.
// - A line starts at a corner of a space and ends in a space. Its ends belong to those spaces: each
//   end is pulled an infinitesimal ε into its own space (symbolic perturbation, ε → 0+). So a wall
//   or pillar that a creature stands against does not block the lines leaving it on its own side,
//   while a wall along the edge between two creatures does.
// - Everything is integer (with __int128 for products): native and WebAssembly builds agree bit for bit.
#include <cstdint>
#include <memory>
#include <vector>

#include "core/scene/cell.h"
#include "core/scene/grid.h"
#include "core/scene/hex_lines.h"

namespace footwork {

using Wide = __int128;

// A point at scale `s` (x / s, y / s in cell units) pulled by ε along (dx, dy) into its space.
struct LinePoint {
  std::int64_t x = 0, y = 0;
  int dx = 0, dy = 0;
};

// What stops a line: cells, edges (unit wall segments) and extra rectangles (creature spaces).
class Blockers {
 public:
  enum Kind : std::uint8_t { Sight, Effect, Cover };
  // Sight: solid and opaque cells, walls and closed doors. Effect (line of effect, 4e): solid cells,
  // walls, closed doors and windows. Cover: solid and obstructed cells, every edge obstacle except
  // open doors (a low wall is the classic half-cover obstacle).
  Blockers(const Grid& grid, Kind kind);
  void addRect(const Rect& r);
  void addCell(Cell c);  // hex grids: a creature's hex (rects stay squares')
  const Grid& grid() const { return *grid_; }
  bool cell(int x, int y) const {
    return x >= 0 && y >= 0 && x < w_ && y < h_ && cells_[static_cast<std::size_t>(y) * w_ + x];
  }
  // Unit segment of line x between y and y+1, and of line y between x and x+1 (read once from the
  // grid's edges for this kind).
  bool vertical(int x, int y) const {
    return anyEdge_ && x >= 0 && x <= w_ && y >= 0 && y < h_ && vertical_[static_cast<std::size_t>(y) * (w_ + 1) + x];
  }
  bool horizontal(int x, int y) const {
    return anyEdge_ && y >= 0 && y <= h_ && x >= 0 && x < w_ && horizontal_[static_cast<std::size_t>(y) * w_ + x];
  }
  bool anyEdge() const { return anyEdge_; }  // some edge of the map blocks (squares)
  // The largest |coordinate| of the map and the extra rects, in cells (sight.cpp: 64-bit products).
  std::int64_t extent() const { return extent_; }
  bool hexSide(HexSide side) const;  // hex grids: a wall on that side
  const std::vector<Rect>& rects() const { return rects_; }
  // Grid vertices where a blocker has a corner, within [x0,x1]×[y0,y1] (cell units).
  void vertices(int x0, int y0, int x1, int y1, std::vector<Cell>& out) const;

 private:
  const Grid* grid_;
  Kind kind_;
  int w_ = 0, h_ = 0;
  // What blocks, per cell and (squares) per unit edge segment: shared by copies (a copy adds its own
  // rects, as the cover query does per line; addCell copies them first), read through the pointers.
  struct Layers {
    std::vector<std::uint8_t> cells, vertical, horizontal;
  };
  std::shared_ptr<Layers> layers_;
  const std::uint8_t *cells_ = nullptr, *vertical_ = nullptr, *horizontal_ = nullptr;
  bool anyEdge_ = false;
  std::int64_t extent_ = 0;
  std::vector<Rect> rects_;
};

// The blocker (a box in cell units: a square, a wall segment, a rect) a segment last touched: a
// caller testing many segments against the same blockers passes one, and each test tries that
// blocker first. Lines near each other are mostly stopped by the same thing; the answer is the same
// with or without it (touching any blocker blocks). Squares only.
struct SegmentHint {
  bool set = false;
  int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
};

// True when the segment from `a` to `b` (both at scale s) touches a blocker.
bool segmentBlocked(const LinePoint& a, const LinePoint& b, std::int64_t s, const Blockers& blockers,
                    SegmentHint* hint = nullptr);

// Corners of a rect, in the order NW, NE, SE, SW, each pulled into the rect.
void rectCorners(const Rect& r, LinePoint out[4]);

// A line from a corner of `from` that reaches some part of `to` without touching a blocker; the
// first found, in corner order NW, NE, SE, SW. `toPoint` is the end (on `to`'s edge) at scale `toScale`.
struct SightLine {
  bool clear = false;
  Cell corner;  // grid vertex of `from`
  std::int64_t toX = 0, toY = 0, toScale = 1;
};
SightLine lineFromCorners(const Rect& from, const Rect& to, const Blockers& blockers);
// Either way round: a corner of one space to any part of the other.
SightLine lineBetween(const Rect& a, const Rect& b, const Blockers& blockers, bool* reversed = nullptr);

// Hex grids. The corners of a space (its hexes' corners not inside it, first seen first, each hex's
// corners in order 0..5) at scale 1, each pulled into the space.
void hexSpaceCorners(GridShape shape, const std::vector<Cell>& space, std::vector<LinePoint>& out);
// As lineFromCorners / lineBetween, for spaces given as hexes; `corner` is the corner's frame point
// (hex_lines.h), `toX`/`toY` a point of the other space's border at scale `toScale`.
SightLine hexLineFromCorners(const std::vector<Cell>& from, const std::vector<Cell>& to, const Blockers& blockers);
SightLine hexLineBetween(const std::vector<Cell>& a, const std::vector<Cell>& b, const Blockers& blockers,
                         bool* reversed = nullptr);

}  // namespace footwork
