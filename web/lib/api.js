// The Footwork JavaScript API over the Embind module (docs/js-api.md).
//
// The ES module build uses it as it is (index.js); the single-file classic script bundles it with
// esbuild (build/single.mjs), so it may import like any module.
//
// Errors: every failure is a FootworkError {code, message, path}; `path` is the JSON path of the bad
// input, named after the method's parameter ("$.position[0]", "$.creature.speeds.walk"). Inputs are
// checked here for their JavaScript types (so nothing odd reaches Embind) and in C++ for their values
// (the same checks and messages as the request protocol).

/** An error from the engine or from checking the input, with the JSON path of the input at fault. */
export class FootworkError extends Error {
  /** @param {string} code @param {string} message @param {string} [path] */
  constructor(code, message, path = '$') {
    super(message);
    this.name = 'FootworkError';
    this.code = code;
    this.path = path;
  }
}

/**
 * The Embind module and its objects (bindings/, C++): no typings exist for them, so what they hand
 * back is read as the protocol's JSON and checked status objects. @typedef {any} Embind
 */
/** @typedef {{ok: boolean, code: string, message: string, path: string}} Status the module's answer to an update */

const MAX_COORD = 1_000_000; // the protocol's bound on cell coordinates
const MAX_DEPTH = 64; // the protocol's bound on JSON nesting

/** @param {unknown} v */
function describe(v) {
  if (v === null) return 'null';
  if (v === undefined) return 'nothing';
  if (Array.isArray(v)) return 'an array';
  switch (typeof v) {
    case 'number':
      if (Number.isNaN(v)) return 'NaN';
      if (!Number.isFinite(v)) return String(v);
      return Number.isInteger(v) ? 'an integer' : 'a number';
    case 'string':
      return 'a string';
    case 'boolean':
      return 'a boolean';
    case 'bigint':
      return 'a bigint';
    case 'function':
      return 'a function';
    case 'symbol':
      return 'a symbol';
    default:
      return 'an object';
  }
}

/** @param {string} path @param {string} expected @param {unknown} got */
function badType(path, expected, got) {
  return new FootworkError('bad-type', `Expected ${expected} at ${path}, got ${describe(got)}.`, path);
}

/** @param {unknown} v @param {string} path @returns {string} */
function checkString(v, path) {
  if (typeof v !== 'string') throw badType(path, 'a string', v);
  return v;
}

/** @param {unknown} v @param {string} path @returns {boolean} */
function checkBoolean(v, path) {
  if (typeof v !== 'boolean') throw badType(path, 'true or false', v);
  return v;
}

/** @param {unknown} v @param {string} path @param {number} min @param {number} max @returns {number} */
function checkInt(v, path, min, max) {
  if (typeof v !== 'number' || !Number.isInteger(v)) throw badType(path, 'an integer', v);
  if (v < min || v > max)
    throw new FootworkError('out-of-range', `The value at ${path} must be between ${min} and ${max}.`, path);
  return v;
}

/** @param {unknown} v @param {string} path @returns {import('./index.js').Cell} */
function checkCell(v, path) {
  if (!Array.isArray(v) || v.length !== 2) throw badType(path, 'a cell [x, y]', v);
  checkInt(v[0], `${path}[0]`, -MAX_COORD, MAX_COORD);
  checkInt(v[1], `${path}[1]`, -MAX_COORD, MAX_COORD);
  return /** @type {import('./index.js').Cell} */ (v); // (two whole numbers in range, checked above)
}

/**
 * @param {unknown} v @param {string} path @param {string} [expected]
 * @returns {asserts v is {[k: string]: unknown}}
 */
function checkPlainObject(v, path, expected = 'an object') {
  if (v === null || typeof v !== 'object' || Array.isArray(v) || ArrayBuffer.isView(v))
    throw badType(path, expected, v);
}

