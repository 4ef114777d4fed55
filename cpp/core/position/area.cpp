#include "core/position/area.h"

#include <algorithm>

#include "core/position/sight.h"
#include "core/scene/hex_lines.h"
#include "core/scene/space.h"

namespace footwork {
namespace {

// Units: half-thousandths of a foot, so that square centres are integers.
bool inside(const AreaSpec& a, Wide ox, Wide oy, Wide x, Wide y, Wide vx, Wide vy) {
  const Wide wx = x - ox, wy = y - oy;
  const Wide len = 2 * static_cast<Wide>(a.size);
  if (a.shape != AreaShape::Sphere && wx == 0 && wy == 0) return false;  // the point of origin itself
  switch (a.shape) {
    case AreaShape::Sphere: return wx * wx + wy * wy <= len * len;
    case AreaShape::Cube: {
      const Wide along = wx * vx + wy * vy, across = wx * vy - wy * vx;  // v is a unit axis vector
      return along >= 0 && along <= len && across <= len / 2 && -across <= len / 2;
    }
    case AreaShape::Cone:
    case AreaShape::Line: {
      const Wide dot = wx * vx + wy * vy, cr = wx * vy - wy * vx, v2 = vx * vx + vy * vy;
      if (dot < 0 || dot * dot > len * len * v2) return false;
      const Wide across = cr < 0 ? -cr : cr;
      if (a.shape == AreaShape::Cone) return 2 * across <= dot;  // width at a point = its distance
      const Wide half = static_cast<Wide>(a.width);              // half the width, in half-units
      return across * across <= half * half * v2;
    }
  }
  return false;
}

// Hexes, in axial coordinates (docs/rules/hex.md "Areas"): the Euclidean length of an axial vector
// (q, r) is √(q² + qr + r²) cells, so twice a dot product, dot2, is an integer and every test
// below is the square grid's test written with dot products. P: the point, in thousandths of a foot
// × 3 (a hex's corners are a third of a cell from lattice points); V: the direction (any scale).
Wide dot2(Wide uq, Wide ur, Wide vq, Wide vr) { return 2 * uq * vq + uq * vr + ur * vq + 2 * ur * vr; }
bool insideHex(const AreaSpec& a, Wide pq, Wide pr, Wide vq, Wide vr) {
  if (pq == 0 && pr == 0) return false;  // the point of origin itself
  const Wide L = 3 * static_cast<Wide>(a.size), nP = dot2(pq, pr, pq, pr), nV = dot2(vq, vr, vq, vr);
  const Wide d = dot2(pq, pr, vq, vr), across = 2 * (nP * nV - d * d);  // 8 · (P × V)²
  if (d < 0 || d * d > 2 * L * L * nV) return false;                    // along the axis, up to its length
  if (a.shape == AreaShape::Cone) return 4 * nP * nV <= 5 * d * d;      // width at a point = its distance
  const Wide w = a.shape == AreaShape::Line ? 3 * static_cast<Wide>(a.width) : L;
  return across <= w * w * nV;  // half the width (line) or half the side (cube) either side of the axis
}

// The areas' shapes laid on hexes: a sphere or cylinder is the hexes within its radius counted in
// hex steps, as ranges are; the other shapes are the square grid's Euclidean shapes with the hex's
// centre (or its six corners, rule whole) tested.
void coverHexes(const Scene& scene, const AreaSpec& a, std::vector<std::uint8_t>& covered, AreaResult& out) {
  const Grid& g = scene.grid();
  const GridShape shape = g.shape();
  const Milli cell = g.cellSize();
  const Cube o = toCube(shape, a.origin);
  Wide vq = 0, vr = 0;
  if (a.shape == AreaShape::Cube) {  // a compass direction as an axial vector (y grows southwards)
    const bool flat = shape.orientation == HexOrientation::Flat;
    const int east[2] = {flat ? 2 : 1, flat ? -1 : 0}, south[2] = {flat ? 0 : -1, flat ? 1 : 2};
    const int* axis = a.direction.x != 0 ? east : south;
    const int sign = a.direction.x + a.direction.y;
    vq = sign * axis[0];
    vr = sign * axis[1];
  } else if (a.shape != AreaShape::Sphere) {
    const Cube t = toCube(shape, a.toward);
    vq = t.q - o.q;
    vr = t.r - o.r;
  }
  const Milli reach = a.shape == AreaShape::Line ? std::max(a.size, a.width) : a.size;
  // A cone's or cube's far corners lie √(1 + ¼) of its length out and a hex that far can be 2/√3 of
  // that in steps (1.29 × the length); a line's lie within its length plus half its width: × 3/2.
  const int span = static_cast<int>(3 * reach / (2 * cell)) + 2;
  for (int y = std::max(0, a.origin.y - span); y <= std::min(g.height() - 1, a.origin.y + span); ++y)
    for (int x = std::max(0, a.origin.x - span); x <= std::min(g.width() - 1, a.origin.x + span); ++x) {
      const Cube c = toCube(shape, {x, y});
      bool in;
      if (a.shape == AreaShape::Sphere) {
        in = static_cast<Milli>(hexDistance(shape, a.origin, {x, y})) * cell <= a.size;
      } else {
        const Wide pq = 3 * static_cast<Wide>(c.q - o.q), pr = 3 * static_cast<Wide>(c.r - o.r);
        in = insideHex(a, pq * cell, pr * cell, vq, vr);
        for (int k = 0; k < kHexCorners && in && a.rule == AreaRule::Whole; ++k)  // every shape is convex
          in = insideHex(a, (pq + kHexCornerOffsets[k].x) * cell, (pr + kHexCornerOffsets[k].y) * cell, vq, vr);
      }
      if (in) {
        covered[g.index({x, y})] = 1;
        out.cells.push_back({x, y});
      }
    }
  std::vector<Cell> cells;
  for (std::size_t i = 0; i < scene.creatures().size(); ++i) {
    spaceCells(shape, scene.creatures()[i], cells);
    AreaCreature c;
    c.index = static_cast<int>(i);
    c.squares = static_cast<int>(cells.size());
    for (Cell h : cells) c.covered += g.contains(h) && covered[g.index(h)];
    if (c.covered == 0) continue;
    c.fewerThanHalf = 2 * c.covered < c.squares;
    out.creatures.push_back(c);
  }
}

}  // namespace

AreaResult coverArea(const Scene& scene, const AreaSpec& a) {
  AreaResult out;
  const Grid& g = scene.grid();
  const Milli cell = g.cellSize();
  if (g.shape().hex()) {
    std::vector<std::uint8_t> covered(g.cellCount(), 0);
    coverHexes(scene, a, covered, out);
    return out;
  }
  const Wide ox = static_cast<Wide>(2 * a.origin.x + 1) * cell, oy = static_cast<Wide>(2 * a.origin.y + 1) * cell;
  Wide vx = 0, vy = 0;
  if (a.shape == AreaShape::Cube) {
    vx = a.direction.x;
    vy = a.direction.y;
  } else if (a.shape != AreaShape::Sphere) {
    vx = a.toward.x - a.origin.x;
    vy = a.toward.y - a.origin.y;
  }
  const Milli reach = a.shape == AreaShape::Line ? std::max(a.size, a.width) : a.size;
  // A cone's or cube's far corners lie √(1 + ¼) ≈ 1.118 of its length from the origin, a line's within
  // its length plus half its width: 9/8 of the reach bounds them all (the reach alone missed the far
  // corners of cones longer than about 17 squares).
  const int span = static_cast<int>(9 * reach / (8 * cell)) + 2;
  std::vector<std::uint8_t> covered(g.cellCount(), 0);
  for (int y = std::max(0, a.origin.y - span); y <= std::min(g.height() - 1, a.origin.y + span); ++y)
    for (int x = std::max(0, a.origin.x - span); x <= std::min(g.width() - 1, a.origin.x + span); ++x) {
      bool in;
      if (a.rule == AreaRule::Centre) {
        in = inside(a, ox, oy, static_cast<Wide>(2 * x + 1) * cell, static_cast<Wide>(2 * y + 1) * cell, vx, vy);
      } else {  // every shape is convex: the square is inside when its four corners are
        in = true;
        for (int cy = 0; cy <= 1 && in; ++cy)
          for (int cx = 0; cx <= 1 && in; ++cx)
            in = inside(a, ox, oy, static_cast<Wide>(2 * (x + cx)) * cell, static_cast<Wide>(2 * (y + cy)) * cell, vx,
                        vy);
      }
      if (in) {
        covered[g.index({x, y})] = 1;
        out.cells.push_back({x, y});
      }
    }
  for (std::size_t i = 0; i < scene.creatures().size(); ++i) {
    const Rect s = scene.creatures()[i].space();
    AreaCreature c;
    c.index = static_cast<int>(i);
    c.squares = s.w * s.h;
    for (int y = s.y; y < s.y + s.h; ++y)
      for (int x = s.x; x < s.x + s.w; ++x) c.covered += covered[g.index({x, y})];
    if (c.covered == 0) continue;
    c.fewerThanHalf = 2 * c.covered < c.squares;
    out.creatures.push_back(c);
  }
  return out;
}

}  // namespace footwork
