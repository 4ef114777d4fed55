// What a surface says about a move, in one place (issue 37, "one voice"): the shim's move annotation
// (a drag so far, a best path, the record after a drop) → structured lines `{kind, text}` that a
// surface only lays out (a label's rows, a panel's summary, a whisper's sentences, a move record).
// No surface formats feet, capitalises a word or builds a sentence from an annotation's fields: it
// picks the lines it shows and joins them. Every rule word is the engine's (band names, illegal and
// end-problem sentences) or the catalogue's (web/shim/words.js); the numbers are feet, written by
// `feet()` alone; the cells are counted in the grid's own word (square or hex).
//
// The facts every line rests on (moveFacts), so two surfaces cannot disagree about them:
// - total: the turn's total in feet after the last legal step of the path (where the creature can
//   get to along it); `moved` is that total less what was spent before this move.
// - left: what is left of the requested band's allowance after that same last legal step ("ft
//   left" means this on every surface); `speedLeft` what is left of the speed, when the requested
//   band is a later one (Dash, Double …) and the speed is known in feet.
// - band: the class (speed, dash, beyond) of the last legal step, or none when no step was taken.
// - problem: the first illegal step's sentence, else why the move may not end where it ends (the
//   engine's endProblem, a {code, message, creature} Refusal), else none.
// - provokers: who gets an opportunity attack, each once, by display name, in the engine's order.
import { attackWhen, endProblem as endProblemWords } from './words.js';

/** @typedef {import('./index.js').MoveShown} MoveAnnotation */
/** @typedef {import('./index.js').PresentLine} PresentLine */
/** @typedef {import('./index.js').MoveFacts} MoveFacts */

/**
 * A number of feet as people read it: rounded to the hundredth (1/3 ft reads 0.33; 7.5 reads 7.5),
 * no trailing zeros, never "-0"; '—' when there is no number to say (never "NaN" or "undefined").
 * @param {unknown} n
 */
export function feet(n) {
  const v = typeof n === 'number' ? n : Number.NaN;
  if (!Number.isFinite(v)) return '—';
  const r = Math.round(v * 100) / 100;
  return String(r === 0 ? 0 : r);
}

/** The first letter in capitals ("dash" → "Dash"); '' for nothing. @param {unknown} s */
export function capital(s) {
  const t = s === undefined || s === null ? '' : String(s);
  return t ? t[0].toUpperCase() + t.slice(1) : '';
}

/**
 * The grid's cell word for `n` cells: "square" / "squares" on squares, "hex" / "hexes" on hexes. The
 * grid is whatever a surface holds: a grid object (hex when its `type` is 'hex': a shim HexGrid, the
 * protocol's grid, a Session's `grid`), or a boolean "the cells are hexes"; null or undefined is squares.
 * @param {{type?: string} | boolean | null | undefined} grid
 * @param {number} [n] how many cells the word counts (1: singular)
 */
export function cellWord(grid, n = 1) {
  const hex = typeof grid === 'boolean' ? grid : grid?.type === 'hex';
  return hex ? (n === 1 ? 'hex' : 'hexes') : n === 1 ? 'square' : 'squares';
}

/** A count of the grid's cells: "1 square", "3 hexes". @param {number} n @param {boolean} [hex] */
export function cellCount(n, hex = false) {
  return `${n} ${cellWord(hex, n)}`;
}

/** Text as a sentence: its first letter in capitals, ending in a full stop unless it ends in one. @param {string} text */
export function sentence(text) {
  const t = capital(String(text).trim());
  return /[.!?…]$/.test(t) ? t : `${t}.`;
}

/**
 * Why a move may not end where its path ends, in words: the engine's sentence (a Refusal's
 * `message`, its creature already named by the host in annotateMove); a bare code from an older
 * answer in the catalogue's words. Never the object itself.
 * @param {unknown} p
 */
export function endProblemText(p) {
  if (typeof p === 'string') return p ? sentence(endProblemWords(p)) : '';
  if (p && typeof p === 'object') {
    const r = /** @type {{message?: unknown, code?: unknown}} */ (p);
    if (typeof r.message === 'string' && r.message) return sentence(r.message);
    if (typeof r.code === 'string' && r.code) return sentence(endProblemWords(r.code));
  }
  return '';
}

/**
 * The facts of a move annotation every line is made of (see the head of this file).
 * @param {MoveAnnotation} a
 * @returns {MoveFacts}
 */
