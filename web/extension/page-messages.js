// The messages the page script sends from Roll20's world, checked before the extension acts on them
// (issue 29; docs/extension.md, "What the extension trusts"). Roll20's world is shared with every
// other script on the page, so a message may be forged or hold anything: each is held to its
// documented shape and sizes here, and every number in it is checked against the page it belongs
// to before any work is sized by it (a token at left 1e300 would otherwise make the shim walk a line
// of 1e298 cells). The shapes are checked here; the numbers against the page by web/roll20 bounds.js,
// with the limits the Mod reads with (docs/limits.md, "Roll20"). A message that fails is dropped with a
// sentence naming what and where; a token that stands far off the page, or is wider than any space, is
// left out with a sentence, and the rest is used (a wall off the page is left out where it is placed,
// web/roll20 roll20Barriers). Every such sentence is the shim's one problem shape (shimError, source 'extension').
// Pure: no DOM, nothing thrown.
import { ROLL20_PAGE_ATTRIBUTES, ROLL20_TOKEN_ATTRIBUTES } from '../roll20/attributes.js';
import {
  MAX_LASTMOVE_CHARS,
  MAX_PAGE_CELLS,
  pointProblem,
  readLastmove,
  roll20Number,
  shorten as cut,
  shown as quoted,
  tokenProblem,
} from '../roll20/bounds.js';
import { roll20Grid } from '../roll20/roll20.js';
import { shimError } from '../shim/index.js';

/** @typedef {import('../shim/index.js').ErrorAnnotation} ErrorAnnotation */
/** @typedef {import('../roll20/index.js').Roll20Page} Roll20Page */
/** @typedef {import('../roll20/index.js').Roll20Graphic} Roll20Graphic */
/** @typedef {import('../roll20/index.js').Roll20WallObject} Roll20WallObject */
/**
 * A token or wall left out (far off the page, a field too long …): the problem, and `item`, the id
 * of what was left out ('?' when it had none).
 * @typedef {ErrorAnnotation & {item: string}} LeftOut
 */
/**
 * The page as checked: its id, its texts bounded; its numbers as Roll20 keeps them (numbers or
 * text that reads as one, web/roll20 bounds.js roll20Number reads both).
 * @typedef {Roll20Page & {id: string, name?: string}} CheckedPage
 */
/** @typedef {{id: string, gm: boolean}} Player */
/**
 * @typedef {{campaign: string, player: Player | undefined, page: CheckedPage, graphics: Roll20Graphic[],
 *   walls: Roll20WallObject[], turnorder: unknown}} SnapshotData
 * @typedef {{token: Roll20Graphic, changed: unknown[], previous?: {left?: number | string, top?: number | string}}} MoveData
 * @typedef {{token: Roll20Graphic, changed: unknown[]}} TokenData
 * @typedef {{id: string}} RemoveData
 * @typedef {{wall: Roll20WallObject}} WallData
 * @typedef {{turnorder: unknown}} TurnorderData
 * @typedef {Record<string, unknown>} ViewData
 */
/**
 * What a message reader gives: the data to act on (null when its token or wall was left out, then
 * `remove` or `removeWall` names it), and the tokens or walls left out.
 * @template D
 * @typedef {{data: D | null, problems: LeftOut[], remove?: string, removeWall?: string, refused?: ErrorAnnotation}} Read
 */
/**
 * One message as read: used ({data, problems, …}), dropped ({refused}: why), or ignored ({ignored}:
 * a token or wall before any page, no fault; said for a log, not shown). One object type rather
 * than a union: `data` is what the message type's reader made (READERS), handed to its handler.
 * @typedef {{data?: any, problems: LeftOut[], remove?: string, removeWall?: string,
 *   refused?: ErrorAnnotation, ignored?: ErrorAnnotation}} PageMessage
 */

