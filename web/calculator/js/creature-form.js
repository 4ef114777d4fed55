// The creature form (Creatures tool): the creature chosen on the map shown in its fields, *Apply*
// (the creature as the form describes it; a new id renames it) and *Remove*, and the form read for
// a creature placed with a click. The conditions and traits are offered in words, their values the
// engine's codes; the sizes are the scene's ruleset's.
import { plainWords, SAY } from '../../shim/words.js';
import { CONDITIONS, TRAITS } from './legend.js';
import { clearFields, markField } from './fields.js';
import { $, byId, fillSelect } from './dom.js';
import { replaceChecked } from './placing.js';
import { shimError } from '../../shim/index.js';

/** @type {(keyof import('../../lib/protocol.js').Speeds)[]} */
const SPEEDS = ['walk', 'fly', 'swim', 'climb', 'burrow'];

export class CreatureForm {
  /**
   * @param {{scene: import('./scene-state.js').SceneState, state: import('./store.js').State, errors: import('./errors.js').ErrorBox,
   *   changes: import('./changes.js').Changes}} parts
   */
  constructor({ scene, state, errors, changes }) {
    this.scene = scene;
    /** @type {string | null} the creature chosen with the Creatures tool */
    this.selected = null;
    checks($('cr-conditions'), CONDITIONS);
    checks($('cr-traits'), TRAITS);
    changes.on('scene', ({ whole }) => {
      if (!whole) return;
      fillSelect(
        byId('cr-size', HTMLSelectElement),
        scene.ruleset().sizes.map((/** @type {any} */ s) => s.size),
        byId('cr-size', HTMLSelectElement).value || 'medium',
      );
    });

    $('cr-apply').addEventListener('click', () => {
      clearFields(this.fields());
      const old = scene.creature(this.selected ?? '');
      if (!old) {
        errors.report(shimError('page', 'Select a creature first: Creatures tool, click it.', '$', 'page'));
        return;
      }
      if (!this.hasSpeed()) return this.askSpeed();
      const spec = this.read(old.position);
      // What the form does not show is kept as the creature had it.
      /** @type {(keyof import('../../lib/index.js').CreatureSpec)[]} */
      const kept = ['shape', 'space', 'perCell', 'unawareOf', 'load', 'strength'];
      for (const k of kept) if (old[k] !== undefined) /** @type {Record<string, unknown>} */ (spec)[k] = old[k];
      if (spec.id === old.id) {
        scene.remember();
        scene.change((s) => replaceChecked(s, spec, old), { remembered: true }); // not grown into another's space
      } else {
        const next = scene.spec();
        next.creatures = (next.creatures ?? []).map((/** @type {any} */ c) => (c.id === old.id ? spec : c));
        if (!scene.load(next)) {
          if (state.mover === old.id) state.mover = spec.id;
          this.selected = spec.id;
          changes.emit('move');
        }
      }
    });
    $('cr-remove').addEventListener('click', () => {
      const id = this.selected;
      if (!id) return;
      scene.remember();
      if (scene.change((s) => s.removeToken(id), { remembered: true })) {
        this.selected = null;
        if (state.mover === id) {
          state.mover = '';
          state.path = [];
        }
        changes.emit('move');
      }
    });
  }

  /** The fields a creature's error may name. */
  fields() {
    return ['cr-id', 'cr-side', 'cr-size', 'cr-reach', ...SPEEDS.map((k) => 'cr-' + k)];
  }

  /** Whether the form names a creature (a click places one only then). */
  named() {
    return !!byId('cr-id', HTMLInputElement).value.trim();
  }

  /**
   * Whether the form gives a speed (walk, or any other kind; 0 counts: a creature that does not
   * move). A creature with none is asked for one rather than made unable to move in silence.
   */
  hasSpeed() {
    return SPEEDS.some((k) => byId('cr-' + k, HTMLInputElement).value !== '');
  }