// JSON text of a request, scene or creature, refusing what JSON cannot say (NaN, Infinity, bigint,
// functions, cycles) with the path where it sits. `undefined` object members are left out, as
// JSON.stringify does; an `undefined` array element is an error rather than a silent null.
/** @param {unknown} value @param {string} path @returns {string} */
function toJsonText(value, path) {
  if (typeof value === 'string') return value;
  // A first walk only asks whether anything is wrong; a second, only then, says what and where.
  if (jsonFault(value, path, 1, null)) jsonFault(value, path, 1, new Set());
  return JSON.stringify(value);
}

// Whether `v` holds something JSON cannot say. Without `seen` (the quick walk every request takes)
// it spells no path and keeps no set of the objects it is inside: a cycle shows as nesting past the
// bound. With `seen` it throws the fault, with its path: a cycle as such. Spelling "$.path[3][0]" and
// filling the set for every value was a tenth of a move query's time in the JS API (issue 40).
/**
 * @param {unknown} v @param {string} p @param {number} depth @param {Set<object> | null} seen
 * @returns {boolean}
 */
function jsonFault(v, p, depth, seen) {
  if (depth > MAX_DEPTH) {
    if (seen) throw new FootworkError('limit', `JSON nested deeper than ${MAX_DEPTH} levels is refused (at ${p}).`, p);
    return true;
  }
  switch (typeof v) {
    case 'number':
      if (Number.isFinite(v)) return false;
      if (seen) throw badType(p, 'a finite number', v);
      return true;
    case 'string':
    case 'boolean':
      return false;
    case 'object':
      if (v === null) return false;
      if (seen) {
        if (seen.has(v)) throw new FootworkError('bad-value', `The value at ${p} contains itself.`, p);
        seen.add(v);
      }
      if (Array.isArray(v)) {
        for (let i = 0; i < v.length; ++i) if (jsonFault(v[i], seen ? `${p}[${i}]` : p, depth + 1, seen)) return true;
      } else if (ArrayBuffer.isView(v)) {
        if (seen) throw badType(p, 'a JSON value', v);
        return true;
      } else if (typeof (/** @type {{toJSON?: unknown}} */ (v).toJSON) !== 'function') {
        const o = /** @type {Record<string, unknown>} */ (v);
        for (const k of Object.keys(o))
          if (o[k] !== undefined && jsonFault(o[k], seen ? `${p}.${k}` : p, depth + 1, seen)) return true;
      }
      if (seen) seen.delete(v);
      return false;
    default:
      if (seen) throw badType(p, 'a JSON value', v);
      return true;
  }
}

// A method's options and the query's own fields as one request (the fields win). Object.assign, not
// spread: V8's JSON.stringify takes its fast path on the object assign makes and not on a spread's
// (3.3 -> 1.5 µs for a move request, issue 40). An own "__proto__" member (JSON.parse makes them)
// would set the prototype under assign, so such options keep the spread, and the engine names it.
/** @template {object} O @template {object} F @param {O} options @param {F} fields @returns {O & F} */
function requestOf(options, fields) {
  return Object.prototype.hasOwnProperty.call(options, '__proto__')
    ? { ...options, ...fields }
    : Object.assign({}, options, fields);
}

/** @param {Status} status */
function fail(status) {
  if (!status.ok) throw new FootworkError(status.code, status.message, status.path);
}

// The module hands a query's response over as a view of its UTF-8 bytes in the module's memory,
// valid until its next call (bindings.cpp, responseView): decoded here at once, in one call.
const utf8 = typeof TextDecoder === 'function' ? new TextDecoder() : null;
/** @param {Uint8Array} bytes @returns {string} */
function responseText(bytes) {
  if (utf8) return utf8.decode(bytes);
  // A host without TextDecoder (a bare vm context): each byte percent-escaped, and
  // decodeURIComponent reads them as UTF-8 (the engine writes only well-formed UTF-8).
  let escaped = '';
  for (let i = 0; i < bytes.length; ++i) escaped += (bytes[i] < 16 ? '%0' : '%') + bytes[i].toString(16);
  return decodeURIComponent(escaped);
}

