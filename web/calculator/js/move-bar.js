// The move bar above the map and the Path tool's options: *Mover*, *Allowance* (the band the move is
// judged against), *Spent ft* and *Diagonals* (the shim's turn ledger), *Mode*, the path's buttons
// (take back, clear, stand up, drop prone), *New turn*, *Move token*, and the *Reachable area* and
// *Best path* switches with the reachable area's line. It shows the move model's figures after every
// change and says each of its own changes on the update path.
import { clearFields, markField, inWords } from './fields.js';
import { $, byId, need, fillSelect } from './dom.js';
import { cells } from './move-panel.js';

const isCell = Array.isArray;

/**
 * @param {{scene: import('./scene-state.js').SceneState, move: import('./move-state.js').MoveModel,
 *   state: import('./store.js').State, road: import('./drag-road.js').DragRoad, edits: import('./path-edits.js').PathEdits,
 *   changes: import('./changes.js').Changes}} parts
 */
export function wireMoveBar({ scene, move, state, road, edits, changes }) {
  const session = scene.session;
  let reachShown = -1;

  changes.on(['scene', 'move'], () => {
    clearFields(['band', 'mode']);
    // The bands as the scene's rules have them (a house rule may make a Dash ×3).
    const bands = session.bands;
    fillSelect(
      byId('band', HTMLSelectElement),
      bands.map((b) => b.name),
      move.band(),
      (n) => {
        const b = bands.find((x) => x.name === n);
        // Every band the ruleset lists has a multiplier or a number of squares.
        if (!b || (b.multiplier === undefined && b.squares === undefined)) return n;
        return b.multiplier !== undefined
          ? `${n} (×${b.multiplier})`
          : `${n} (${cells(/** @type {number} */ (b.squares))})`;
      },
    );
    fillSelect(
      byId('mover', HTMLSelectElement),
      scene.creatures().map((c) => c.id),
      state.mover,
    );
    // What a field says: the ledger's figure, or the refused text still being corrected.
    const had = move.spent();
    for (const field of ['spent', 'diagonals']) {
      const typed = move.typed[field];
      if (typed === undefined) clearFields([field]);
      byId(field, HTMLInputElement).value = typed ?? String(field === 'spent' ? had.feet : had.diagonals);
    }
    byId('mode', HTMLSelectElement).value = state.mode;
    if (reachShown !== move.reachVersion) {
      reachShown = move.reachVersion;
      const a = move.reach;
      $('reach-count').textContent = a
        ? `${a.places.length} places reachable` + (a.status === 'budget' ? ' (too far to list all: the nearest)' : '')
        : move.reachNote
          ? `Reachable area: ${inWords(move.reachNote)}`
          : '';
    }
  });

  $('mover').addEventListener('change', () => {
    if (state.mover) road.cancel(state.mover);
    move.forgetTyped();
    state.mover = byId('mover', HTMLSelectElement).value;
    state.path = [];
    changes.emit('move');
  });
  $('band').addEventListener('change', () => {
    state.band = byId('band', HTMLSelectElement).value;
    changes.emit('move');
  });
  $('mode').addEventListener('change', () => {
    state.mode = byId('mode', HTMLSelectElement).value;
    changes.emit('move');
  });
  // Into the turn ledger as typed: the shim (or the engine, when it prices the move) says what is
  // wrong, at the field.
  for (const field of /** @type {const} */ (['spent', 'diagonals']))
    $(field).addEventListener('change', () => {
      clearFields([field]);
      const err = move.setSpent(field, byId(field, HTMLInputElement).value);
      if (err) markField({ ...err, path: '$.' + field });
      changes.emit('move');
    });
  $('path-undo').addEventListener('click', () => edits.undo());
  $('path-clear').addEventListener('click', () => edits.clear());
  $('path-stand').addEventListener('click', () => edits.act('stand'));
  $('path-prone').addEventListener('click', () => edits.act('drop-prone'));
  $('new-turn').addEventListener('click', () => {
    move.newTurn();
    changes.emit('move');
  });
  // Move token: the path up to where the rules stop the mover is the drag, ended on the shim (the
  // turn ledger records its feet and diagonals; the creature moves there). Drop prone / Stand up
  // along it leave the creature prone or standing.
  $('path-commit').addEventListener('click', () => {
    const r = move.move && move.move.kind === 'priced' ? move.move.result : null;
    if (!r || r.stop.step < 0) return;
    const taken = state.path.slice(0, r.stop.step + 1);
    const id = state.mover;
    let prone = (need(move.mover(), 'mover (a priced move has one)').conditions || []).includes('prone');
    const before = prone;
    for (const item of taken) if (!isCell(item)) prone = item.action === 'drop-prone';
    scene.remember();
    const ok = scene.change(
      (ss) => {
        const moved = road.commit(id, taken);
        if (moved || prone === before) return moved;
        const c = ss.creature(id);
        if (!c) return moved; // the mover is in the scene it was just moved in
        const conditions = (c.conditions || []).filter((/** @type {string} */ x) => x !== 'prone');
        if (prone) conditions.push('prone');
        return ss.upsertToken({ ...c, conditions }, { keep: true });
      },
      { remembered: true, lazy: true },
    );
    if (ok) {
      move.forgetTyped();
      state.path = [];
      changes.emit('move');
    }
  });
  /** @type {[string, 'showReach' | 'showBest'][]} */
  const toggles = [
    ['show-reach', 'showReach'],
    ['show-best', 'showBest'],
  ];
  for (const [id, key] of toggles) {
    byId(id, HTMLInputElement).checked = state[key];
    $(id).addEventListener('change', () => {
      state[key] = byId(id, HTMLInputElement).checked;
      changes.emit('move');
    });
  }
}
