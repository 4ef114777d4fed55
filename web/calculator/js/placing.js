// Setting a creature down with the Creatures tool (placing a new one, dragging one): the engine says
// whether it may stand there among the others (the space query's `occupied`: the rule that says where
// a move may end, docs/protocol.md "Query: space"); where it may not, the page changes nothing and
// says why in the engine's sentence. Hosts let a GM stack tokens, so a scene read whole whose
// creatures overlap is kept as it is, and said in one line. No rule is worked out here.
import { SAY } from '../../shim/words.js';
import { shimError } from '../../shim/index.js';

/** @typedef {{kind: string, occupied?: {code: string, message: string, creature?: string}}} SpaceAnswer */

/**
 * The refusal in a space answer, as the shim's error (the engine's code and sentence), or null when
 * the creature may stand where the answer is about.
 * @param {SpaceAnswer} space
 */
export function placementRefusal(space) {
  if (space.kind !== 'space' || !space.occupied) return null;
  return shimError(space.occupied.code, space.occupied.message, '$', 'engine');
}

/**
 * Adds the new creature `spec` through the shim's Session unless the engine says it may not stand
 * where it is put: null when it is placed; otherwise the refusal, with the scene as it was before.
 * @param {any} session @param {{id: string}} spec
 */
export function placeNew(session, spec) {
  const err = session.upsertToken(spec, { keep: true });
  if (err) return err;
  const refused = placementRefusal(session.space(spec.id));
  if (refused) session.removeToken(spec.id);
  return refused;
}

/**
 * Replaces creature `spec.id` by `spec` (the form's Apply: a larger size may take in another's
 * space) unless the engine says it may not stand where it is now and it could before: null when
 * applied; otherwise the refusal, with the creature as `before` was. A stacked creature (a scene read
 * as it is) may still be edited where it stands.
 * @param {any} session @param {{id: string}} spec @param {{id: string}} before
 */
export function replaceChecked(session, spec, before) {
  const stoodFree = !placementRefusal(session.space(before.id));
  const err = session.upsertToken(spec, { keep: true });
  if (err || !stoodFree) return err;
  const refused = placementRefusal(session.space(spec.id));
  if (refused) session.upsertToken(before, { keep: true });
  return refused;
}

/**
 * A creature dragged over a position the engine refuses stays where it last stood, and the page says
 * why while the pointer is there (the error box); the words go once it is over an allowed position.
 * True when `space` (the drag's position) is refused.
 * @param {import('./errors.js').ErrorBox} errors @param {{refused?: boolean}} drag @param {SpaceAnswer} space
 */
export function refusedWhileDragging(errors, drag, space) {
  const refused = placementRefusal(space);
  if (refused) {
    if (!drag.refused) errors.report(refused);
    drag.refused = true;
    return true;
  }
  if (drag.refused) errors.clear();
  drag.refused = false;
  return false;
}

/**
 * One line naming the creatures that stand in another's space where the scene puts them (a scene
 * read from a file, a link or storage is kept as it is), or '' when none do.
 * @param {any} session @param {{id: string}[]} creatures
 */
export function overlapLine(session, creatures) {
  const pairs = [];
  const said = new Set();
  for (const c of creatures) {
    const space = session.space(c.id);
    if (space.kind !== 'space' || !space.occupied) continue;
    const other = space.occupied.creature;
    if (other && said.has(`${other}\n${c.id}`)) continue; // each in the other's space: one pair
    said.add(`${c.id}\n${other}`);
    pairs.push(SAY.overlapPair(c.id, other));
  }
  return pairs.length ? SAY.overlapping(pairs) : '';
}

/**
 * The notice under the header keeps that line among the page's `notes` for the scene as it is now:
 * after a whole scene is read, and, while the line is shown, after every change (a drag may move the
 * overlapping creatures apart). Subscribed on the update path after the keeping (main.js).
 * @param {{scene: import('./scene-state.js').SceneState, changes: import('./changes.js').Changes,
 *   notes: string[], showNotice: () => void}} parts
 */
export function wireOverlapNote({ scene, changes, notes, showNotice }) {
  let shown = '';
  changes.on('scene', ({ whole }) => {
    if (!whole && !shown) return;
    const line = overlapLine(scene.session, scene.creatures());
    if (line === shown) return;
    const at = notes.indexOf(shown);
    if (shown && at >= 0) notes.splice(at, 1);
    if (line) notes.push(line);
    shown = line;
    showNotice();
  });
}
