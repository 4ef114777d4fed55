// The messages the page script sends from Roll20's world, checked before the extension acts on them
// (issue 29; docs/extension.md, "What the extension trusts"). Roll20's world is shared with every
// other script on the page, so a message may be forged or hold anything: each is held to its
// documented shape and sizes here, and every number in it is checked against the page it belongs
// to before any work is sized by it (a token at left 1e300 would otherwise make the shim walk a line
// of 1e298 cells). A message that fails is dropped with a sentence naming what and where; a token
// or a wall that stands far off the page is left out with a sentence, and the rest is used. Every
// such sentence is the shim's one problem shape (shimError, source 'extension').
// Pure: no DOM, nothing thrown.
import { ROLL20_PAGE_ATTRIBUTES, ROLL20_TOKEN_ATTRIBUTES } from '../roll20/attributes.js';
import { PAGE_MARGIN_PAGES, pageUnitsBox, roll20Number } from '../roll20/bounds.js';
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
 * @typedef {{data: D | null, problems: LeftOut[], remove?: string, removeWall?: string}} Read
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
  lastmoveChars: 20000,
  wallTextChars: 1024 * 1024, // a path's `_path` or `points` JSON text
  turnorderChars: 1024 * 1024,
  // A page is at most 4096 units a side (the engine's largest grid side at one cell a unit).
  pageUnits: 4096,
  // Tokens and walls may stand off the page by up to one page's size each way (Roll20 lets a token
  // hang over the edge); anything farther is left out. The same margin web/roll20 reads with.
  offPage: PAGE_MARGIN_PAGES,
  wallScale: 100,
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
/** A short, printable rendering of a bad value for the sentence that names it. @param {unknown} v */
export function shown(v) {
  let text;
  try {
    text = typeof v === 'string' ? JSON.stringify(v) : (JSON.stringify(v) ?? String(v));
  } catch {
    text = typeof v;
  }
  return text.length > 40 ? text.slice(0, 39) + '…' : text;
}
/** @param {string} text @param {number} n */
export const shorten = (text, n) => ([...text].length > n ? [...text].slice(0, n - 1).join('') + '…' : text);

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

