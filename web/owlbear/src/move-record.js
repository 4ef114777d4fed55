// The record of a move just made (issue 25, item 17): what the drop cost, who got an opportunity
// attack, and what is left this turn, in words. Written with the token's spent movement (drag.js,
// its `last`), so every player's panel shows it for the selected token and after any drop
// (panel.js), as the Roll20 panel and the Mod's whispers do.

import { moveFacts, recordLines, sentences } from '../../shim/present.js';

/**
 * A priced move (web/shim annotateMove, after endDrag) → `{name, moved, turn, text, at, turnNumber}`:
 * `text` is the shim's record of the move as sentences (present.js recordLines): "Hero moved 15 ft
 * (25 ft this turn). 5 ft of speed left, 35 ft within Dash. Opportunity attack: Orc, leaving its reach."
 * @param {import('../../shim/index.js').MoveShown} a @param {{name: string, turn: number, at?: number}} options
 */
export function moveRecord(a, { name, turn, at = Date.now() }) {
  const text = sentences(recordLines(a, { name: String(name) }));
  const f = moveFacts(a);
  return {
    name: String(name).slice(0, 60),
    moved: f.moved,
    turn: f.total,
    text: text.slice(0, 600),
    at,
    turnNumber: turn,
  };
}

/**
 * A record as kept in a token's metadata, or null when it is not one (anything may be there).
 * @param {unknown} m @param {number} turn
 * @returns {{text: string, at: number} | null}
 */
export function readRecord(m, turn) {
  const r = m && typeof m === 'object' ? /** @type {{last?: any}} */ (m).last : undefined;
  if (!r || typeof r !== 'object' || typeof r.text !== 'string' || r.turnNumber !== turn) return null;
  return { text: r.text.slice(0, 600), at: Number.isFinite(r.at) ? r.at : 0 };
}
