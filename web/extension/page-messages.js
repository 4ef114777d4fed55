// The messages the page script sends from Roll20's world, checked before the extension acts on them
// (issue 29; docs/extension.md, "What the extension trusts"). Roll20's world is shared with every
// other script on the page, so a message may be forged or hold anything: each is held to its
// documented shape and sizes here, and every number in it is checked against the page it belongs
// to before any work is sized by it (a token at left 1e300 would otherwise make the shim walk a line
// of 1e298 cells). A message that fails is dropped with a sentence naming what and where; a token
// or a wall that stands far off the page is left out with a sentence, and the rest is used.
// Pure: no DOM, nothing thrown.
import { ROLL20_PAGE_ATTRIBUTES, ROLL20_TOKEN_ATTRIBUTES } from '../roll20/attributes.js';
import { PAGE_MARGIN_PAGES, pageUnitsBox, roll20Number } from '../roll20/bounds.js';

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
];
const PAGE_NUMBERS = ['width', 'height', 'snapping_increment', 'scale_number'];
const PAGE_TEXTS = PAGE_ATTRIBUTES.filter((k) => !PAGE_NUMBERS.includes(k));
const WALL_COORDS = ['left', 'top', 'width', 'height', 'x', 'y'];
const WALL_TEXTS = ['layer', 'barrierType', 'shape', '_type', 'type'];

class Refusal extends Error {}
const refuse = (message) => {
  throw new Refusal(message);
};
const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
// Roll20's numbers are read as web/roll20 reads them (bounds.js): one reader for both surfaces.
const numberOf = roll20Number;
/** A short, printable rendering of a bad value for the sentence that names it. */
export function shown(v) {
  let text;
  try {
    text = typeof v === 'string' ? JSON.stringify(v) : (JSON.stringify(v) ?? String(v));
  } catch {
    text = typeof v;
  }
  return text.length > 40 ? text.slice(0, 39) + '…' : text;
}
export const shorten = (text, n) => ([...text].length > n ? [...text].slice(0, n - 1).join('') + '…' : text);

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
export function textLimit(field) {
  if (field === 'name') return PAGE_LIMITS.nameChars;
  if (field === 'lastmove') return PAGE_LIMITS.lastmoveChars;
  if (field === '_path' || field === 'points' || field === 'path') return PAGE_LIMITS.wallTextChars;
  if (field === 'turnorder') return PAGE_LIMITS.turnorderChars;
  return PAGE_LIMITS.textChars;
}
export const capText = (field, v) =>
  typeof v === 'string' && v.length > textLimit(field) ? v.slice(0, textLimit(field) + 1) : v;

function text(v, where, max) {
  if (v === undefined || v === null) return v;
  if (typeof v === 'number' || typeof v === 'boolean') return v; // Roll20 keeps some as numbers
  if (typeof v !== 'string') return refuse(`${where} is ${shown(v)}, not text`);
  if (v.length > max) return refuse(`${where} has more than ${max.toLocaleString('en')} characters`);
  return v;
}
function within(v, where, lo, hi) {
  if (v === undefined || v === null || v === '') return v;
  const n = numberOf(v);
  if (!Number.isFinite(n)) return refuse(`${where} is ${shown(v)}, not a number`);
  if (n < lo || n > hi) return refuse(`${where} is ${shown(v)}, outside ${lo} to ${hi}`);
  return v;
}
function list(v, where, max) {
  if (!Array.isArray(v)) return refuse(`${where} is ${shown(v)}, not a list`);
  if (v.length > max) return refuse(`${where} holds more than ${max.toLocaleString('en')} entries`);
  return v;
}

/** The page's extent in pixels, and the box a token's or a wall's numbers must lie in (web/roll20 bounds.js). */
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

function readPage(p) {
  if (!isObject(p)) return refuse(`the page is ${shown(p)}, not an object`);
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
  return out;
}

// The numbers of a lastmove text ("x0,y0,x1,y1,…") must lie on the page as a token's centre does.
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

/**
 * A token's attributes checked against the page: {token} or {problem} (a sentence; the token is then
 * left out). Texts are bounded, the name shortened; left/top and every lastmove point must lie on
 * the page or within a page's size of it, width and height within the page's size.
 */
export function readToken(t, page) {
  if (!isObject(t)) return { problem: `A token is ${shown(t)}, not an object; left out.`, id: '?' };
  let tokenId = '?';
  try {
    tokenId = id(t.id, 'the token’s id');
    const b = pageBounds(page);
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
    return { token: out };
  } catch (e) {
    if (!(e instanceof Refusal)) throw e;
    const name = typeof t.name === 'string' && t.name ? `“${shorten(t.name, 40)}”` : tokenId;
    return { problem: `Token ${name}: ${e.message}; left out.`, id: tokenId };
  }
}

// Every number in a wall's JSON text (`_path`, `points`) must lie within the page's reach too.
function checkWallText(v, where, b) {
  const t = text(v, where, PAGE_LIMITS.wallTextChars);
  if (typeof t !== 'string') return;
  for (const m of t.matchAll(/-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?/gi))
    if (!(Math.abs(Number(m[0])) <= b.size)) refuse(`${where} holds the number ${shown(m[0])}, far off the page`);
}

/** A wall, door or window checked against the page: {wall} or {problem} (left out). */
export function readWall(w, page) {
  if (!isObject(w)) return { problem: `A wall is ${shown(w)}, not an object; left out.`, id: '?' };
  let wallId = '?';
  try {
    wallId = id(w.id, 'the wall’s id');
    const b = pageBounds(page);
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
    return { wall: out };
  } catch (e) {
    if (!(e instanceof Refusal)) throw e;
    return { problem: `Wall ${wallId}: ${e.message}; left out.`, id: wallId };
  }
}