export const PAGE_LIMITS = Object.freeze({
  // JSON text of one message, checked before it is parsed.
  snapshotChars: 32 * 1024 * 1024,
  messageChars: 2 * 1024 * 1024, // room for one field at its limit (1 MiB) and the rest
  graphics: 10000,
  walls: 50000,
  // Roll20's ids are 20-character strings; campaign ids are digits. The campaign id names a storage key.
  idChars: 64,
  campaign: /^[A-Za-z0-9_-]{0,64}$/,
  nameChars: 500, // a longer name is shortened with an ellipsis
  textChars: 4000, // bars, controlledby, statusmarkers, the speed attribute
  lastmoveChars: MAX_LASTMOVE_CHARS, // web/roll20 bounds.js: the longest lastmove either host reads
  wallTextChars: 1024 * 1024, // a path's `_path` or `points` JSON text
  turnorderChars: 1024 * 1024,
  // A page is at most 4096 units a side (the engine's largest grid side at one cell a unit; a page
  // of more cells than that is refused by web/roll20 roll20Grid, as in the Mod).
  pageUnits: MAX_PAGE_CELLS,
});

// The attributes page.js reads from Roll20's models and sends (the sources are named there); each
// list is checked here by kind.
export const TOKEN_ATTRIBUTES = ROLL20_TOKEN_ATTRIBUTES;
export const PAGE_ATTRIBUTES = ROLL20_PAGE_ATTRIBUTES;
const TOKEN_NUMBERS = ['left', 'top', 'width', 'height'];
// Checked otherwise: the numbers, the name (shortened), lastmove (its points), isdrawing (a flag).
const TOKEN_TEXTS = [
  ...TOKEN_ATTRIBUTES.filter((k) => !['name', 'lastmove', 'isdrawing', ...TOKEN_NUMBERS].includes(k)),
  'speedAttribute',
  'characterControlledby',
  'subtype',
];
const PAGE_NUMBERS = ['width', 'height', 'snapping_increment', 'scale_number'];
const PAGE_TEXTS = PAGE_ATTRIBUTES.filter((k) => !PAGE_NUMBERS.includes(k));
const WALL_COORDS = ['left', 'top', 'width', 'height', 'x', 'y'];
const WALL_TEXTS = ['layer', 'barrierType', 'shape', '_type', 'type'];

// A field that fails its check, thrown from deep in a reader to the one catch in readToken, readWall
// or readPageMessage, which make it a problem value: it never leaves this file.
class Refusal extends Error {}
/** @param {string} message @returns {never} */
function refuse(message) {
  throw new Refusal(message);
}
/** @param {unknown} v @returns {v is Record<string, any>} */
const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
// Roll20's numbers are read as web/roll20 reads them (bounds.js): one reader for both surfaces.
const numberOf = roll20Number;
/** A bad value quoted in the sentence that names it: at most 40 characters (bounds.js shown). @param {unknown} v */
const shown = (v) => quoted(v, 40);
/** A name or text cut to `n` characters, an ellipsis ending a cut (bounds.js shorten). @param {string} text @param {number} n */
const shorten = (text, n) => cut(text, n);

/** @param {unknown} v @param {string} where @returns {string} */
function id(v, where) {
  if ((typeof v === 'string' && v.length > 0 && v.length <= PAGE_LIMITS.idChars) || Number.isSafeInteger(v))
    return String(v);
  return refuse(`${where} is ${shown(v)}, not an id of at most ${PAGE_LIMITS.idChars} characters`);
}
/**
 * The most characters a text field of a token, wall, page or message may have (its limit above).
 * page.js copies at most one more (`capText`), so a 1 MB name costs the page world no 1 MB copy per
 * message, and the check here still sees it was too long.
 */
/** @param {string} field */
export function textLimit(field) {
  if (field === 'name') return PAGE_LIMITS.nameChars;
  if (field === 'lastmove') return PAGE_LIMITS.lastmoveChars;
  if (field === '_path' || field === 'points' || field === 'path') return PAGE_LIMITS.wallTextChars;
  if (field === 'turnorder') return PAGE_LIMITS.turnorderChars;
  return PAGE_LIMITS.textChars;
}
/** @param {string} field @param {unknown} v */
export const capText = (field, v) =>
  typeof v === 'string' && v.length > textLimit(field) ? v.slice(0, textLimit(field) + 1) : v;

/**
 * @param {unknown} v @param {string} where @param {number} max
 * @returns {string | number | boolean | null | undefined}
 */
