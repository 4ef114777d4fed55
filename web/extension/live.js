// The live view (docs/extension.md, "On the map, live"): while one of your tokens is dragged on
// Roll20's map, follow the pointer, price the path so far (Roll20's waypoints as the user adds them:
// Q or right-click, help centre 360039674913, Measure Tool) with the shim's dragTo, and draw it on
// the overlay with a label beside the pointer. Pointer events are only listened to (passive, never
// cancelled): Roll20 moves the token as always.
//
// The drop is Roll20's: the token's model records the move (lastmove, left, top) and app.js prices
// that, as before the live view existed. If the recorded drop is far from where the pointer mapped
// (more than one cell off), the transform is not to be trusted: the live view says so in the panel
// and stops drawing, and the after-the-drop readout carries on; a later drop that lands where it
// mapped brings it back.
import { makeView } from './view.js';
import { Overlay, labelLines } from './overlay.js';
import { centreToCell, spanCells } from '../shim/index.js';
import { spaceShape } from '../shim/space-shape.js';
import { pagePixels } from '../roll20/bounds.js';

const DRAG_START_PX = 3;
const DROP_WAIT_MS = 1500; // no recorded move after this long: the drag changed nothing
const RECORDED_SHOWN_MS = 6000;
const SAMPLES = 4096;

/** @typedef {import('../lib/index.js').Cell} Cell */
/** @typedef {import('../shim/index.js').ErrorAnnotation} ErrorAnnotation */
/** @typedef {import('../shim/index.js').MoveAnnotation} MoveAnnotation */
/** @typedef {import('../shim/space-shape.js').SpaceShape} SpaceShape */
/** @typedef {import('./places-choice.js').Places} Places */
/** A pointer pressed on a token of yours, not yet moved far enough to be a drag. */
/** @typedef {{id: string, grab: [number, number], x0: number, y0: number}} Press */
/**
 * The drag being followed: the token, where it was taken hold of (`grab`, map pixels from the
 * pointer to its centre), its span and space, the start cell and centre (`from`), Roll20's waypoints,
 * the cell under it now and its price, the pointer (client pixels); `leftOut`: why the engine left
 * the token out (then nothing is priced); `places` and `marks`: where to stand, when chosen.
 * @typedef {{id: string, grab: [number, number], span: import('../shim/index.js').Span, shape: SpaceShape | null,
 *   start: Cell, from: [number, number], waypoints: Cell[], cell: Cell | null,
 *   annotation: MoveAnnotation | ErrorAnnotation | null, client: [number, number],
 *   leftOut: ErrorAnnotation | null, places: Places | null, marks: Map<string, PlaceMark> | null}} LiveDrag
 */
/** @typedef {{qualifies: boolean, words: string}} PlaceMark */
/** A drop waiting for Roll20's record of it. */
/** @typedef {Pick<LiveDrag, 'id' | 'start' | 'from' | 'waypoints' | 'cell' | 'shape' | 'client'>} Pending */

/** @param {Cell | null | undefined} a @param {Cell | null | undefined} b */
const sameCell = (a, b) => !!a && !!b && a[0] === b[0] && a[1] === b[1];
/** @param {Cell} a @param {Cell} b */
const cellsApart = (a, b) => Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1]));

// The page's rectangle in map pixels (web/roll20 bounds.js): the overlay draws nothing outside it.
// Null when the page has no usable size.
/** @param {Partial<import('../roll20/index.js').Roll20Page> | null} page @returns {[number, number, number, number] | null} */
function pageBounds(page) {
  const px = pagePixels(page);
  return px ? [0, 0, px[0], px[1]] : null;
}

