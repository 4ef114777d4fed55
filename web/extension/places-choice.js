// Where to stand (issue 27), the extension's choice: what the reachable area shows (`off`: the cost
// per band, as always; or one of the shim's modes, PLACE_MODES: safe, flank, cover, reach) and the
// creature a mode weighs the places against, chosen by name. The shim's Session.places does the work
// (web/shim/places.js); this file picks whom to ask about and keeps the answer shown while no token is
// dragged: the places of the token selected in the panel, else the one last picked up or selected,
// else the one the readout shows, drawn on the overlay by live.js.
import { PLACE_MODES, placesTarget, placesTargets, shimError } from '../shim/index.js';

/** @typedef {import('../shim/index.js').PlacesAnnotation | import('../shim/index.js').ErrorAnnotation} Places */
/** What the choice is given (app.js placesHost): the session, and whether the page is priced. */
/** @typedef {{readonly session: import('../shim/index.js').Session, readonly priced: boolean}} PlacesHost */

export class PlacesChoice {
  /** @param {PlacesHost} host */
  constructor(host) {
    this.host = host;
    /** @type {'off' | import('../shim/index.js').PlaceMode} */
    this.mode = 'off';
    /** @type {string | null} the creature chosen by the user; null: the first of another side */
    this.target = null;
    /** @type {{id: string, places: Places} | null} the places shown while no token is dragged */
    this.standing = null;
    /** @type {string | null} the token last picked up or selected: its places stay shown */
    this.mover = null;
  }

  /**
   * The user's choice: a mode (PLACE_MODES, else 'off') and/or a target id.
   * @param {{mode?: string, target?: string | null}} choice
   */
  set({ mode, target }) {
    if (mode !== undefined) this.mode = PLACE_MODES.find((m) => m === mode) ?? 'off';
    if (target !== undefined) this.target = target || null;
  }

  get on() {
    return this.mode !== 'off';
  }

  // The creature the places are weighed against: the one chosen, else the shim's pick (placesTarget).
  /** @param {string} id */
  targetFor(id) {
    return placesTarget(this.host.session, id, this.target);
  }

  /**
   * The places annotation for creature `id` starting at `from` (default where it stands), for the
   * mode chosen; null when the choice is off or the creature is not priced.
   * @param {string} id @param {import('../lib/index.js').Cell} [from] @returns {Places | null}
   */
  placesFor(id, from) {
    const s = this.host.session;
    const mode = this.mode;
    if (mode === 'off' || !this.host.priced || !s.hasCreature(id)) return null;
    if (mode === 'safe') return s.places(id, { mode: 'safe', from });
    const target = this.targetFor(id);
    if (!target)
      return shimError(
        'no-target',
        `There is no other creature on this page to weigh ${s.name(id)}'s places against.`,
        '$.target',
        'extension',
      );
    return s.places(id, { mode, target, from });
  }

  /** The places shown while no token is dragged: those of `id` where it stands (null: none). @param {string | null} id */
  refresh(id) {
    const places = id ? this.placesFor(id) : null;
    this.standing = id && places ? { id, places } : null;
    return this.standing;
  }

  /** What the panel shows: the choice, the targets by name, and the places of `mover`. @param {string | null} mover @param {Places | null | undefined} places */
  view(mover, places) {
    return {
      mode: this.mode,
      target: mover ? this.targetFor(mover) : this.target,
      targets: placesTargets(this.host.session, mover).map(({ id, name }) => ({ id, name })),
      mover: mover ?? null,
      moverName: mover ? this.host.session.name(mover) : '',
      annotation: places ?? null,
    };
  }
}
