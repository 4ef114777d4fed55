// The shim's state for one VTT page: the engine's scene kept in step with the VTT by small updates
// (a token moved, a cell painted, a creature added), the turn ledger, and the drag → query → annotation
// loop. Every method that talks to the engine returns annotations and never throws for the engine's
// errors: a FootworkError becomes {kind: 'error', code, message, path}, and the scene is left as it
// was (web/lib checks every update before changing anything).
import { TurnLedger } from './turns.js';
import { annotateMove, annotateReachable, errorAnnotation } from './annotate.js';
import { dragPath, isDiagonal } from './geometry.js';

export class Session {
  /**
   * @param footwork  a loaded engine (web/lib `await load()`)
   * @param options   {scene: SceneSpec, band?: allowance band for drags (default: the ruleset's
   *                  second band — dash or double — else its first), names?: {id: display name}}
   */
  constructor(footwork, { scene, band, names = {} } = {}) {
    this.footwork = footwork;
    this.ledger = new TurnLedger();
    this.names = new Map(Object.entries(names));
    this.requestedBand = band;
    this.drag = null;
    this.error = null;
    this.scene = null;
    this.rulesetTable = footwork.rulesets();
    if (scene) this.error = this.load(scene);
  }

  /** Replaces the whole scene (a new page). Returns null, or an error annotation (the old scene stays). */
  load(spec) {
    try {
      if (this.scene) this.scene.load(spec);
      else this.scene = this.footwork.loadScene(spec);
      this.ruleset = this.scene.info().ruleset;
      return null;
    } catch (e) {
      return errorAnnotation(e);
    }
  }

  /** The ruleset's bands as the `rulesets` query gives them ({name, multiplier|squares, text …}). */
  get bands() {
    return this.rulesetTable.find((r) => r.id === this.ruleset)?.bands ?? [];
  }

  /** The band drags are judged against: dash (5e) or double (3.x, 4e) unless told otherwise. */
  get band() {
    if (this.requestedBand && this.bands.some((b) => b.name === this.requestedBand)) return this.requestedBand;
    return (this.bands[1] ?? this.bands[0])?.name;
  }

  set band(name) {
    this.requestedBand = name;
  }

  name(id) {
    return this.names.get(id) ?? id;
  }

  setName(id, name) {
    if (name) this.names.set(id, name);
    else this.names.delete(id);
  }

  // Runs an update; null when it worked, the error annotation when the engine refused it.
  #update(fn) {
    if (!this.scene) return { kind: 'error', source: 'shim', code: 'no-scene', message: 'No scene is loaded.', path: '$' };
    try {
      fn(this.scene);
      return null;
    } catch (e) {
      return errorAnnotation(e);
    }
  }

  /** Another ruleset on the same map: the scene is reloaded with it; on error the old one stays. */
  setRuleset(id) {
    if (!this.scene) return this.#update(() => {});
    const spec = this.scene.toJSON();
    const before = this.ruleset;
    const err = this.load({ ...spec, ruleset: id });
    if (!err && before !== id) this.ledger.newTurn(); // costs under other rules do not add up
    return err;
  }

  /** A creature appeared or changed (size, speed, side): added, or replaced by id. */
  upsertCreature(spec, name) {
    if (name !== undefined) this.setName(spec.id, name);
    return this.#update((s) => (s.creature(spec.id) ? s.replaceCreature(spec) : s.addCreature(spec)));
  }

  removeCreature(id) {
    this.ledger.reset(id);
    return this.#update((s) => s.removeCreature(id));
  }

  /** A token was put somewhere without a drag the shim accounts for (GM placement, undo elsewhere). */
  placeCreature(id, cell) {
    return this.#update((s) => s.moveCreature(id, cell));
  }

  /** Terrain painted on some cells (protocol terrain object or legend character). */
  paint(cells, terrain) {
    if (cells.length === 0) return null;
    return this.#update((s) => s.paint(cells, terrain));
  }

  setEdge(a, b, kind) {
    return this.#update((s) => s.setEdge(a, b, kind));
  }

  /** What the creature has spent this turn: {feet, diagonals, drags}. */
  spent(id) {
    return this.ledger.spent(id);
  }

  /**
   * A drag starts at `start` (default: where the scene has the creature). Returns the reachable
   * annotation: every place within the band after what was spent this turn.
   */
  beginDrag(id, start) {
    if (!this.scene) return this.#update(() => {});
    const from = start ?? this.scene.creature(id)?.position;
    this.drag = { id, from };
    const { feet, diagonals } = this.ledger.spent(id);
    try {
      const request = { query: 'reachable', creature: id, band: this.band, spent: feet, diagonals };
      if (from) request.from = from;
      return annotateReachable(this.scene.query(request), { bands: this.bands });
    } catch (e) {
      return errorAnnotation(e);
    }
  }

  /**
   * The drag so far: start cell, waypoints, current cell (top-left cells of the space) → the move
   * annotation, priced after what the creature spent earlier this turn.
   */
  dragTo(id, { start, waypoints = [], current }) {
    const from = start ?? this.drag?.from ?? this.scene?.creature(id)?.position;
    return this.#price(id, from, dragPath(from, waypoints, current ?? from)).annotation;
  }

  #price(id, from, path) {
    if (!this.scene) return { annotation: this.#update(() => {}) };
    const { feet, diagonals } = this.ledger.spent(id);
    try {
      const options = { band: this.band, spent: feet, diagonals };
      if (from) options.from = from;
      const result = this.scene.move(id, path, options);
      return { result, annotation: annotateMove(result, { bands: this.bands, name: (c) => this.name(c), path }) };
    } catch (e) {
      return { annotation: errorAnnotation(e) };
    }
  }

  /**
   * The token was dropped: the drag is priced, recorded in the turn ledger (the feet and diagonals
   * of every step the engine evaluated: the token is where the user put it, and the annotation says
   * whether that was legal), and the creature moves in the scene. Returns the move annotation.
   */
  endDrag(id, { start, waypoints = [], current }) {
    const from = start ?? this.drag?.from ?? this.scene?.creature(id)?.position;
    const path = dragPath(from, waypoints, current ?? from);
    this.drag = null;
    const { result, annotation } = this.#price(id, from, path);
    if (!result) return annotation;
    if (path.length === 0) return annotation;
    const diagonals = result.steps.filter((s) => !s.action && isDiagonal(s.from, s.to)).length;
    const end = path[path.length - 1];
    const moved = this.#update((s) => s.moveCreature(id, Array.isArray(end) ? end : end.cell));
    if (moved) return { ...annotation, kind: 'move', placeError: moved };
    this.ledger.record(id, {
      from,
      to: Array.isArray(end) ? end : end.cell,
      path,
      feet: result.total.feet - result.spentBefore.feet,
      diagonals,
      summary: annotation.summary,
    });
    return annotation;
  }

  /**
   * Takes back the creature's last drag this turn: its movement is refunded and the creature goes
   * back to where that drag started. Returns {drag, error} (drag undefined when there was none).
   */
  undo(id) {
    const drag = this.ledger.undo(id);
    if (!drag) return { drag: undefined, error: null };
    const error = this.#update((s) => s.moveCreature(id, drag.from));
    return { drag, error };
  }

  /** Forgets one creature's movement this turn (its drags stay where they ended). */
  resetTurn(id) {
    this.ledger.reset(id);
  }

  /** A new turn for everyone. */
  newTurn() {
    this.ledger.newTurn();
  }

  /** Frees the engine's scene. */
  delete() {
    if (this.scene) this.scene.delete();
    this.scene = null;
  }
}