// A small request crosses as UTF-8 written straight into the module's memory (bindings.cpp,
// requestRoom), then answered by its length: passed as a string, Embind's glue measured and copied it
// one character at a time, with a malloc and a free, on every query (issue 40). The room is one view
// of 48 KB made on the first query and again when the module's memory grows, which empties the view:
// WebAssembly only. The plain-JS build grows its memory into a new ArrayBuffer and leaves the old one
// and its views as they were, so it keeps the string path.
// Texts with a surrogate keep the string path: Embind's glue writes a lone one as it is, encodeInto
// as U+FFFD, and the answers must not depend on the path.
const utf8Out = typeof TextEncoder === 'function' ? new TextEncoder() : null;
const SMALL_REQUEST = 16384; // characters: at most 3 bytes each in UTF-8
const SURROGATE = /[\uD800-\uDFFF]/;
/** @param {Embind} module @returns {((text: string) => number) | null} */
function requestWriter(module) {
  if (!utf8Out || typeof module._requestRoom !== 'function') return null;
  /** @type {Uint8Array | null} */
  let room = null;
  // The request's length in bytes, written in the module; -1: send it as a string.
  return (text) => {
    if (text.length > SMALL_REQUEST || SURROGATE.test(text)) return -1;
    if (room === null || room.length < 3 * text.length) {
      room = module._requestRoom(3 * SMALL_REQUEST);
      if (/** @type {Uint8Array} */ (room).length < 3 * text.length) return -1; // (out of memory)
    }
    return utf8Out.encodeInto(text, /** @type {Uint8Array} */ (room)).written;
  };
}
/** @type {WeakMap<object, ((text: string) => number) | null>} each Footwork's request writer */
const writers = new WeakMap();
/**
 * A request text answered by a module or scene handle `h`, as response text.
 * @param {Embind} h @param {((text: string) => number) | null | undefined} write @param {string} text
 */
function answer(h, write, text) {
  const n = write ? write(text) : -1;
  return responseText(n < 0 ? h._query(text) : h._queryWritten(n));
}

// A response text of the protocol → its result (JSON: typed for callers by index.d.ts), or a FootworkError.
/** @param {string} text @returns {any} */
function resultOf(text) {
  const response = JSON.parse(text);
  if (response.error) {
    const e = response.error;
    const err = new FootworkError(e.code, e.message, e.path);
    /** @type {any} */ (err).response = response;
    throw err;
  }
  return response.result;
}

const TERRAIN_KEYS = ['ground', 'difficult', 'obstructed', 'water', 'climb', 'material', 'opaque'];
const TERRAIN_DEFAULT = Object.freeze({
  ground: 'open',
  difficult: 0,
  obstructed: false,
  water: 'none',
  climb: 'none',
  material: 'earth',
  opaque: false,
});

// A terrain object with protocol names → the Embind value object (every field present).
/** @param {unknown} t @param {string} path */
function terrainFields(t, path) {
  checkPlainObject(t, path, 'a terrain object or a legend character');
  for (const k of Object.keys(t))
    if (!TERRAIN_KEYS.includes(k) && t[k] !== undefined)
      throw new FootworkError('unknown-field', `Unknown field ${path}.${k}.`, `${path}.${k}`);
  const f = /** @type {Record<string, unknown>} */ ({ ...TERRAIN_DEFAULT });
  for (const k of TERRAIN_KEYS) {
    const v = t[k];
    if (v === undefined) continue;
    const p = `${path}.${k}`;
    if (k === 'difficult') f[k] = checkInt(v, p, 0, 9);
    else if (k === 'obstructed' || k === 'opaque') f[k] = checkBoolean(v, p);
    else f[k] = checkString(v, p);
  }
  return f;
}

