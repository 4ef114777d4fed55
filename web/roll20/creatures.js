// Which Roll20 tokens are creatures, and a token → the protocol's creature, for the browser extension
// and the Mod alike (docs/extension.md and docs/roll20-mod.md, "What it reads"): one rule, so a
// dragon with a fly speed is a flyer on both, and a turn marker or a card is in nobody's way on
// either. Position and size from roll20Token; the side from who controls the token or the character
// it represents; speeds from a bar or a character attribute (speeds.js), else a fixed speed;
// conditions from status markers (markers.js). What had to be assumed is returned in `notes`, never
// hidden. Plain data in: each host reads its own objects (the Mod its sandbox's, the extension the
// page script's copies) and hands the texts over.
import { roll20Token } from './roll20.js';
import { parseSpeeds } from './speeds.js';
import { conditionsFromMarkers } from './markers.js';
import { shown, shorten } from './bounds.js';
import { feet } from '../shim/present.js';

/** @typedef {import('./index.js').Roll20Graphic} Roll20Graphic */
/** @typedef {import('../lib/index.js').CreatureSpec} CreatureSpec */
/** @typedef {import('../lib/protocol.js').Speeds} Speeds */
/** @typedef {Array<{size: string, spaceFeet: number}>} SizeTable */

/**
 * Comma-separated player ids of a `controlledby` (a token's or a character's; "all" stays "all").
 * @param {unknown} text @returns {string[]}
 */
export function controllers(text) {
  return String(text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Whether a graphic is a creature's token: on the objects layer, no drawing, no card (`_subtype`
 * "card", read as `subtype`), and no prop (`isProp`: the host's list of tokens the GM marked as none,
 * a turn marker another script keeps). GM-layer tokens are no creatures on either host: the scene
 * is the one everybody moves in, and a hidden monster comes into it when the GM moves it to the
 * objects layer (docs/extension.md, "What it reads").
 * @param {{type?: unknown, layer?: unknown, isdrawing?: unknown, subtype?: unknown} | null | undefined} g
 * @param {(g: any) => boolean} [isProp]
 */
export function isCreatureToken(g, isProp) {
  return (
    !!g &&
    (g.type === undefined || g.type === 'graphic') &&
    g.layer === 'objects' &&
    g.isdrawing !== true &&
    g.isdrawing !== 'true' &&
    g.subtype !== 'card' &&
    !isProp?.(g)
  );
}

/**
 * A graphic whose width or height is no positive number (an odd token) is taken as one cell, with a
 * note saying so (`sizeNote`); web/shim's spanCells would give NaN cells for it.
 * @template {{name?: unknown, width?: unknown, height?: unknown}} G
 * @param {G} g @param {number} cellPx @param {boolean} [hex] @returns {G & {sizeNote?: string}}
 */
export function saneGraphic(g, cellPx, hex = false) {
  /** @param {unknown} v */
  const ok = (v) => Number.isFinite(Number(v)) && Number(v) > 0 && v !== '' && v !== null;
  if (ok(g.width) && ok(g.height)) return g;
  return {
    ...g,
    width: ok(g.width) ? g.width : cellPx,
    height: ok(g.height) ? g.height : cellPx,
    sizeNote: `${g.name || 'A token'} has no usable size (width ${shown(g.width)}, height ${shown(g.height)}); one ${hex ? 'hex' : 'square'} assumed.`,
  };
}

/**
 * Where a token's speed is read, as a host's settings say: 'fixed' (or a source with nothing
 * readable) gives `fixed` feet; otherwise `text` is the bar's value or the character attribute's, and
 * `where` names it for a note ("bar2 of the token", "attribute \"speed\" of its character"; undefined
 * when the token represents no character to read `attribute` from). `walk`: a walking speed set for
 * this token alone (the extension's panel), over the source's; its other modes are still the source's.
 * @typedef {{source: string, text?: unknown, where?: string, attribute?: string, fixed: number, walk?: number}} SpeedSource
 */

/**
 * The speeds of a token: {speeds, hover, note?}. A bare number is feet, or squares of 5 ft under 4e
 * ("A character who has a speed of 6 can move up to 6 squares (or 30 feet)"); "6 sq" is 30 ft on any
 * page. A text with no speed gives the fixed speed and a note.
 * @param {SpeedSource} from @param {unknown} ruleset the page's ruleset (an id, or a variant)
 * @returns {{speeds: Speeds, hover: boolean, note?: string}}
 */
export function tokenSpeeds({ source, text, where, attribute = 'speed', fixed, walk }, ruleset) {
  if (source === 'fixed') return { speeds: { walk: walk ?? fixed }, hover: false };
  const r = parseSpeeds(text, { squareFeet: 5, bare: ruleset === '4e' ? 'squares' : 'feet' });
  /** @type {Speeds} */
  const read = r.speeds;
  if (Object.keys(read).length > 0) {
    const speeds = { walk: read.walk ?? 0, ...read };
    if (walk !== undefined) speeds.walk = walk;
    return r.problem ? { speeds, hover: r.hover, note: r.problem.message } : { speeds, hover: r.hover };
  }
  // Nothing read, and a walking speed set: that one, with nothing assumed to say.
  if (walk !== undefined) return { speeds: { walk }, hover: false };
  const why =
    where === undefined
      ? `the token represents no character to read "${attribute}" from`
      : text === undefined || text === null || String(text).trim() === ''
        ? `no speed in the ${where}`
        : `"${shorten(text, 40)}" in the ${where} is no speed`;
  return {
    speeds: { walk: fixed },
    hover: false,
    note: `Speed ${feet(fixed)} ft assumed: ${why}.${r.problem ? ` ${r.problem.message}` : ''}`,
  };
}

/**
 * The creature for a token: {spec, name, span, notes}. `g` is the token's attributes (with
 * `sizeNote` when saneGraphic assumed its size), `grid` the page's grid, `sizes` the ruleset's size
 * table; `speed` where its speed is read; `markers` the marker → condition map; `characterControllers`
 * the `controlledby` of the character it represents (players controlling a character control its
 * tokens, as TokenMod reads it). A token some player controls is on the players' side, any other the GM's.
 * @param {Roll20Graphic & {sizeNote?: string}} g @param {import('../shim/index.js').Grid} grid
 * @param {SizeTable} sizes
 * @param {{speed: SpeedSource, ruleset: unknown, markers?: Record<string, unknown> | null, characterControllers?: unknown}} o
 * @returns {{spec: CreatureSpec, name: string, span: import('../shim/index.js').Span, notes: string[]}}
 */
export function roll20Creature(g, grid, sizes, { speed, ruleset, markers, characterControllers }) {
  const notes = g.sizeNote ? [g.sizeNote] : [];
  const { speeds, hover, note } = tokenSpeeds(speed, ruleset);
  if (note) notes.push(note);
  const controlled = controllers(g.controlledby).length > 0 || controllers(characterControllers).length > 0;
  const { spec, name, span } = roll20Token(g, grid, { sizes, side: controlled ? 'players' : 'gm' });
  spec.speeds = speeds;
  const { conditions, unknown } = conditionsFromMarkers(g.statusmarkers, markers);
  // conditionsFromMarkers gives only the conditions the protocol names (CONDITIONS).
  if (conditions.length) spec.conditions = /** @type {CreatureSpec['conditions']} */ (conditions);
  for (const u of unknown) notes.push(`The marker setting names "${u}", which is no condition Footwork knows.`);
  if (hover) spec.traits = ['hover'];
  return { spec, name, span, notes };
}
