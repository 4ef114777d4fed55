#pragma once
// Slow reference geometry for the position tests: floating point, brute force sampling. It shares no
// code with cpp/core/position/sight.cpp, so the two agreeing on every little map is evidence that both are right.
#include <cmath>
#include <vector>

#include "core/scene/grid.h"
#include "core/scene/scene.h"

namespace footwork::reference {

struct Box {
  double x0, y0, x1, y1;
};

// Does the closed segment a→b meet the closed box? (Liang–Barsky, tolerance 1e-12.)
inline bool touches(double ax, double ay, double bx, double by, const Box& b) {
  double t0 = 0, t1 = 1;
  const double dx = bx - ax, dy = by - ay;
  const double p[4] = {-dx, dx, -dy, dy};
  const double q[4] = {ax - b.x0, b.x1 - ax, ay - b.y0, b.y1 - ay};
  for (int i = 0; i < 4; ++i) {
    const double qq = q[i] + 1e-12;
    if (std::fabs(p[i]) < 1e-15) {
      if (qq < 0) return false;
      continue;
    }
    const double r = qq / p[i];
    if (p[i] < 0) t0 = std::max(t0, r);
    else t1 = std::min(t1, r);
  }
  return t0 <= t1;
}

// Everything that blocks: closed boxes (cells) and degenerate boxes (walls).
inline std::vector<Box> boxes(const Grid& g, bool (*cellBlocks)(const CellTerrain&), bool (*edgeBlocks)(Edge)) {
  std::vector<Box> out;
  for (int y = 0; y < g.height(); ++y)
    for (int x = 0; x < g.width(); ++x)
      if (cellBlocks(g.terrain({x, y}))) out.push_back({double(x), double(y), x + 1.0, y + 1.0});
  for (int y = 0; y < g.height(); ++y)
    for (int x = 0; x <= g.width(); ++x)
      if (edgeBlocks(g.verticalEdge(x, y))) out.push_back({double(x), double(y), double(x), y + 1.0});
  for (int y = 0; y <= g.height(); ++y)
    for (int x = 0; x < g.width(); ++x)
      if (edgeBlocks(g.horizontalEdge(x, y))) out.push_back({double(x), double(y), x + 1.0, double(y)});
  return out;
}

inline bool clearLine(double ax, double ay, double bx, double by, const std::vector<Box>& bs) {
  for (const Box& b : bs)
    if (touches(ax, ay, bx, by, b)) return false;
  return true;
}

// A corner of `from` (pulled 1e-3 into it) to a sample point inside `to` (an n×n lattice per square).
inline bool seesFromCorners(const Rect& from, const Rect& to, const std::vector<Box>& bs, int n) {
  const double e = 1e-3;
  const double cx[4] = {from.x + e, from.x + from.w - e, from.x + from.w - e, from.x + e};
  const double cy[4] = {from.y + e, from.y + e, from.y + from.h - e, from.y + from.h - e};
  for (int k = 0; k < 4; ++k)
    for (int j = 0; j < n * to.h; ++j)
      for (int i = 0; i < n * to.w; ++i) {
        const double qx = to.x + (i + 0.5) / n, qy = to.y + (j + 0.5) / n;
        if (clearLine(cx[k], cy[k], qx, qy, bs)) return true;
      }
  return false;
}

inline bool sees(const Rect& a, const Rect& b, const std::vector<Box>& bs, int n) {
  return seesFromCorners(a, b, bs, n) || seesFromCorners(b, a, bs, n);
}

}  // namespace footwork::reference
