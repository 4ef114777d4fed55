// The Footwork tool mode's drag (the pattern of Owlbear's own `ranges` extension,
// src/background/createRangeTool.ts: remember the token and the grab offset on tool down, start an
// item interaction on the token at drag start, move it on each drag move, commit with one
// updateItems at drag end): on drag start the reachable area as local items; on each drag move the
// path per band and a label, by fast updates of local items; on drag end the token moves (or stops at
// the last legal square with "keep illegal moves out") and the move is recorded for the turn; a
// cancel leaves the scene as it was. Nothing but the dragged token is ever written to the scene.
import { centreToCell, shimError } from '../../shim/index.js';
import { spaceShape } from '../../shim/space-shape.js';
import { reachableItems, pathItems, pathPiece, PATH_BANDS } from './draw.js';
import { pieces } from './path-pieces.js';
import { placesItems } from './places.js';
import { pathGeometry } from './layout.js';
import { Trail } from '../../shim/trail.js';
import { SPENT_KEY } from './ids.js';
import { moveRecord } from './move-record.js';
import { messageOf } from './errors.js';

const TIMINGS = 512;

/** @typedef {import('@owlbear-rodeo/sdk').Item} Item */
/** @typedef {import('@owlbear-rodeo/sdk').ToolContext} ToolContext */
/** @typedef {import('@owlbear-rodeo/sdk').ToolEvent} ToolEvent */
/** @typedef {import('../../shim/index.js').ErrorAnnotation} ErrorAnnotation */
/** @typedef {import('../../shim/index.js').MoveAnnotation} MoveAnnotation */
/** @typedef {{x: number, y: number}} Vector */
/**
 * The drag in progress: the token and where it was taken hold of, its span and space, the scene's
 * grid, the start cell and the anchor (the token's position from its space's centre), the trail of
 * cells, the last price, the local items (path, reachable area or places), the SDK's interaction,
 * whether the items exist yet (`ready`; the latest move waits in `pending`), whether places are
 * drawn, what the last update sent (`sent`), whether the host has yet to answer it (`inFlight`) and
 * whether the pointer moved on meanwhile (`behind`: one update in flight, the newest drawn next).
 * @typedef {{id: string, item: Item, grab: [number, number], span: [number, number],
 *   shape: import('../../shim/space-shape.js').SpaceShape, pixel: import('../../shim/index.js').Grid,
 *   start: import('../../lib/index.js').Cell, anchor: number[], trail: Trail, annotation: MoveAnnotation | null,
 *   path: ReturnType<typeof pathItems>, reach: Item[],
 *   interaction: import('@owlbear-rodeo/sdk').InteractionManager<Item> | null, ready: boolean,
 *   pending: ToolEvent | null, places?: boolean, inFlight?: boolean, behind?: boolean,
 *   sent?: {bands: Record<string, Vector[][]>, text: string | null, at: string | null, space?: Vector[]}}} ToolDrag
 */
/** Whether a curve's points are the ones sent last (none sent yet: no). @param {Vector[] | undefined} a @param {Vector[]} b */
const samePoints = (a, b) => !!a && a.length === b.length && a.every((p, i) => p.x === b[i].x && p.y === b[i].y);
/**
 * Points frozen, as the SDK's Immer would freeze them: Immer skips what is frozen already, where it
 * would otherwise walk every point of a new curve when it finalizes the update (0.3 ms a move on a
 * long trail). @param {Vector[]} points
 */
const frozen = (points) => {
  for (const p of points) Object.freeze(p);
  Object.freeze(points);
  return points;
};
/** A problem of a drag, in the shim's one shape. @param {string} code @param {string} message */
const dragProblem = (code, message) => shimError(code, message, '$', 'owlbear');
export class DragTool {
  /**
   * @param {typeof import('@owlbear-rodeo/sdk').default} obr the SDK's OBR object (or a stand-in with the same members)
   * @param {import('./link.js').SceneLink} link
   * @param {{settings: () => import('./scene-map.js').Settings, canMove: (item: Item) => boolean,
   *   report: (problem: ErrorAnnotation) => void, rescoped?: () => void, places?: import('./places.js').Places}} host
   *   (`rescoped`: the priced window moved to the dragged token; the panel's problems are new;
   *   `places`: where to stand, chosen in the panel: drawn instead of the reachable area)
   */
  constructor(obr, link, host) {
    this.obr = obr;
    this.link = link;
    this.host = host;
    /** @type {{item: Item, grab: [number, number]} | null} after tool down on a token */
    this.down = null;
    /** @type {ToolDrag | null} the drag in progress */
    this.drag = null;
    /** Milliseconds per drag move from the SDK's event to the local items sent (the benchmark reads these). */
    /** @type {number[]} */
    this.timings = [];
    /** @type {number[]} the part of each of those spent in the shim's dragTo (the engine and its annotation) */
    this.engineTimings = [];
  }

