// Where to stand (issue 27), the background page's part: the player's choice from the panel (what
// the reachable area shows: the cost per band, or places safe / flanking / in cover from / in reach
// of a creature chosen by name), the places asked of the shim (Session.places, web/shim/places.js),
// drawn as local items for the one token selected (while no drag is in progress; drag.js draws the
// dragged token's instead of its reachable area), and what the panel shows: the targets by name, the
// summary or the ruleset's sentence, the legend. Only this player sees local items.
import { buildPath, Command } from '@owlbear-rodeo/sdk';
import { PLACE_MODES, placesTarget, placesTargets, shimError } from '../../shim/index.js';
import { spaceShape } from '../../shim/space-shape.js';
import { PLACE_COLOURS } from '../../shim/colours.js';
import { LOCAL_KEY } from './ids.js';
import { messageOf } from './errors.js';

const OPACITY = { good: 0.45, other: 0.15 };
// Colours by a mark's name (the places annotation names them as text).
const COLOUR = /** @type {Record<string, string>} */ (PLACE_COLOURS);

/** @typedef {import('../../shim/index.js').PlacesAnnotation | import('../../shim/index.js').ErrorAnnotation} PlacesAnswer */
/** @typedef {import('@owlbear-rodeo/sdk').Item} Item */

/**
 * The places annotation as local items: one filled path per mark (those that qualify strongly, the
 * others faintly), each place a cell centred where the token's centre goes (space-shape.js cellAt).
 * @param {PlacesAnswer | null} places the places annotation @param {import('../../shim/index.js').Grid} pixel the scene's grid
 * @param {import('../../shim/space-shape.js').SpaceShape} shape the mover's space
 * @returns {Item[]}
 */
export function placesItems(places, pixel, shape) {
  if (!places || places.kind !== 'places' || places.unavailable) return [];
  /** @type {Item[]} */
  const items = [];
  for (const good of [false, true])
    for (const mark of Object.keys(PLACE_COLOURS)) {
      /** @type {import('@owlbear-rodeo/sdk').PathCommand[]} */
      const commands = [];
      for (const p of places.places) {
        if (p.mark !== mark || p.qualifies !== good) continue;
        const q = shape.cellAt(p.cell);
        commands.push([Command.MOVE, q[0][0], q[0][1]]);
        for (const [x, y] of q.slice(1)) commands.push([Command.LINE, x, y]);
        commands.push([Command.CLOSE]);
      }
      if (!commands.length) continue;
      items.push(
        buildPath()
          .commands(commands)
          .fillColor(COLOUR[mark])
          .fillOpacity(good ? OPACITY.good : OPACITY.other)
          .strokeOpacity(0)
          .strokeWidth(0)
          .layer('DRAWING')
          .disableHit(true)
          .locked(true)
          .name(`Footwork places (${mark})`)
          .metadata({ [LOCAL_KEY]: `places-${mark}` })
          .build(),
      );
    }
  return items;
}

export class Places {
  /**
   * @param {typeof import('@owlbear-rodeo/sdk').default} obr the SDK's OBR (or a stand-in)
   * @param {import('./link.js').SceneLink} link
   * @param {{report: (problem: import('../../shim/index.js').ErrorAnnotation) => void, publish: () => void}} host
   */
  constructor(obr, link, host) {
    this.obr = obr;
    this.link = link;
    this.host = host;
    /** @type {'off' | import('../../shim/index.js').PlaceMode} */
    this.mode = 'off';
    /** @type {string | null} the creature chosen in the panel; null: the first of another side */
    this.target = null;
    /** @type {string[]} the player's selection */
    this.selection = [];
    /** @type {Item[]} the local items drawn for the selected token */
    this.items = [];
    /** @type {{id: string, places: PlacesAnswer, grid: string} | null} what `items` show: whose
     * places, the answer (the shim's kept object: the same while the question and scene are) and the
     * pixel grid they were laid on */
    this.drawn = null;
    /** @type {{mover: string | null, places: PlacesAnswer | null}} what the panel is told */
    this.shown = { mover: null, places: null };
    this.dragging = false;
    /** @type {Promise<void>} */
    this.drawing = Promise.resolve();
  }

  /**
   * The panel's choice: {mode} (PLACE_MODES, else 'off') and/or {target} (a creature id).
   * @param {{mode?: string, target?: string | null}} [choice]
   */
  choose({ mode, target } = {}) {
    if (mode !== undefined) this.mode = PLACE_MODES.find((m) => m === mode) ?? 'off';
    if (target !== undefined) this.target = typeof target === 'string' && target !== '' ? target : null;
    const drawn = this.refresh();
    this.host.publish();
    return drawn;
  }