export function moveFacts(a) {
  const legal = a.cells.filter((c) => c.legal);
  const last = legal[legal.length - 1];
  const total = last ? last.total : a.spentBefore;
  const band = last ? last.band : null;
  const speedLeft =
    a.speed !== undefined && a.firstBand !== undefined && a.bandName !== a.firstBand
      ? Math.max(0, a.speed - total)
      : undefined;
  /** @type {MoveFacts['problem']} */
  let problem = null;
  const first = a.illegal[0];
  if (first) problem = { kind: 'illegal', code: first.code, text: sentence(first.message) };
  else if (!a.canEnd && a.endProblem) {
    const text = endProblemText(a.endProblem);
    const code = typeof a.endProblem === 'string' ? a.endProblem : String(a.endProblem.code ?? '');
    if (text) problem = { kind: 'cannot-end', code, text };
  }
  /** @type {string[]} */
  const provokers = [];
  for (const x of a.attacks) if (!provokers.includes(x.name)) provokers.push(x.name);
  return {
    moved: total - a.spentBefore,
    total,
    spentBefore: a.spentBefore,
    left: Math.max(0, a.allowance - total),
    speedLeft,
    band,
    bandName: last ? last.bandName : null,
    stepped: Boolean(last),
    problem,
    provokers,
  };
}

/** "10 ft (25 ft this turn)", or "10 ft" when nothing was spent before this move. @param {MoveFacts} f */
const totalText = (f) =>
  f.spentBefore > 0 ? `${feet(f.moved)} ft (${feet(f.total)} ft this turn)` : `${feet(f.total)} ft`;

/** "within speed", "within Dash", "beyond Dash (60 ft)", "no step taken". @param {MoveAnnotation} a @param {MoveFacts} f */
function bandText(a, f) {
  if (!f.stepped) return a.cells.length ? 'no step taken' : 'no step yet';
  if (f.band === 'speed') return 'within speed';
  if (f.band === 'dash') return `within ${capital(f.bandName)}`;
  return `beyond ${capital(a.bandName)} (${feet(a.allowance)} ft)`;
}

/** "10 ft of speed left, 40 ft within Dash"; "5 ft of speed left"; "2 ft of Shift left". @param {MoveAnnotation} a @param {MoveFacts} f */
function leftText(a, f) {
  if (f.speedLeft !== undefined)
    return `${feet(f.speedLeft)} ft of speed left, ${feet(f.left)} ft within ${capital(a.bandName)}`;
  if (a.speed !== undefined) return `${feet(f.left)} ft of speed left`;
  return `${feet(f.left)} ft of ${capital(a.bandName)} left`;
}

/** "Opportunity attack: Orc, leaving its reach" for each attacker once. @param {MoveAnnotation} a @returns {PresentLine[]} */
function attackLines(a) {
  /** @type {PresentLine[]} */
  const out = [];
  /** @type {Set<string>} */
  const seen = new Set();
  for (const x of a.attacks) {
    if (seen.has(x.by)) continue;
    seen.add(x.by);
    out.push({ kind: 'provokes', by: x.by, text: `Opportunity attack: ${x.name}, ${attackWhen(x.reason)}` });
  }
  return out;
}

/**
 * Every line about a move, in the order a surface shows them: total, band, left, the problem
 * (illegal or cannot-end: the engine's sentence), each opportunity attack, the cells of the drag not
 * priced. `hex`: the grid's cells are hexes (default: the annotation's own `cellWord`).
 * @param {MoveAnnotation} a
 * @param {{hex?: boolean}} [options]
 * @returns {PresentLine[]}
 */
export function moveLines(a, { hex = a.cellWord === 'hex' } = {}) {
  const f = moveFacts(a);
  /** @type {PresentLine[]} */
  const lines = [
    { kind: 'total', text: totalText(f) },
    { kind: 'band', band: f.band ?? 'speed', text: bandText(a, f) },
    { kind: 'left', text: leftText(a, f) },
  ];
  if (f.problem) lines.push({ kind: f.problem.kind, code: f.problem.code, text: f.problem.text });
  lines.push(...attackLines(a));
  if (a.unreached.length)
    lines.push({
      kind: 'note',
      text: `${cellCount(a.unreached.length, hex).replace(' ', ' more ')} of the drag not priced`,
    });
  return lines;
}

// The mark a label puts before a line of a kind (one mark per kind on every surface).
const MARKS = { illegal: '✗ ', 'cannot-end': '✗ ', provokes: '⚔ ' };

