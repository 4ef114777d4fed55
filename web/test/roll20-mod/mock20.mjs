// The Mod script under Mock20 (npm `mock20`, kyleady/Mock20 1.3.1: "A node.js module that mocks the
// Roll20 API environment"), a replica of Roll20's Mod API written by others, beside the project's own
// (harness.mjs). The objects, `getObj`/`findObjs`/`createObj`, `on` and its events, `sendChat` with
// its whisper parsing (and its expansion of `@{…}` and `[[…]]`), `playerIsGM` and `Campaign` are
// Mock20's. This file is the thin adapter the tests need, and each place it adapts Mock20 says why,
// citing Roll20's documentation (../shared/notes/roll20.md gathers the sources):
//
// 1. The sandbox's globals. Mock20 puts the API on Node's `global` (its index.js); the adapter hands
//    the same functions to a `vm` context that refuses code made from strings and WebAssembly, as
//    Roll20's sandbox refuses the Function constructor (Roll20/roll20-api-scripts PR #1670), with a
//    `state` that survives a restart through JSON ("the state is serialized with JSON", help centre
//    "API: Function documentation") and timers it counts, to know when the script's queue is drained.
// 2. A script's own `set()` fires nothing. Mock20 fires `change:<type>:<attr>` and `change:<type>`
//    for every `set` (Objects/Mock20_object.js, MOCK20update), a script's included; Roll20 fires
//    change events for what players and the GM do, not for changes scripts make (wiki API:Events;
//    roll20.md, "Events"). The adapter drops change events raised while script code runs.
// 3. One general event per change. Mock20's `set({left, top, lastmove})` sets one attribute after the
//    other, each with its own `change:graphic` (three general events, the first before `lastmove` is
//    written). Roll20 fires the attribute events, then one `change:graphic` for the whole drop, with
//    `prev` holding every old value (wiki API:Events; roll20.md). `drop()` writes the attributes as
//    Roll20's servers do and fires the events in that order.
// 4. An uncaught error in a handler stops every script of the campaign (issue #160). Mock20 lets it
//    reach whoever fired the event; the adapter records it as the sandbox's crash and stops firing.
// 5. Mock20 prints its chat and warnings with console.log (Mock20_Output.js); the adapter keeps them
//    in lists the tests read: `chat` holds every message as Mock20 parsed it (type, target, content,
//    inlinerolls), `errors` Mock20's chat errors (a whisper to nobody, a reference to nothing).
// What Mock20 lacks is left out rather than faked: it has no `pathv2`, `door` or `window` objects
// (walls here are legacy paths), and a `get` of an attribute its type does not list (`lockMovement`,
// `barrierType`) warns and answers undefined, which the script reads as "not set".
import { createRequire } from 'node:module';
import vm from 'node:vm';

const require = createRequire(import.meta.url);
require('mock20');

const API = [
  'Campaign',
  'createObj',
  'filterObjs',
  'findObjs',
  'getAllObjs',
  'getAttrByName',
  'getObj',
  'on',
  'sendChat',
  'log',
  'playerIsGM',
  'toFront',
  'toBack',
  'randomInteger',
  'sendPing',
  '_',
];

let current = null; // the campaign the captured output belongs to (one at a time per test file)

// (5) Mock20's output, captured.
globalThis.MOCK20log = (msg, options, speakingAs) => {
  if (!current) return;
  if (speakingAs === 'ROLL20 CHAT') {
    const m = JSON.parse(msg);
    (m.type === 'error' ? current.errors : current.chat).push(m);
  } else if (speakingAs === 'WARNING') current.warnings.push(String(msg));
  else current.logs.push(String(msg));
};

// (2) and (4): every event goes through Mock20's trigger; the adapter wraps it.
const mockTrigger = globalThis.MOCK20trigger;
let inScript = false;
globalThis.MOCK20trigger = (name, obj, prev) => {
  if (!current || current.crash || current.stopped) return;
  if (inScript && name.startsWith('change:')) {
    current.suppressed.push(name);
    return;
  }
  current.runScript(name, () => mockTrigger(name, obj, prev));
};

/** A campaign on Mock20: a page, a GM and players; boot() runs the Mod script's bundle on it. */
export class Mock20Campaign {
  constructor({ players = [], state = {} } = {}) {
    if (current) current.stop();
    globalThis.Campaign().MOCK20reset();
    current = this;
    this.chat = [];
    this.errors = [];
    this.warnings = [];
    this.logs = [];
    this.suppressed = [];
    this.crash = null;
    this.stopped = false;
    this.pending = 0;
    this.slices = [];
    this.stateJson = JSON.stringify(state);
    this.players = {};
    for (const p of players) {
      const o = globalThis.createObj('player', { _displayname: p.name, _online: true }, { MOCK20override: true });
      o.MOCK20gm = !!p.gm;
      this.players[p.key ?? p.name] = o;
    }
  }

  page(attrs) {
    return globalThis.createObj('page', attrs, { MOCK20override: true });
  }

