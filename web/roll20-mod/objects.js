// Roll20 objects → plain attributes, the form web/roll20 reads. Attribute names are those of
// Roll20/roll20-api-scripts `.types/index.d.ts`; read-only ones begin with "_" and are read with it
// (`_pageid`, `_type`). A `get` that throws or an object without `get` (an odd object from another
// script) gives null, never an exception.
import { ROLL20_PAGE_ATTRIBUTES, ROLL20_TOKEN_ATTRIBUTES } from '../roll20/attributes.js';

// What web/roll20 reads of a token and a page (web/roll20/attributes.js, shared with the browser
// extension), and what the sandbox adds: a token's page and subtype (read-only), rotation and
// lockMovement; whether a page is archived.
const GRAPHIC = ['_pageid', '_subtype', ...ROLL20_TOKEN_ATTRIBUTES, 'rotation', 'lockMovement'];
const PAGE = [...ROLL20_PAGE_ATTRIBUTES, 'archived'];
const PATH = [
  '_pageid',
  '_path',
  'layer',
  'left',
  'top',
  'width',
  'height',
  'scaleX',
  'scaleY',
  'rotation',
  'barrierType',
];
const PATHV2 = ['_pageid', 'layer', 'shape', 'points', 'x', 'y', 'rotation', 'barrierType'];
const PORTAL = ['_pageid', 'pageid', 'x', 'y', 'isOpen', 'isLocked', 'isSecret', 'path'];

const KEYS = { graphic: GRAPHIC, page: PAGE, path: PATH, pathv2: PATHV2, door: PORTAL, window: PORTAL };

export const WALL_TYPES = ['path', 'pathv2', 'door', 'window'];

/** The object's type ("graphic", "page" …) or null. */
export function typeOf(obj) {
  try {
    return obj && typeof obj.get === 'function' ? (obj.get('_type') ?? null) : null;
  } catch {
    return null;
  }
}

/**
 * An object's attributes as plain data: {id, type, pageid, …} with the names web/roll20 uses
 * (`_path` keeps its underscore; `_pageid` becomes `pageid`, `_type` `type`). Null for an odd object.
 * @returns {any} the attributes as Roll20 holds them (any of them may be missing or odd: web/roll20 checks)
 */
export function plain(obj) {
  const type = typeOf(obj);
  if (!type) return null;
  const id = obj.id ?? obj.get('_id');
  if (typeof id !== 'string' || id === '') return null;
  const out = { id, type };
  try {
    for (const k of KEYS[type] ?? []) {
      const v = obj.get(k);
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

/** A `prev` of an event ("the properties of the obj as they were before", wiki API:Events) the same way. */
export function plainPrev(prev, type, id) {
  if (!prev || typeof prev !== 'object') return null;
  const out = { id, type };
  for (const k of KEYS[type] ?? []) {
    if (prev[k] === undefined) continue;
    if (k === '_pageid') out.pageid = prev[k];
    else if (k === '_subtype') out.subtype = prev[k];
    else out[k] = prev[k];
  }
  return out;
}

/** Comma-separated player ids of `controlledby` ("all" stays "all"). */
export function controllers(text) {
  return String(text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
