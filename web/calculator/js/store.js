// The page's memory: the scene (the protocol's normal form, as the engine writes it back) and the
// move being built. Kept in localStorage after every change, so a reload or a crash loses nothing.
import { putAside } from './aside.js';
import { readSavedState } from './saved-state.js';
import { errorAnnotation } from '../../shim/index.js';

const KEY = 'footwork.calculator.v2';

export function defaultScene() {
  const rows = [];
  for (let y = 0; y < 8; y++) rows.push('.'.repeat(12));
  return {
    ruleset: 'sw5e',
    grid: { width: 12, height: 8, cellFeet: 5, rows },
    creatures: [
      { id: 'hero', position: [1, 3], size: 'medium', speeds: { walk: 30 }, side: 'party' },
      { id: 'orc', position: [7, 3], size: 'medium', speeds: { walk: 30 }, side: 'monsters' },
    ],
  };
}

/**
 * The page's state: the saved settings, the mover, the path (cells and the protocol's actions) and
 * the turn's spending (written from the shim's ledger when saved; `spent`/`diagonals`: an older
 * page's single figures, read once by MoveModel.restoreTurn).
 * @typedef {{scene: any, mover: string, band: string, turn: Record<string, {feet: number, diagonals: number}>,
 *   mode: string, path: ([number, number] | {action: string})[], tool: string, brush: string, wallKind: string,
 *   showReach: boolean, showBest: boolean, show: string, target: string, jsonWhich: string, jsonScene: boolean,
 *   spent?: any, diagonals?: any}} State
 */

/** @returns {State} */
export function defaultState() {
  return {
    scene: defaultScene(),
    mover: 'hero',
    band: '',
    turn: {}, // creature id → {feet, diagonals} spent this turn (the shim's turn ledger)
    mode: '',
    path: [],
    tool: 'path',
    brush: '~',
    wallKind: 'wall',
    showReach: true,
    showBest: true,
    show: '', // what the reachable area shows (where-panel.js): the costs, or a where-to-stand question
    target: '', // the creature that question is about, when it is about one
    jsonWhich: 'move',
    jsonScene: true,
  };
}

/**
 * The saved state: {state, problems}. `state` is null when nothing usable is saved; text that does
 * not parse is kept aside (aside.js), not lost; a setting that is not one of its documented values
 * falls back to its default with a sentence in `problems` (saved-state.js). Never throws.
 */
export function loadState() {
  let text = null;
  try {
    text = window.localStorage.getItem(KEY);
  } catch (e) {
    return { state: null, problems: [] };
  }
  if (!text) return { state: null, problems: [] };
  let saved;
  try {
    saved = JSON.parse(text);
  } catch (e) {
    const { kept } = putAside(window.localStorage, text, 'The saved state was not JSON the page could read.');
    const where = kept ? 'It is kept aside (below the header)' : 'It could not be kept aside (the storage is full)';
    return { state: null, problems: [`The saved state could not be read: ${errorAnnotation(e).message}. ${where}.`] };
  }
  return readSavedState(saved, defaultState());
}

let pending = 0;
/** Saves soon (once per burst of changes: a drag saves once, not per cell). @param {State} state */
export function saveState(state) {
  if (pending) return;
  pending = setTimeout(() => {
    pending = 0;
    saveNow(state);
  }, 150);
}

/** @param {State} state */
export function saveNow(state) {
  if (pending) {
    clearTimeout(pending);
    pending = 0;
  }
  try {
    window.localStorage.setItem(KEY, JSON.stringify(state));
    return true;
  } catch (e) {
    return false; // storage disabled or full: the scene is still in memory and exportable
  }
}

export const STORE_KEY = KEY;

// The grid form's limit: the largest map on which the page's speed targets hold (docs/calculator.md).
export const MAX_SIDE = 200;
// The most scene text the page reads (a file, a paste, a share link once inflated): the engine's own
// request limit (docs/limits.md, "Request text"), so no bigger scene could load anyway.
export const MAX_SCENE_BYTES = 32 * 1024 * 1024;