function text(v, where, max) {
  if (v === undefined) return undefined;
  if (v === null) return null;
  if (typeof v === 'number' || typeof v === 'boolean') return v; // Roll20 keeps some as numbers
  if (typeof v !== 'string') return refuse(`${where} is ${shown(v)}, not text`);
  if (v.length > max) return refuse(`${where} has more than ${max.toLocaleString('en')} characters`);
  return v;
}
/** @param {unknown} v @param {string} where @param {number} lo @param {number} hi */
function within(v, where, lo, hi) {
  if (v === undefined || v === null || v === '') return v;
  const n = numberOf(v);
  if (!Number.isFinite(n)) return refuse(`${where} is ${shown(v)}, not a number`);
  if (n < lo || n > hi) return refuse(`${where} is ${shown(v)}, outside ${lo} to ${hi}`);
  return v;
}
/** @param {unknown} v @param {string} where @param {number} max @returns {unknown[]} */
function list(v, where, max) {
  if (!Array.isArray(v)) return refuse(`${where} is ${shown(v)}, not a list`);
  if (v.length > max) return refuse(`${where} holds more than ${max.toLocaleString('en')} entries`);
  return v;
}

// The page's grid (web/roll20 roll20Grid), which bounds.js checks a token's numbers on: read once per
// page the extension holds (every message of a page is checked against the same object).
/** @type {WeakMap<object, ReturnType<typeof roll20Grid>['grid']>} */
const grids = new WeakMap();
/** @param {Partial<Roll20Page>} page */
function gridOf(page) {
  let grid = grids.get(page);
  if (!grid) {
    grid = roll20Grid(/** @type {Roll20Page} */ (page)).grid;
    grids.set(page, grid);
  }
  return grid;
}

/** A number, or text that reads as one (Roll20 keeps some as text); absent or blank is no fault. @param {unknown} v @param {string} where */
function number(v, where) {
  if (v === undefined || v === null || v === '') return;
  if (!Number.isFinite(numberOf(v))) refuse(`${where} is ${shown(v)}, not a number`);
}

/** @param {unknown} p @returns {CheckedPage} */
function readPage(p) {
  if (!isObject(p)) return refuse(`the page is ${shown(p)}, not an object`);
  /** @type {Record<string, unknown>} */
  const out = { ...p, id: id(p.id, 'the page’s id') };
  for (const k of PAGE_TEXTS) out[k] = text(p[k], `the page’s ${k}`, PAGE_LIMITS.nameChars);
  if (typeof out.name === 'string') out.name = shorten(out.name, PAGE_LIMITS.nameChars);
  within(p.width, 'the page’s width', Number.MIN_VALUE, PAGE_LIMITS.pageUnits);
  within(p.height, 'the page’s height', Number.MIN_VALUE, PAGE_LIMITS.pageUnits);
  if (!Number.isFinite(numberOf(p.width)) || !Number.isFinite(numberOf(p.height)))
    refuse('the page has no width and height');
  within(p.snapping_increment, 'the page’s snapping_increment', 0, PAGE_LIMITS.pageUnits);
  within(p.scale_number, 'the page’s scale_number', 0, 1e6);
  for (const k of Object.keys(out)) if (!['id', ...PAGE_TEXTS, ...PAGE_NUMBERS].includes(k)) delete out[k];
  // Checked above: an id, bounded texts, numbers (or number text) within the page's limits.
  return /** @type {CheckedPage} */ (out);
}

/** "Token “Hero”", or "Token -id" for a token without a name. @param {Record<string, any>} t @param {string} tokenId */
const named = (t, tokenId) => `Token ${typeof t.name === 'string' && t.name ? `“${shorten(t.name, 40)}”` : tokenId}`;

/** A token or wall left out, in the shim's problem shape. @param {string} message @param {string} path @param {string} item @returns {LeftOut} */
const leftOut = (message, path, item) => ({ ...shimError('left-out', message, path, 'extension'), item });

/**
 * A token's attributes checked against the page: {token} or {problem} (the token is then left out;
 * `path`: where the token stands in its message). Texts are bounded, the name shortened; left/top
 * must lie on the page or within a page's size of it, width and height within the largest space
 * (bounds.js tokenProblem, as the Mod reads a token). Its lastmove is read only at a move (READERS.move).
 * @param {unknown} t @param {Partial<Roll20Page>} page @param {string} [path]
 * @returns {{token: Roll20Graphic, problem?: undefined} | {problem: LeftOut, token?: undefined}}
 */
