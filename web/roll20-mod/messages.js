// What the Mod script says in chat: a priced move, a token's remaining movement, problems. Every rule
// word comes from the engine's answer (band names, illegal sentences, end problems) through the
// shim's annotations; this file adds only numbers, names and layout. Roll20 renders a little HTML in
// messages sent by scripts, so lines are joined with <br>, and every name and quoted sentence goes
// through chat-text.js (Roll20's chat markup and HTML escaped, long texts shortened).
import { attackWhen } from '../shim/words.js';
import { chatText, MAX_SENTENCE_CHARS } from './chat-text.js';

export const SPEAKER = 'Footwork';

const num = (n) => String(Math.round(Number(n) * 1000) / 1000);
const ft = (n) => `${num(n)} ft`;
const capital = (s) => (s ? s[0].toUpperCase() + s.slice(1) : s);
// A hex page's cells are hexes (Roll20's "hex" and "hexr" grids): every count of cells says so.
const cellWord = (hex, n = 1) => (hex ? (n === 1 ? 'hex' : 'hexes') : n === 1 ? 'square' : 'squares');
const cells = (n, hex) => `${n} ${cellWord(hex, n)}`;

/** The allowance part: "of 30 (Dash: 60)", or "of 60 (Double)" when the first band is not known in feet. */
function allowanceText(a, firstBand) {
  if (a.speed !== undefined && a.bandName !== firstBand)
    return `of ${num(a.speed)} (${capital(a.bandName)}: ${num(a.allowance)})`;
  if (a.speed !== undefined) return `of ${num(a.speed)}`;
  return `of ${num(a.allowance)} (${capital(a.bandName)})`;
}

/**
 * The lines about a priced move (a shim move annotation), for the token's controllers and the GM:
 * cost of this move and of the turn, what is left, the band, opportunity attacks, why it was illegal.
 * @param {Object} o {name, annotation, bands, returned?: {cell, legal}, notes?: [text], hex?: the page's cells are hexes}
 */
export function moveLines({ name, annotation: a, bands, returned, notes = [], hex = false }) {
  const first = bands[0]?.name;
  // Sent back by enforcement, the move is its legal part; otherwise what the engine evaluated of
  // the drag as dropped.
  const total = returned ? (returned.legal?.total ?? a.spentBefore) : a.total;
  const moved = total - a.spentBefore;
  const asDropped = returned ? ` (${ft(a.total - a.spentBefore)} as dropped)` : '';
  const lines = [];
  lines.push(
    `<b>${chatText(name)}</b>: this move ${ft(moved)}${asDropped}, ${ft(total)} this turn ${allowanceText(a, first)}.`,
  );
  // What is left and the band: after the last step taken (a refused step is not taken).
  const lastLegal = returned ? returned.legal?.cells.at(-1) : a.cells.filter((c) => c.legal).at(-1);
  const left = [];
  if (a.speed !== undefined && a.bandName !== first) left.push(`${ft(Math.max(0, a.speed - total))} of speed`);
  left.push(`${ft(Math.max(0, a.allowance - total))} of ${capital(a.bandName)}`);
  lines.push(`Left: ${left.join(', ')}.${lastLegal ? ` Band: ${lastLegal.bandName ?? 'beyond every band'}.` : ''}`);
  for (const atk of a.attacks) {
    const when = atk.step === 0 ? `on leaving its starting ${cellWord(hex)}` : `after ${cells(atk.step, hex)}`;
    lines.push(`Provokes an opportunity attack from ${chatText(atk.name)} (${when}, ${attackWhen(atk.reason)}).`);
  }
  if (a.illegal.length) {
    const i = a.illegal[0];
    lines.push(`Illegal at ${cellWord(hex)} ${i.step + 1} of the move: ${chatText(i.message, MAX_SENTENCE_CHARS)}`);
  } else if (!a.canEnd && a.endProblem) lines.push(`Illegal: cannot end here (${a.endProblem}).`);
  if (a.unreached.length)
    lines.push(
      `${cells(a.unreached.length, hex).replace(' ', ' more ')} of the drag ${a.unreached.length === 1 ? 'was' : 'were'} not priced.`,
    );
  if (returned) {
    const where = returned.legal
      ? `after ${cells(returned.legal.cells.length, hex)}, ${ft(returned.legal.total)} this turn`
      : 'where the move began';
    lines.push(`Enforcement: returned to the last legal position (${where}).`);
  }
  for (const n of notes) lines.push(chatText(n, MAX_SENTENCE_CHARS));
  return lines;
}

/**
 * A token's remaining movement and reach (for `!footwork show`).
 * @param {Object} o {name, spent: {feet, diagonals}, speed, bandName, allowance: feet of the drag band, firstBand,
 *   reach: {feet, canThreaten} (the engine's threatened query) or an error annotation,
 *   reachable: the shim's reachable annotation or an error annotation, notes, hex: the page's cells are
 *   hexes (no step on hexes is diagonal, so no count of diagonals)}
 */
export function showLines({
  name,
  spent,
  speed,
  bandName,
  allowance,
  firstBand,
  reach,
  reachable,
  notes = [],
  hex = false,
}) {
  const diagonals = hex ? '' : ` (${spent.diagonals} diagonal${spent.diagonals === 1 ? '' : 's'})`;
  const lines = [`<b>${chatText(name)}</b>: ${ft(spent.feet)} moved this turn${diagonals}.`];
  const left = [];
  if (speed !== undefined) left.push(`${ft(Math.max(0, speed - spent.feet))} of speed ${ft(speed)}`);
  if (allowance !== undefined && bandName !== firstBand)
    left.push(`${ft(Math.max(0, allowance - spent.feet))} of ${capital(bandName)} ${ft(allowance)}`);
  if (left.length) lines.push(`Left: ${left.join(', ')}.`);
  if (reach?.kind === 'error') lines.push(`Reach: ${chatText(reach.message, MAX_SENTENCE_CHARS)}`);
  else if (reach) lines.push(`Reach: ${ft(reach.feet)}${reach.canThreaten ? '' : ' (threatens nothing now)'}.`);
  if (reachable?.kind === 'reachable') {
    const within = reachable.places.filter((p) => p.canEnd);
    const inSpeed = within.filter((p) => p.band === 'speed').length;
    lines.push(`Can still end a move on ${cells(within.length, hex)} (${inSpeed} within speed).`);
  } else if (reachable?.kind === 'error')
    lines.push(`Reachable area: ${chatText(reachable.message, MAX_SENTENCE_CHARS)}`);
  for (const n of notes) lines.push(chatText(n, MAX_SENTENCE_CHARS));
  return lines;
}