  /** Marks the walk field with the request for a speed and gives it the focus. */
  askSpeed() {
    markField({ path: '$.creature.speeds.walk', message: SAY.speedFirst }, undefined);
    $('cr-walk').focus();
  }

  /** The creature the form describes, at `position`. @param {[number, number]} position @returns {any} */
  read(position) {
    /** @type {any} */
    const c = { id: byId('cr-id', HTMLInputElement).value.trim(), position };
    const size = byId('cr-size', HTMLSelectElement).value;
    if (size) c.size = size;
    const side = byId('cr-side', HTMLInputElement).value.trim();
    if (side) c.side = side;
    /** @type {Record<string, number>} */
    const speeds = {};
    for (const k of SPEEDS)
      if (byId('cr-' + k, HTMLInputElement).value !== '') speeds[k] = Number(byId('cr-' + k, HTMLInputElement).value);
    c.speeds = speeds;
    const ticked = (/** @type {string} */ id) =>
      [.../** @type {NodeListOf<HTMLInputElement>} */ ($(id).querySelectorAll('input:checked'))].map((i) => i.value);
    const conditions = ticked('cr-conditions');
    if (conditions.length) c.conditions = conditions;
    const traits = ticked('cr-traits');
    if (traits.length) c.traits = traits;
    if (byId('cr-reach', HTMLInputElement).value !== '') c.reach = Number(byId('cr-reach', HTMLInputElement).value);
    if (byId('cr-reach-weapon', HTMLInputElement).checked) c.reachWeapon = true;
    return c;
  }

  /** Chooses a creature: its fields in the form. @param {string} id */
  select(id) {
    this.selected = id;
    const c = this.scene.creature(id);
    if (!c) return;
    byId('cr-id', HTMLInputElement).value = c.id;
    byId('cr-side', HTMLInputElement).value = c.side || '';
    if (
      [...byId('cr-size', HTMLSelectElement).options].some((/** @type {any} */ o) => o.value === (c.size || 'medium'))
    )
      byId('cr-size', HTMLSelectElement).value = c.size || 'medium';
    this.showPosition(c.position);
    // Where a space stands: its top-left cell on squares, its anchor hex on hexes (docs/rules/hex.md).
    $('cr-pos').title = this.scene.shape
      ? 'The anchor hex of its space: the centre hex of an odd width, the top-left hex of the central three of an even one'
      : 'The top-left cell of its space';
    for (const k of SPEEDS)
      byId('cr-' + k, HTMLInputElement).value = c.speeds && c.speeds[k] !== undefined ? String(c.speeds[k]) : '';
    /** @type {Set<string>} */
    const conds = new Set(c.conditions || []);
    for (const i of $('cr-conditions').querySelectorAll('input')) i.checked = conds.has(i.value);
    /** @type {Set<string>} */
    const traits = new Set(c.traits || []);
    for (const i of $('cr-traits').querySelectorAll('input')) i.checked = traits.has(i.value);
    byId('cr-reach', HTMLInputElement).value = c.reach === undefined ? '' : String(c.reach);
    byId('cr-reach-weapon', HTMLInputElement).checked = !!c.reachWeapon;
  }

  /** @param {[number, number]} position */
  showPosition(position) {
    byId('cr-pos', HTMLInputElement).value = `[${position}]`;
  }

  /** An id not yet taken: `base`, else base-2, base-3 … @param {string} base */
  freshId(base) {
    const used = new Set(this.scene.creatures().map((c) => c.id));
    if (base && !used.has(base)) return base;
    for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}

/** @param {HTMLElement} box @param {readonly string[]} names */
function checks(box, names) {
  box.replaceChildren(
    ...names.map((c) => {
      const l = document.createElement('label');
      const i = document.createElement('input');
      i.type = 'checkbox';
      i.value = c;
      l.append(i, ' ' + plainWords(c)); // the value stays the engine's code
      return l;
    }),
  );
}
