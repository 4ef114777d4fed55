#include "core/position/area.h"

#include <algorithm>

#include "core/position/sight.h"

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

}  // namespace

AreaResult coverArea(const Scene& scene, const AreaSpec& a) {
  AreaResult out;
  const Grid& g = scene.grid();
  const Milli cell = g.cellSize();
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
  const int span = static_cast<int>(reach / cell) + 2;
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