export function readToken(t, page, path = '$.token') {
  if (!isObject(t)) return { problem: leftOut(`A token is ${shown(t)}, not an object; left out.`, path, '?') };
  let tokenId = '?';
  try {
    tokenId = id(t.id, 'the token’s id');
    /** @type {Record<string, unknown>} */
    const out = { ...t, id: tokenId };
    if (typeof t.name === 'string') out.name = shorten(t.name, PAGE_LIMITS.nameChars);
    else if (t.name !== undefined) out.name = text(t.name, 'its name', PAGE_LIMITS.nameChars);
    for (const k of TOKEN_TEXTS) out[k] = text(t[k], `its ${k}`, PAGE_LIMITS.textChars);
    // Its place must be numbers; a size that is none is one cell, with a note, on both hosts
    // (web/roll20/creatures.js saneGraphic): bounded as text here.
    for (const k of ['left', 'top']) number(t[k], `its ${k}`);
    for (const k of ['width', 'height'])
      if (typeof t[k] !== 'number') out[k] = text(t[k], `its ${k}`, PAGE_LIMITS.textChars);
    // Only a move reads it (READERS.move, bounds.js readLastmove, which says when it is too long): kept
    // to one character past the limit, as page.js copies it.
    if (typeof t.lastmove === 'string') out.lastmove = t.lastmove.slice(0, PAGE_LIMITS.lastmoveChars + 1);
    else out.lastmove = text(t.lastmove, 'its lastmove', PAGE_LIMITS.lastmoveChars);
    const problem = tokenProblem(out, gridOf(page), named(t, tokenId));
    if (problem) return { problem: leftOut(`${problem.message.replace(/\.$/, '')}; left out.`, path, tokenId) };
    for (const k of Object.keys(out))
      if (!['id', 'name', 'lastmove', 'isdrawing', ...TOKEN_NUMBERS, ...TOKEN_TEXTS].includes(k)) delete out[k];
    // Checked above: an id, bounded texts, numbers on the page.
    return { token: /** @type {Roll20Graphic} */ (out) };
  } catch (e) {
    if (!(e instanceof Refusal)) throw e;
    return { problem: leftOut(`${named(t, tokenId)}: ${e.message}; left out.`, path, tokenId) };
  }
}

/**
 * A wall, door or window checked for its shape: {wall} or {problem} (left out). Its numbers are
 * checked where it is placed on the page (web/roll20 roll20Barriers: every point of its lines on the
 * page's box, at most MAX_WALL_POINTS points, as the Mod reads walls).
 * @param {unknown} w @param {Partial<Roll20Page>} page @param {string} [path]
 * @returns {{wall: Roll20WallObject, problem?: undefined} | {problem: LeftOut, wall?: undefined}}
 */
export function readWall(w, page, path = '$.wall') {
  if (!isObject(w)) return { problem: leftOut(`A wall is ${shown(w)}, not an object; left out.`, path, '?') };
  let wallId = '?';
  try {
    wallId = id(w.id, 'the wall’s id');
    /** @type {Record<string, unknown>} */
    const out = { ...w, id: wallId };
    for (const k of WALL_TEXTS) out[k] = text(w[k], `its ${k}`, PAGE_LIMITS.nameChars);
    for (const k of [...WALL_COORDS, 'scaleX', 'scaleY', 'rotation']) number(w[k], `its ${k}`);
    for (const k of ['_path', 'points']) if (w[k] !== undefined) text(w[k], `its ${k}`, PAGE_LIMITS.wallTextChars);
    // A door's or window's handles: {handle0: {x, y}, handle1: {x, y}}, relative to its x, y.
    if (w.path !== undefined && typeof w.path !== 'string') {
      if (!isObject(w.path)) refuse(`its path is ${shown(w.path)}, not an object`);
      for (const h of ['handle0', 'handle1']) {
        const p = w.path[h];
        if (p === undefined) continue;
        if (!isObject(p)) refuse(`its ${h} is ${shown(p)}`);
        number(p.x, `its ${h}.x`);
        number(p.y, `its ${h}.y`);
      }
      out.path = { handle0: w.path.handle0, handle1: w.path.handle1 };
    } else if (typeof w.path === 'string') text(w.path, 'its path', PAGE_LIMITS.wallTextChars);
    // Checked above: an id, bounded texts, numbers.
    return { wall: /** @type {Roll20WallObject} */ (out) };
  } catch (e) {
    if (!(e instanceof Refusal)) throw e;
    return { problem: leftOut(`Wall ${wallId}: ${e.message}; left out.`, path, wallId) };
  }
}

