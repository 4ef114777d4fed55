// "facing" (5e-fine): the arc of every square around a creature, and for every other creature which
// arcs it stands in, whether the creature can target it, and how an attack from it fares.
#include "core/position/facing.h"
#include "core/scene/sentence.h"
#include "core/scene/space.h"
#include "protocol/position/position_query.h"

namespace footwork {
namespace {
MaybeError readHand(ObjectReader& r, const std::string& key, Hand& out) {
  std::string s = out == Hand::Left ? "left" : "right";
  FW_TRY(r.string(key, s));
  if (s == "left") out = Hand::Left;
  else if (s == "right") out = Hand::Right;
  else
    return Error{errc::kBadValue, "Unknown hand \"" + shown(s) + "\" at " + r.pathOf(key) + "; expected left or right.",
                 r.pathOf(key)};
  return std::nullopt;
}
constexpr char kArcLetters[] = {'F', 'L', 'R', 'B', '@'};
}  // namespace

MaybeError queryFacing(QueryContext& ctx) {
  ObjectReader& r = ctx.params;
  const Scene& scene = *ctx.scene;
  int who = -1;
  if (auto e = readCreature(r, scene, "creature", who)) return *e;
  std::string f;
  if (auto e = r.string("facing", f, true)) return *e;
  const GridShape shape = scene.grid().shape();
  const auto facing = shape.hex() ? std::optional<Facing>(Facing::North) : parseFacing(f);
  const int hexFacing = shape.hex() ? parseHexFacing(shape, f).value_or(-1) : -1;
  if (shape.hex() && hexFacing < 0) {
    std::string names;
    for (int k = 0; k < 12; ++k) names += (k ? ", " : "") + hexFacingName(shape, k);
    return Error{
        errc::kBadValue,
        "Unknown facing \"" + shown(f) + "\" at $.facing; on this hex grid expected a side or a corner: " + names + ".",
        "$.facing"};
  }
  if (!facing)
    return Error{
        errc::kBadValue,
        "Unknown facing \"" + shown(f) + "\" at $.facing; expected north, east, south, west, ne, se, sw or nw.",
        "$.facing"};
  Hand weaponHand = Hand::Right, shieldHand = Hand::Left;
  if (auto e = readHand(r, "weaponHand", weaponHand)) return *e;
  if (auto e = readHand(r, "shieldHand", shieldHand)) return *e;
  std::string gripName = "one-handed";
  if (auto e = r.string("grip", gripName)) return *e;
  WeaponGrip grip;
  if (gripName == "one-handed") grip = WeaponGrip::OneHanded;
  else if (gripName == "two-handed-melee") grip = WeaponGrip::TwoHandedMelee;
  else if (gripName == "two-handed-missile") grip = WeaponGrip::TwoHandedMissile;
  else
    return Error{errc::kBadValue,
                 "Unknown grip \"" + shown(gripName) +
                     "\" at $.grip; expected one-handed, two-handed-melee or two-handed-missile.",
                 "$.grip"};
  const Grid& g = scene.grid();
  Cell lo{0, 0}, hi{g.width() - 1, g.height() - 1};
  if (const JsonValue* w = r.get("window")) {
    if (auto e = expectObject(*w, "$.window")) return *e;
    ObjectReader wr(*w, "$.window");
    if (auto e = wr.cell("from", lo, true)) return *e;
    if (auto e = wr.cell("to", hi, true)) return *e;
    if (auto e = wr.finish()) return *e;
    if (!g.contains(lo) || !g.contains(hi) || lo.x > hi.x || lo.y > hi.y)
      return Error{errc::kBadValue, "$.window must run from a top-left to a bottom-right cell of the grid.",
                   "$.window"};
  }
  if (static_cast<long long>(hi.x - lo.x + 1) * (hi.y - lo.y + 1) > 250'000)
    return Error{errc::kLimit, "Arcs are listed for at most 250,000 squares; give a smaller $.window.", "$.window"};
  if (!scene.ruleset().position.facing) return notInRuleset(scene, "facing");
  const Creature& c = scene.creatures()[who];
  const Rect space = c.space();
  std::vector<Cell> cells, self;
  HexSpaceArcs arcs;
  if (shape.hex()) {
    spaceCells(shape, c, self);
    arcs = hexSpaceArcs(shape, self, hexFacing);
  }
  auto arc = [&](Cell at) {
    if (!shape.hex()) return arcOf(space, *facing, at);
    return self.size() == 1 ? hexArcOf(shape, c.position, hexFacing, at) : hexSpaceArcOf(shape, self, arcs, at);
  };
  JsonWriter& w = ctx.out;
  w.beginObject().field("creature", c.id).field("facing", shape.hex() ? std::string_view(f) : facingName(*facing));
  w.key("window").beginObject();
  w.key("from").cell(lo);
  w.key("to").cell(hi);
  w.endObject();
  w.key("legend")
      .beginObject()
      .field("F", "front")
      .field("L", "left")
      .field("R", "right")
      .field("B", "rear")
      .field("@", "self");
  w.endObject();
  w.key("arcs").beginArray();
  std::string row;
  for (int y = lo.y; y <= hi.y; ++y) {
    row.clear();
    for (int x = lo.x; x <= hi.x; ++x) row += kArcLetters[static_cast<int>(arc({x, y}))];
    w.string(row);
  }
  w.endArray();
  w.key("creatures").beginArray();
  for (const Creature& o : scene.creatures()) {
    if (o.id == c.id) continue;
    bool in[5] = {};
    const Rect s = o.space();
    if (shape.hex()) {
      spaceCells(shape, o, cells);
      for (Cell h : cells) in[static_cast<int>(arc(h))] = true;
    }
    for (int y = s.y; y < s.y + s.h && !shape.hex(); ++y)
      for (int x = s.x; x < s.x + s.w; ++x) in[static_cast<int>(arc({x, y}))] = true;
    w.beginObject().field("id", o.id).key("arcs").beginArray();
    bool target = false, shield = false, onlyRear = true;
    for (int a = 0; a < 5; ++a) {
      if (!in[a]) continue;
      w.string(arcName(static_cast<Arc>(a)));
      target = target || canTargetArc(static_cast<Arc>(a), grip, weaponHand);
      shield = shield || shieldCoversArc(static_cast<Arc>(a), shieldHand);
      if (a != static_cast<int>(Arc::Rear)) onlyRear = false;
    }
    w.endArray();
    // "a creature can't see into its rear arc, an attacker in the creature's rear arc, being unseen,
    // makes attack rolls against it with advantage": only when all of the attacker is in that arc.
    w.field("canTarget", target).field("attackerAdvantage", onlyRear).field("shieldApplies", shield);
    w.endObject();
  }
  w.endArray().endObject();
  return std::nullopt;
}

}  // namespace footwork
