// "places" (issue 27, "where to stand"): every place the creature may end its move in, with what the
// single queries would say of it (docs/protocol.md, "Query: places"). The search part is
// core/search/places.h, the position facts core/position/standing.h; this file reads the request
// and writes one flat array per part.
#include <algorithm>
#include <array>

#include "core/movement/squeeze.h"
#include "core/position/position_rules.h"
#include "core/position/standing.h"
#include "core/search/places.h"
#include "protocol/position/position_query.h"
#include "protocol/queries.h"
#include "protocol/search/search_fields.h"

namespace footwork {
namespace {

// The parts a request may ask for; the last four need a target.
enum Part : unsigned { kProvokers, kThreats, kFlanking, kCover, kSight, kRange, kPartCount };
constexpr std::array<const char*, kPartCount> kPartNames = {"provokers", "threats", "flanking",
                                                            "cover",     "sight",   "range"};
constexpr bool needsTarget(unsigned p) { return p >= kFlanking; }

MaybeError readParts(ObjectReader& r, bool hasTarget, unsigned& parts) {
  std::vector<std::string> names;
  if (!r.has("parts")) {
    for (unsigned p = 0; p < kPartCount; ++p)
      if (hasTarget || !needsTarget(p)) parts |= 1u << p;
    return std::nullopt;
  }
  FW_TRY(r.stringList("parts", names));
  for (std::size_t i = 0; i < names.size(); ++i) {
    const std::string at = "$.parts[" + std::to_string(i) + "]";
    unsigned p = 0;
    while (p < kPartCount && names[i] != kPartNames[p]) ++p;
    if (p == kPartCount)
      return Error{errc::kBadValue,
                   "Unknown part \"" + names[i] + "\" at " + at +
                       "; expected \"provokers\", \"threats\", \"flanking\", \"cover\", \"sight\" or \"range\".",
                   at};
    if (needsTarget(p) && !hasTarget)
      return Error{errc::kBadValue, "The part \"" + names[i] + "\" at " + at + " needs a $.target.", at};
    parts |= 1u << p;
  }
  return std::nullopt;
}

// One row of creature ids per place, from index lists start[i] … start[i + 1].
void writeIdRows(JsonWriter& w, const Scene& scene, const char* name, const std::vector<int>& start,
                 const std::vector<int>& ids) {
  w.key(name).beginArray();
  for (std::size_t i = 0; i + 1 < start.size(); ++i) {
    w.beginArray();
    for (int k = start[i]; k < start[i + 1]; ++k) w.string(scene.creatures()[ids[k]].id);
    w.endArray();
  }
  w.endArray();
}

}  // namespace

MaybeError queryPlaces(QueryContext& ctx) {
  ObjectReader& r = ctx.params;
  const Scene& scene = *ctx.scene;
  PlacesSearchRequest req;
  if (auto e = readSearch(r, scene, req.reach.search, req.reach.bandGiven)) return *e;
  const int mover = req.reach.search.mover;
  int target = -1;
  if (auto e = readCreature(r, scene, "target", target, false)) return *e;
  if (target == mover) return Error{errc::kBadValue, "$.target must be another creature than $.creature.", "$.target"};
  unsigned parts = 0;
  if (auto e = readParts(r, target >= 0, parts)) return *e;
  const auto asked = [&](unsigned p) { return (parts >> p & 1) != 0; };
  // Rules the ruleset has no text for are said once, and their part is left out.
  const PositionRules& rules = scene.ruleset().position;
  std::vector<std::pair<const char*, Error>> lacking;
  if (asked(kFlanking) && rules.flank == FlankRule::None) {
    lacking.push_back({"flanking", notInRuleset(scene, "flanking")});
    parts &= ~(1u << kFlanking);
  }
  if (asked(kCover) && !rules.cornerLineCover) {
    lacking.push_back({"cover", notInRuleset(scene, "cover by corner lines")});
    parts &= ~(1u << kCover);
  }

  req.provokers = asked(kProvokers);
  req.landmarks = ctx.landmarks;  // the path query's cache: saves time, never changes the answer
  // What each place's facts cost against the budget beside its path (core/search/places.h), as
  // measured (docs/limits.md, "Budgets"): a place, a unit per 8 creatures looked at for threats and
  // flanking, and per cell of the cover and sight lines to the target (each costs about one path
  // state per cell, times the two spaces' sides).
  const int creatures = static_cast<int>(scene.creatures().size());
  req.unitsPerPlace = 1 + ((asked(kThreats) ? creatures : 0) + (asked(kFlanking) ? creatures : 0)) / 8;
  if (target >= 0) {
    const Creature &m = scene.creatures()[mover], &t = scene.creatures()[target];
    const long long sides = static_cast<long long>(std::max(m.spaceW, m.spaceH)) * std::max(t.spaceW, t.spaceH);
    req.unitsPerLineCell = ((asked(kCover) ? 2 : 0) + (asked(kSight) ? 1 : 0)) * sides;
    req.lineTo = t.position;
  }
  auto found = findPlaces(scene, req);
  if (!found) return refusalError(found.error(), "places search");
  const PlacesSearch& o = found.value();
  const std::size_t n = o.cells.size();
  const Milli cell = scene.grid().cellSize();

  // The position facts, place by place, into flat arrays.
  std::vector<int> threatStart{0}, threats, flankStart{0}, flankers, range;
  std::vector<CoverLevel> targetCover, ownCover;
  std::vector<std::uint8_t> sight, effect, strikes, struck;
  if (parts & ~(1u << kProvokers)) {
    Standing at(scene, mover, target);
    // Where the move ends squeezed the creature stands in the narrower space, as `move` ends it there
    // and as a scene creature stated squeezing stands (Creature::space).
    const Mode mode = req.reach.search.hasMode ? req.reach.search.mode : Mode::Walk;
    for (std::size_t i = 0; i < n; ++i) {
      const Footprint f = footprintAt(scene, scene.creatures()[mover], o.cells[i], mode, true);
      at.moveTo(o.cells[i], f.squeezed ? f.rect : Rect{0, 0, 0, 0});
      if (asked(kThreats)) {
        at.threats(threats);
        threatStart.push_back(static_cast<int>(threats.size()));
      }
      if (asked(kFlanking)) {
        at.flankers(flankers);
        flankStart.push_back(static_cast<int>(flankers.size()));
      }
      if (asked(kCover)) {
        targetCover.push_back(at.targetCover());
        ownCover.push_back(at.ownCover());
      }
      if (asked(kSight)) {
        sight.push_back(at.sight());
        effect.push_back(at.effect());
      }
      if (asked(kRange)) {
        range.push_back(at.range());
        strikes.push_back(at.strikes());
        struck.push_back(at.struck());
      }
    }
  }

  JsonWriter& w = ctx.out;
  w.beginObject();
  w.field("creature", scene.creatures()[mover].id);
  if (target >= 0) w.field("target", scene.creatures()[target].id);
  w.field("status", searchStatusName(o.status));
  w.field("nodes", o.nodes);
  w.key("cellFeet").feet(cell);
  w.key("spentBefore").length(req.reach.search.spent, cell);
  w.key("bands").beginArray();
  for (const std::string& b : o.bands) w.string(b);
  w.endArray();
  w.key("parts").beginArray();
  for (unsigned p = 0; p < kPartCount; ++p)
    if (asked(p)) w.string(kPartNames[p]);
  w.endArray();
  if (!lacking.empty()) {
    w.key("notInRuleset").beginObject();
    for (const auto& [part, error] : lacking) w.field(part, error.message);
    w.endObject();
  }
  w.field("count", n);
  w.key("cells").beginArray();
  for (Cell c : o.cells) w.integer(c.x).integer(c.y);
  w.endArray();
  const auto ints = [&](const char* name, const auto& v) {
    w.key(name).beginArray();
    for (std::size_t i = 0; i < n; ++i) w.integer(static_cast<int>(v[i]));
    w.endArray();
  };
  ints("costs", o.squares);
  ints("band", o.band);
  if (!req.reach.bandGiven) ints("via", o.via);
  if (asked(kProvokers)) writeIdRows(w, scene, "provokers", o.provokerStart, o.provokers);
  if (asked(kThreats)) writeIdRows(w, scene, "threats", threatStart, threats);
  if (asked(kFlanking)) writeIdRows(w, scene, "flanking", flankStart, flankers);
  if (asked(kCover)) {
    for (const auto& [name, v] : {std::pair{"cover", &targetCover}, std::pair{"coverFromTarget", &ownCover}}) {
      w.key(name).beginArray();
      for (CoverLevel l : *v) w.string(coverLevelName(l));
      w.endArray();
    }
  }
  if (asked(kSight)) {
    ints("sight", sight);
    ints("effect", effect);
  }
  if (asked(kRange)) {
    ints("range", range);
    ints("inReach", strikes);
    ints("targetReaches", struck);
  }
  w.endObject();
  return std::nullopt;
}

}  // namespace footwork
