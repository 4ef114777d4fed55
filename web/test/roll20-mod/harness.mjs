// A replica of Roll20's Mod (API) sandbox for the Mod script's tests: the campaign's objects and
// `state` on Roll20's side (they survive a restart of the sandbox), and one run of the sandbox as a
// Node `vm` context that refuses code made from strings and WebAssembly. Roll20 cannot be reached
// from the test machines, so every behaviour below follows a published source, cited beside it:
//   [types]   Roll20/roll20-api-scripts, `.types/index.d.ts` (object attributes, function signatures)
//   [events]  wiki.roll20.net "API:Events" (Mod:Events): event names, ordering, `prev`, `ready`
//   [funcs]   help centre "API: Function documentation" (360037772833): `state`, `_`, global functions
//   [sandbox] wiki "API:Sandbox Model" and the help centre "Mod API Advanced Use Guide": no DOM, no
//             network, one context for every script of the campaign, restarts keep `state`
//   [#160] [#868] [#2157] [PR1670]  Roll20/roll20-api-scripts issues and pull request: one crashing
//             script stops all, the watchdog, scripts joined into one file, the Function constructor refused
//   [march24] forum post 11810153 "Major updates to Mod scripts" (findObjs options, `type` as a key)
// What no source settles is marked "assumed", and docs/roll20-mod.md lists what was checked only here.
// One file of about 500 lines on purpose: objects, the sandbox run and the players' actions are one
// replica, and each part cites the same sources.
import vm from 'node:vm';

let serial = 0;
const newId = () => `-Nfw${String(++serial).padStart(7, '0')}`; // Roll20 ids look like "-M…" / "-N…"

// Defaults of a new object, from [types] (graphic, page, path, door, window, player, campaign, attribute).
const DEFAULTS = {
  graphic: {
    _subtype: 'token',
    _pageid: '',
    name: '',
    left: 0,
    top: 0,
    width: 70,
    height: 70,
    rotation: 0,
    layer: 'objects',
    isdrawing: false,
    controlledby: '',
    represents: '',
    bar1_value: '',
    bar2_value: '',
    bar3_value: '',
    bar1_max: '',
    bar2_max: '',
    bar3_max: '',
    statusmarkers: '',
    lastmove: '',
    aura1_radius: '',
    lockMovement: false,
    imgsrc: '',
  },
  page: {
    name: '',
    width: 25,
    height: 25,
    showgrid: true,
    grid_type: 'square',
    snapping_increment: 1,
    scale_number: 5,
    scale_units: 'ft',
    diagonaltype: 'foure',
    archived: false,
  },
  path: {
    _pageid: '',
    _path: '[]',
    layer: 'walls',
    left: 0,
    top: 0,
    width: 0,
    height: 0,
    scaleX: 1,
    scaleY: 1,
    rotation: 0,
    barrierType: 'wall',
    stroke: '#000000',
    fill: 'transparent',
    stroke_width: 5,
    controlledby: '',
  },
  pathv2: { _pageid: '', layer: 'walls', shape: 'pol', points: '[]', x: 0, y: 0, rotation: 0, barrierType: 'wall' },
  door: {
    _pageid: '',
    x: 0,
    y: 0,
    isOpen: false,
    isLocked: false,
    isSecret: false,
    path: { handle0: { x: 0, y: 0 }, handle1: { x: 0, y: 0 } },
  },
  window: {
    _pageid: '',
    x: 0,
    y: 0,
    isOpen: false,
    isLocked: false,
    isSecret: false,
    path: { handle0: { x: 0, y: 0 }, handle1: { x: 0, y: 0 } },
  },
  player: { _displayname: '', _online: true, color: '#000000', speakingas: '' },
  character: { name: '', controlledby: '', archived: false, inplayerjournals: '' },
  attribute: { _characterid: '', name: '', current: '', max: '' },
  campaign: { turnorder: '', initiativepage: false, playerpageid: false, _release: 'jumpgate' },
};

