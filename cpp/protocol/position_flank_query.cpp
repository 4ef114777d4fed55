// "flanking" (does a creature flank an enemy, and with whom) and "flankSquares" (where an ally
// could stand to flank it).
#include "core/flanking.h"
#include "protocol/position_query.h"

namespace footwork {

Result<json> queryFlanking(QueryContext& ctx) {
  ObjectReader& r = ctx.params;
  const Scene& scene = *ctx.scene;
  int who = -1, enemy = -1, ally = -1;
  if (auto e = readCreature(r, scene, "creature", who)) return *e;
  if (auto e = readCreature(r, scene, "enemy", enemy)) return *e;
  if (auto e = readCreature(r, scene, "ally", ally, false)) return *e;
  if (scene.ruleset().position.flank == FlankRule::None) return notInRuleset(scene, "flanking");
  const Creature& c = scene.creatures()[who];
  const Creature& e = scene.creatures()[enemy];
  json checks = json::array(), with = json::array();
  for (std::size_t i = 0; i < scene.creatures().size(); ++i) {
    const Creature& a = scene.creatures()[i];
    if (ally >= 0 ? static_cast<int>(i) != ally : (static_cast<int>(i) == who || areEnemies(a, c) || static_cast<int>(i) == enemy))
      continue;
    const FlankCheck f = flankCheck(scene, c, a, e);
    json j{{"ally", a.id}, {"flanks", f.flanks}};
    if (f.flanks) {
      j["square"] = cellJson(f.square);
      j["allySquare"] = cellJson(f.allySquare);
      with.push_back(a.id);
    } else {
      j["reason"] = f.reason;
    }
    checks.push_back(j);
  }
  json result{{"creature", c.id}, {"enemy", e.id}, {"flanking", !with.empty()}, {"with", with}, {"checks", checks}};
  result["benefit"] = with.empty() ? json(nullptr) : json(scene.ruleset().position.flankBenefit);
  if (const char* why = flankerProblem(scene, c, e)) result["problem"] = why;
  return result;
}

Result<json> queryFlankSquares(QueryContext& ctx) {
  ObjectReader& r = ctx.params;
  const Scene& scene = *ctx.scene;
  int who = -1, enemy = -1, ally = -1;
  if (auto e = readCreature(r, scene, "creature", who)) return *e;
  if (auto e = readCreature(r, scene, "enemy", enemy)) return *e;
  if (auto e = readCreature(r, scene, "ally", ally)) return *e;
  if (scene.ruleset().position.flank == FlankRule::None) return notInRuleset(scene, "flanking");
  if (ally == who) return Error{"bad-value", "$.ally must be another creature than $.creature.", "$.ally"};
  const auto cells = flankSquares(scene, scene.creatures()[who], scene.creatures()[ally], scene.creatures()[enemy]);
  json list = json::array();
  for (Cell c : cells) list.push_back(cellJson(c));
  return json{{"creature", scene.creatures()[who].id},
              {"enemy", scene.creatures()[enemy].id},
              {"ally", scene.creatures()[ally].id},
              {"positions", list}};
}

}  // namespace footwork