/** @param {unknown} p @returns {Player | undefined} */
function readPlayer(p) {
  if (p === undefined) return undefined;
  if (!isObject(p)) return refuse(`the player is ${shown(p)}, not an object`);
  const pid = p.id === '' ? '' : id(p.id, 'the player’s id');
  if (typeof p.gm !== 'boolean') refuse(`the player’s gm is ${shown(p.gm)}, not true or false`);
  return { id: pid, gm: p.gm };
}

/** @param {Record<string, any>} d @returns {Read<SnapshotData>} */
function readSnapshot(d) {
  const campaign = d.campaign ?? '';
  if (typeof campaign !== 'string' || !PAGE_LIMITS.campaign.test(campaign))
    refuse(`the campaign id ${shown(campaign)} is not up to ${PAGE_LIMITS.idChars} letters, digits, - or _`);
  const page = readPage(d.page);
  /** @type {LeftOut[]} */
  const problems = [];
  /** @type {Roll20Graphic[]} */
  const graphics = [];
  list(d.graphics, 'the tokens', PAGE_LIMITS.graphics).forEach((t, i) => {
    const r = readToken(t, page, `$.graphics[${i}]`);
    if (r.problem) problems.push(r.problem);
    else graphics.push(r.token);
  });
  /** @type {Roll20WallObject[]} */
  const walls = [];
  list(d.walls ?? [], 'the walls', PAGE_LIMITS.walls).forEach((w, i) => {
    const r = readWall(w, page, `$.walls[${i}]`);
    if (r.problem) problems.push(r.problem);
    else walls.push(r.wall);
  });
  const turnorder = text(d.turnorder ?? '', 'the turn order', PAGE_LIMITS.turnorderChars);
  return { data: { campaign, player: readPlayer(d.player), page, graphics, walls, turnorder }, problems };
}

/** @param {unknown} v */
const changedList = (v) =>
  list(v, 'its changed attributes', 64).map((k) => text(k, 'a changed attribute', PAGE_LIMITS.idChars));

// Each message type: (data, page) → {data, problems}. A token or wall message whose object is left
// out becomes a removal of that id (it moved far off the page: it is no longer on it).
/** @type {{[type: string]: (d: Record<string, any>, page: Partial<Roll20Page>) => Read<unknown>}} */
const READERS = {
  snapshot: (d) => readSnapshot(d),
  /** @returns {Read<MoveData>} */
  move: (d, page) => {
    const r = readToken(d.token, page);
    const changed = changedList(d.changed);
    if (r.problem) return { data: null, remove: r.problem.item, problems: [r.problem] };
    let previous;
    if (d.previous !== undefined) {
      if (!isObject(d.previous)) refuse(`its previous position is ${shown(d.previous)}`);
      // Where it stood before: only left and top are used (its old lastmove may be the bad one it left).
      number(d.previous.left, 'its previous left');
      number(d.previous.top, 'its previous top');
      previous = { left: d.previous.left, top: d.previous.top };
    }
    // A move is read as the Mod reads one (bounds.js: a new lastmove's points, where it stood before):
    // one that cannot be is not priced, and says why; the token stays where the scene had it.
    const grid = gridOf(page);
    const who = named(r.token, r.token.id);
    const problem =
      (changed.includes('lastmove') ? readLastmove(r.token.lastmove, grid, who).problem : null) ??
      (previous
        ? pointProblem(grid, Number(previous.left ?? r.token.left), Number(previous.top ?? r.token.top), {
            what: `${who}'s position before the move`,
            path: '$.previous.left',
          })
        : null);
    if (problem)
      return {
        data: null,
        problems: [],
        refused: shimError(
          problem.code,
          `${problem.message.replace(/\.$/, '')}; the move is not priced.`,
          problem.path,
          'extension',
        ),
      };
    return { data: { token: r.token, changed, ...(previous ? { previous } : {}) }, problems: [] };
  },
  /** @returns {Read<TokenData>} */
  token: (d, page) => {
    const r = readToken(d.token, page);
    const changed = changedList(d.changed ?? []);
    if (r.problem) return { data: null, remove: r.problem.item, problems: [r.problem] };
    return { data: { token: r.token, changed }, problems: [] };
  },
  remove: (d) => ({ data: { id: id(d.id, 'the removed token’s id') }, problems: [] }),
  wallremove: (d) => ({ data: { id: id(d.id, 'the removed wall’s id') }, problems: [] }),
  /** @returns {Read<WallData>} */
  wall: (d, page) => {
    const r = readWall(d.wall, page);
    if (r.problem) return { data: null, removeWall: r.problem.item, problems: [r.problem] };
    return { data: { wall: r.wall }, problems: [] };
  },
  turnorder: (d) => ({
    data: { turnorder: text(d.turnorder ?? '', 'the turn order', PAGE_LIMITS.turnorderChars) },
    problems: [],
  }),
  view: (d) => {
    for (const k of ['engine', 'target', 'reason']) text(d[k], `the view’s ${k}`, PAGE_LIMITS.nameChars);
    if (d.corners !== undefined) {
      list(d.corners, 'the view’s corners', 4).forEach((c, /** @type {number} */ i) => {
        list(c, `the view’s corner ${i}`, 4).forEach((n) => within(n, `a number of the view’s corner ${i}`, -1e9, 1e9));
      });
    }
    return { data: d, problems: [] };
  },
};

