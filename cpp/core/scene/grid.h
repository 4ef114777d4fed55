#pragma once
// The battle map: width × height cells of one size and one shape (geometry.h), terrain per cell,
// edges between cells. Storage is flat and row-major. Square edges live in two arrays (vertical lines
// and horizontal lines); hex sides in one array of three owned sides per cell, over the map and a
// ring of cells one step off it, so the border's sides are stored like any other.
#include <cstdint>
#include <vector>

#include "core/scene/cell.h"
#include "core/scene/geometry.h"
#include "core/scene/terrain.h"
#include "core/scene/units.h"

namespace footwork {

// How the size table's spaces become hex spaces (docs/rules/hex.md; the scene's `grid.hexSpaces`).
// Across: a space n cells across on squares is n hexes across (Large 3 hexes, Huge 7, Gargantuan 12).
// Centred: even widths from 4 grow to the hex-centred width above (Gargantuan 19, as VTT tokens are
// drawn). One: every creature takes one hex.
enum class HexSpaces : std::uint8_t { Across, Centred, One };

class Grid {
 public:
  Grid() = default;
  Grid(int width, int height, Milli cellSize, GridShape shape = {});

  int width() const { return width_; }
  int height() const { return height_; }
  Milli cellSize() const { return cellSize_; }
  GridShape shape() const { return shape_; }
  bool contains(Cell c) const { return c.x >= 0 && c.y >= 0 && c.x < width_ && c.y < height_; }
  // A space on the map: on hexes `r` is the anchor and width of a hex space (geometry.h hexSpaceGap).
  bool contains(const Rect& r) const {
    if (shape_.hex() && r.w > 1) return containsHexSpace(r);
    return r.x >= 0 && r.y >= 0 && r.x + r.w <= width_ && r.y + r.h <= height_;
  }
  HexSpaces hexSpaces() const { return hexSpaces_; }
  void setHexSpaces(HexSpaces h) { hexSpaces_ = h; }
  int index(Cell c) const { return c.y * width_ + c.x; }
  Cell cellAt(int index) const { return {index % width_, index / width_}; }
  int cellCount() const { return width_ * height_; }

  const CellTerrain& terrain(Cell c) const { return cells_[index(c)]; }
  void setTerrain(Cell c, const CellTerrain& t) { cells_[index(c)] = t; }
  const std::vector<CellTerrain>& cells() const { return cells_; }

  // The edge between two cells that share a side (either order): orthogonal neighbours on squares,
  // any two neighbours on hexes. Edges on the map border exist too, so a wall drawn along the border
  // is kept and written back.
  Edge edgeBetween(Cell a, Cell b) const;
  void setEdgeBetween(Cell a, Cell b, Edge e);

  // Hex sides by owner (geometry.h HexSide): owner within one step of the map, direction 0..2.
  bool holdsHexSide(HexSide s) const {
    return s.owner.x >= -1 && s.owner.y >= -1 && s.owner.x <= width_ && s.owner.y <= height_;
  }
  Edge hexSide(HexSide s) const { return sides_[hexSideIndex(s)]; }
  void setHexSide(HexSide s, Edge e) { sides_[hexSideIndex(s)] = e; }

  // Vertical line x (0..width) between rows y and y+1 … stored per unit segment.
  // verticalEdge(x, y): the segment of line x that borders cell row y (between (x-1,y) and (x,y)).
  Edge verticalEdge(int x, int y) const { return vertical_[y * (width_ + 1) + x]; }
  Edge horizontalEdge(int x, int y) const { return horizontal_[y * width_ + x]; }
  void setVerticalEdge(int x, int y, Edge e) { vertical_[y * (width_ + 1) + x] = e; }
  void setHorizontalEdge(int x, int y, Edge e) { horizontal_[y * width_ + x] = e; }

  // The four unit segments that meet at grid vertex (vx, vy), 0 ≤ vx ≤ width, 0 ≤ vy ≤ height;
  // segments past the map's border count as None.
  void edgesAtVertex(int vx, int vy, Edge out[4]) const;

 private:
  bool containsHexSpace(const Rect& r) const;
  std::size_t hexSideIndex(HexSide s) const {
    return (static_cast<std::size_t>(s.owner.y + 1) * (width_ + 2) + (s.owner.x + 1)) * kOwnedHexSides + s.direction;
  }

  int width_ = 0;
  int height_ = 0;
  Milli cellSize_ = 5 * kMilliPerFoot;
  GridShape shape_;
  HexSpaces hexSpaces_ = HexSpaces::Across;
  std::vector<CellTerrain> cells_;
  std::vector<Edge> vertical_;    // (width + 1) * height
  std::vector<Edge> horizontal_;  // width * (height + 1)
  std::vector<Edge> sides_;       // hex only: (width + 2) * (height + 2) * 3
};

}  // namespace footwork
