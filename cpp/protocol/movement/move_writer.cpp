#include "protocol/movement/move_writer.h"

#include "core/movement/move.h"
#include "protocol/movement/refusal_words.h"

namespace footwork {
namespace {

void writeNames(JsonWriter& w, std::uint32_t bits, const char* (*name)(std::uint32_t), int count) {
  w.beginArray();
  for (int i = 0; i < count; ++i)
    if (bits & (1u << i)) w.string(name(1u << i));
  w.endArray();
}

}  // namespace

void writeMoveAnswer(JsonWriter& w, const Scene& scene, const MoveRequest& req, const MoveOutcome& o,
                     MoveAnswerExtras extras) {
  const Milli cell = scene.grid().cellSize();
  auto idOf = [&](int i) -> const std::string& { return scene.creatures()[i].id; };

  w.beginObject();
  w.field("creature", scene.creatures()[req.mover].id).field("band", o.band->name);
  w.key("allowance").length(o.allowance, cell);
  w.key("spentBefore").length(req.spent, cell);
  w.key("steps").beginArray();
  bool refused = false;  // an illegal step was written (with firstIllegalOnly, the later ones say no why)
  for (const StepRecord& s : o.steps) {
    w.beginObject();
    if (s.kind == PathItem::Kind::Stand) w.field("action", "stand");
    else if (s.kind == PathItem::Kind::DropProne) w.field("action", "drop-prone");
    else if (s.kind == PathItem::Kind::LongJump) w.field("jump", "long");
    else if (s.kind == PathItem::Kind::HighJump) w.field("jump", "high");
    w.key("from").cell(s.from);
    w.key("to").cell(s.to);
    w.field("mode", modeName(s.mode));
    w.key("cost").length(s.costMilli, cell);
    w.key("reasons");
    writeNames(w, s.cost.reasons, stepReasonName, kStepReasonCount);
    w.key("total").length(s.total, cell);
    w.key("remaining").length(std::max<Milli>(0, s.cap - s.total), cell);
    w.key("band");
    if (s.band.empty()) w.null();
    else w.string(s.band);
    w.field("legal", s.legal);
    if (!s.legal && !(extras.firstIllegalOnly && refused)) writeRefusal(w, "illegal", scene, s.why, s.blocker);
    refused = refused || !s.legal;
    if (s.cost.checks) {
      w.key("checks");
      writeNames(w, s.cost.checks, stepCheckName, kStepCheckCount);
    }
    if (s.cost.squeezed) {
      w.key("squeezed").beginObject();
      w.key("position").cell({s.cost.space.x, s.cost.space.y});
      w.key("size").size(s.cost.space.w, s.cost.space.h);
      w.endObject();
    }
    if (s.kind == PathItem::Kind::LongJump || s.kind == PathItem::Kind::HighJump) {
      w.key("jumpInfo").beginObject().field("runUp", s.runUp);
      w.key("max").feet(s.jumpMax);
      if (s.kind == PathItem::Kind::LongJump) {
        w.key("distance").feet(s.jumpCleared);
        w.key("rise").feet(s.jumpRise);
      } else {
        w.key("height").feet(s.jumpCleared);
        w.key("reachAbove").feet(s.reachAbove);
      }
      if (s.cost.checks) w.field("onFailedCheck", "lands-prone");
      w.endObject();
    }
    w.key("provokes").beginArray();
    for (int e : s.provokes) w.string(idOf(e));
    w.endArray();
    w.endObject();
  }
  w.endArray();

  const Milli total = o.steps.empty() ? req.spent : o.steps.back().total;
  w.key("total").length(total, cell);
  w.key("remaining").length(std::max<Milli>(0, (o.steps.empty() ? o.allowance : o.steps.back().cap) - total), cell);
  // The alternation's count for the turn's next move (docs/protocol.md): a host adds it to `diagonals`.
  w.field("diagonals", o.diagonals);
  w.field("complete", o.complete).field("legal", o.legal);
  w.key("end").cell(o.end);
  w.field("canEnd", o.canEnd);
  if (!o.canEnd) writeRefusal(w, "endProblem", scene, o.endProblem, o.endBlocker);
  w.key("stop").beginObject();
  w.key("cell").cell(o.stop);
  w.field("step", o.stopStep);
  w.key("spent").length(o.spentAtStop, cell);
  w.endObject();
  if (o.hasClosestLegal) {
    w.key("closestLegal").beginObject();
    w.key("cell").cell(o.closestLegal);
    w.field("squares", o.closestLegalSquares);
    w.endObject();
  }
  w.key("opportunityAttacks").beginArray();
  for (auto& a : o.attacks) {
    w.beginObject().field("by", idOf(a.by)).field("step", a.step);
    w.key("at").cell(a.at);
    w.field("reason", a.reason).endObject();
  }
  w.endArray();
  if (o.checks) {
    w.key("checks");
    writeNames(w, o.checks, stepCheckName, kStepCheckCount);
  }
  if (o.falls) w.field("falls", true).field("fallReason", o.fallReason);
  if (o.squeezedOnTheWay || o.squeezedAtStop) {
    w.key("squeezing").beginObject().field("atStop", o.squeezedAtStop);
    w.key("space").beginObject();
    w.key("position").cell({o.stopSpace.x, o.stopSpace.y});
    w.key("size").size(o.stopSpace.w, o.stopSpace.h);
    w.endObject();
    w.key("penalties").beginArray();
    for (auto& p : scene.ruleset().squeezePenalties) w.string(p);
    w.endArray();
    w.endObject();
  }
  if (extras.speed) w.key("speed").length(o.speed, cell);
  if (extras.positions) {
    w.key("positions").beginArray();
    Cell at = req.from;
    for (const PathItem& item : req.path) {
      if (item.kind == PathItem::Kind::Step || item.kind == PathItem::Kind::LongJump) at = item.cell;
      w.cell(at);
    }
    w.endArray();
  }
  w.endObject();
}

}  // namespace footwork