export class LiveView {
  /** @param {import('./app.js').LiveHost} app what it reads of the page and acts on (app.js liveHost) @param {Document} doc */
  constructor(app, doc) {
    this.app = app;
    this.doc = doc;
    this.overlay = new Overlay(doc);
    /** @type {import('./view.js').ViewMessage | null} the page script's last view message */
    this.message = null;
    /** @type {import('./view.js').View} makeView's answer */
    this.view = { ok: false, reason: 'Waiting for Roll20’s map…' };
    /** @type {Element | null} */
    this.mapEl = null;
    /** @type {string | null} why the transform is not believed, after a drop far from where it mapped */
    this.untrusted = null;
    /** @type {Press | null} pointer down on a token, not yet moved */
    this.press = null;
    /** @type {LiveDrag | null} the drag being followed */
    this.drag = null;
    /** @type {Pending | null} dropped, waiting for Roll20's record */
    this.pending = null;
    /** @type {Set<ReturnType<typeof setTimeout>>} */
    this.timers = new Set();
    this.samples = new Float64Array(SAMPLES);
    this.sampleCount = 0;
    /** @type {number[]} */
    this.pickups = [];
    const opts = { capture: true, passive: true };
    doc.addEventListener('pointerdown', (e) => this.guard(() => this.onDown(e)), opts);
    doc.addEventListener('pointermove', (e) => this.onMoveTimed(e), opts);
    doc.addEventListener('pointerup', (e) => this.guard(() => this.onUp(e)), opts);
    doc.addEventListener('pointercancel', () => this.guard(() => this.cancel()), opts);
    doc.addEventListener('mousedown', (e) => this.guard(() => e.button === 2 && this.waypoint()), opts);
    doc.addEventListener('keydown', (e) => this.guard(() => this.onKey(e)), opts);
  }

  // Nothing the live view does may throw into Roll20's event handling.
  /** @param {() => unknown} fn */
  guard(fn) {
    try {
      fn();
    } catch (err) {
      this.app.reportInternal(err);
    }
  }

  /** {live, engine, text} for the panel. */
  status() {
    if (this.app.refused)
      return { live: false, engine: this.view.engine ?? null, text: 'Nothing on this page is priced (see below).' };
    if (this.untrusted) return { live: false, engine: this.view.engine ?? null, text: this.untrusted };
    if (!this.view.ok)
      return {
        live: false,
        engine: this.message?.engine == null ? null : String(this.message.engine),
        text: `${this.view.reason} Moves are priced after the drop.`,
      };
    const name = this.view.engine === 'jumpgate' ? 'Jumpgate' : 'legacy editor';
    return {
      live: true,
      engine: this.view.engine,
      text: `Live on the map (${name}, zoom ${Math.round(this.view.scale * 100)} %).`,
    };
  }

  /** @param {import('./view.js').ViewMessage} msg */
  onView(msg) {
    const before = JSON.stringify(this.status());
    this.message = msg;
    this.view = makeView(msg);
    this.placeOverlay();
    if (JSON.stringify(this.status()) !== before) this.app.changed();
  }

  // The overlay goes over the map while the transform is trusted; the map element is looked for
  // either way, since drops are still compared with where the pointer mapped when it is not.
  placeOverlay() {
    if (!this.view.ok) {
      this.overlay.remove();
      this.mapEl = null;
      return;
    }
    if (this.untrusted) {
      this.overlay.remove();
      this.mapEl = this.overlay.find(this.message?.target);
    } else this.mapEl = this.overlay.place(this.view, this.message?.target);
    if (!this.mapEl)
      this.view = { ok: false, engine: this.view.engine, reason: 'Roll20’s map element was not found on the page.' };
  }

  // A new page or a new scene: anything drawn belongs to the old one.
  reset() {
    this.press = null;
    this.drag = null;
    this.pending = null;
    this.overlay.clear();
    this.overlay.clearPlaces();
  }

  /** @param {Event} e */
  onMap(e) {
    return !!this.mapEl && (e.target === this.mapEl || this.mapEl.contains(/** @type {Node | null} */ (e.target)));
  }

  // Pointer → map pixels; null where there is no transform.
  /** @param {{clientX: number, clientY: number}} e */
  toMap(e) {
    return this.view.ok ? this.view.toMap(e.clientX, e.clientY) : null;
  }