function readPlayer(p) {
  if (p === undefined) return undefined;
  if (!isObject(p)) return refuse(`the player is ${shown(p)}, not an object`);
  const pid = p.id === '' ? '' : id(p.id, 'the player’s id');
  if (typeof p.gm !== 'boolean') refuse(`the player’s gm is ${shown(p.gm)}, not true or false`);
  return { id: pid, gm: p.gm };
}

function readSnapshot(d) {
  const campaign = d.campaign ?? '';
  if (typeof campaign !== 'string' || !PAGE_LIMITS.campaign.test(campaign))
    refuse(`the campaign id ${shown(campaign)} is not up to ${PAGE_LIMITS.idChars} letters, digits, - or _`);
  const page = readPage(d.page);
  const problems = [];
  const graphics = [];
  for (const t of list(d.graphics, 'the tokens', PAGE_LIMITS.graphics)) {
    const r = readToken(t, page);
    if (r.problem) problems.push({ id: r.id, message: r.problem });
    else graphics.push(r.token);
  }
  const walls = [];
  for (const w of list(d.walls ?? [], 'the walls', PAGE_LIMITS.walls)) {
    const r = readWall(w, page);
    if (r.problem) problems.push({ id: r.id, message: r.problem });
    else walls.push(r.wall);
  }
  const turnorder = text(d.turnorder ?? '', 'the turn order', PAGE_LIMITS.turnorderChars);
  return { data: { campaign, player: readPlayer(d.player), page, graphics, walls, turnorder }, problems };
}

const changedList = (v) =>
  list(v, 'its changed attributes', 64).map((k) => text(k, 'a changed attribute', PAGE_LIMITS.idChars));

// Each message type: (data, page) → {data, problems}. A token or wall message whose object is left
// out becomes a removal of that id (it moved far off the page: it is no longer on it).
const READERS = {
  snapshot: (d) => readSnapshot(d),
  move: (d, page) => {
    const r = readToken(d.token, page);
    const changed = changedList(d.changed);
    if (r.problem) return { data: null, remove: r.id, problems: [{ id: r.id, message: r.problem }] };
    let previous;
    if (d.previous !== undefined) {
      if (!isObject(d.previous)) refuse(`its previous position is ${shown(d.previous)}`);
      // Where it stood before: only left and top are used (its old lastmove may be the bad one it left).
      const p = readToken({ left: d.previous.left, top: d.previous.top, id: r.token.id }, page);
      if (p.problem)
        return {
          data: null,
          remove: r.token.id,
          problems: [{ id: r.token.id, message: p.problem.replace(/^Token/, 'The move of token') }],
        };
      previous = { left: d.previous.left, top: d.previous.top };
    }
    return { data: { token: r.token, changed, ...(previous ? { previous } : {}) }, problems: [] };
  },
  token: (d, page) => {
    const r = readToken(d.token, page);
    const changed = changedList(d.changed ?? []);
    if (r.problem) return { data: null, remove: r.id, problems: [{ id: r.id, message: r.problem }] };
    return { data: { token: r.token, changed }, problems: [] };
  },
  remove: (d) => ({ data: { id: id(d.id, 'the removed token’s id') }, problems: [] }),
  wallremove: (d) => ({ data: { id: id(d.id, 'the removed wall’s id') }, problems: [] }),
  wall: (d, page) => {
    const r = readWall(d.wall, page);
    if (r.problem) return { data: null, removeWall: r.id, problems: [{ id: r.id, message: r.problem }] };
    return { data: { wall: r.wall }, problems: [] };
  },
  turnorder: (d) => ({
    data: { turnorder: text(d.turnorder ?? '', 'the turn order', PAGE_LIMITS.turnorderChars) },
    problems: [],
  }),
  view: (d) => {
    for (const k of ['engine', 'target', 'reason']) text(d[k], `the view’s ${k}`, PAGE_LIMITS.nameChars);
    if (d.corners !== undefined) {
      list(d.corners, 'the view’s corners', 4).forEach((c, i) => {
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
 * used (problems: [{id, message}], the tokens or walls left out), {refused: sentence} when it is
 * dropped, or {ignored: true} for a token or wall message before any page. Never throws.
 */
export function readPageMessage(type, detail, page) {
  const what = `A “${String(type).slice(0, 20)}” message from the page`;
  if (!Object.hasOwn(READERS, type)) return { refused: `${what} is of no type Footwork sends; dropped.` };
  const max = type === 'snapshot' ? PAGE_LIMITS.snapshotChars : PAGE_LIMITS.messageChars;
  if (typeof detail !== 'string') return { refused: `${what} carries no JSON text; dropped.` };
  if (detail.length > max)
    return {
      refused: `${what} has ${detail.length.toLocaleString('en')} characters (at most ${max.toLocaleString('en')}); dropped.`,
    };
  let d;
  try {
    d = JSON.parse(detail);
  } catch (e) {
    return { refused: `${what} is not JSON (${e.message}); dropped.` };
  }
  if (!isObject(d)) return { refused: `${what} is ${shown(d)}, not an object; dropped.` };
  // A token or wall is checked against the page: before the first snapshot there is none to check it
  // against, and the snapshot brings it anyway. Ignored, without a line (it is no fault).
  if (NEEDS_PAGE.includes(type) && !page) return { ignored: true, problems: [] };
  try {
    return READERS[type](d, page);
  } catch (e) {
    if (!(e instanceof Refusal)) return { refused: `${what} could not be read (${String(e?.message ?? e)}); dropped.` };
    return { refused: `${what} was dropped: ${e.message}.` };
  }
}