/** The page's extent in pixels, and the box a token's or a wall's numbers must lie in (web/roll20 bounds.js). */
/** @param {Partial<Roll20Page>} page */
export function pageBounds(page) {
  const box = pageUnitsBox(page);
  return {
    width: box.width,
    height: box.height,
    x: [box.left, box.right],
    y: [box.top, box.bottom],
    size: (1 + 2 * PAGE_MARGIN_PAGES) * Math.max(box.width, box.height),
  };
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

// The numbers of a lastmove text ("x0,y0,x1,y1,…") must lie on the page as a token's centre does.
/** @param {unknown} v @param {string} where @param {ReturnType<typeof pageBounds>} b */
function checkLastmove(v, where, b) {
  if (v === undefined || v === null || v === '') return;
  const t = text(v, where, PAGE_LIMITS.lastmoveChars);
  const parts = String(t).split(',');
  for (let i = 0; i < parts.length; i++) {
    const n = Number(parts[i]);
    if (parts[i].trim() === '' || !Number.isFinite(n)) continue; // web/roll20 says what it cannot read
    const [lo, hi] = i % 2 === 0 ? b.x : b.y;
    if (n < lo || n > hi) refuse(`its lastmove point ${shown(parts[i])} lies far off the page`);
  }
}

/** A token or wall left out, in the shim's problem shape. @param {string} message @param {string} path @param {string} item @returns {LeftOut} */
const leftOut = (message, path, item) => ({ ...shimError('left-out', message, path, 'extension'), item });

/**
 * A token's attributes checked against the page: {token} or {problem} (the token is then left out;
 * `path`: where the token stands in its message). Texts are bounded, the name shortened; left/top
 * and every lastmove point must lie on the page or within a page's size of it, width and height
 * within the page's size.
 * @param {unknown} t @param {Partial<Roll20Page>} page @param {string} [path]
 * @returns {{token: Roll20Graphic, problem?: undefined} | {problem: LeftOut, token?: undefined}}
 */
export function readToken(t, page, path = '$.token') {
  if (!isObject(t)) return { problem: leftOut(`A token is ${shown(t)}, not an object; left out.`, path, '?') };
  let tokenId = '?';
  try {
    tokenId = id(t.id, 'the token’s id');
    const b = pageBounds(page);
    /** @type {Record<string, unknown>} */
    const out = { ...t, id: tokenId };
    if (typeof t.name === 'string') out.name = shorten(t.name, PAGE_LIMITS.nameChars);
    else if (t.name !== undefined) out.name = text(t.name, 'its name', PAGE_LIMITS.nameChars);
    for (const k of TOKEN_TEXTS) out[k] = text(t[k], `its ${k}`, PAGE_LIMITS.textChars);
    within(t.left, 'its left', b.x[0], b.x[1]);
    within(t.top, 'its top', b.y[0], b.y[1]);
    for (const k of ['width', 'height']) within(t[k], `its ${k}`, 0, b.size);
    checkLastmove(t.lastmove, 'its lastmove', b);
    for (const k of Object.keys(out))
      if (!['id', 'name', 'lastmove', 'isdrawing', ...TOKEN_NUMBERS, ...TOKEN_TEXTS].includes(k)) delete out[k];
    // Checked above: an id, bounded texts, numbers on the page.
    return { token: /** @type {Roll20Graphic} */ (out) };
  } catch (e) {
    if (!(e instanceof Refusal)) throw e;
    const name = typeof t.name === 'string' && t.name ? `“${shorten(t.name, 40)}”` : tokenId;
    return { problem: leftOut(`Token ${name}: ${e.message}; left out.`, path, tokenId) };
  }
}

// Every number in a wall's JSON text (`_path`, `points`) must lie within the page's reach too.
/** @param {unknown} v @param {string} where @param {ReturnType<typeof pageBounds>} b */
function checkWallText(v, where, b) {
  const t = text(v, where, PAGE_LIMITS.wallTextChars);
  if (typeof t !== 'string') return;
  for (const m of t.matchAll(/-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?/gi))
    if (!(Math.abs(Number(m[0])) <= b.size)) refuse(`${where} holds the number ${shown(m[0])}, far off the page`);
}

/**
 * A wall, door or window checked against the page: {wall} or {problem} (left out).
 * @param {unknown} w @param {Partial<Roll20Page>} page @param {string} [path]
 * @returns {{wall: Roll20WallObject, problem?: undefined} | {problem: LeftOut, wall?: undefined}}
 */
export function readWall(w, page, path = '$.wall') {
  if (!isObject(w)) return { problem: leftOut(`A wall is ${shown(w)}, not an object; left out.`, path, '?') };
  let wallId = '?';
  try {
    wallId = id(w.id, 'the wall’s id');
    const b = pageBounds(page);
    /** @type {Record<string, unknown>} */
    const out = { ...w, id: wallId };
    for (const k of WALL_TEXTS) out[k] = text(w[k], `its ${k}`, PAGE_LIMITS.nameChars);
    for (const k of WALL_COORDS) within(w[k], `its ${k}`, -b.size, b.size);
    for (const k of ['scaleX', 'scaleY']) within(w[k], `its ${k}`, -PAGE_LIMITS.wallScale, PAGE_LIMITS.wallScale);
    within(w.rotation, 'its rotation', -1e6, 1e6);
    for (const k of ['_path', 'points']) if (typeof w[k] === 'string') checkWallText(w[k], `its ${k}`, b);
    // A door's or window's handles: {handle0: {x, y}, handle1: {x, y}}, relative to its x, y.
    if (w.path !== undefined && typeof w.path !== 'string') {
      if (!isObject(w.path)) refuse(`its path is ${shown(w.path)}, not an object`);
      for (const h of ['handle0', 'handle1']) {
        const p = w.path[h];
        if (p === undefined) continue;
        if (!isObject(p)) refuse(`its ${h} is ${shown(p)}`);
        within(p.x, `its ${h}.x`, -b.size, b.size);
        within(p.y, `its ${h}.y`, -b.size, b.size);
      }
      out.path = { handle0: w.path.handle0, handle1: w.path.handle1 };
    } else if (typeof w.path === 'string') checkWallText(w.path, 'its path', b);
    // Checked above: an id, bounded texts, numbers within the page's reach.
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
      const p = readToken({ left: d.previous.left, top: d.previous.top, id: r.token.id }, page, '$.previous');
      if (p.problem)
        return {
          data: null,
          remove: r.token.id,
          problems: [{ ...p.problem, message: p.problem.message.replace(/^Token/, 'The move of token') }],
        };
      previous = { left: d.previous.left, top: d.previous.top };
    }
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
