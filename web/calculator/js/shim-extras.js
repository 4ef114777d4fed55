// What the page needs from the VTT shim and the shim's Session does not have yet (docs/shim.md). Each
// function is the shim's own road with one thing more, built from the Session's public members (its
// scene, ledger, band, bands and names) and the shim's annotate functions, so the answers have the
// same shape and the same turn accounting as beginDrag / dragTo / endDrag / bestPath:
// - a movement mode for the whole drag (`mode`: fly, swim, climb …; the shim's drags always let the
//   engine choose per step) and the protocol's actions in the path (`stand`, `drop-prone`: a drag's
//   waypoints are cells only);
// - the best path from the end of a drag that is still being built: the shim's bestPath counts from
//   what the turn ledger holds, and a drag in progress is not in it yet, so the continuation would be
//   searched as if nothing of the drag had been spent (wrong for the 5/10 and 1-2-1 diagonals).
// They belong in web/shim (the lead's): dragTo/endDrag/beginDrag options {mode, actions} and
// bestPath(id, target, {after: drag}). Until then the page calls them only when it needs them.
import { annotateMove, annotateReachable, errorAnnotation, isDiagonal } from '../../shim/index.js';

const noScene = () => ({ kind: 'error', source: 'shim', code: 'no-scene', message: 'No scene is loaded.', path: '$' });

/** Diagonal steps among the steps the engine evaluated (what the ledger records of a drag). */
export const diagonalsOf = (result) =>
  result.steps.filter((s) => !s.action && s.from && s.to && isDiagonal(s.from, s.to)).length;

/** beginDrag with a movement mode: the reachable annotation from the creature's cell. */
export function reachableWith(session, id, { mode }) {
  if (!session.scene) return noScene();
  const { feet, diagonals } = session.spent(id);
  try {
    const request = { query: 'reachable', creature: id, band: session.band, spent: feet, diagonals, mode };
    return annotateReachable(session.scene.query(request), { bands: session.bands });
  } catch (e) {
    return errorAnnotation(e);
  }
}

/**
 * dragTo with actions in the path and a mode: `items` are the protocol's path items (cells and
 * {action}); → {annotation, result} (result undefined on an error annotation).
 */
export function priceWith(session, id, items, { mode } = {}) {
  if (!session.scene) return { annotation: noScene() };
  const { feet, diagonals } = session.spent(id);
  try {
    const options = { band: session.band, spent: feet, diagonals };
    if (mode) options.mode = mode;
    const result = session.scene.move(id, items, options);
    return {
      result,
      annotation: annotateMove(result, { bands: session.bands, name: (c) => session.name(c), path: items }),
    };
  } catch (e) {
    return { annotation: errorAnnotation(e) };
  }
}

/**
 * The engine's cheapest path from `end` (the end of the drag being built) to `target`, searched
 * after the ledger's spending plus the drag's own (`sofar`: the move result of the drag so far).
 * → {path} (the cells to add) or an error annotation.
 */
export function bestPathAfter(session, id, target, { end, sofar, mode }) {
  if (!session.scene) return noScene();
  const { feet, diagonals } = session.spent(id);
  const request = { query: 'path', creature: id, target, band: session.band, from: end };
  const spent = sofar ? sofar.total.feet : feet;
  const counted = diagonals + (sofar ? diagonalsOf(sofar) : 0);
  if (spent) request.spent = spent;
  if (counted) request.diagonals = counted;
  if (mode) request.mode = mode;
  try {
    return { path: session.scene.query(request).path };
  } catch (e) {
    return errorAnnotation(e);
  }
}

/**
 * endDrag for a path with actions or a mode: the creature moves to the end of `items` (already
 * priced: `result`) and the turn ledger records the feet and diagonals of every evaluated step.
 * Returns null or an error annotation.
 */
export function recordDrag(session, id, items, result) {
  const cells = items.filter(Array.isArray);
  const from = session.scene?.creature(id)?.position;
  const to = cells.length ? cells[cells.length - 1] : from;
  const moved = to && from && (to[0] !== from[0] || to[1] !== from[1]) ? session.placeCreature(id, to) : null;
  if (moved) return moved;
  session.ledger.record(id, {
    from,
    to,
    path: items,
    feet: result.total.feet - result.spentBefore.feet,
    diagonals: diagonalsOf(result),
  });
  return null;
}
