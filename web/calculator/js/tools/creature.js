// The Creatures tool: a click on a creature chooses it (its fields in the form), a drag moves it by
// the cell grabbed (that cell stays under the pointer: where the engine puts the space held by it),
// a click on an empty cell places a creature as the form describes it. States: idle → dragging.
import { clearFields, markField } from '../fields.js';
import { SAY } from '../../../shim/words.js';
import { $ } from '../dom.js';

import { dragState } from './machine.js';
import { placeNew, refusedWhileDragging } from '../placing.js';

/** @typedef {[number, number]} Cell */

/**
 * @param {{to: import('./machine.js').Transition, machine: import('./machine.js').ToolMachine,
 *   scene: import('../scene-state.js').SceneState, move: import('../move-state.js').MoveModel, state: import('../store.js').State,
 *   form: import('../creature-form.js').CreatureForm, changes: import('../changes.js').Changes}} parts
 * @returns {import('./machine.js').Tool}
 */
export function creatureTool({ to, machine, scene, move, state, form, changes }) {
  // A creature placed as the form describes it on the cell clicked: an empty form asks for a name
  // first rather than making a nameless "creature-2" on its own, and for a speed rather than making
  // one that cannot move.
  function place(/** @type {Cell} */ cell) {
    if (!form.named()) {
      markField({ path: '$.creature.id', message: SAY.nameFirst }, undefined);
      $('cr-id').focus();
      return;
    }
    if (!form.hasSpeed()) return form.askSpeed();
    const spec = form.read(cell);
    spec.id = form.freshId(spec.id);
    scene.remember();
    // Not where the engine says it may not stand (another's space): refused in its words.
    if (!scene.change((s) => placeNew(s, spec), { remembered: true })) return;
    form.select(spec.id);
    if (!move.mover()) {
      state.mover = spec.id;
      changes.emit('move');
    }
  }

  /**
   * The creature dragged, the cell grabbed and where it stood; remembered once per drag; refused while
   * the pointer is over a position it may not stand in.
   */
  let drag = {
    id: '',
    grab: /** @type {Cell} */ ([0, 0]),
    anchor: /** @type {Cell} */ ([0, 0]),
    remembered: false,
    refused: false,
  };

  return {
    states: {
      idle: {
        down(at) {
          clearFields(form.fields());
          const c = scene.creatureAt(at.cell);
          if (!c) {
            place(at.cell);
            return;
          }
          form.select(c.id);
          to('dragging', { id: c.id, grab: at.cell, anchor: c.position });
          changes.emit('move');
        },
      },
      dragging: dragState(to, machine, {
        enter(info) {
          drag = { ...info, remembered: false, refused: false };
        },
        move(at) {
          // The cell grabbed stays under the pointer: where the engine puts the space held by it.
          const held = scene.session.space(drag.id, { at: drag.anchor, grab: drag.grab, pointer: at.cell });
          // Over a position the engine says it may not stand in: it stays at its last allowed one.
          if (held.kind !== 'space' || refusedWhileDragging(scene.errors, drag, held)) return;
          const pos = held.at;
          const c = scene.creature(drag.id);
          if (!c || (c.position[0] === pos[0] && c.position[1] === pos[1])) return;
          if (!drag.remembered) {
            scene.remember();
            drag.remembered = true;
          }
          if (scene.change((s) => s.placeCreature(drag.id, pos), { lazy: true })) {
            if (drag.id === state.mover) state.path = [];
            form.showPosition(pos);
          }
        },
      }),
    },
    grabs: (at) => !!scene.creatureAt(at.cell),
  };
}