  /** @param {PointerEvent} e */
  onDown(e) {
    if (e.button !== 0) return;
    // A drag whose release never reached us (let go outside the window): it is over.
    if (this.drag) this.cancel();
    this.press = null;
    // The map element may have appeared after the last view message: look for it again.
    if (!this.mapEl && this.message) {
      this.view = makeView(this.message);
      this.placeOverlay();
    }
    const p = this.toMap(e);
    if (!p || !this.app.priced || !this.onMap(e)) return;
    const g = this.app.tokenAt(p[0], p[1]);
    if (!g) return;
    this.press = {
      id: String(g.id),
      grab: [Number(g.left) - p[0], Number(g.top) - p[1]],
      x0: e.clientX,
      y0: e.clientY,
    };
  }

  // Times every pointer move while a token is held; the one that picks the token up (the reachable
  // area's query and drawing) is kept apart from the moves that follow.
  /** @param {PointerEvent} e */
  onMoveTimed(e) {
    if (!this.press && !this.drag) return;
    const dragging = !!this.drag;
    const t0 = performance.now();
    this.guard(() => this.onMove(e));
    const ms = performance.now() - t0;
    if (!dragging && this.drag) this.pickups.push(ms);
    else {
      this.samples[this.sampleCount % SAMPLES] = ms;
      this.sampleCount += 1;
    }
  }

  /** @param {PointerEvent} e */
  onMove(e) {
    if (!(e.buttons & 1)) {
      // The button is up but no pointerup came (released outside the window): a drop as any other.
      if (this.drag) this.onUp({ button: 0 });
      else this.press = null;
      return;
    }
    if (this.press && !this.drag) {
      if (Math.hypot(e.clientX - this.press.x0, e.clientY - this.press.y0) < DRAG_START_PX) return;
      this.begin(this.press);
      this.press = null;
    }
    if (this.drag) this.follow(e);
  }

  /** @param {Press} press */
  begin({ id, grab }) {
    const app = this.app;
    const grid = app.pageGrid;
    // Pressed on a token of the page (tokenAt): it is there, unless a message took it away since.
    const g = app.graphics.get(id);
    if (!g) return;
    const span = spanCells(grid, Number(g.width), Number(g.height));
    const start = centreToCell(grid, Number(g.left), Number(g.top), span);
    this.clearTimers();
    this.pending = null;
    // The path is drawn from the token's own centre (a token need not sit on its cell's centre: a
    // 100-px token snapped by its corner), never from where the pointer took hold of it.
    /** @type {[number, number]} */
    const from = [Number(g.left), Number(g.top)];
    // The token's space as the engine reads it (one space query: its cells and outline, put down at
    // every place and step drawn), null for a token the engine left out.
    const shape = app.session.hasCreature(id) ? spaceShape(app.session.space(id, { at: start }), grid) : null;
    this.overlay.setBounds(pageBounds(app.page));
    // A token the engine left out of the scene (refused: e.g. a size not yet read on hexes) is not
    // priced: its label says why, from the engine's own sentence.
    const leftOut = app.whyLeftOut(id);
    // Untrusted, the drag is only followed (to compare the drop): nothing is priced or drawn.
    // Where to stand chosen in the panel: the places marked for it instead of the bands (the panel's
    // legend follows the token picked up); otherwise the reachable area by band.
    app.places.mover = id;
    const places = this.untrusted || !shape ? null : app.places.placesFor(id, start);
    const marks = places?.kind === 'places' ? placeMarks(places) : null;
    this.drag = {
      id,
      grab,
      span,
      shape,
      start,
      from,
      waypoints: [],
      cell: null,
      annotation: null,
      client: [0, 0],
      leftOut,
      places,
      marks,
    };
    const reach = this.untrusted || places?.kind === 'places' ? null : app.session.beginDrag(id, start);
    if (reach?.kind === 'reachable' && shape) this.overlay.drawArea(reach, grid, shape);
    else this.overlay.clearArea();
    if (places?.kind === 'places') this.overlay.drawPlaces(places, grid, shape);
    else this.overlay.clearPlaces();
    this.overlay.clearPath();
    if (places) app.changed();
  }