// Cells as [[x, y], …] or a flat Int32Array of x, y pairs → Int32Array.
/** @param {unknown} cells @param {string} path @returns {Int32Array} */
function cellList(cells, path) {
  if (cells instanceof Int32Array) return cells;
  if (!Array.isArray(cells)) throw badType(path, 'an array of cells or an Int32Array of x, y pairs', cells);
  const out = new Int32Array(cells.length * 2);
  for (let i = 0; i < cells.length; ++i) {
    const c = checkCell(cells[i], `${path}[${i}]`);
    out[2 * i] = c[0];
    out[2 * i + 1] = c[1];
  }
  return out;
}

// Hex grids keep three owned sides per cell of the map and of the ring one step off it (loaded_scene.h).
/** @type {(width: number, height: number) => number} */
const hexSideCount = (width, height) => (width + 2) * (height + 2) * 3;

/**
 * @param {unknown} v @param {number} length @param {string} path
 * @returns {Uint8Array | Uint8ClampedArray | number[]}
 */
function bytePlane(v, length, path) {
  if (!(v instanceof Uint8Array || v instanceof Uint8ClampedArray || Array.isArray(v)))
    throw badType(path, 'a Uint8Array', v);
  if (v.length !== length)
    throw new FootworkError('bad-value', `${path} must hold ${length} values; it holds ${v.length}.`, path);
  if (Array.isArray(v)) for (let i = 0; i < v.length; ++i) checkInt(v[i], `${path}[${i}]`, 0, 255);
  return v;
}

const finalizer =
  typeof FinalizationRegistry === 'function'
    ? new FinalizationRegistry((/** @type {Embind} */ handle) => {
        try {
          handle.delete();
        } catch {
          /* already gone */
        }
      })
    : null;

/**
 * A scene loaded into the engine and updated in place. It owns memory inside the WebAssembly module:
 * call delete() when done. (A Scene that is garbage-collected without delete() is freed by a
 * FinalizationRegistry as a safety net, but when that happens is up to the JavaScript engine.)
 */
export class Scene {
  /** @type {Embind | null} */
  #handle;
  /** @type {Footwork} */
  #footwork;
  /** @type {((text: string) => number) | null | undefined} */
  #write;

  /** @param {Footwork} footwork @param {Embind} handle */
  constructor(footwork, handle) {
    this.#footwork = footwork;
    this.#write = writers.get(footwork);
    this.#handle = handle;
    if (finalizer) finalizer.register(this, handle, this);
  }

  /** @returns {Embind} */
  #h() {
    if (!this.#handle) throw new FootworkError('deleted', 'This Scene has been deleted.', '$');
    return this.#handle;
  }

  // Calls into the module; a JavaScript-side failure of the binding itself (never expected, since
  // inputs are checked first) still reaches the caller as a FootworkError.
  /** @template T @param {(h: Embind) => T} fn @returns {T} */
  #call(fn) {
    try {
      return fn(this.#h());
    } catch (e) {
      if (e instanceof FootworkError) throw e;
      throw new FootworkError('internal', `Internal error in the binding: ${errorText(e)}`, '$');
    }
  }

