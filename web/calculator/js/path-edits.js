// The path's edits from the move bar's buttons and the map's keys alike: take back the last step,
// clear the path (the drag in progress given up on the shim), add an action (stand up, drop prone).

/**
 * @param {{state: import('./store.js').State, move: import('./move-state.js').MoveModel, road: import('./drag-road.js').DragRoad,
 *   changes: import('./changes.js').Changes}} parts
 */
export function pathEdits({ state, move, road, changes }) {
  return {
    undo() {
      state.path.pop();
      changes.emit('move');
    },
    clear() {
      state.path = [];
      if (move.mover()) road.cancel(state.mover);
      changes.emit('move');
    },
    /** @param {'stand' | 'drop-prone'} action */
    act(action) {
      if (!move.mover()) return;
      state.path.push({ action });
      changes.emit('move');
    },
  };
}

/** @typedef {ReturnType<typeof pathEdits>} PathEdits */