  /** The player's selection changed. @param {unknown} ids */
  select(ids) {
    this.selection = Array.isArray(ids) ? ids.filter((x) => typeof x === 'string') : [];
    const drawn = this.refresh();
    this.host.publish();
    return drawn;
  }

  get on() {
    return this.mode !== 'off';
  }

  // The chosen creature, else the shim's pick (placesTarget: another side first, else any other).
  /** @param {string} id */
  targetFor(id) {
    return placesTarget(this.link.session, id, this.target);
  }

  /**
   * The places annotation of creature `id` from `from` for the mode chosen; null when off.
   * @param {string} id @param {import('../../lib/index.js').Cell} [from] @returns {PlacesAnswer | null}
   */
  placesFor(id, from) {
    const s = this.link.session;
    const mode = this.mode;
    if (mode === 'off' || !this.link.ready || !s.hasCreature(id)) return null;
    if (mode === 'safe') return s.places(id, { mode, from });
    const target = this.targetFor(id);
    if (!target)
      return shimError(
        'no-target',
        `There is no other creature in the scene to weigh ${s.name(id)}'s places against.`,
        '$.target',
        'owlbear',
      );
    return s.places(id, { mode, target, from });
  }

  /** A drag began (drag.js): the panel is told of the dragged token's places; the selection's go. @param {string} id @param {PlacesAnswer} places */
  dragStarted(id, places) {
    this.dragging = true;
    this.shown = { mover: id, places };
    this.host.publish();
    return this.#draw([]);
  }

  /** The drag is over: the selected token's places come back. */
  dragEnded() {
    this.dragging = false;
    const drawn = this.refresh();
    this.host.publish();
    return drawn;
  }

  /** Asks again for the selected token (after a choice, a selection or a change of the scene); the caller publishes. */
  refresh() {
    if (this.dragging) return this.drawing;
    const id = this.selection.find((x) => this.link.tokens.has(x) && this.link.session.hasCreature(x)) ?? null;
    const places = id ? this.placesFor(id) : null;
    this.shown = { mover: id, places };
    const pixel = this.link.mapped?.pixel;
    // A scene change the engine does not see (a map renamed, an unmarked drawing moved) gives the same kept
    // answer on the same grid: what is drawn stays, with no delete and add for the host to redraw.
    const grid = JSON.stringify(pixel ?? null);
    const d = this.drawn;
    if (id && places && d && d.id === id && d.places === places && d.grid === grid) return this.drawing;
    const shape = places?.kind === 'places' && id && pixel ? spaceShape(this.link.session.space(id), pixel) : null;
    return this.#draw(
      shape && pixel ? placesItems(places, pixel, shape) : [],
      id && places ? { id, places, grid } : null,
    );
  }

  // The selected token's items replaced (one at a time: a later call waits for the one before).
  /** @param {Item[]} items @param {{id: string, places: PlacesAnswer, grid: string} | null} [of] what they show */
  #draw(items, of = null) {
    this.drawn = of;
    this.drawing = this.drawing.then(async () => {
      const old = this.items.map((i) => i.id);
      this.items = items;
      try {
        if (old.length) await this.obr.scene.local.deleteItems(old);
        if (items.length) await this.obr.scene.local.addItems(items);
      } catch (e) {
        this.host.report(
          shimError('draw-failed', `Footwork could not draw where to stand: ${messageOf(e)}`, '$', 'owlbear'),
        );
      }
    });
    return this.drawing;
  }

  /** For the panel's status: the choice, the targets by name, the mover and its places in words. */
  view() {
    const { mover, places } = this.shown;
    const s = this.link.session;
    const known = !!mover && s.loaded && s.hasCreature(mover);
    /** @type {{mode: string, target: string | null, targets: Array<{id: string, name: string}>, mover: string | null,
     *   moverName: string, summary: string, legend: Array<{mark: string, label: string, count: number, colour: string}>,
     *   unavailable: boolean}} */
    const out = {
      mode: this.mode,
      target: known && mover ? this.targetFor(mover) : this.target,
      targets: s.loaded ? placesTargets(s, known ? mover : null).map(({ id, name }) => ({ id, name })) : [],
      mover: known ? mover : null,
      moverName: known && mover ? s.name(mover) : '',
      summary: '',
      legend: [],
      unavailable: false,
    };
    if (!this.on) return out;
    if (!known) out.summary = 'Select or pick up a token to see where it can stand.';
    else if (places?.kind === 'error') Object.assign(out, { summary: places.message, unavailable: true });
    else if (places?.kind === 'places') {
      out.summary = `${out.moverName}: ${places.unavailable ?? places.summary}`;
      out.unavailable = !!places.unavailable;
      out.legend = places.legend.map(({ mark, label, count }) => ({ mark, label, count, colour: COLOUR[mark] }));
    }
    return out;
  }
}
