// Keeping the engine's scene in step with a Roll20 page, one object at a time, for the browser
// extension and the Mod alike: a graphic added or changed (a creature's token, a difficult-terrain
// graphic, anything else), a graphic removed, a wall, door or window added, changed or removed. Each
// host hands over plain attributes as it reads them (the extension's page messages, the Mod's sandbox
// objects) and its shim Session; what the engine refused comes back as the shim's problems, which
// each host says in its own way (the panel, a whisper). Nothing here throws.
import { roll20Terrain, roll20Barriers } from './roll20.js';
import { tokenProblem, boxProblem, shorten } from './bounds.js';
import { isCreatureToken, saneGraphic } from './creatures.js';

/** @typedef {import('../shim/index.js').Session} Session */
/** @typedef {import('../shim/index.js').ErrorAnnotation} ErrorAnnotation */
/** @typedef {import('../shim/index.js').Grid & {pagePx?: [number, number]}} PageGrid a page's grid (roll20Grid) */
/** @typedef {import('./index.js').Roll20Graphic & {type?: string, sizeNote?: string}} Graphic */
/** A problem bounds.js or the engine found: the shim's one error shape. @typedef {ErrorAnnotation} Problem */

/** How long a name is quoted in a problem (the Mod's whisper length of a name: chat-text.js MAX_NAME_CHARS). */
const NAME_CHARS = 60;

/**
 * Why a graphic's numbers cannot be read on this page (bounds.js: a centre far off the page, a token
 * wider than any space, a terrain box beyond the page), or null. Checked before any cell of it is
 * listed; the problem names the token.
 * @param {Graphic} g @param {PageGrid} grid @returns {Problem | null}
 */
export function graphicProblem(g, grid) {
  const token = isCreatureToken(g);
  const who = shorten(g.name || (token ? 'A token' : 'A graphic'), NAME_CHARS);
  if (token) return tokenProblem(g, grid, who);
  if (g.layer === 'map' || g.layer === 'gmlayer') return boxProblem(g, grid, who);
  return null;
}

/**
 * A graphic as both hosts read it on this page: an odd size taken as one cell (with its note), then
 * its numbers checked. → {g} or {problem}.
 * @param {Graphic} raw @param {PageGrid} grid
 * @returns {{g: Graphic, problem?: undefined} | {problem: Problem, g?: undefined}}
 */
export function readGraphic(raw, grid) {
  const g = saneGraphic(raw, grid.cellPx, grid.type === 'hex');
  const problem = graphicProblem(g, grid);
  return problem ? { problem } : { g };
}

/**
 * A graphic (read by readGraphic) in the scene as it is now: its creature put where its token is (or
 * taken out when it is no creature any more: another layer, a prop), its terrain painted (or taken
 * away). Only what changed reaches the engine.
 * @param {Session} session @param {Graphic} g @param {PageGrid} grid
 * @param {{isCreature: (g: Graphic) => boolean, token: (g: Graphic) => import('../shim/index.js').Token}} host
 *   the host's creature rule (isCreatureToken with its props) and its reading of a creature's token
 * @returns {Problem[]}
 */
export function syncGraphic(session, g, grid, { isCreature, token }) {
  /** @type {Problem[]} */
  const errors = [];
  if (isCreature(g)) {
    const err = session.upsertToken(token(g));
    if (err) errors.push(err);
  } else {
    const err = session.removeToken(g.id);
    if (err) errors.push(err);
  }
  const r = roll20Terrain([g], grid)[0];
  errors.push(...(r ? session.upsertRegion(r) : session.removeRegion(g.id)));
  return errors;
}

/**
 * A graphic gone from the page (deleted, or its numbers no longer readable): out of the scene as a
 * creature and as terrain. @param {Session} session @param {string} id @returns {Problem[]}
 */
export function dropGraphic(session, id) {
  /** @type {Problem[]} */
  const errors = [];
  const err = session.removeToken(id);
  if (err) errors.push(err);
  errors.push(...session.removeRegion(id));
  return errors;
}

/**
 * A wall, door or window added or changed (a door opened): its edges on the grid, only changed edges
 * sent. `barriers` (id → barrier) is the host's record of what each blocks. → {errors} (the engine's),
 * and `problem` when a point of it lies far off the page or it has too many (bounds.js linesProblem):
 * it is then out of the scene.
 * @param {Session} session @param {import('./index.js').Roll20WallObject} w @param {PageGrid} grid
 * @param {import('./index.js').Roll20Page | undefined} page
 * @param {Map<string, ReturnType<typeof roll20Barriers>[number]>} barriers
 * @returns {{errors: Problem[], problem?: Problem}}
 */
export function syncWall(session, w, grid, page, barriers) {
  const id = String(w.id);
  const b = roll20Barriers([w], grid, page)[0];
  if (b && !b.problem) {
    barriers.set(id, b);
    return { errors: session.upsertBarrier(b) };
  }
  barriers.delete(id);
  const errors = session.removeBarrier(id);
  return b?.problem ? { errors, problem: b.problem } : { errors };
}

/**
 * A wall, door or window removed. @param {Session} session @param {string} id
 * @param {Map<string, unknown>} barriers @returns {Problem[]}
 */
export function dropWall(session, id, barriers) {
  barriers.delete(String(id));
  return session.removeBarrier(String(id));
}