  /** @param {ToolContext} _context @param {ToolEvent} event */
  onToolDown(_context, event) {
    this.down = null;
    const item = event.target;
    if (!item || item.locked || item.type !== 'IMAGE' || item.layer !== 'CHARACTER') return;
    if (!this.host.canMove(item)) return;
    const token = this.link.tokens.get(item.id);
    const [cx, cy] = token ? token.rect.centre : [event.pointerPosition.x, event.pointerPosition.y];
    this.down = { item, grab: [event.pointerPosition.x - cx, event.pointerPosition.y - cy] };
  }

  /** @param {ToolContext} _context @param {ToolEvent} event */
  async onToolDragStart(_context, event) {
    const down = this.down;
    if (!down) return;
    if (!this.link.ready) return this.#reportNoScene();
    // A token outside the window a too-big scene is priced in: the window moves to it first.
    if (!this.link.tokens.has(down.item.id) && this.link.focusOn(down.item.id)) this.host.rescoped?.();
    const token = this.link.tokens.get(down.item.id);
    if (!token) {
      const why = this.link.problems.find((p) => p.item === down.item.id);
      this.host.report(
        why ?? dragProblem('unknown-token', `Footwork does not know the token "${down.item.name ?? down.item.id}".`),
      );
      return;
    }
    // Read from the scene but refused by the engine (on hexes, a creature bigger than one hex:
    // not-on-hex): the engine's sentence, and no drag priced or drawn for it.
    if (!this.link.session.hasCreature(token.id)) {
      const why = this.link.problems.find((p) => p.token === token.id);
      this.host.report(
        why
          ? { ...why, message: `Not priced: ${why.message}` }
          : dragProblem('not-in-scene', `Not priced: ${token.name} is not in Footwork's scene.`),
      );
      return;
    }
    // Read after focusOn: a window moved to this token is a new mapping, with its own grid.
    const mapped = this.link.mapped;
    if (!mapped) return this.#reportNoScene(); // the window's new mapping was refused
    const pixel = mapped.pixel;
    const start = token.spec.position;
    // The token's space as the engine reads it (one space query; put down at every place and step).
    const shape = spaceShape(this.link.session.space(token.id, { at: start }), pixel);
    if (!shape) {
      this.host.report(dragProblem('no-space', `Footwork could not work out where ${token.name} stands.`));
      return;
    }
    // Where the token's position point sits relative to the centre of its space (kept when snapping).
    const [cx, cy] = shape.centreAt(start);
    /** @type {ToolDrag} */
    const drag = {
      id: token.id,
      item: down.item,
      grab: down.grab,
      span: token.span,
      shape,
      pixel,
      start,
      // A token larger than one hex is put on its space (the corner its central hexes share, for even
      // widths) rather than on a hex centre as Owlbear snaps it: so it covers the hexes the engine reads.
      anchor:
        pixel.type === 'hex' && token.span[0] > 1 ? [0, 0] : [down.item.position.x - cx, down.item.position.y - cy],
      trail: new Trail(start, pixel),
      annotation: null,
      path: pathItems(pixel, token.span),
      reach: [],
      interaction: null,
      ready: false,
      pending: event,
    };
    this.drag = drag;
    // Where to stand chosen in the panel: the places marked instead of the bands (places.js).
    const places = this.host.places?.placesFor(token.id, start) ?? null;
    if (places) {
      drag.places = true;
      this.host.places?.dragStarted(token.id, places);
    }
    if (places?.kind === 'places') drag.reach = placesItems(places, pixel, shape);
    else {
      const reach = this.link.session.beginDrag(token.id, start);
      if (reach.kind === 'error')
        this.host.report({
          ...reach,
          message: `Footwork could not work out where ${token.name} can go: ${reach.message}`,
        });
      else drag.reach = reachableItems(reach, pixel, shape);
    }
    try {
      await this.obr.scene.local.addItems([...drag.reach, ...drag.path.all]);
      drag.interaction = await this.obr.interaction.startItemInteraction(down.item);
    } catch (e) {
      this.host.report(dragProblem('draw-failed', `Footwork could not draw the move: ${messageOf(e)}`));
    }
    drag.ready = true;
    if (this.drag !== drag) return this.#clear(drag); // ended or cancelled while starting
    const pending = drag.pending;
    drag.pending = null;
    if (pending) this.onToolDragMove(_context, pending);
  }

