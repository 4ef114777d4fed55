#pragma once
// Areas of effect on squares (the 5e texts): "choose the center of a square as the point of origin
// of an area of effect, then follow its rules as normal"; "if an area of effect covers a square, it
// affects that square"; 5e-fine: "if less than half of a creature's squares are covered by an area
// effect with a saving throw the creature gets advantage on the saving throw".
// Conventions (docs/protocol.md): a square is covered when the shape contains its centre (rule
// "centre", the default; boundary included) or the whole square (rule "whole"). The shapes follow
// 5e's own rules: a sphere/cylinder of a radius around the origin; a cone whose width at any point
// equals its distance from the origin; a line of a length and a width; a cube whose origin is the
// middle of one face. The point of origin itself is not in a cone, cube or line (5e: "A cone's point
// of origin is not included in the cone's area of effect"); it is in a sphere or cylinder.
// Exact: every test is an integer comparison of squared lengths.
#include <cstdint>
#include <vector>

#include "core/scene/scene.h"

namespace footwork {

enum class AreaShape : std::uint8_t { Sphere, Cube, Cone, Line };
enum class AreaRule : std::uint8_t { Centre, Whole };

struct AreaSpec {
  AreaShape shape = AreaShape::Sphere;
  Cell origin;                      // the square whose centre is the point of origin
  Milli size = 0;                   // radius (sphere), side (cube), length (cone, line)
  Milli width = 5 * kMilliPerFoot;  // line width
  Cell toward;                      // cone and line: towards the centre of this square
  Cell direction{1, 0};             // cube: an axis direction (0,-1) north, (1,0) east …
  AreaRule rule = AreaRule::Centre;
};

struct AreaCreature {
  int index = 0;    // into scene.creatures()
  int squares = 0;  // squares of its space
  int covered = 0;  // of them covered
  bool fewerThanHalf = false;
};

struct AreaResult {
  std::vector<Cell> cells;              // covered squares, row by row
  std::vector<AreaCreature> creatures;  // creatures with at least one covered square, in scene order
};

AreaResult coverArea(const Scene& scene, const AreaSpec& spec);

}  // namespace footwork
