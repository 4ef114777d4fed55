// "flanking" (does a creature flank an enemy, and with whom) and "flankSquares" (where an ally
// could stand to flank it).
#include "core/position/flanking.h"
#include "protocol/position/position_query.h"

namespace footwork {

MaybeError queryFlanking(QueryContext& ctx) {
  ObjectReader& r = ctx.params;
  const Scene& scene = *ctx.scene;
  int who = -1, enemy = -1, ally = -1;
  if (auto e = readCreature(r, scene, "creature", who)) return *e;
  if (auto e = readCreature(r, scene, "enemy", enemy)) return *e;
  if (auto e = readCreature(r, scene, "ally", ally, false)) return *e;
  if (scene.ruleset().position.flank == FlankRule::None) return notInRuleset(scene, "flanking");
  const Creature& c = scene.creatures()[who];
  const Creature& e = scene.creatures()[enemy];
  std::vector<FlankCheck> checks;
  std::vector<const Creature*> allies;
  std::vector<std::string> with;
  for (std::size_t i = 0; i < scene.creatures().size(); ++i) {
    const Creature& a = scene.creatures()[i];
    if (ally >= 0 ? static_cast<int>(i) != ally
                  : (static_cast<int>(i) == who || areEnemies(a, c) || static_cast<int>(i) == enemy))
      continue;
    checks.push_back(flankCheck(scene, c, a, e));
    allies.push_back(&a);
    if (checks.back().flanks) with.push_back(a.id);
  }
  JsonWriter& w = ctx.out;
  w.beginObject().field("creature", c.id).field("enemy", e.id).field("flanking", !with.empty()).field("with", with);
  w.key("checks").beginArray();
  for (std::size_t k = 0; k < checks.size(); ++k) {
    const FlankCheck& f = checks[k];
    w.beginObject().field("ally", allies[k]->id).field("flanks", f.flanks);
    if (f.flanks) {
      if (f.bySquare) w.key("square").cell(f.square);  // absent: the line starts at the space's centre
      if (f.allyBySquare) w.key("allySquare").cell(f.allySquare);
    } else {
      w.field("reason", f.reason);
    }
    w.endObject();
  }
  w.endArray().key("benefit");
  if (with.empty()) w.null();
  else w.string(scene.ruleset().position.flankBenefit);
  if (const char* why = flankerProblem(scene, c, e)) w.field("problem", why);
  w.endObject();
  return std::nullopt;
}

MaybeError queryFlankSquares(QueryContext& ctx) {
  ObjectReader& r = ctx.params;
  const Scene& scene = *ctx.scene;
  int who = -1, enemy = -1, ally = -1;
  if (auto e = readCreature(r, scene, "creature", who)) return *e;
  if (auto e = readCreature(r, scene, "enemy", enemy)) return *e;
  if (auto e = readCreature(r, scene, "ally", ally)) return *e;
  if (scene.ruleset().position.flank == FlankRule::None) return notInRuleset(scene, "flanking");
  if (ally == who) return Error{errc::kBadValue, "$.ally must be another creature than $.creature.", "$.ally"};
  const auto cells = flankSquares(scene, scene.creatures()[who], scene.creatures()[ally], scene.creatures()[enemy]);
  JsonWriter& w = ctx.out;
  w.beginObject()
      .field("creature", scene.creatures()[who].id)
      .field("enemy", scene.creatures()[enemy].id)
      .field("ally", scene.creatures()[ally].id);
  w.key("positions").beginArray();
  for (Cell c : cells) w.cell(c);
  w.endArray().endObject();
  return std::nullopt;
}

}  // namespace footwork
