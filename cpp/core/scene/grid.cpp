#include "core/scene/grid.h"

namespace footwork {

Grid::Grid(int width, int height, Milli cellSize, GridShape shape)
    : width_(width),
      height_(height),
      cellSize_(cellSize),
      shape_(shape),
      cells_(static_cast<std::size_t>(width) * height),
      vertical_(static_cast<std::size_t>(width + 1) * height, Edge::None),
      horizontal_(static_cast<std::size_t>(width) * (height + 1), Edge::None),
      sides_(shape.hex() ? static_cast<std::size_t>(width + 2) * (height + 2) * kOwnedHexSides : 0, Edge::None) {}

bool Grid::containsHexSpace(const Rect& r) const {
  const int R = r.w / 2;  // every hex of the space lies within w / 2 steps, so as many columns and rows
  for (int y = r.y - R; y <= r.y + R; ++y)
    for (int x = r.x - R; x <= r.x + R; ++x)
      if (!contains(Cell{x, y}) && inHexSpace(shape_, {r.x, r.y}, r.w, {x, y})) return false;
  return true;
}

Edge Grid::edgeBetween(Cell a, Cell b) const {
  if (shape_.hex()) {
    const int d = directionBetween(shape_, a, b);
    if (d < 0) return Edge::None;  // no side is shared (callers ask about neighbours only)
    const HexSide s = hexSideTowards(shape_, a, d);
    return holdsHexSide(s) ? hexSide(s) : Edge::None;
  }
  if (a.y == b.y) {
    const int x = a.x > b.x ? a.x : b.x;  // the line between columns x-1 and x
    return verticalEdge(x, a.y);
  }
  const int y = a.y > b.y ? a.y : b.y;
  return horizontalEdge(a.x, y);
}

void Grid::setEdgeBetween(Cell a, Cell b, Edge e) {
  if (shape_.hex()) {
    const int d = directionBetween(shape_, a, b);
    if (d < 0) return;
    if (const HexSide s = hexSideTowards(shape_, a, d); holdsHexSide(s)) setHexSide(s, e);
  } else if (a.y == b.y) setVerticalEdge(a.x > b.x ? a.x : b.x, a.y, e);
  else setHorizontalEdge(a.x, a.y > b.y ? a.y : b.y, e);
}

void Grid::edgesAtVertex(int vx, int vy, Edge out[4]) const {
  // up, down (on vertical line vx), left, right (on horizontal line vy)
  out[0] = (vx >= 0 && vx <= width_ && vy - 1 >= 0 && vy - 1 < height_) ? verticalEdge(vx, vy - 1) : Edge::None;
  out[1] = (vx >= 0 && vx <= width_ && vy >= 0 && vy < height_) ? verticalEdge(vx, vy) : Edge::None;
  out[2] = (vy >= 0 && vy <= height_ && vx - 1 >= 0 && vx - 1 < width_) ? horizontalEdge(vx - 1, vy) : Edge::None;
  out[3] = (vy >= 0 && vy <= height_ && vx >= 0 && vx < width_) ? horizontalEdge(vx, vy) : Edge::None;
}

}  // namespace footwork