// [types] createObj: "Only the following types may be created: 'graphic', 'text', 'path', 'character',
// 'ability', 'attribute', 'handout', 'rollabletable', 'tableitem', and 'macro'".
const CREATABLE = new Set([
  'graphic',
  'text',
  'path',
  'character',
  'ability',
  'attribute',
  'handout',
  'rollabletable',
  'tableitem',
  'macro',
]);

/** One Roll20 object: `get`/`set`/`remove` as [types] `Roll20Object`. */
class Roll20Object {
  #game;
  #attrs;
  constructor(game, type, attrs) {
    this.#game = game;
    const id = attrs._id ?? attrs.id ?? newId();
    this.#attrs = { ...structuredClone(DEFAULTS[type] ?? {}), ...attrs, _id: id, _type: type };
    delete this.#attrs.id;
    this.id = id; // [types] `id: string` "The unique ID of this object"
  }

  // [types] get(property: K | "_type" | "_id"): the stored value, undefined when there is none. Nested
  // values are handed out as copies, so a script cannot change the campaign without `set`.
  get(name) {
    const v = this.#attrs[name === 'id' ? '_id' : name];
    return v !== null && typeof v === 'object' ? structuredClone(v) : v;
  }

  // [types] set(properties): a script's own change. [events]/roll20.md: changes a script makes fire no
  // events, and `lastmove` is not rewritten by a script's `set` (TokenMod writes it itself).
  // Attributes beginning with "_" are read-only ([funcs] "properties that begin with _ are read-only").
  set(a, b) {
    const changes = typeof a === 'string' ? { [a]: b } : a;
    for (const [k, v] of Object.entries(changes ?? {})) {
      if (k.startsWith('_')) {
        this.#game.logs.push(`ERROR: ${k} is read-only`);
        continue;
      }
      this.#attrs[k] = v;
    }
    return this;
  }

  remove() {
    this.#game.objects.delete(this.id);
  }

