// What the Mod script says in chat: a priced move, a token's remaining movement, where it may stand
// (`!footwork where`), problems. Every rule word comes from the engine's answer (band names, illegal
// sentences, end problems, the places' marks) through the shim's annotations; this file adds only
// numbers, names, positions and layout. Roll20 renders a little HTML in
// messages sent by scripts, so lines are joined with <br>, and every name and quoted sentence goes
// through chat-text.js (Roll20's chat markup and HTML escaped, long texts shortened).
import { feet, capital, cellCount, moveFacts, recordLines } from '../shim/present.js';
import { hexRuns } from '../shim/hex.js';
import { chatText, MAX_SENTENCE_CHARS } from './chat-text.js';

export const SPEAKER = 'Footwork';

const ft = (n) => `${feet(n)} ft`;
// A hex page's cells are hexes (Roll20's "hex" and "hexr" grids): every count of cells says so.
const cellWord = (hex, n = 1) => cellCount(n, hex).replace(/^\d+ /, '');
const cells = (n, hex) => cellCount(n, hex);

/**
 * The lines about a priced move (a shim move annotation), for the token's controllers and the GM:
 * the shim's record of it (web/shim/present.js recordLines: what it cost this move and this turn,
 * what is left, why it was illegal or may not end there, the opportunity attacks, the cells not
 * priced, where enforcement put it back), each a sentence, the name in bold before the first.
 * @param {{name: string, annotation: any, bands?: any, returned?: {cell: number[], legal: any} | null,
 *   notes?: string[], hex?: boolean}} o `hex`: the page's cells are hexes
 */
export function moveLines({ name, annotation: a, returned, notes = [], hex = false }) {
  const back = returned
    ? returned.legal
      ? { cells: returned.legal.cells.length, total: moveFacts(returned.legal).total }
      : null
    : undefined;
  const lines = recordLines(a, { hex, returned: back }).map((l) => chatText(l.text, MAX_SENTENCE_CHARS));
  lines[0] = `<b>${chatText(name)}</b>: ${lines[0]}`;
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
    // A search stopped by its budget (a huge page, a huge speed) settled the nearest places only.
    const far = reachable.status === 'budget' ? ' (too far to list all: the nearest)' : '';
    lines.push(`Can still end a move on ${cells(within.length, hex)}${far} (${inSpeed} within speed).`);
  } else if (reachable?.kind === 'error')
    lines.push(`Reachable area: ${chatText(reachable.message, MAX_SENTENCE_CHARS)}`);
  for (const n of notes) lines.push(chatText(n, MAX_SENTENCE_CHARS));
  return lines;
}

// ---- where to stand (`!footwork where`, where.js) ----

const COMPASS = ['east', 'north-east', 'north', 'north-west', 'west', 'south-west', 'south', 'south-east'];

/**
 * Where `to` lies from `from` (the token's anchor cells), as a player reads it on the map: on squares
 * the squares across and up or down ("2 squares east, 1 north"); on hexes the two straight runs of
 * hexes that lead there ("2 hexes east, 1 north-east", shim/hex.js hexRuns), north the top of the
 * page: each hex its own words, where a compass point alone named four hexes alike.
 * @param {any} grid the page's grid (web/roll20 roll20Grid) @param {number[]} from @param {number[]} to
 */
export function positionWords(grid, from, to) {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  if (dx === 0 && dy === 0) return 'where it stands';
  if (grid?.type === 'hex') {
    // eighths of a turn, anticlockwise from east: the six hex directions name six compass points
    const compass = ({ dx, dy }) => COMPASS[(Math.round(Math.atan2(-dy, dx) / (Math.PI / 4)) + 8) % 8];
    return hexRuns(grid, from, to)
      .map((run, i) => `${i === 0 ? cells(run.steps, true) : run.steps} ${compass(run)}`)
      .join(', ');
  }
  const parts = [];
  if (dx) parts.push(`${Math.abs(dx)} ${dx > 0 ? 'east' : 'west'}`);
  if (dy) parts.push(`${Math.abs(dy)} ${dy > 0 ? 'south' : 'north'}`);
  const first = Math.abs(dx || dy);
  parts[0] = parts[0].replace(/^(\d+)/, `$1 ${cellWord(false, first)}`);
  return parts.join(', ');
}

// What a place adds beside its cost under a mode: the cover it gives, the allies it flanks with.
const COVER_WORDS = {
  total: 'total cover',
  'three-quarters-disadvantage': 'three-quarters cover, attacked with disadvantage',
  'three-quarters': 'three-quarters cover',
  half: 'half cover',
};
function placeDetail(mode, p) {
  if (mode === 'cover' && COVER_WORDS[p.cover]) return COVER_WORDS[p.cover];
  if (mode === 'flank' && p.flanking?.length) return `with ${p.flanking.map((n) => chatText(n)).join(', ')}`;
  return '';
}

/**
 * The whisper for `!footwork where`: how many places qualify of those the token can still end a
 * move on this turn (and how many of them within speed), every mark's count in the shim's words,
 * and the `nearest` qualifying places by cost, each as a position from the token with the feet of
 * the move there (and the band past speed it needs); or the ruleset's sentence when it has no such rule.
 * @param {Object} o {name, annotation: the shim's places annotation, firstBand: the ruleset's first
 *   band (speed), where: (cell) => words, nearest: how many, hex: the page's cells are hexes}
 */
export function placesLines({ name, annotation: a, firstBand, where, nearest, hex = false }) {
  const who = `<b>${chatText(name)}</b>`;
  if (a.unavailable) return [`${who}: ${chatText(a.unavailable, MAX_SENTENCE_CHARS)}`];
  const good = a.places.filter((p) => p.qualifies);
  const inSpeed = good.filter((p) => p.bandName === firstBand).length;
  const spent = a.result?.spentBefore?.feet ?? 0;
  // Stopped by its budget: the places settled are the nearest (docs/protocol.md), and that is said.
  const far = a.status === 'budget' ? `too far to list: the nearest ${cellWord(hex, 2)} only. ` : '';
  const lines = [
    `${who}: ${far}${chatText(a.summary, MAX_SENTENCE_CHARS).replace(/places?/, (w) => cellWord(hex, w === 'place' ? 1 : 2))}${
      good.length && inSpeed < good.length ? ` (${inSpeed} within speed)` : ''
    }.${spent ? ` Already moved ${ft(spent)} this turn.` : ''}`,
  ];
  for (const l of a.legend) lines.push(`${l.count}: ${chatText(l.label, MAX_SENTENCE_CHARS)}.`);
  const order = (p, q) => p.total - q.total || p.cell[1] - q.cell[1] || p.cell[0] - q.cell[0];
  const shown = [...good].sort(order).slice(0, nearest);
  if (shown.length) lines.push(`Nearest${good.length > shown.length ? ` ${shown.length}` : ''}:`);
  for (const p of shown) {
    const band = p.bandName && p.bandName !== firstBand ? `, ${capital(p.bandName)}` : '';
    const detail = placeDetail(a.mode, p);
    lines.push(`• ${where(p.cell)} (${ft(p.total - spent)}${band}${detail ? `; ${detail}` : ''})`);
  }
  return lines;
}