  /**
   * The places shown while no token is picked up (places-choice.js): drawn over the map for the token
   * they belong to, or taken away. A drag in progress draws its own.
   * @param {{id: string, places: Places} | null} standing
   */
  showStanding(standing) {
    if (this.drag) return;
    const app = this.app;
    if (!standing || standing.places.kind !== 'places' || this.untrusted || !this.view.ok) {
      this.overlay.clearPlaces();
      return;
    }
    this.overlay.setBounds(pageBounds(app.page));
    const grid = app.pageGrid;
    this.overlay.drawPlaces(standing.places, grid, spaceShape(app.session.space(standing.id), grid));
  }

  /** @param {PointerEvent} e */
  follow(e) {
    const d = this.drag;
    const p = this.toMap(e);
    if (!d || !p) return; // followed only while dragging, with a transform (onDown)
    d.client = [e.clientX, e.clientY];
    const cell = centreToCell(this.app.pageGrid, p[0] + d.grab[0], p[1] + d.grab[1], d.span);
    if (!sameCell(cell, d.cell)) {
      d.cell = cell;
      this.price();
    } else if (!this.untrusted) this.overlay.moveLabel(e.clientX, e.clientY);
  }

  price() {
    const d = this.drag;
    const app = this.app;
    if (this.untrusted || !d || !d.cell) return; // a drag over a cell (follow, waypoint)
    if (d.leftOut) {
      this.overlay.clear();
      this.showLabel(
        d.id,
        { ...d.leftOut, message: `Not priced: ${d.leftOut.message}` },
        d.cell,
        [],
        d.client,
        'left-out',
      );
      return;
    }
    d.annotation = app.session.dragTo(d.id, { start: d.start, waypoints: d.waypoints, current: d.cell });
    this.overlay.drawPath(d.annotation, d.start, app.pageGrid, d.shape, d.waypoints, d.from);
    this.showLabel(d.id, d.annotation, d.cell, d.waypoints, d.client, 'live');
  }

  /**
   * @param {string} id @param {MoveAnnotation | ErrorAnnotation} a @param {Cell} cell @param {Cell[]} waypoints
   * @param {number[]} client @param {string} state
   */
  showLabel(id, a, cell, waypoints, [x, y], state) {
    const text = labelLines(a, {
      name: this.app.session.name(id),
      waypoints: waypoints.length,
      recorded: state === 'recorded',
    });
    // Where to stand: what the place under the pointer is worth for the mode chosen.
    const place = this.drag?.id === id ? this.drag.marks?.get(`${cell[0]},${cell[1]}`) : undefined;
    if (place) text.lines.push({ cls: place.qualifies ? 'place good' : 'place', text: place.words });
    this.overlay.label(text, x, y, {
      id,
      cell: `${cell[0]},${cell[1]}`,
      total: a.kind === 'move' ? String(a.total) : '',
      band: text.band,
      code: a.kind === 'move' ? (a.illegal[0]?.code ?? '') : a.code,
      state,
    });
  }

  // Q or a right-click while dragging: Roll20 adds a waypoint where the token is.
  waypoint() {
    const d = this.drag;
    if (!d || !d.cell) return;
    const last = d.waypoints[d.waypoints.length - 1] ?? d.start;
    if (sameCell(last, d.cell)) return;
    d.waypoints.push(d.cell);
    this.price();
  }