  // Harness side (Roll20's servers and the players' browsers), not part of the API.
  attributes() {
    return { ...this.#attrs };
  }

  write(changes) {
    Object.assign(this.#attrs, changes);
  }
}

/** The campaign on Roll20's side: objects, players, chat and `state`, kept across sandbox restarts. */
export class Game {
  constructor({ players = [], release = 'jumpgate' } = {}) {
    this.objects = new Map();
    this.chat = []; // every message as Roll20 delivered it: {who, content, whisper, to, options}
    this.logs = []; // the API console
    this.stateJson = '{}';
    this.campaign = new Roll20Object(this, 'campaign', { _id: 'root', _release: release });
    for (const p of players) this.addObject('player', { _id: p.id, _displayname: p.name }, { gm: p.gm });
    this.sandbox = null;
  }

  addObject(type, attrs, { gm = false } = {}) {
    const o = new Roll20Object(this, type, attrs);
    if (gm) o.gm = true;
    this.objects.set(o.id, o);
    return o;
  }

  obj(id) {
    return id === 'root' ? this.campaign : this.objects.get(id);
  }

  playerByName(name) {
    const lower = String(name).toLowerCase();
    return [...this.objects.values()].find(
      (o) => o.get('_type') === 'player' && o.get('_displayname').toLowerCase() === lower,
    );
  }

  /** The chat as one player sees it: public messages and whispers to them (GMs also see `/w gm`). */
  seenBy(playerId) {
    const p = this.obj(playerId);
    return this.chat.filter((m) => !m.whisper || m.to === playerId || (m.whisper === 'gm' && p?.gm));
  }

  /** Starts the sandbox with the campaign's Mod scripts (joined into one file, [#2157]). */
  boot(code, options = {}) {
    if (this.sandbox) this.sandbox.stop();
    this.sandbox = new Sandbox(this, code, options);
    return this.sandbox;
  }

  /** Saving a script restarts the sandbox: memory is lost, `state` is kept ([sandbox], roll20.md). */
  restart(code, options) {
    return this.boot(code ?? this.sandbox?.code, options);
  }
}

// "/w gm text", "/w "Some Name" text", "/w Name text" (roll20.md: "quote names with spaces").
function parseWhisper(text) {
  const m = /^\/w\s+(?:"([^"]*)"|(\S+))\s?([\s\S]*)$/.exec(text);
  return m ? { target: m[1] ?? m[2], content: m[3] } : null;
}

/** One run of the sandbox: a vm context with the Mod API the script uses, and the events it gets. */
export class Sandbox {
  constructor(game, code, { name = 'apiscript.js' } = {}) {
    this.game = game;
    this.code = code;
    this.handlers = new Map(); // event name → [callback]
    this.crash = null; // the first uncaught error: [#160] it stops every script of the campaign
    this.pending = 0; // timers not yet run
    this.slices = []; // {what, ms} of each synchronous run: an event's handlers or a timer
    this.stopped = false;
    this.readyFired = false;
    // [sandbox] "The state is serialized with JSON, so you cannot store functions or objects with
    // cyclic references"; it persists between game sessions and restarts.
    this.state = JSON.parse(game.stateJson);
    const api = this.#api();
    this.context = vm.createContext(api, {
      codeGeneration: { strings: false, wasm: false },
      name: 'Roll20 sandbox replica',
    });
    this.globalsBefore = new Set(Object.getOwnPropertyNames(this.context));
    this.#run('script load', () => vm.runInContext(code, this.context, { filename: name }));
    // [events] "ready: This event fires after all the current data for the campaign has been loaded …
    // if you bind to add events before ready fires, you'll receive an add event for every object".
    this.#timer(() => {
      for (const o of game.objects.values()) this.fire(`add:${o.get('_type')}`, [o]);
      this.readyFired = true;
      this.fire('ready', []);
    }, 0);
  }

  #api() {
    const game = this.game;
    const sb = this;
    const findKey = (o, k) => o.get(k) ?? (k.startsWith('_') ? undefined : o.get(`_${k}`));
    const all = () => [...game.objects.values()];
    return {
      state: this.state,
      // [types] on(event, callback); [events] handlers of one event run in the order registered.
      on(event, callback) {
        if (typeof callback !== 'function') throw new TypeError('on() needs a function');
        if (!sb.handlers.has(event)) sb.handlers.set(event, []);
        sb.handlers.get(event).push(callback);
      },
      // [types] "The found object or null if no object with that ID exists of that type".
      getObj(type, id) {
        const o = game.obj(id);
        return o && o.get('_type') === type ? o : null;
      },
      // [types] findObjs(attrs, {caseInsensitive}): every attribute must match; [march24] keys may be
      // given with or without their "_" ({type: "character"}); caseInsensitive compares strings so.
      findObjs(attrs, options = {}) {
        const ci = !!options?.caseInsensitive;
        const eq = (a, b) =>
          ci && typeof a === 'string' && typeof b === 'string' ? a.toLowerCase() === b.toLowerCase() : a === b;
        return all().filter((o) => Object.entries(attrs ?? {}).every(([k, v]) => eq(findKey(o, k), v)));
      },
      filterObjs(fn) {
        return all().filter((o) => fn(o));
      },
      getAllObjs() {
        return all();
      },
      // [types] createObj(type, attributes): only the creatable types; a script's own creation fires no
      // events (assumed, as for `set`: roll20.md "changes made by scripts themselves seem not to fire events").
      createObj(type, attributes) {
        if (!CREATABLE.has(type)) {
          game.logs.push(`ERROR: cannot create objects of type ${type}`);
          return undefined;
        }
        return game.addObject(type, { ...attributes });
      },
      Campaign() {
        return game.campaign;
      },
      // [types] playerIsGM(playerid): "the correct answer depending on the current moment".
      playerIsGM(playerid) {
        return !!game.obj(playerid)?.gm;
      },
      log(message) {
        game.logs.push(typeof message === 'string' ? message : JSON.stringify(message));
      },
      // [types] sendChat(speakingAs, input, callback?, options?): "/w gm …" whispers the GMs; "/w Name"
      // a player by display name. A message starting with "!" is an API command and reaches scripts as
      // chat:message type "api"; every other message reaches them too (assumed; scripts must ignore
      // what is not theirs).
      sendChat(speakingAs, input, callback, options = {}) {
        const text = String(input);
        const w = parseWhisper(text);
        const msg = {
          who: String(speakingAs),
          content: w ? w.content : text,
          options: options ?? {},
          whisper: null,
          to: null,
        };
        if (w) {
          if (w.target.toLowerCase() === 'gm') msg.whisper = 'gm';
          else {
            const p = game.playerByName(w.target);
            msg.whisper = w.target;
            msg.to = p ? p.id : null;
            if (!p) msg.undelivered = true;
          }
        }
        game.chat.push(msg);
        const type = text.startsWith('!') ? 'api' : w ? 'whisper' : 'general';
        sb.#timer(() => sb.fire('chat:message', [{ who: msg.who, playerid: 'API', type, content: msg.content }]), 0);
        if (typeof callback === 'function')
          sb.#timer(() => callback([{ who: msg.who, type, content: msg.content }]), 0);
      },
      setTimeout: (fn, ms, ...args) => sb.#timer(() => fn(...args), ms),
      clearTimeout: (t) => sb.#clear(t),
      setInterval: (fn, ms) => sb.#interval(fn, ms),
      clearInterval: (t) => sb.#clear(t),
    };
  }

  // A synchronous run (the script's load, one event's handlers, one timer): timed, and an uncaught
  // error is a crash of the whole sandbox ([#160]: "one crashing script stops the others").
  #run(what, fn) {
    if (this.crash || this.stopped) return;
    const t0 = performance.now();
    try {
      fn();
    } catch (e) {
      this.crash = { what, error: e };
      this.game.logs.push(`CRASH in ${what}: ${e?.stack ?? e}`);
    } finally {
      this.slices.push({ what, ms: performance.now() - t0 });
    }
  }

  #timers = new Map();
  #timer(fn, ms) {
    this.pending += 1;
    const handle = {};
    const t = setTimeout(
      () => {
        this.#timers.delete(handle);
        this.pending -= 1;
        this.#run('timer', fn);
      },
      Math.max(0, Number(ms) || 0),
    );
    this.#timers.set(handle, t);
    return handle;
  }

  #interval(fn, ms) {
    const handle = {};
    const t = setInterval(() => this.#run('interval', fn), Math.max(1, Number(ms) || 1));
    this.#timers.set(handle, { interval: t });
    return handle;
  }

  #clear(handle) {
    const t = this.#timers.get(handle);
    if (t === undefined) return;
    this.#timers.delete(handle);
    if (t.interval) clearInterval(t.interval);
    else {
      clearTimeout(t);
      this.pending -= 1;
    }
  }

  /** Fires one event: every handler of `name`, in the order they were registered ([events]). */
  fire(name, args) {
    const list = this.handlers.get(name) ?? [];
    for (const h of list) this.#run(name, () => h(...args));
  }

  /**
   * A change as Roll20 reports it ([events]): the attribute-specific events first, one per changed
   * attribute (`change:graphic:lastmove` …), then one general `change:graphic` for the whole change,
   * each with the object and `prev` ("the properties of the obj as they were before").
   */
  fireChange(obj, changes) {
    const type = obj.get('_type');
    const prev = obj.attributes();
    const changed = Object.keys(changes).filter((k) => JSON.stringify(prev[k]) !== JSON.stringify(changes[k]));
    if (changed.length === 0) return;
    obj.write(changes);
    for (const k of changed) this.fire(`change:${type}:${k.replace(/^_/, '')}`, [obj, prev]);
    this.fire(`change:${type}`, [obj, prev]);
  }

  stop() {
    this.stopped = true;
    for (const t of this.#timers.values()) t.interval ? clearInterval(t.interval) : clearTimeout(t);
    this.#timers.clear();
    this.pending = 0;
    this.game.stateJson = JSON.stringify(this.state);
  }

  /** Waits until no timer of the script is left (the script's queued work is done). */
  async idle(limitMs = 20000) {
    const t0 = Date.now();
    for (;;) {
      await new Promise((r) => setImmediate(r));
      if (this.pending === 0 && this.readyFired) {
        await new Promise((r) => setTimeout(r, 1));
        if (this.pending === 0) return;
      }
      if (Date.now() - t0 > limitMs) throw new Error(`sandbox not idle after ${limitMs} ms (${this.pending} timers)`);
    }
  }

  /** Globals the script added to the shared context (roll20.md: every script shares one). */
  newGlobals() {
    return Object.getOwnPropertyNames(this.context).filter((k) => !this.globalsBefore.has(k));
  }

  /** The longest synchronous run after `from` (index into `slices`). */
  longest(from = 0) {
    return this.slices.slice(from).reduce((a, s) => (s.ms > a.ms ? s : a), { what: '', ms: 0 });
  }
}