/**
 * The rows of a label beside the pointer, from moveLines: "Hero: 25 ft · within speed", what is
 * left, the problem and the attacks marked (✗, ⚔), the notes. Every surface's label is these rows.
 * @param {MoveAnnotation} a
 * @param {{name?: string, hex?: boolean}} [options]
 * @returns {PresentLine[]}
 */
export function labelRows(a, { name = '', hex } = {}) {
  const lines = moveLines(a, hex === undefined ? {} : { hex });
  const [total, band, ...rest] = lines;
  /** @type {PresentLine[]} */
  const rows = [{ kind: 'total', band: band.band, text: `${name ? `${name}: ` : ''}${total.text} · ${band.text}` }];
  for (const l of rest) {
    const mark = /** @type {Record<string, string>} */ (MARKS)[l.kind] ?? '';
    rows.push({ ...l, text: mark + l.text });
  }
  return rows;
}

/**
 * The allowance the move is judged against: "of 30 (Dash: 60)", "of 30" within the speed's own band,
 * "of 2 (Shift)" when the band is not counted from the speed.
 * @param {MoveAnnotation} a
 */
function allowanceText(a) {
  if (a.speed !== undefined && a.firstBand !== undefined && a.bandName !== a.firstBand)
    return `of ${feet(a.speed)} (${capital(a.bandName)}: ${feet(a.allowance)})`;
  if (a.speed !== undefined) return `of ${feet(a.speed)}`;
  return `of ${feet(a.allowance)} (${capital(a.bandName)})`;
}

/**
 * The move in one line (a panel's summary, a notification, a recorded drag): "25 ft of 30 (Dash:
 * 60) — provokes Orc — The move can't end in Orc's space." The total is moveFacts' total.
 * @param {MoveAnnotation} a
 */
export function moveSummary(a) {
  const f = moveFacts(a);
  let line = `${feet(f.total)} ft ${allowanceText(a)}`;
  if (f.provokers.length) line += ` — provokes ${f.provokers.join(', ')}`;
  if (f.problem) line += ` — ${f.problem.text}`;
  return line;
}

/**
 * The record of a move after its drop, as sentences (a whisper, a move record): "Hero moved 10 ft,
 * 25 ft this turn." "5 ft of speed left, 35 ft within Dash." the problem, the attacks, the cells
 * not priced. `name` starts the first sentence ("Moved …" without one). `returned`: the move was
 * sent back to its last legal position (the Roll20 Mod's enforcement): {cells, total} of the legal
 * part, or null when it went back to where it began.
 * @param {MoveAnnotation} a
 * @param {{name?: string, hex?: boolean, returned?: {cells: number, total: number} | null}} [options]
 * @returns {PresentLine[]}
 */
export function recordLines(a, { name = '', hex, returned } = {}) {
  const f = moveFacts(a);
  const onHex = hex ?? a.cellWord === 'hex';
  const cell = cellWord(onHex);
  const moved = `${name ? `${name} moved` : 'moved'} ${feet(f.moved)} ft, ${feet(f.total)} ft this turn`;
  /** @type {PresentLine[]} */
  const out = [
    { kind: 'total', text: sentence(`${moved} ${allowanceText(a)}`) },
    { kind: 'band', band: f.band ?? 'speed', text: sentence(bandText(a, f)) },
    { kind: 'left', text: sentence(leftText(a, f)) },
  ];
  const first = a.illegal[0];
  if (f.problem && first)
    out.push({
      kind: 'illegal',
      code: f.problem.code,
      text: sentence(`Illegal at ${cell} ${first.step + 1} of the move: ${f.problem.text}`),
    });
  else if (f.problem)
    out.push({ kind: 'cannot-end', code: f.problem.code, text: sentence(`Illegal: ${f.problem.text}`) });
  for (const x of attackLines(a)) {
    const at = a.attacks.find((y) => y.by === x.by);
    const when = !at || at.step === 0 ? `on leaving its starting ${cell}` : `after ${cellCount(at.step, onHex)}`;
    out.push({ ...x, text: sentence(`${x.text} (${when})`) });
  }
  if (a.unreached.length)
    out.push({
      kind: 'note',
      text: sentence(`${cellCount(a.unreached.length, onHex).replace(' ', ' more ')} of the drag not priced`),
    });
  if (returned !== undefined) {
    const where = returned
      ? `after ${cellCount(returned.cells, onHex)}, ${feet(returned.total)} ft this turn`
      : 'where the move began';
    out.push({ kind: 'returned', text: sentence(`Enforcement: returned to the last legal position (${where})`) });
  }
  return out;
}