export const MESSAGE_TYPES = Object.freeze(Object.keys(READERS));
const NEEDS_PAGE = ['move', 'token', 'wall'];

/**
 * One message from the page world: its type and JSON text, and the page the extension holds (for
 * messages other than a snapshot). Returns {data, problems, remove?, removeWall?} when it can be
 * used (problems: the tokens or walls left out, each a LeftOut), {refused: problem} when it is
 * dropped, or {ignored: problem, problems: []} for a token or wall message before any page. Every
 * problem is the shim's one shape (shimError, source 'extension'). Never throws.
 * @param {unknown} type @param {unknown} detail @param {Partial<Roll20Page> | null | undefined} page
 * @returns {PageMessage}
 */
export function readPageMessage(type, detail, page) {
  const what = `A “${String(type).slice(0, 20)}” message from the page`;
  /** @param {string} code @param {string} message */
  const refused = (code, message) => ({ refused: shimError(code, message, '$', 'extension'), problems: [] });
  if (typeof type !== 'string' || !Object.hasOwn(READERS, type))
    return refused('unknown-message', `${what} is of no type Footwork sends; dropped.`);
  const max = type === 'snapshot' ? PAGE_LIMITS.snapshotChars : PAGE_LIMITS.messageChars;
  if (typeof detail !== 'string') return refused('no-message-text', `${what} carries no JSON text; dropped.`);
  if (detail.length > max)
    return refused(
      'message-too-long',
      `${what} has ${detail.length.toLocaleString('en')} characters (at most ${max.toLocaleString('en')}); dropped.`,
    );
  let d;
  try {
    d = JSON.parse(detail);
  } catch (e) {
    return refused('not-json', `${what} is not JSON (${e instanceof Error ? e.message : String(e)}); dropped.`);
  }
  if (!isObject(d)) return refused('not-object', `${what} is ${shown(d)}, not an object; dropped.`);
  // A token or wall is checked against the page: before the first snapshot there is none to check it
  // against, and the snapshot brings it anyway. Ignored, without a line in the panel (it is no fault).
  if (NEEDS_PAGE.includes(type) && !page)
    return {
      ignored: shimError('no-page-yet', `${what} came before any page; ignored.`, '$', 'extension'),
      problems: [],
    };
  try {
    return READERS[type](d, page ?? {});
  } catch (e) {
    if (!(e instanceof Refusal))
      return refused(
        'unreadable-message',
        `${what} could not be read (${String(/** @type {any} */ (e)?.message ?? e)}); dropped.`,
      );
    return refused('bad-message', `${what} was dropped: ${e.message}.`);
  }
}