  /** @param {ToolContext} _context @param {ToolEvent} event */
  onToolDragMove(_context, event) {
    const drag = this.drag;
    if (!drag) return;
    if (!drag.ready) {
      drag.pending = event; // the latest pointer wins; drawn once the items exist
      return;
    }
    // Every pointer position goes into the trail (it is the path the user led), but only the newest
    // is priced and drawn: while the host has not answered the last update, a move only marks the
    // drag as behind, and the answer's arrival draws the trail as it is then (#answered).
    if (!drag.trail.moveTo(this.#cellUnder(drag, event.pointerPosition))) return;
    if (drag.inFlight) drag.behind = true;
    else this.#answer(drag);
  }

  // Prices the trail as it is and sends what changed (the path, its label, the token's place).
  /** @param {ToolDrag} drag */
  #answer(drag) {
    const t0 = performance.now();
    const a = this.link.session.dragTo(drag.id, drag.trail.drag());
    const t1 = performance.now();
    this.#show(drag, a);
    const t2 = performance.now();
    this.timings.push(t2 - t0);
    this.engineTimings.push(t1 - t0);
    if (this.timings.length > TIMINGS) this.timings.splice(0, this.timings.length - TIMINGS);
    if (this.engineTimings.length > TIMINGS) this.engineTimings.splice(0, this.engineTimings.length - TIMINGS);
  }

  // The host answered the drag's last update: a drag still going that moved meanwhile is drawn now.
  /** @param {ToolDrag} drag */
  #answered(drag) {
    drag.inFlight = false;
    if (!drag.behind || this.drag !== drag) return;
    drag.behind = false;
    this.#answer(drag);
  }

  /** @param {ToolContext} _context @param {ToolEvent} event */
  async onToolDragEnd(_context, event) {
    const drag = this.drag;
    if (!drag) return;
    this.drag = null;
    this.down = null;
    drag.trail.moveTo(this.#cellUnder(drag, event.pointerPosition));
    let length = drag.trail.cells.length;
    if (this.host.settings().keepIllegalOut) length = this.#legalLength(drag);
    const session = this.link.session;
    const final = drag.trail.drag(length);
    let annotation = null;
    if (length > 0) annotation = session.endDrag(drag.id, final);
    else session.cancelDrag(drag.id);
    if (drag.ready) await this.#clear(drag);
    if (drag.places) this.host.places?.dragEnded();
    if (!annotation) return;
    const error = annotation.kind === 'error' ? annotation : annotation.placeError;
    if (error) {
      this.host.report({ ...error, message: `Footwork could not move the token: ${error.message}` });
      return;
    }
    if (annotation.kind === 'error') return; // said above
    const end = final.path.at(-1) ?? final.start;
    const [cx, cy] = drag.shape.centreAt(end);
    const position = { x: cx + drag.anchor[0], y: cy + drag.anchor[1] };
    const spent = session.spent(drag.id);
    const record = {
      turn: this.host.settings().turn,
      feet: spent.feet,
      diagonals: spent.diagonals,
      drags: spent.drags,
      // The record of this move, for every player's panel (move-record.js).
      last: moveRecord(annotation, { name: this.link.session.name(drag.id), turn: this.host.settings().turn }),
    };
    try {
      await this.obr.scene.items.updateItems([drag.item], (/** @type {Item[]} */ items) => {
        for (const item of items) {
          item.position = position;
          item.metadata[SPENT_KEY] = record;
        }
      });
    } catch (e) {
      this.host.report(dragProblem('host-refused', `Owlbear refused to move the token: ${messageOf(e)}`));
    }
  }

  async onToolDragCancel() {
    const drag = this.drag;
    this.drag = null;
    this.down = null;
    if (!drag) return;
    this.link.session.cancelDrag(drag.id);
    if (drag.ready) await this.#clear(drag);
    if (drag.places) this.host.places?.dragEnded();
  }

  onDeactivate() {
    return this.onToolDragCancel();
  }

  // Nothing priced: the scene's first problem (why it is not loaded), else that there is none.
  #reportNoScene() {
    this.host.report(this.link.problems[0] ?? dragProblem('no-scene', 'Footwork has no scene loaded.'));
  }