  /** @param {KeyboardEvent} e */
  onKey(e) {
    if (!this.drag || (e.key !== 'q' && e.key !== 'Q')) return;
    const t = /** @type {HTMLElement | null} */ (e.composedPath?.()[0] ?? e.target);
    if (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))) return;
    this.waypoint();
  }

  /** @param {{button: number}} e */
  onUp(e) {
    if (e.button !== 0) return;
    this.press = null;
    const d = this.drag;
    if (!d) return;
    this.drag = null;
    this.pending = {
      id: d.id,
      start: d.start,
      from: d.from,
      waypoints: d.waypoints,
      cell: d.cell,
      shape: d.shape,
      client: d.client,
    };
    this.later(() => {
      // Roll20 recorded nothing (dropped where it started, or the move was refused): nothing to keep.
      if (this.pending?.id === d.id) this.cancel();
    }, DROP_WAIT_MS);
  }

  cancel() {
    const had = !!this.drag || !!this.pending;
    if (this.drag) this.app.session.cancelDrag?.(this.drag.id);
    this.press = null;
    this.drag = null;
    this.pending = null;
    this.overlay.clear();
    if (had && this.app.places.on) this.app.changed(); // the places of the token shown come back
  }

  /**
   * Roll20 recorded a move (app.js priced it from the model). The model wins: the overlay shows the
   * recorded path and the label its price; a drop far from where the pointer mapped means the
   * transform cannot be trusted.
   * @param {string} id @param {Required<Pick<import('../shim/index.js').Drag, 'start' | 'waypoints' | 'current'>>} drag
   * @param {MoveAnnotation} annotation
   */
  recorded(id, drag, annotation) {
    const p = this.pending;
    if (!p || p.id !== id) return;
    this.pending = null;
    const before = this.untrusted;
    if (p.cell && drag?.current && cellsApart(p.cell, drag.current) > 1)
      this.untrusted = `The drop landed at [${drag.current.join(',')}], but Roll20’s map transform put the pointer at [${p.cell.join(',')}]: the live view is off until a drop lands where it maps. Moves are priced after the drop.`;
    else this.untrusted = null;
    if (before !== this.untrusted) this.placeOverlay();
    if (this.untrusted || !this.view.ok) {
      this.overlay.clear();
      return;
    }
    const app = this.app;
    this.overlay.clearArea();
    // Recorded from where the token was picked up: drawn from its centre then.
    const from = sameCell(drag.start, p.start) ? p.from : null;
    this.overlay.setBounds(pageBounds(app.page));
    const grid = app.pageGrid;
    const shape = p.shape ?? spaceShape(app.session.space(id, { at: drag.start }), grid);
    this.overlay.drawPath(annotation, drag.start, grid, shape, drag.waypoints, from);
    const screen = shape ? this.view.toScreen(...shape.centreAt(drag.current)) : p.client;
    this.showLabel(id, annotation, drag.current, drag.waypoints, screen, 'recorded');
    this.later(() => {
      if (!this.drag) this.overlay.clear();
    }, RECORDED_SHOWN_MS);
  }

  /** @param {() => unknown} fn @param {number} ms */
  later(fn, ms) {
    const t = setTimeout(() => {
      this.timers.delete(t);
      this.guard(fn);
    }, ms);
    this.timers.add(t);
  }

  clearTimers() {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }

  /** Handler times (ms) since the last call, {moves, pickups}: the benchmark reads them. */
  takeSamples() {
    const n = Math.min(this.sampleCount, SAMPLES);
    const out = { moves: Array.from(this.samples.subarray(0, n)), pickups: this.pickups };
    this.sampleCount = 0;
    this.pickups = [];
    return out;
  }
}

// The places of a drag by cell ("x,y"), each with its mark in the legend's words.
/** @param {import('../shim/index.js').PlacesAnnotation} places @returns {Map<string, PlaceMark>} */
function placeMarks(places) {
  /** @type {Map<string | null, string>} a place's mark is null where the ruleset lacks the mode's rule */
  const words = new Map(places.legend.map((l) => [l.mark, l.label]));
  return new Map(
    places.places.map((p) => [`${p.cell[0]},${p.cell[1]}`, { qualifies: p.qualifies, words: words.get(p.mark) ?? '' }]),
  );
}