  /** Frees the engine's copy of the scene. Safe to call twice; any later call throws "deleted". */
  delete() {
    if (!this.#handle) return;
    if (finalizer) finalizer.unregister(this);
    this.#handle.delete();
    this.#handle = null;
  }

  get deleted() {
    return this.#handle === null;
  }

  /**
   * Replaces the whole scene (a protocol scene object or its JSON text).
   * @type {import('./index.js').Scene['load']}
   */
  load(scene) {
    const text = toJsonText(scene, '$.scene');
    this.#call((h) => fail(h._load(text)));
  }

  info() {
    return this.#call((h) => h._info());
  }

  /** The scene in the protocol's normal form. */
  toJSON() {
    return JSON.parse(this.#call((h) => h._sceneJson()));
  }

  creatures() {
    return JSON.parse(this.#call((h) => h._creaturesJson())).creatures;
  }

  /** @type {import('./index.js').Scene['creature']} */
  creature(id) {
    checkString(id, '$.id');
    const text = this.#call((h) => h._creatureJson(id));
    return text ? JSON.parse(text) : undefined;
  }

  /** @type {import('./index.js').Scene['addCreature']} */
  addCreature(creature) {
    checkPlainObject(creature, '$.creature');
    const text = toJsonText(creature, '$.creature');
    this.#call((h) => fail(h._addCreature(text)));
  }

  /** @type {import('./index.js').Scene['replaceCreature']} */
  replaceCreature(creature) {
    checkPlainObject(creature, '$.creature');
    const text = toJsonText(creature, '$.creature');
    this.#call((h) => fail(h._replaceCreature(text)));
  }

  /** @type {import('./index.js').Scene['moveCreature']} */
  moveCreature(id, position) {
    checkString(id, '$.id');
    checkCell(position, '$.position');
    this.#call((h) => fail(h._moveCreature(id, position[0], position[1])));
  }

  /** @type {import('./index.js').Scene['removeCreature']} */
  removeCreature(id) {
    checkString(id, '$.id');
    this.#call((h) => fail(h._removeCreature(id)));
  }

  /**
   * One terrain (an object, or a character of the default legend such as "#") for the listed cells.
   * @type {import('./index.js').Scene['paint']}
   */
  paint(cells, terrain) {
    const list = cellList(cells, '$.cells');
    if (typeof terrain === 'string') this.#call((h) => fail(h._paintChar(list, terrain)));
    else {
      const f = terrainFields(terrain, '$.terrain');
      this.#call((h) => fail(h._paint(list, f)));
    }
  }

  /** @type {import('./index.js').Scene['setTerrain']} */
  setTerrain(cell, terrain) {
    checkCell(cell, '$.cell');
    if (typeof terrain === 'string') this.#call((h) => fail(h._paintChar(Int32Array.of(cell[0], cell[1]), terrain)));
    else {
      const f = terrainFields(terrain, '$.terrain');
      this.#call((h) => fail(h._paint(Int32Array.of(cell[0], cell[1]), f)));
    }
  }

  /** The terrain as byte planes (one copy out of the module); see docs/js-api.md for the codes. */
  terrain() {
    const { width, height } = this.info();
    const n = width * height;
    /** @type {Uint8Array} */
    const all = this.#call((h) => h._terrainPlanes().slice());
    /** @type {Record<string, Uint8Array>} */
    const planes = {};
    TERRAIN_KEYS.forEach((k, i) => {
      planes[k] = all.subarray(i * n, (i + 1) * n);
    });
    return /** @type {import('./index.js').TerrainPlanes} */ ({ width, height, ...planes });
  }

  /**
   * Sets every cell's terrain from byte planes: either one Uint8Array of 7 × width × height bytes
   * (the planes in the order of terrain()), or an object of planes, where a missing plane means the
   * default (0) for every cell.
   * @type {import('./index.js').Scene['setTerrainPlanes']}
   */
  setTerrainPlanes(planes) {
    const { width, height } = this.info();
    const n = width * height;
    /** @type {Uint8Array | Uint8ClampedArray | number[]} */
    let packed;
    if (planes instanceof Uint8Array) packed = bytePlane(planes, 7 * n, '$.planes');
    else {
      checkPlainObject(planes, '$.planes', 'a Uint8Array or an object of planes');
      for (const k of Object.keys(planes))
        if (!TERRAIN_KEYS.includes(k) && k !== 'width' && k !== 'height')
          throw new FootworkError('unknown-field', `Unknown field $.planes.${k}.`, `$.planes.${k}`);
      const all = new Uint8Array(7 * n);
      const byName = /** @type {Record<string, unknown>} */ (planes);
      TERRAIN_KEYS.forEach((k, i) => {
        if (byName[k] !== undefined) all.set(bytePlane(byName[k], n, `$.planes.${k}`), i * n);
      });
      packed = all;
    }
    this.#call((h) => fail(h._setTerrainPlanes(packed)));
  }

  /**
   * The edge between two orthogonally adjacent cells: "none", "wall", "low", "door-closed", "door-open", "window".
   * @type {import('./index.js').Scene['setEdge']}
   */
  setEdge(a, b, kind) {
    checkCell(a, '$.a');
    checkCell(b, '$.b');
    checkString(kind, '$.kind');
    this.#call((h) => fail(h._setEdge(a[0], a[1], b[0], b[1], kind)));
  }

  /**
   * A wall along a grid line between two grid corners [x, y] (0..width, 0..height), as in the protocol.
   * @type {import('./index.js').Scene['setWall']}
   */
  setWall(from, to, kind = 'wall') {
    checkCell(from, '$.from');
    checkCell(to, '$.to');
    checkString(kind, '$.kind');
    this.#call((h) => fail(h._setWall(from[0], from[1], to[0], to[1], kind)));
  }

  /**
   * Edges as byte planes. Square grids: vertical ((width + 1) × height) and horizontal
   * (width × (height + 1)). Hex grids: `sides`, three owned sides for each cell of the map and of the
   * ring one step off it ((width + 2) × (height + 2) × 3, row-major from [-1, -1]; docs/js-api.md).
   */
  edges() {
    const { width, height } = this.info();
    const all = this.#call((h) => h._edgePlanes().slice());
    if (all.length === hexSideCount(width, height)) return { width, height, sides: all };
    const nv = (width + 1) * height;
    return { width, height, vertical: all.subarray(0, nv), horizontal: all.subarray(nv) };
  }

  /** @type {import('./index.js').Scene['setEdgePlanes']} */
  setEdgePlanes(edges) {
    const { width, height } = this.info();
    const nv = (width + 1) * height,
      nh = width * (height + 1);
    // The plane's length tells the grid: hex sides never number (width + 1) × height + width × (height + 1).
    const hex = this.#call((h) => h._edgePlanes().length) === hexSideCount(width, height);
    /** @type {Uint8Array | Uint8ClampedArray | number[]} */
    let packed;
    // The planes a caller gives (any value: checked field by field below).
    const given = /** @type {{sides?: unknown, vertical?: unknown, horizontal?: unknown} | Uint8Array} */ (edges);
    if (hex) {
      const sides = given instanceof Uint8Array ? given : given?.sides;
      if (!(edges instanceof Uint8Array)) checkPlainObject(edges, '$.planes', 'a Uint8Array or {sides} on a hex grid');
      const plane = bytePlane(
        sides,
        hexSideCount(width, height),
        edges instanceof Uint8Array ? '$.planes' : '$.planes.sides',
      );
      packed = plane instanceof Uint8Array ? plane : Uint8Array.from(plane);
    } else if (edges instanceof Uint8Array) packed = bytePlane(edges, nv + nh, '$.planes');
    else {
      checkPlainObject(given, '$.planes', 'a Uint8Array or {vertical, horizontal}');
      const both = new Uint8Array(nv + nh);
      if (given.vertical !== undefined) both.set(bytePlane(given.vertical, nv, '$.planes.vertical'), 0);
      if (given.horizontal !== undefined) both.set(bytePlane(given.horizontal, nh, '$.planes.horizontal'), nv);
      packed = both;
    }
    this.#call((h) => fail(h._setEdgePlanes(packed)));
  }

  /**
   * A protocol request against this scene (leave "scene" out); returns the result or throws.
   * @type {import('./index.js').Scene['query']}
   */
  query(request) {
    checkPlainObject(request, '$', 'a request object');
    const text = toJsonText(request, '$');
    return resultOf(this.#call((h) => answer(h, this.#write, text)));
  }

  /**
   * A protocol request as text against this scene; returns the response text, errors included.
   * @type {import('./index.js').Scene['queryText']}
   */
  queryText(text) {
    checkString(text, '$');
    return this.#call((h) => answer(h, this.#write, text));
  }

  /**
   * The move query: cost, legality and opportunity attacks of `path` for `creature`.
   * @type {import('./index.js').Scene['move']}
   */
  move(creature, path, options = {}) {
    checkString(creature, '$.creature');
    checkPlainObject(options, '$.options');
    return this.query(requestOf(options, { query: /** @type {const} */ ('move'), creature, path }));
  }

  /**
   * The space query: `creature`'s cells and outline where it stands, or at `options.at`, squeezed or
   * not; with `grab` and `pointer`, at the position that keeps the held cell under the pointer.
   * @type {import('./index.js').Scene['space']}
   */
  space(creature, options = {}) {
    checkString(creature, '$.creature');
    checkPlainObject(options, '$.options');
    return this.query(requestOf(options, { query: /** @type {const} */ ('space'), creature }));
  }

  /**
   * The places query (where to stand): every place `creature` may end its move, with its cost and
   * band, who the way there provokes, who threatens it, and against `options.target` flanking, cover,
   * sight and range; `options.parts` asks for some of them only.
   * @type {import('./index.js').Scene['places']}
   */
  places(creature, options = {}) {
    checkString(creature, '$.creature');
    checkPlainObject(options, '$.options');
    return this.query(requestOf(options, { query: /** @type {const} */ ('places'), creature }));
  }
}

/** The engine, loaded. Make scenes with loadScene(); ask protocol requests with query(). */
export class Footwork {
  /** @type {Embind} */
  #module;

  /** @param {Embind} module @param {import('./index.js').Engine} engine */
  constructor(module, engine) {
    this.#module = module;
    writers.set(this, engine === 'wasm' ? requestWriter(module) : null);
    /** "wasm" or "js" (the plain-JavaScript build). */
    this.engine = engine;
    this.protocolVersion = module.protocolVersion;
  }

  /**
   * A protocol request (object or JSON text) → its result; errors throw a FootworkError. The request
   * is the caller's (any JSON, checked here and by the engine); the result is typed for callers by
   * index.d.ts, by the request's query.
   * @param {unknown} request @returns {any}
   */
  query(request) {
    if (typeof request !== 'string') checkPlainObject(request, '$', 'a request object');
    const text = toJsonText(request, '$');
    return resultOf(this.#call(() => answer(this.#module, writers.get(this), text)));
  }

  /**
   * A protocol request as JSON text → the response as JSON text, exactly as the CLI prints it.
   * @type {import('./index.js').Footwork['queryText']}
   */
  queryText(text) {
    checkString(text, '$');
    return this.#call(() => answer(this.#module, writers.get(this), text));
  }

  /** The built-in rulesets and their policies. */
  rulesets() {
    return this.query({ query: 'rulesets' }).rulesets;
  }

  /**
   * Loads a scene (protocol scene object or JSON text). Call delete() on it when done.
   * @param {import('./index.js').SceneSpec | string} scene @returns {Scene}
   */
  loadScene(scene) {
    if (typeof scene !== 'string') checkPlainObject(scene, '$.scene');
    const text = toJsonText(scene, '$.scene');
    const handle = this.#call(() => new this.#module.Scene());
    const status = this.#call(() => handle._load(text));
    if (!status.ok) {
      handle.delete();
      fail(status);
    }
    return new Scene(this, handle);
  }

  /** @template T @param {() => T} fn @returns {T} */
  #call(fn) {
    try {
      return fn();
    } catch (e) {
      if (e instanceof FootworkError) throw e;
      throw new FootworkError('internal', `Internal error in the binding: ${errorText(e)}`, '$');
    }
  }
}

/** What was thrown, in words: an Error's message (anything else as it was before: `e && e.message`). @param {unknown} e */
function errorText(e) {
  return e && typeof e === 'object' ? String(/** @type {{message?: unknown}} */ (e).message) : String(e && undefined);
}

/**
 * Instantiates an Emscripten factory of the engine and wraps it.
 * @param {(args: object) => Promise<Embind>} factory @param {object} moduleArgs @param {import('./index.js').Engine} engine
 */
export async function loadWith(factory, moduleArgs, engine) {
  let module;
  try {
    module = await factory(moduleArgs);
  } catch (e) {
    throw new FootworkError('load-failed', `Could not start the Footwork engine: ${errorText(e)}`, '$');
  }
  return new Footwork(module, engine);
}
