// What the Mod script says in chat: a priced move, a token's remaining movement, where it may stand
// (`!footwork where`), problems. Every sentence about a move, a turn or a place is web/shim/present.js's
// (recordLines, turnLines, placesLines: the numbers of feet, the capitals, the cell words); every
// rule word the engine's through the shim's annotations. This file only lays the lines out: the
// token's name in bold before the first, lines joined with <br> (Roll20 renders a little HTML in
// messages sent by scripts), and every name and quoted sentence through chat-text.js (Roll20's chat
// markup and HTML escaped, long texts shortened). positionWords says where a cell lies on the map.
import { cellCount, moveFacts, recordLines, turnLines, placesLines as placesLinesOf } from '../shim/present.js';
import { hexRuns } from '../shim/hex.js';
import { chatText, MAX_SENTENCE_CHARS } from './chat-text.js';

/** @typedef {import('../lib/index.js').Cell} Cell */
/** @typedef {import('../shim/index.js').MoveAnnotation} MoveAnnotation */
/** @typedef {import('../shim/index.js').ErrorAnnotation} ErrorAnnotation */

export const SPEAKER = 'Footwork';

/** How the Mod quotes a sentence it did not write (present.js `quote`). @param {string} text */
const quote = (text) => chatText(text, MAX_SENTENCE_CHARS);
// A hex page's cells are hexes (Roll20's "hex" and "hexr" grids): every count of cells says so.
/** @param {number} n @param {boolean} hex */
const cells = (n, hex) => cellCount(n, hex);

/**
 * The lines about a priced move (a shim move annotation), for the token's controllers and the GM:
 * the shim's record of it (web/shim/present.js recordLines: what it cost this move and this turn,
 * what is left, why it was illegal or may not end there, the opportunity attacks, the cells not
 * priced, where enforcement put it back), each a sentence, the name in bold before the first.
 * @param {{name: string, annotation: MoveAnnotation, returned?: {legal: MoveAnnotation | ErrorAnnotation | null} | null,
 *   notes?: string[], hex?: boolean}} o `returned`: where enforcement put the token (its legal part
 *   priced again, or null when it went back to where it began); `hex`: the page's cells are hexes
 */
export function moveLines({ name, annotation: a, returned, notes = [], hex = false }) {
  const legal = returned?.legal;
  const back = returned
    ? legal?.kind === 'move'
      ? { cells: legal.cells.length, total: moveFacts(legal).total }
      : null
    : undefined;
  const lines = recordLines(a, { hex, returned: back }).map((l) => quote(l.text));
  lines[0] = `<b>${chatText(name)}</b>: ${lines[0]}`;
  for (const n of notes) lines.push(quote(n));
  return lines;
}

/**
 * A token's remaining movement and reach (for `!footwork show`): present.js turnLines, the name in
 * bold before the first, then the notes on what had to be assumed about the token.
 * @param {Parameters<typeof turnLines>[0] & {name: string, notes?: string[]}} o
 */
export function showLines({ name, notes = [], ...turn }) {
  const lines = turnLines({ ...turn, quote }).map((l) => l.text);
  lines[0] = `<b>${chatText(name)}</b>: ${lines[0]}`;
  for (const n of notes) lines.push(quote(n));
  return lines;
}

// ---- where to stand (`!footwork where`, where.js) ----

const COMPASS = ['east', 'north-east', 'north', 'north-west', 'west', 'south-west', 'south', 'south-east'];

/**
 * Where `to` lies from `from` (the token's anchor cells), as a player reads it on the map: on squares
 * the squares across and up or down ("2 squares east, 1 north"); on hexes the two straight runs of
 * hexes that lead there ("2 hexes east, 1 north-east", shim/hex.js hexRuns), north the top of the
 * page: each hex its own words, where a compass point alone named four hexes alike.
 * @param {import('../shim/index.js').Grid | null} grid the page's grid (web/roll20 roll20Grid)
 * @param {Cell} from @param {Cell} to
 */
export function positionWords(grid, from, to) {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  if (dx === 0 && dy === 0) return 'where it stands';
  if (grid?.type === 'hex') {
    // eighths of a turn, anticlockwise from east: the six hex directions name six compass points
    /** @param {{dx: number, dy: number}} run */
    const compass = ({ dx, dy }) => COMPASS[(Math.round(Math.atan2(-dy, dx) / (Math.PI / 4)) + 8) % 8];
    return hexRuns(/** @type {import('../shim/index.js').HexGrid} */ (grid), from, to)
      .map((run, i) => `${i === 0 ? cells(run.steps, true) : run.steps} ${compass(run)}`)
      .join(', ');
  }
  /** @type {string[]} */
  const parts = [];
  if (dx) parts.push(`${Math.abs(dx)} ${dx > 0 ? 'east' : 'west'}`);
  if (dy) parts.push(`${Math.abs(dy)} ${dy > 0 ? 'south' : 'north'}`);
  const first = Math.abs(dx || dy);
  parts[0] = parts[0].replace(/^(\d+)/, cells(first, false));
  return parts.join(', ');
}

/**
 * The whisper for `!footwork where` (present.js placesLines): how many places qualify of those the
 * token can still end a move on this turn, every mark's count, and the `nearest` qualifying places,
 * each as a position from the token (`where`, positionWords); the name in bold before the first.
 * @param {Parameters<typeof placesLinesOf>[1] & {name: string, annotation: Parameters<typeof placesLinesOf>[0]}} o
 */
export function placesLines({ name, annotation, ...o }) {
  const lines = placesLinesOf(annotation, { ...o, quote }).map((l) => l.text);
  lines[0] = `<b>${chatText(name)}</b>: ${lines[0]}`;
  return lines;
}
