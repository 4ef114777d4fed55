// Position rules with creatures larger than one hex (docs/rules/hex.md "Creatures larger than one hex"),
// asked through the protocol in the four layouts and compared with a reference built from cube
// coordinates, independently of space.h: crowding by attackers of several hexes against an exhaustive
// packing, flanking round an enemy of several hexes against a sampling of the centre line, and the
// facing arcs of a space of several hexes against a sampling of each hex's area in pixel coordinates.
// tests/vectors/hex/ holds the hand-worked protocol vectors.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>
#include <random>
#include <set>

#include "core/position/facing.h"
#include "core/position/flanking.h"
#include "core/scene/geometry.h"
#include "hex_layouts.h"
#include "protocol/request.h"

namespace footwork::FOOTWORK_TEST_FILE {  // one namespace per test file (unity build, tests/CMakeLists.txt)
namespace {

using json = nlohmann::ordered_json;

bool meets(const std::vector<Cell>& a, const std::vector<Cell>& b) {
  return std::any_of(a.begin(), a.end(), [&](Cell c) { return holds(b, c); });
}
json ask(const json& request) { return json::parse(handleRequestText(request.dump())); }

json hexGrid(GridShape s, int w, int h) {
  return {{"width", w},
          {"height", h},
          {"type", "hex"},
          {"orientation", s.orientation == HexOrientation::Flat ? "flat" : "pointy"},
          {"offset", s.offset == HexOffset::Odd ? "odd" : "even"}};
}

// The most of `options` (spaces as hex lists) that fit at once without sharing a hex, by trying every
// subset (the option lists here are a few dozen long at most).
int bestPacking(const std::vector<std::vector<Cell>>& options, std::size_t i, std::vector<int>& chosen) {
  if (i == options.size()) return static_cast<int>(chosen.size());
  int best = bestPacking(options, i + 1, chosen);
  if (std::none_of(chosen.begin(), chosen.end(), [&](int c) { return meets(options[c], options[i]); })) {
    chosen.push_back(static_cast<int>(i));
    best = std::max(best, bestPacking(options, i + 1, chosen));
    chosen.pop_back();
  }
  return best;
}

// sw5e "space": "eight creatures can fit in a 5-foot radius around another medium creature … because
// larger creatures take up more space, fewer of them can surround a smaller creature"; d20-3.0 counts a
// bigger attacker by the faces it takes, which hexes read as the same packing (hex.md "Crowding"). On
// random maps with filled hexes, walls and a bystander, Large and Huge attackers round a Medium or
// Large defender: an attacker may stand where its whole space is on the map, on open hexes, with no wall
// between two of its hexes, clear of the defender and the bystander, and one of its hexes shares a side
// without a wall with a hex of the defender; the count is the most such spaces that fit at once.
TEST(HexLargeCrowding, LargerAttackersPackAsAnExhaustiveSearchDoes) {
  std::mt19937 rng(404);
  int maps = 0, total = 0;
  for (GridShape s : kLayouts)
    for (const char* ruleset : {"sw5e", "d20-3.0"})
      for (int defenderW : {1, 2})
        for (int attackerW : {2, 3})
          for (int m = 0; m < 3; ++m) {
            const Cell at{4, 4};
            const auto defender = referenceSpace(s, at, defenderW);
            std::set<std::pair<int, int>> solid;
            std::vector<std::pair<Cell, Cell>> walls;
            json cells = json::array(), ws = json::array();
            for (int i = 0; i < 4; ++i) {
              const Cell c{static_cast<int>(rng() % 9), static_cast<int>(rng() % 9)};
              if (holds(defender, c) || solid.count({c.x, c.y})) continue;
              solid.insert({c.x, c.y});
              cells.push_back({{"cell", {c.x, c.y}}, {"ground", "solid"}});
            }
            for (int i = 0; i < 6; ++i) {
              const Cell c{static_cast<int>(rng() % 9), static_cast<int>(rng() % 9)};
              const Cell o = neighbourAt(s, c, static_cast<int>(rng() % 6));
              if (o.x < 0 || o.y < 0 || o.x >= 9 || o.y >= 9 || (holds(defender, c) && holds(defender, o))) continue;
              walls.push_back({c, o});
              ws.push_back({{"between", {{c.x, c.y}, {o.x, o.y}}}, {"kind", "wall"}});
            }
            Cell by{static_cast<int>(rng() % 9), static_cast<int>(rng() % 9)};
            if (holds(defender, by) || solid.count({by.x, by.y})) by = {0, 0};
            auto wall = [&](Cell a, Cell b) {
              return std::any_of(walls.begin(), walls.end(), [&](auto& w) {
                return (w.first == a && w.second == b) || (w.first == b && w.second == a);
              });
            };
            std::vector<std::vector<Cell>> options;
            for (int y = 0; y < 9; ++y)
              for (int x = 0; x < 9; ++x) {
                const auto sp = referenceSpace(s, {x, y}, attackerW);
                bool free = !meets(sp, defender) && !holds(sp, by), strikes = false;
                for (Cell c : sp) {
                  free = free && c.x >= 0 && c.y >= 0 && c.x < 9 && c.y < 9 && !solid.count({c.x, c.y});
                  for (int d = 0; d < kHexDirections; ++d) {
                    const Cell n = neighbourAt(s, c, d);
                    if (holds(sp, n) && wall(c, n)) free = false;
                    if (holds(defender, n) && !wall(c, n)) strikes = true;
                  }
                }
                if (free && strikes) options.push_back(sp);
              }
            std::vector<int> chosen;
            const int want = bestPacking(options, 0, chosen);
            json g = hexGrid(s, 9, 9);
            if (!cells.empty()) g["cells"] = cells;
            if (!ws.empty()) g["walls"] = ws;
            const json r = ask({{"query", "crowding"},
                                {"scene",
                                 {{"ruleset", ruleset},
                                  {"grid", g},
                                  {"creatures",
                                   {{{"id", "d"}, {"position", {at.x, at.y}}, {"space", {defenderW, defenderW}}},
                                    {{"id", "by"}, {"position", {by.x, by.y}}}}}}},
                                {"defender", "d"},
                                {"attackerSpace", {attackerW, attackerW}}});
            ASSERT_TRUE(r.contains("result")) << r.dump();
            SCOPED_TRACE(std::string(layoutName(s)) + " " + ruleset + " defender " + std::to_string(defenderW) +
                         " attackers " + std::to_string(attackerW) + " map " + std::to_string(m));
            EXPECT_EQ(r["result"]["count"], want) << r.dump();
            EXPECT_EQ(r["result"]["packed"], want);
            EXPECT_TRUE(r["result"]["exact"].get<bool>());
            // The placement the engine gives is such a packing: free spaces touching the defender, no
            // two sharing a hex.
            std::vector<std::vector<Cell>> placed;
            for (const json& p : r["result"]["placement"]) {
              const auto sp = referenceSpace(s, {p[0], p[1]}, attackerW);
              EXPECT_TRUE(std::find(options.begin(), options.end(), sp) != options.end()) << p.dump();
              for (auto& q : placed) EXPECT_FALSE(meets(q, sp)) << p.dump();
              placed.push_back(sp);
            }
            EXPECT_EQ(static_cast<int>(placed.size()), want);
            total += want;
            ++maps;
          }
  EXPECT_EQ(maps, 4 * 2 * 2 * 2 * 3);
  EXPECT_GT(total, maps * 2);
}

// Pixels (hexes of unit side; y grows southwards), from Red Blob Games' formulas.
struct Px {
  double x, y;
};
Px pixel(GridShape s, Cell c) {
  const Cube h = toCube(s, c);
  if (s.orientation == HexOrientation::Flat) return {1.5 * h.q, std::sqrt(3.0) * (h.r + h.q / 2.0)};
  return {std::sqrt(3.0) * (h.q + h.r / 2.0), 1.5 * h.r};
}
double crossPx(Px a, Px b) { return a.x * b.y - a.y * b.x; }
Px sub(Px a, Px b) { return {a.x - b.x, a.y - b.y}; }
// Corner k of a hex: the point it shares with its neighbours towards directions k and k + 1, the
// centroid of the three centres.
Px cornerPx(GridShape s, Cell c, int k) {
  const Px a = pixel(s, c), b = pixel(s, neighbourAt(s, c, k)), d = pixel(s, neighbourAt(s, c, (k + 1) % 6));
  return {(a.x + b.x + d.x) / 3, (a.y + b.y + d.y) / 3};
}
// Ray j round a hex: towards neighbour j / 2 (even j) or corner (j − 1) / 2 (odd j).
Px rayPx(GridShape s, int j) {
  const Cell o{4, 4};
  return sub(j % 2 == 0 ? pixel(s, neighbourAt(s, o, j / 2)) : cornerPx(s, o, j / 2), pixel(s, o));
}

// 5e-fine facing, the reading of docs/rules/hex.md for a space of several hexes, worked in pixels: the
// side towards d is every side towards d of the space's hexes with no hex of the space beyond it, its
// corners the two farthest apart across d; a corner faced draws the lines from the middles of its two
// sides. The lines run out parallel to a one-hex creature's rays (f ± 1). Each hex's area is sampled on
// a fine lattice and each sample put in an arc; "if more than half of a square or hex lies in one arc,
// it is in that arc … if half of it lies in the front arc, it's in that arc, if half of it is in a side
// arc and the rear arc, it's in the side arc". Every hex round spaces 1 to 5 hexes across must be wholly
// in one arc or split in exact halves, except where a corner faced by an even width draws its lines from
// a side's middle off the hex centres: there a hex may be split unevenly and belongs to the arc holding
// more than half of it. The engine must agree with each.
TEST(HexLargeFacing, ArcsOfASpaceAgreeWithTheFractionOfEachHexSampled) {
  int split = 0, hexes = 0, unevenSplits = 0;
  for (GridShape s : kLayouts)
    for (int n : {1, 2, 3, 4, 5}) {
      const Cell anchor{6, 6};
      const auto space = referenceSpace(s, anchor, n);
      const double turn = crossPx(rayPx(s, 0), rayPx(s, 1)) > 0 ? 1 : -1;  // turn × cross(u, v) > 0: v left of u
      auto sideOf = [&](int d, Px& left, Px& right) {
        const Px nd = rayPx(s, 2 * d);
        bool any = false;
        for (Cell h : space) {
          if (holds(space, neighbourAt(s, h, d))) continue;
          for (int k : {(d + 5) % 6, d}) {
            const Px p = cornerPx(s, h, k);
            const double t = turn * crossPx(nd, p);  // grows to the left of d
            if (!any || t > turn * crossPx(nd, left) + 1e-9) left = p;
            if (!any || t < turn * crossPx(nd, right) - 1e-9) right = p;
            any = true;
          }
        }
      };
      auto starts = [&](int f, Px& l, Px& r) {
        if (f % 2 == 0) return sideOf(f / 2, l, r);
        Px a, b;
        sideOf((f + 1) / 2 % 6, a, b);
        l = {(a.x + b.x) / 2, (a.y + b.y) / 2};
        sideOf((f - 1) / 2, a, b);
        r = {(a.x + b.x) / 2, (a.y + b.y) / 2};
      };
      Px ray[12];
      for (int j = 0; j < 12; ++j) ray[j] = rayPx(s, j);
      // The sample points inside each hex round the space, found once: on the centre's side of each side.
      std::vector<std::pair<Cell, std::vector<Px>>> around;
      for (int y = 0; y < 13; ++y)
        for (int x = 0; x < 13; ++x) {
          if (holds(space, {x, y})) continue;
          const Px c = pixel(s, {x, y});
          Px k[6];
          for (int i = 0; i < 6; ++i) k[i] = cornerPx(s, {x, y}, i);
          std::vector<Px> pts;
          for (int i = 0; i < 40; ++i)
            for (int j = 0; j < 40; ++j) {
              const Px p{c.x - 1 + (i + 0.37) / 20, c.y - 1 + (j + 0.61) / 20};
              bool in = true;
              for (int e = 0; e < 6 && in; ++e) {
                const Px a = k[(e + 5) % 6], b = k[e];
                in = crossPx(sub(b, a), sub(p, a)) * crossPx(sub(b, a), sub(c, a)) > 0;
              }
              if (in) pts.push_back(p);
            }
          around.push_back({{x, y}, std::move(pts)});
        }
      for (int f = 0; f < 12; ++f) {
        SCOPED_TRACE(std::string(layoutName(s)) + " across " + std::to_string(n) + " facing " + hexFacingName(s, f));
        Px fl, fr, bl, br;
        starts(f, fl, fr);
        starts((f + 6) % 12, bl, br);
        auto inWedge = [&](Px p, int g, Px l, Px r) {
          return turn * crossPx(ray[(g + 1) % 12], sub(p, l)) < 0 && turn * crossPx(ray[(g + 11) % 12], sub(p, r)) > 0;
        };
        const Px mid{(fl.x + fr.x) / 2, (fl.y + fr.y) / 2};
        const HexSpaceArcs arcs = hexSpaceArcs(s, space, f);
        for (Cell h : space) EXPECT_EQ(hexSpaceArcOf(s, space, arcs, h), Arc::Self);
        for (const auto& [cell, pts] : around) {
          double share[4] = {};  // front, left, right, rear (Arc's order)
          for (const Px& p : pts) {
            const int arc = inWedge(p, f, fl, fr)                     ? 0
                            : inWedge(p, (f + 6) % 12, bl, br)        ? 3
                            : turn * crossPx(ray[f], sub(p, mid)) > 0 ? 1
                                                                      : 2;
            share[arc] += 1.0 / static_cast<double>(pts.size());
          }
          Arc expect = Arc::Self;
          for (int a = 0; a < 4; ++a)
            if (share[a] > 0.97) expect = static_cast<Arc>(a);
          // A corner faced by an even width: the lines from its sides' middles miss hex centres, so a
          // hex they cut is split unevenly and goes to the arc holding more than half of it.
          const bool uneven = n % 2 == 0 && f % 2 == 1;
          for (int a = 0; a < 4 && uneven && expect == Arc::Self; ++a)
            if (share[a] > 0.51) {
              expect = static_cast<Arc>(a);
              ++unevenSplits;
            }
          if (expect == Arc::Self) {  // split: exactly two arcs near one half each
            int halves = 0;
            for (int a = 0; a < 4; ++a) halves += std::abs(share[a] - 0.5) < 0.04;
            ASSERT_EQ(halves, 2) << "a hex split other than in halves at " << cellText(cell) << ": " << share[0] << " "
                                 << share[1] << " " << share[2] << " " << share[3];
            ASSERT_TRUE(share[0] > 0.4 || share[3] > 0.4) << "split between left and right at " << cellText(cell);
            expect = share[0] > 0.4 ? Arc::Front : share[1] > 0.4 ? Arc::Left : Arc::Right;
            ++split;
          }
          EXPECT_EQ(hexSpaceArcOf(s, space, arcs, cell), expect) << cellText(cell);
          if (n == 1) {
            EXPECT_EQ(hexArcOf(s, anchor, f, cell), expect) << "one hex, " << cellText(cell);
          }
          ++hexes;
        }
      }
    }
  EXPECT_GT(split, 100);
  EXPECT_GT(unevenSplits, 10);
  EXPECT_GT(hexes, 4 * 40 * 100);
}

// The sampled reading of "the line passes through opposite sides or corners of the enemy's space" for
// a space of several hexes (docs/rules/hex.md "Flanking on hexes"): sample the centre line, find where
// it first and last lies strictly inside a hex of the space, bisect to those points, and read which
// sides of the space's outline (sides of a hex the line passes through, with no hex of the space
// beyond) they lie on; a corner lies on two.
bool sampledOppositeSpace(GridShape s, Cell a, Cell b, const std::vector<Cell>& space) {
  const Px pa = pixel(s, a), pb = pixel(s, b);
  auto at = [&](double t) { return Px{pa.x + t * (pb.x - pa.x), pa.y + t * (pb.y - pa.y)}; };
  struct H {
    Cell c;
    Px k[6];
  };
  std::vector<H> hexes;
  for (Cell c : space) {
    H h{c, {}};
    for (int i = 0; i < 6; ++i) h.k[i] = cornerPx(s, c, i);
    hexes.push_back(h);
  }
  // How far p lies beyond side d of h (side d runs from corner d − 1 to corner d), in units of length.
  auto beyond = [&](const H& h, int d, Px p) {
    const Px u = h.k[(d + 5) % 6], v = h.k[d], m = pixel(s, h.c);
    const double len = std::hypot(v.x - u.x, v.y - u.y);
    const double side = crossPx(sub(v, u), sub(m, u)) > 0 ? -1 : 1;
    return side * crossPx(sub(v, u), sub(p, u)) / len;
  };
  auto insideHex = [&](const H& h, Px p) {
    for (int d = 0; d < 6; ++d)
      if (beyond(h, d, p) > -1e-9) return false;
    return true;
  };
  auto inside = [&](double t) {
    for (const H& h : hexes)
      if (insideHex(h, at(t))) return true;
    return false;
  };
  constexpr int kSamples = 4000;
  int first = -1, last = -1;
  std::vector<bool> crossed(hexes.size(), false);
  for (int i = 0; i <= kSamples; ++i)
    for (std::size_t j = 0; j < hexes.size(); ++j)
      if (insideHex(hexes[j], at(double(i) / kSamples))) {
        crossed[j] = true;
        if (first < 0) first = i;
        last = i;
      }
  if (first <= 0 || last >= kSamples) return false;
  auto bisect = [&](double out, double in) {
    for (int k = 0; k < 60; ++k) {
      const double mid = (out + in) / 2;
      (inside(mid) ? in : out) = mid;
    }
    return at(in);
  };
  const Px pin = bisect(double(first - 1) / kSamples, double(first) / kSamples);
  const Px pout = bisect(double(last + 1) / kSamples, double(last) / kSamples);
  auto sidesAt = [&](Px p) {
    int bits = 0;
    for (std::size_t j = 0; j < hexes.size(); ++j) {
      if (!crossed[j]) continue;
      for (int d = 0; d < 6; ++d) {
        if (holds(space, neighbourAt(s, hexes[j].c, d)) || std::abs(beyond(hexes[j], d, p)) > 1e-6) continue;
        bool onHex = true;
        for (int e = 0; e < 6; ++e) onHex = onHex && beyond(hexes[j], e, p) < 1e-6;
        if (onHex) bits |= 1 << d;
      }
    }
    return bits;
  };
  const int in = sidesAt(pin), out = sidesAt(pout);
  return (((in << 3) | (in >> 3)) & out & 63) != 0;
}

// 5e-fine "trace an imaginary line between the centers of the creatures' spaces. If the line passes
// through opposite sides or corners of the enemy's space, the enemy is flanked": round a Large and a
// Huge enemy, every pair of hexes within reach (10 ft: two hexes) of its space, one-hex flankers.
TEST(HexLargeFlanking, CentreLineThroughALargerSpaceAgreesWithSampling) {
  const Ruleset* rules = findRuleset("5e-fine");
  ASSERT_NE(rules, nullptr);
  int flanks = 0, pairs = 0;
  for (GridShape s : kLayouts)
    for (int n : {2, 3}) {
      SCOPED_TRACE(std::string(layoutName(s)) + " enemy across " + std::to_string(n));
      Scene scene(*rules, Grid(11, 11, 5 * kMilliPerFoot, s));
      const Cell ec{5, 5};
      const auto space = referenceSpace(s, ec, n);
      Creature enemy;
      enemy.id = "e";
      enemy.position = ec;
      enemy.side = "foe";
      enemy.spaceW = enemy.spaceH = n;
      enemy.size = n == 2 ? Size::Large : Size::Huge;
      enemy.speeds.walk = 30 * kMilliPerFoot;
      std::vector<Cell> near;
      for (int y = 0; y < 11; ++y)
        for (int x = 0; x < 11; ++x) {
          int gap = 99;
          for (Cell h : space) gap = std::min(gap, hexDistance(s, {x, y}, h));
          if (gap >= 1 && gap <= 2) near.push_back({x, y});
        }
      auto flanker = [&](const char* id, Cell at) {
        Creature c;
        c.id = id;
        c.position = at;
        c.side = "party";
        c.speeds.walk = 30 * kMilliPerFoot;
        c.reach = 10 * kMilliPerFoot;
        return c;
      };
      for (std::size_t i = 0; i < near.size(); ++i)
        for (std::size_t j = i + 1; j < near.size(); ++j) {
          const Cell a = near[i], b = near[j];
          const bool got = flankCheck(scene, flanker("a", a), flanker("b", b), enemy).flanks;
          EXPECT_EQ(got, sampledOppositeSpace(s, a, b, space)) << cellText(a) << " and " << cellText(b);
          flanks += got;
          ++pairs;
        }
    }
  EXPECT_GT(flanks, 40);
  EXPECT_GT(pairs, 2000);
}

}  // namespace
}  // namespace footwork::FOOTWORK_TEST_FILE
