// The record of a move just made (issue 25, item 17): what the drop cost, who got an opportunity
// attack, and what is left this turn, in words. Written with the token's spent movement (drag.js,
// its `last`), so every player's panel shows it for the selected token and after any drop
// (panel.js), as the Roll20 panel and the Mod's whispers do.

import { attackWhen } from '../../shim/words.js';

const feet = (n) => String(Math.round(n * 1000) / 1000);
const capital = (s) => (s ? s[0].toUpperCase() + s.slice(1) : '');

/**
 * A priced move (web/shim annotateMove, after endDrag) → `{name, moved, turn, text, at, turnNumber}`:
 * `text` is one or two sentences: "Hero moved 15 ft (25 ft this turn): 5 ft of speed left, 35 ft
 * within Dash. Opportunity attack: Orc, leaving its reach."
 */
export function moveRecord(a, { name, turn, at = Date.now() }) {
  const moved = a.total - (a.spentBefore ?? 0);
  const left = [];
  if (a.speed !== undefined) left.push(`${feet(Math.max(0, a.speed - a.total))} ft of speed left`);
  left.push(`${feet(Math.max(0, a.remaining))} ft within ${capital(a.bandName)}`);
  const seen = new Set();
  const attacks = [];
  for (const x of a.attacks ?? []) {
    if (seen.has(x.by)) continue;
    seen.add(x.by);
    attacks.push(`${x.name}, ${attackWhen(x.reason)}`);
  }
  const text =
    `${name} moved ${feet(moved)} ft (${feet(a.total)} ft this turn): ${left.join(', ')}.` +
    (attacks.length ? ` Opportunity attack${attacks.length === 1 ? '' : 's'}: ${attacks.join('; ')}.` : '');
  return { name: String(name).slice(0, 60), moved, turn: a.total, text: text.slice(0, 600), at, turnNumber: turn };
}

/** A record as kept in a token's metadata, or null when it is not one (anything may be there). */
export function readRecord(m, turn) {
  const r = m?.last;
  if (!r || typeof r !== 'object' || typeof r.text !== 'string' || r.turnNumber !== turn) return null;
  return { text: r.text.slice(0, 600), at: Number.isFinite(r.at) ? r.at : 0 };
}
