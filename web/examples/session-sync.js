// TEMPORARY: the shim's scene sync (BRIEF contract: loadMap, syncTokens, upsertToken, removeToken,
// syncTerrain, syncBarriers, cancelDrag) on top of the shim's existing Session, until the lead's
// version lands in web/shim. Deleted when it does; the adapter then imports Session from ../shim.
import { Session as ShimSession, mergeEdges, edgeChanges, edgesToWalls } from '../shim/index.js';

const spec = ({ name, ...creature }) => creature;
const list = (x) => (x ? [x] : []);

export class Session extends ShimSession {
  #tokens = new Map();
  #terrain = new Map();
  #edges = new Map();

  loadMap({ ruleset, grid, tokens = [], terrain = [], barriers = [] }) {
    const errors = [];
    const edges = mergeEdges(barriers);
    const err = this.load({ ruleset, grid: { ...grid, walls: edgesToWalls(edges) }, creatures: [] });
    if (err) return [err];
    this.#tokens.clear();
    this.#terrain.clear();
    this.#edges = edges;
    this.ledger.newTurn();
    errors.push(...this.syncTokens(tokens), ...this.syncTerrain(terrain));
    return errors;
  }

  syncTokens(tokens) {
    const errors = [];
    const seen = new Set(tokens.map((t) => t.id));
    for (const id of [...this.#tokens.keys()]) if (!seen.has(id)) errors.push(...this.removeToken(id));
    for (const t of tokens) errors.push(...this.upsertToken(t));
    return errors;
  }

  upsertToken(token) {
    const text = JSON.stringify(token);
    if (this.#tokens.get(token.id) === text) return [];
    const err = this.upsertCreature(spec(token), token.name);
    if (err) return [{ ...err, message: `${token.name ?? token.id}: ${err.message}` }];
    this.#tokens.set(token.id, text);
    return [];
  }

  removeToken(id) {
    if (!this.#tokens.delete(id)) return [];
    return list(this.removeCreature(id));
  }

  syncTerrain(regions) {
    const after = new Map();
    for (const r of regions) for (const c of r.cells) after.set(`${c[0]},${c[1]}`, JSON.stringify(r.terrain));
    const errors = [];
    const groups = new Map(); // terrain text → cells to paint with it
    for (const [k, t] of after) if (this.#terrain.get(k) !== t) (groups.get(t) ?? groups.set(t, []).get(t)).push(k);
    for (const k of this.#terrain.keys()) if (!after.has(k)) (groups.get('{}') ?? groups.set('{}', []).get('{}')).push(k);
    for (const [t, keys] of groups) errors.push(...list(this.paint(keys.map((k) => k.split(',').map(Number)), JSON.parse(t))));
    this.#terrain = after;
    return errors;
  }

  syncBarriers(barriers) {
    const after = mergeEdges(barriers);
    const errors = [];
    for (const { a, b, kind } of edgeChanges(this.#edges, after)) errors.push(...list(this.setEdge(a, b, kind)));
    this.#edges = after;
    return errors;
  }

  cancelDrag() {
    this.drag = null;
  }
}