  // The top-left cell of the token's space when the pointer is at `p` (the grab offset kept).
  /** @param {ToolDrag} drag @param {Vector} p */
  #cellUnder(drag, p) {
    return centreToCell(drag.pixel, p.x - drag.grab[0], p.y - drag.grab[1], drag.span);
  }

  // How much of the trail can be kept: the longest start of it that is legal and may end there.
  /** @param {ToolDrag} drag */
  #legalLength(drag) {
    const session = this.link.session;
    const full = session.dragTo(drag.id, drag.trail.drag());
    if (full.kind === 'error') return 0;
    if (full.legal && full.canEnd) return drag.trail.cells.length;
    const firstBad = full.cells.findIndex((c) => !c.legal);
    let n = Math.min(drag.trail.cells.length, firstBad < 0 ? full.cells.length : firstBad);
    for (; n > 0; n--) {
      const a = session.dragTo(drag.id, drag.trail.drag(n));
      if (a.kind !== 'error' && a.legal && a.canEnd) return n;
    }
    return 0;
  }

  /** @param {ToolDrag} drag @param {MoveAnnotation | ErrorAnnotation} a */
  #show(drag, a) {
    if (a.kind === 'error') {
      this.#send(drag, { speed: [], dash: [], beyond: [], illegal: [] }, `✖ ${a.message}`, null);
      return;
    }
    drag.annotation = a;
    const g = pathGeometry(a, drag.pixel, drag.start, drag.shape, drag.span);
    const end = drag.trail.last;
    const [cx, cy] = drag.shape.centreAt(end);
    this.#send(drag, g.points, g.text, g.labelAt, { x: cx + drag.anchor[0], y: cy + drag.anchor[1] }, g.space);
  }

  // One fast update of the path's local items (curve points, label text and position: fields a fast
  // update carries), and the token's interaction. Only what changed since the last move is sent: of
  // each band's curve the pieces whose points changed (path-pieces.js; usually the one at the trail's
  // end), a piece the path has newly grown into added as a new local item. An item goes to
  // updateItems as {id, type, the keys that change}: the SDK sends only an item's id, type and
  // changed keys anyway (lib/api/scene/SceneLocalApi.js), so Immer drafts and postMessage copies less.
  /**
   * @param {ToolDrag} drag @param {Record<string, Vector[]>} points @param {string} text
   * @param {Vector | null} labelAt @param {Vector} [tokenAt] @param {Vector[]} [space]
   */
  #send(drag, points, text, labelAt, tokenAt, space = []) {
    const { curves, label } = drag.path;
    const sent = (drag.sent ??= { bands: {}, text: null, at: null });
    /** @type {any[]} */
    const items = [];
    /** @type {Array<(draft: any) => void>} */
    const changes = [];
    /** @type {Item[]} */
    const added = [];
    for (const band of PATH_BANDS) {
      const now = pieces(points[band]);
      const before = (sent.bands[band] ??= []);
      const made = curves[band];
      // Every piece made is kept (emptied when the path is cut back), so a drag makes each once.
      for (let k = 0; k < Math.max(now.length, made.length); k++) {
        const piece = now[k] ?? [];
        if (k < made.length && samePoints(before[k] ?? [], piece)) continue; // a piece is made empty
        before[k] = frozen(piece);
        if (k < made.length) {
          const curve = made[k];
          items.push({ id: curve.id, type: curve.type, points: curve.points });
          changes.push((d) => (d.points = piece));
        } else {
          const curve = pathPiece(drag.pixel, band, k, drag.path.z, piece);
          made.push(curve);
          drag.path.all.push(curve);
          added.push(curve);
        }
      }
    }
    // The outline of a larger hex token's space at the path's end (a curve's points: a fast update).
    const outline = drag.path.space;
    if (outline && !samePoints(sent.space, space)) {
      sent.space = frozen(space);
      items.push({ id: outline.id, type: outline.type, points: outline.points });
      changes.push((d) => (d.points = space));
    }
    const at = labelAt ? `${labelAt.x},${labelAt.y}` : sent.at;
    if (text !== sent.text || at !== sent.at) {
      sent.text = text;
      sent.at = at;
      items.push({ id: label.id, type: label.type, text: label.text, position: label.position }); // `text` goes whole
      changes.push((d) => {
        d.text.plainText = text;
        if (labelAt) d.position = labelAt;
      });
    }
    /** @type {Promise<unknown>[]} */
    const calls = [];
    if (added.length) calls.push(this.obr.scene.local.addItems(added));
    if (items.length)
      calls.push(
        this.obr.scene.local.updateItems(
          items,
          (/** @type {any[]} */ drafts) => drafts.forEach((d, i) => changes[i](d)),
          true,
        ),
      );
    if (calls.length) {
      drag.inFlight = true;
      Promise.all(calls)
        .catch((/** @type {unknown} */ e) =>
          this.host.report(dragProblem('draw-failed', `Footwork could not draw the path: ${messageOf(e)}`)),
        )
        .finally(() => this.#answered(drag));
    }
    if (tokenAt && drag.interaction) {
      const [update] = drag.interaction;
      update((/** @type {Item} */ token) => {
        token.position = tokenAt;
      });
    }
  }

  /** @param {ToolDrag} drag */
  async #clear(drag) {
    if (drag.interaction) {
      drag.interaction[1]();
      drag.interaction = null;
    }
    const ids = [...drag.reach, ...drag.path.all].map((i) => i.id);
    try {
      await this.obr.scene.local.deleteItems(ids);
    } catch (e) {
      this.host.report(dragProblem('clear-failed', `Footwork could not clear its drawings: ${messageOf(e)}`));
    }
  }
}