/**
 * What players and the GM do in their browsers, as Roll20 reports it to the sandbox: each action
 * changes the campaign's object and fires the events for it.
 */
export class Table {
  constructor(game) {
    this.game = game;
  }

  get sandbox() {
    return this.game.sandbox;
  }

  add(type, attrs) {
    const o = this.game.addObject(type, attrs);
    if (this.sandbox?.readyFired) this.sandbox.fire(`add:${type}`, [o]);
    return o;
  }

  change(obj, changes) {
    if (this.sandbox && !this.sandbox.stopped) this.sandbox.fireChange(obj, changes);
    else obj.write(changes); // no sandbox running: the campaign changes, nobody hears of it
  }

  remove(obj) {
    this.game.objects.delete(obj.id);
    this.sandbox.fire(`destroy:${obj.get('_type')}`, [obj]);
  }

  /**
   * A token dropped after a drag through `waypoints` (pixel centres; Q or right-click adds one, Measure
   * Tool help centre 360039674913) to `to`: Roll20 writes `lastmove` ("the start point and any waypoints
   * of the last move, not including the current position": Token Collisions `_getLastMovePts`) with
   * `left` and `top` in one change.
   */
  drag(token, to, waypoints = []) {
    const start = [token.get('left'), token.get('top')];
    const lastmove = [start, ...waypoints].map(([x, y]) => `${x},${y}`).join(',');
    this.change(token, { left: to[0], top: to[1], lastmove });
  }

  /** A chat line typed by a player; "!…" is an API command ([types] Roll20ChatMessage). */
  say(playerId, content, { selected = [] } = {}) {
    const p = this.game.obj(playerId);
    const msg = {
      who: p ? p.get('_displayname') : 'unknown',
      playerid: playerId,
      type: content.startsWith('!') ? 'api' : 'general',
      content,
    };
    // [types] "selected: Array of objects the user had selected when the command was entered (for api
    // type)"; the wiki (API:Chat) has each as {_id, _type}.
    if (selected.length && msg.type === 'api')
      msg.selected = selected.map((o) => ({ _id: o.id, _type: o.get('_type') }));
    this.game.chat.push({ who: msg.who, content, whisper: null, to: null, fromPlayer: playerId });
    this.sandbox.fire('chat:message', [msg]);
  }

  /** The turn tracker: `turnorder` is a JSON string of [{id, pr, custom, _pageid}] (roll20.md). */
  turnorder(entries, { page } = {}) {
    const changes = { turnorder: JSON.stringify(entries) };
    if (page !== undefined) changes.initiativepage = page;
    this.change(this.game.campaign, changes);
  }
}