/**
 * What is still reachable this turn (a reachable annotation's places where a move may end):
 * "Still reachable this turn: 12 places within speed, 20 more within Dash". `bandName` the band
 * the drags ask for.
 * @param {{places: Array<{canEnd: boolean, band: string}>}} reach
 * @param {string} bandName
 * @returns {PresentLine}
 */
export function reachLine(reach, bandName) {
  let speed = 0;
  let dash = 0;
  for (const p of reach.places)
    if (p.canEnd && p.band === 'speed') speed += 1;
    else if (p.canEnd && p.band === 'dash') dash += 1;
  return {
    kind: 'reach',
    text: `Still reachable this turn: ${speed} place${speed === 1 ? '' : 's'} within speed, ${dash} more within ${capital(bandName)}`,
  };
}

/** Lines as one text of sentences (a move record). @param {PresentLine[]} lines */
export const sentences = (lines) => lines.map((l) => sentence(l.text)).join(' ');

// ---- A creature's turn and where it may stand (the Roll20 Mod's `show` and `where` whispers) ----
// The lines below carry kinds of their own (TurnLine, PlacesLine) until PresentKind names them.
// `quote` is how the surface writes a text it did not write (a name, the engine's sentence, a mark's
// words): Roll20's chat escapes its markup; a surface that sets text as text passes none.

/**
 * @typedef {{kind: 'moved' | 'left' | 'threat' | 'reachable', text: string}} TurnLine
 * @typedef {{kind: 'unavailable' | 'places' | 'legend' | 'nearest' | 'place', text: string}} PlacesLine
 * @typedef {(text: string) => string} Quote
 */

/** @type {Quote} */
const asIs = (text) => text;

/**
 * A creature's turn so far and what is left of it (the Mod's `!footwork show`): "10 ft moved this
 * turn (1 diagonal).", "Left: 20 ft of speed 30 ft, 50 ft of Dash 60 ft.", its reach ("Reach: 5 ft
 * (threatens nothing now).") and how many cells it can still end a move on ("Can still end a move
 * on 23 squares (12 within speed)."). `spent` the ledger's; `speed` the walking speed in feet;
 * `allowance` the feet of the band drags are judged against (`bandName`), said when that band is
 * not the first (`firstBand`, the speed's own); `reach` the threatened query's feet or an error;
 * `reachable` the reachable annotation or an error; `hex` the grid's cells are hexes (no step on
 * hexes is diagonal, so no count of diagonals).
 * @param {{spent: {feet: number, diagonals: number}, speed?: number, bandName?: string, allowance?: number,
 *   firstBand?: string, reach?: {feet: number, canThreaten: boolean} | {kind: 'error', message: string} | null,
 *   reachable?: {kind: 'reachable', status: string, places: Array<{canEnd: boolean, band: string}>}
 *     | {kind: 'error', message: string} | null, hex?: boolean, quote?: Quote}} o
 * @returns {TurnLine[]}
 */
export function turnLines({
  spent,
  speed,
  bandName,
  allowance,
  firstBand,
  reach,
  reachable,
  hex = false,
  quote = asIs,
}) {
  const diagonals = hex ? '' : ` (${spent.diagonals} diagonal${spent.diagonals === 1 ? '' : 's'})`;
  /** @type {TurnLine[]} */
  const lines = [{ kind: 'moved', text: `${feet(spent.feet)} ft moved this turn${diagonals}.` }];
  const left = [];
  if (speed !== undefined) left.push(`${feet(Math.max(0, speed - spent.feet))} ft of speed ${feet(speed)} ft`);
  if (allowance !== undefined && bandName !== firstBand)
    left.push(`${feet(Math.max(0, allowance - spent.feet))} ft of ${capital(bandName)} ${feet(allowance)} ft`);
  if (left.length) lines.push({ kind: 'left', text: `Left: ${left.join(', ')}.` });
  if (reach && 'feet' in reach)
    lines.push({
      kind: 'threat',
      text: `Reach: ${feet(reach.feet)} ft${reach.canThreaten ? '' : ' (threatens nothing now)'}.`,
    });
  else if (reach && 'message' in reach) lines.push({ kind: 'threat', text: `Reach: ${quote(reach.message)}` });
  if (reachable?.kind === 'reachable') {
    const within = reachable.places.filter((p) => p.canEnd);
    const inSpeed = within.filter((p) => p.band === 'speed').length;
    // A search stopped by its budget (a huge page, a huge speed) settled the nearest places only.
    const far = reachable.status === 'budget' ? ' (too far to list all: the nearest)' : '';
    lines.push({
      kind: 'reachable',
      text: `Can still end a move on ${cellCount(within.length, hex)}${far} (${inSpeed} within speed).`,
    });
  } else if (reachable?.kind === 'error')
    lines.push({ kind: 'reachable', text: `Reachable area: ${quote(reachable.message)}` });
  return lines;
}