  create(type, attrs) {
    return globalThis.createObj(type, attrs, { MOCK20override: true });
  }

  // A synchronous run of script code (a handler, a timer): timed, errors are the sandbox's crash (4).
  runScript(what, fn) {
    if (this.crash || this.stopped) return;
    const was = inScript;
    inScript = true;
    const t0 = performance.now();
    try {
      fn();
    } catch (e) {
      this.crash = { what, error: e };
    } finally {
      inScript = was;
      this.slices.push({ what, ms: performance.now() - t0 });
    }
  }

  // (1) The sandbox's globals: Mock20's API, this campaign's state, counted timers.
  #context() {
    const ctx = {};
    for (const k of API) ctx[k] = globalThis[k];
    this.state = JSON.parse(this.stateJson);
    ctx.state = this.state;
    const timers = new Set();
    ctx.setTimeout = (fn, ms, ...args) => {
      this.pending += 1;
      const t = setTimeout(
        () => {
          timers.delete(t);
          this.pending -= 1;
          this.runScript('timer', () => fn(...args));
        },
        Math.max(0, Number(ms) || 0),
      );
      timers.add(t);
      return t;
    };
    ctx.clearTimeout = (t) => {
      if (timers.delete(t)) {
        clearTimeout(t);
        this.pending -= 1;
      }
    };
    this.timers = timers;
    return vm.createContext(ctx, { codeGeneration: { strings: false, wasm: false }, name: 'Mock20 sandbox' });
  }

  /** Runs the bundle and fires `ready` (Mock20's MOCK20endOfLastScript), then waits for the engine. */
  async boot(code) {
    this.context = this.#context();
    this.runScript('script load', () => vm.runInContext(code, this.context, { filename: 'apiscript.js' }));
    globalThis.MOCK20endOfLastScript();
    await this.idle();
  }

  get app() {
    return this.context?.FootworkMod?.app;
  }

  /** Waits until the engine has started (or failed) and no timer of the script is left. */
  async idle(limitMs = 20000) {
    const t0 = Date.now();
    for (;;) {
      await new Promise((r) => setImmediate(r));
      const started = !this.app || this.app.footwork || this.app.failed;
      if (started && this.pending === 0) {
        await new Promise((r) => setTimeout(r, 1));
        if (this.pending === 0) return;
      }
      if (Date.now() - t0 > limitMs) throw new Error(`Mock20 sandbox not idle after ${limitMs} ms`);
    }
  }

  /** Saving the script restarts the sandbox: memory lost, `state` kept (through JSON). */
  async restart(code) {
    this.stop();
    this.stopped = false;
    globalThis.on({ MOCK20reset: true });
    await this.boot(code);
  }

  stop() {
    for (const t of this.timers ?? []) clearTimeout(t);
    this.timers?.clear();
    this.pending = 0;
    if (this.state) this.stateJson = JSON.stringify(this.state);
    this.stopped = true;
  }

  /**
   * (3) What a user's change does on Roll20's servers: the attributes written together, then one
   * `change:<type>:<attr>` per changed attribute and one `change:<type>` with `prev`, the old values.
   */
  change(obj, changes) {
    const data = obj.MOCK20data;
    const prev = { ...data };
    const changed = Object.keys(changes).filter((k) => data[k] !== changes[k]);
    if (changed.length === 0) return;
    for (const k of changed) data[k] = changes[k];
    const type = data._type;
    for (const k of changed) globalThis.MOCK20trigger(`change:${type}:${k.replace(/^_/, '')}`, obj, prev);
    globalThis.MOCK20trigger(`change:${type}`, obj, prev);
  }

  /** A token dropped after a drag: `lastmove` is where it started and its waypoints (roll20.md). */
  drop(token, [left, top], waypoints = []) {
    const start = [token.get('left'), token.get('top')];
    const lastmove = [start, ...waypoints].map(([x, y]) => `${x},${y}`).join(',');
    this.change(token, { left, top, lastmove });
  }

  /** The turn tracker set by the GM: `turnorder` is a JSON string (roll20.md). */
  turnorder(entries) {
    this.change(globalThis.Campaign(), { turnorder: JSON.stringify(entries) });
  }

  /** A chat line typed by a player, through Mock20's own player chat (selected tokens as Roll20 sends them). */
  say(playerKey, text, { selected = [] } = {}) {
    const options = selected.length ? { MOCK20selected: selected.map((o) => ({ _id: o.id, _type: 'graphic' })) } : {};
    this.players[playerKey].MOCK20chat(text, options);
  }

  /** Whispers Mock20 delivered to a player (by id) or to the GM ('gm'), since `from` (an index into chat). */
  whispers(target, from = 0) {
    return this.chat.slice(from).filter((m) => m.type === 'whisper' && m.target === target);
  }

  mark() {
    return this.chat.length;
  }

  longest(from = 0) {
    return this.slices.slice(from).reduce((a, s) => (s.ms > a.ms ? s : a), { what: '', ms: 0 });
  }
}
