// Where each built-in's knob settings come from: the sentence of its text (../shared/rules/),
// shortened to the words that decide the setting. A row names the rulesets whose text says it
// (space-separated); d20-3.0 has no grid rules of its own and plays dnd35's (docs/rules/d20-3.0.md R1).
// A knob a text is silent about has no row: the field keeps its family's default.
#include <string_view>

#include "core/ruleset/knobs.h"

namespace footwork {
namespace {

struct KnobSource {
  const char* rulesets;
  const char* knob;
  const char* text;
};

constexpr KnobSource kSources[] = {
    {"5e-fine", "diagonal",
     "the first diagonal square counts as 1.25 feet, but the second diagonal square counts as 2.5 feet"},
    {"sw5e", "diagonal",
     "the first diagonal square counts as 5 feet, but the second diagonal square counts as 10 feet"},
    {"dnd35 d20-3.0", "diagonal", "the first diagonal counts as 1 square, the second counts as 2 squares"},
    {"4e", "diagonal", "Moving diagonally works the same as other movement"},
    {"5e-fine sw5e", "hamper", "Every foot of movement in difficult terrain costs 1 extra foot."},
    {"dnd35 d20-3.0", "hamper",
     "Difficult terrain hampers movement. Each square of difficult terrain counts as 2 squares"},
    {"4e", "hamper", "Each square of difficult terrain you enter costs 1 extra square"},
    {"dnd35 d20-3.0", "difficultDiagonalCountsThree",
     "Each diagonal move into a difficult terrain square counts as 3 squares."},
    {"dnd35 d20-3.0", "footprint", "you can move only as fast as the most difficult terrain you occupy will allow"},
    {"4e", "footprint", "Count only squares it is entering for the first time"},
    {"dnd35 d20-3.0", "lowEdgeIsExtraCrossing",
     "You must pay this cost to cross the barrier, in addition to the cost to move into the square"},
    {"dnd35 d20-3.0", "flyingIgnoresDifficult",
     "Flying and incorporeal creatures are not hampered by difficult terrain."},
    {"4e", "flyingIgnoresDifficult", "Creatures are not hampered by difficult terrain when flying."},
    {"dnd35 d20-3.0", "incorporealIgnoresDifficult",
     "Flying and incorporeal creatures are not hampered by difficult terrain."},
    {"5e-fine sw5e", "creatureSpaceIsDifficult",
     "The space of another creature, whether hostile or not, also counts as difficult terrain."},
    {"5e-fine sw5e", "crawlCostsExtra", "Every foot of movement while crawling costs 1 extra foot."},
    {"5e-fine sw5e", "climbSwimCostExtra", "each foot of movement costs 1 extra foot … when you're climbing, swimming"},
    {"5e-fine sw5e", "differentSpeeds",
     "Whenever you switch, subtract the distance you've already moved from the new speed."},
    {"5e-fine sw5e", "standUpCostsHalfSpeed",
     "Standing up takes more effort, costing an amount of movement equal to half your speed."},
    {"5e-fine", "standUpProvokes", "standing up provokes attacks of opportunity"},
    {"5e-fine sw5e", "allyPass", "You can move through a nonhostile creature's space."},
    {"5e-fine sw5e", "hostilePassSizeSteps", "only if the creature is at least two sizes larger or smaller than you"},
    {"dnd35 d20-3.0", "hostilePassSizeSteps", "three size categories larger … three size categories smaller"},
    {"4e", "hostilePassSizeSteps", "unless that enemy is helpless or two size categories larger or smaller"},
    {"4e", "hostilePassIfHelpless", "unless that enemy is helpless or two size categories larger or smaller"},
    {"5e-fine", "hostilePassIfUnaware", "as well as through the space of a creature that is unaware of you"},
    {"dnd35 d20-3.0", "verySmallEnterOccupied",
     "A Fine, Diminutive, or Tiny creature can move into or through an occupied square."},
    {"dnd35 d20-3.0", "verySmallEnterProvokes", "The creature provokes attacks of opportunity when doing so."},
    {"sw5e", "endInAlly",
     "Whether a creature is a friend or an enemy, you can't willingly end your move in its space."},
    {"sw5e", "endInEnemy",
     "Whether a creature is a friend or an enemy, you can't willingly end your move in its space."},
    {"dnd35 d20-3.0", "endInAlly",
     "You can't end your movement in the same square as another creature unless it is helpless."},
    {"dnd35 d20-3.0", "endInEnemy",
     "You can't end your movement in the same square as another creature unless it is helpless."},
    {"4e", "endInAlly", "You can end your movement in an ally's square only if the ally is prone."},
    {"4e", "tinyEndsInLarger", "Tiny creatures can end their movement in a larger creature's square."},
    {"sw5e", "provoke", "If you leave a hostile creature's reach"},
    {"5e-fine", "provoke", "if you move when you are in a hostile creature's reach you provoke an opportunity attack"},
    {"4e", "provoke", "leaving a square adjacent to the enemy"},
    {"4e", "enterEnemySpaceProvokes", "Moving into a non-helpless enemy's space provokes an opportunity attack"},
    {"dnd35", "tenFootReachCoversDiagonal",
     "an ogre can attack targets up to 10 feet (2 squares) away from it in any direction, even diagonally"},
    {"5e-fine sw5e", "squeezes",
     "A creature can squeeze through a space that is large enough for a creature one size smaller than it."},
    {"5e-fine sw5e", "squeezeSizeSteps", "a space that is large enough for a creature one size smaller than it"},
    {"dnd35", "squeezes",
     "You can squeeze through or into a space that is at least half as wide as your normal space."},
    {"dnd35", "squeezeHalfWidth", "a space that is at least half as wide as your normal space"},
    {"dnd35", "squeezePastOpponents", "A creature can squeeze past an opponent while moving"},
    {"5e-fine sw5e", "flyersFall",
     "If a flying creature is knocked prone … the creature falls, unless it has the ability to hover."},
    {"5e-fine sw5e", "bands", "On your turn, you can move a distance up to your speed."},
    {"dnd35", "bands", "If you spend the entire round running, you can move quadruple your speed."},
    {"d20-3.0", "bands", "If you flat-out run, you can move quadruple your rate."},
    {"4e", "bands", "When you double move, add the speeds of the two move actions together and then move."},
};

bool names(std::string_view list, std::string_view id) {
  while (!list.empty()) {
    const std::size_t end = list.find(' ');
    if (list.substr(0, end) == id) return true;
    if (end == std::string_view::npos) break;
    list.remove_prefix(end + 1);
  }
  return false;
}

}  // namespace

const char* knobSource(std::string_view rulesetId, std::string_view knob) {
  for (const KnobSource& s : kSources)
    if (knob == s.knob && names(s.rulesets, rulesetId)) return s.text;
  return nullptr;
}

}  // namespace footwork