// What a place adds beside its cost under a mode: the cover it gives, the allies it flanks with.
/** @type {Record<string, string>} */
const COVER_WORDS = {
  total: 'total cover',
  'three-quarters-disadvantage': 'three-quarters cover, attacked with disadvantage',
  'three-quarters': 'three-quarters cover',
  half: 'half cover',
};

/**
 * @param {string} mode @param {{cover?: string, flanking?: string[]}} p @param {Quote} quote
 */
function placeDetail(mode, p, quote) {
  if (mode === 'cover' && p.cover && Object.hasOwn(COVER_WORDS, p.cover)) return COVER_WORDS[p.cover];
  if (mode === 'flank' && p.flanking?.length) return `with ${p.flanking.map((n) => quote(n)).join(', ')}`;
  return '';
}

/**
 * Where to stand (a places annotation) as lines: how many cells qualify of those the creature can
 * still end a move on (and how many within speed, `firstBand`), each mark's count in the shim's
 * words, and the `nearest` qualifying places by cost, each as `where(cell)` says it with the feet of
 * the move there (and the band past speed it needs); or the ruleset's sentence when it has no such
 * rule (kind 'unavailable'). The summary counts cells in the grid's word (`hex`).
 * @param {{mode: string, status: string, summary: string, unavailable?: string,
 *   legend: Array<{label: string, count: number}>,
 *   places: Array<{cell: [number, number], total: number, bandName: string | null, qualifies: boolean,
 *     cover?: string, flanking?: string[]}>, result?: {spentBefore?: {feet?: number}}}} a
 * @param {{firstBand?: string, where: (cell: [number, number]) => string, nearest: number, hex?: boolean,
 *   quote?: Quote}} o
 * @returns {PlacesLine[]}
 */
export function placesLines(a, { firstBand, where, nearest, hex = false, quote = asIs }) {
  if (a.unavailable) return [{ kind: 'unavailable', text: quote(a.unavailable) }];
  const good = a.places.filter((p) => p.qualifies);
  const inSpeed = good.filter((p) => p.bandName === firstBand).length;
  const spent = a.result?.spentBefore?.feet ?? 0;
  // Stopped by its budget: the places settled are the nearest (docs/protocol.md), and that is said.
  const far = a.status === 'budget' ? `too far to list: the nearest ${cellWord(hex, 2)} only. ` : '';
  const summary = quote(a.summary).replace(/places?/, (w) => cellWord(hex, w === 'place' ? 1 : 2));
  const within = good.length && inSpeed < good.length ? ` (${inSpeed} within speed)` : '';
  const moved = spent ? ` Already moved ${feet(spent)} ft this turn.` : '';
  /** @type {PlacesLine[]} */
  const lines = [{ kind: 'places', text: `${far}${summary}${within}.${moved}` }];
  for (const l of a.legend) lines.push({ kind: 'legend', text: `${l.count}: ${quote(l.label)}.` });
  /** @param {{total: number, cell: [number, number]}} p @param {{total: number, cell: [number, number]}} q */
  const order = (p, q) => p.total - q.total || p.cell[1] - q.cell[1] || p.cell[0] - q.cell[0];
  const shown = [...good].sort(order).slice(0, nearest);
  if (shown.length)
    lines.push({ kind: 'nearest', text: `Nearest${good.length > shown.length ? ` ${shown.length}` : ''}:` });
  for (const p of shown) {
    const band = p.bandName && p.bandName !== firstBand ? `, ${capital(p.bandName)}` : '';
    const detail = placeDetail(a.mode, p, quote);
    lines.push({
      kind: 'place',
      text: `• ${where(p.cell)} (${feet(p.total - spent)} ft${band}${detail ? `; ${detail}` : ''})`,
    });
  }
  return lines;
}
