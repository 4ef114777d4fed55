// Roll20 objects → plain attributes, the form web/roll20 reads. Attribute names are those of
// Roll20/roll20-api-scripts `.types/index.d.ts`; read-only ones begin with "_" and are read with it
// (`_pageid`, `_type`). A `get` that throws or an object without `get` (an odd object from another
// script) gives null, never an exception.
import {
  ROLL20_PAGE_ATTRIBUTES,
  ROLL20_TOKEN_ATTRIBUTES,
  ROLL20_PATH_ATTRIBUTES,
  ROLL20_PATHV2_ATTRIBUTES,
  ROLL20_PORTAL_ATTRIBUTES,
  FOLLOWED,
} from '../roll20/attributes.js';

// What web/roll20 reads of a token and a page (web/roll20/attributes.js, shared with the browser
// extension), and what the sandbox adds: a token's page and subtype (read-only), rotation and
// lockMovement; whether a page is archived.
const GRAPHIC = ['_pageid', '_subtype', ...ROLL20_TOKEN_ATTRIBUTES, 'rotation', 'lockMovement'];
const PAGE = [...ROLL20_PAGE_ATTRIBUTES, 'archived'];
// Walls, doors and windows as web/roll20 reads them (attributes.js), and the page each is on.
const PATH = ['_pageid', ...ROLL20_PATH_ATTRIBUTES];
const PATHV2 = ['_pageid', ...ROLL20_PATHV2_ATTRIBUTES];
const PORTAL = ['_pageid', 'pageid', ...ROLL20_PORTAL_ATTRIBUTES];

/** @type {Record<string, string[]>} */
const KEYS = { graphic: GRAPHIC, page: PAGE, path: PATH, pathv2: PATHV2, door: PORTAL, window: PORTAL };

export const WALL_TYPES = ['path', 'pathv2', 'door', 'window'];

/**
 * A Roll20 object's attributes as plain data, as plain() builds them: its id and type, and the
 * attributes KEYS lists, any of them missing or odd (web/roll20's readers check them).
 * @typedef {{id: string, type: string, pageid?: unknown, subtype?: unknown, [attribute: string]: unknown}} Plain
 */

/**
 * A graphic's attributes as the Mod passes them on: what web/roll20 reads of a token (its
 * Roll20Graphic, checked again by bounds.js before a number of it is used) and the page it is on.
 * `sizeNote`: web/roll20 saneGraphic's note on a size it had to assume.
 * @typedef {import('../roll20/index.js').Roll20Graphic & {type?: string, pageid?: string, sizeNote?: string}} Graphic
 */

/**
 * The object's type ("graphic", "page" …) or null.
 * @param {unknown} obj anything a handler or findObjs gave (another script's odd object included)
 * @returns {string | null}
 */
export function typeOf(obj) {
  try {
    const o = /** @type {{get?: unknown}} */ (obj);
    if (!o || typeof o.get !== 'function') return null;
    const type = o.get('_type');
    return typeof type === 'string' ? type : null;
  } catch {
    return null;
  }
}

/**
 * An object's attributes as plain data: {id, type, pageid, …} with the names web/roll20 uses
 * (`_path` keeps its underscore; `_pageid` becomes `pageid`, `_type` `type`). Null for an odd object.
 * @param {unknown} obj
 * @returns {any} the attributes as Roll20 holds them (any of them may be missing or odd: web/roll20
 *   checks); `any` so that each reader, web/roll20's typed as the attributes it reads, takes them
 */
export function plain(obj) {
  const type = typeOf(obj);
  if (!type) return null;
  const o = /** @type {{id?: unknown, get: (k: string) => unknown}} */ (obj);
  /** @type {unknown} */
  let id;
  try {
    id = o.id ?? o.get('_id');
  } catch {
    return null;
  }
  if (typeof id !== 'string' || id === '') return null;
  /** @type {Plain} */
  const out = { id, type };
  try {
    for (const k of KEYS[type] ?? []) {
      const v = o.get(k);
      if (v === undefined) continue;
      if (k === '_pageid') out.pageid = v;
      else if (k === '_subtype') out.subtype = v;
      else out[k] = v;
    }
  } catch {
    return null;
  }
  return out;
}

/**
 * A graphic's followed attributes (web/roll20/attributes.js FOLLOWED; web/roll20/page-scene.js
 * `Place`): read of every graphic of a page when the Mod checks which ones other scripts changed;
 * null for an odd object.
 * @param {unknown} obj @returns {import('../roll20/page-scene.js').Place | null}
 */
export function placeOf(obj) {
  if (typeOf(obj) !== 'graphic') return null;
  const o = /** @type {{id?: unknown, get: (k: string) => unknown}} */ (obj);
  try {
    const id = o.id ?? o.get('_id');
    if (typeof id !== 'string' || id === '') return null;
    /** @type {import('../roll20/page-scene.js').Place} */
    const place = { id };
    for (const k of FOLLOWED) place[k] = o.get(k);
    return place;
  } catch {
    return null;
  }
}

/**
 * A `prev` of an event ("the properties of the obj as they were before", wiki API:Events) the same way.
 * @param {unknown} prev @param {string} type @param {string} id
 * @returns {any} as plain's
 */
export function plainPrev(prev, type, id) {
  if (!prev || typeof prev !== 'object') return null;
  const p = /** @type {Record<string, unknown>} */ (prev);
  /** @type {Plain} */
  const out = { id, type };
  for (const k of KEYS[type] ?? []) {
    if (p[k] === undefined) continue;
    if (k === '_pageid') out.pageid = p[k];
    else if (k === '_subtype') out.subtype = p[k];
    else out[k] = p[k];
  }
  return out;
}

// Comma-separated player ids of `controlledby`: read as the browser extension reads them.
export { controllers } from '../roll20/creatures.js';
