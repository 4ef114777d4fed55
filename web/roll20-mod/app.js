// Footwork's Mod script: Roll20's events → work in the queue (queue.js) → one engine scene per page
// (web/roll20/page-scene.js, through the shim's Session) → whispers. Facts about the sandbox and their sources:
// ../shared/notes/roll20.md, "Mod API" (help centre "Mod API Advanced Use Guide", wiki API:Events,
// Roll20/roll20-api-scripts issues #160, #868, #2157, PR #1670):
// - one uncaught error stops every script of the campaign, so every handler and every job is caught
//   and the error is reported in chat (to the GM) and in the API console;
// - the engine starts asynchronously (the Emscripten module's promise): events that arrive before it
//   is ready wait in the queue, in order;
// - a watchdog kills a script that keeps control too long: long work goes in pieces (queue.js);
// - an event's object is read when the event comes (its attributes then), not when the job runs.
import { roll20Grid, roll20PageRules, ROLL20_GRID_ATTRIBUTES } from '../roll20/index.js';
import { parseTurnorder, currentTurn, turnKey, roundCounters, startsAfresh } from '../roll20/turnorder.js';
import { WorkQueue } from './queue.js';
import { openState, defaultSettings, STATE_VERSION } from './settings.js';
import { plain, plainPrev, placeOf, controllers, WALL_TYPES } from './objects.js';
import { PageScene } from '../roll20/page-scene.js';
import { SearchBudget } from '../shim/budget.js';
import { shimError, errorAnnotation, rulesetsOf } from '../shim/index.js';
import { feet } from '../shim/present.js';

import { tokenCreature, characterControllers } from './creatures.js';
import { moveLines, SPEAKER } from './messages.js';
import { chatText, chatToPlain, shorten, MAX_SENTENCE_CHARS } from './chat-text.js';
import { runCommand, reply } from './commands.js';
import { CommandThrottle } from './throttle.js';
import { observeScripts } from './observers.js';

// It's A Trap (Roll20/roll20-api-scripts, "Its A Trap/src/main.js", add:graphic): dropping a
// character's default token on the table can look like a move; a move this soon after the token was
// added is a placement.
const PLACEMENT_MS = 1000;
// What one search may hold the sandbox (a piece of work), well inside the watchdog's period.
const SEARCH_MS = 50;
// A piece of following other scripts' changes (follow): FOLLOW_PIECE graphics compared (five
// attributes each), a graphic read again counting as FOLLOW_READ of them (a creature's reading: its
// character's attributes, the engine's scene).
const FOLLOW_PIECE = 200;
const FOLLOW_READ = 10;
// After a refused page's sentence: it is said once (failedPages), so how to have it read again.
const REFUSED_AGAIN = 'Read again when the page changes, or on !footwork reload (GM).';

/** @typedef {import('./objects.js').Graphic} Graphic */
/** @typedef {import('../roll20/page-scene.js').Problem} Problem */
/** @typedef {import('../lib/index.js').Footwork} Footwork */

/**
 * A token's name for a sentence: its own, shortened (chat-text.js), or `fallback`.
 * @param {Graphic | null | undefined} g @param {string} fallback
 */
export const tokenName = (g, fallback) => shorten(g?.name || fallback);

/**
 * What a caught value says (a script may throw anything): the shim's error annotation of it, source
 * 'mod' (its message, or the value itself as text); a rejection with nothing says so in words.
 * @param {unknown} e
 */
const caughtMessage = (e) =>
  e === undefined || e === null ? 'no reason was given' : errorAnnotation(e, 'mod').message;
/** A caught value's stack, when it has one. @param {unknown} e */
const caughtStack = (e) => /** @type {{stack?: unknown} | null | undefined} */ (e)?.stack;

export class FootworkApp {
  /**
   * @param {{api: import('./roll20-api.js').ModApi, startEngine: () => Footwork | Promise<Footwork>,
   *   loadedAt: number, version: string}} o api: the Mod API's functions (roll20-api.js);
   *   startEngine: the engine, loaded; loadedAt: ms when the bundle began to run
   */
  constructor({ api, startEngine, loadedAt, version }) {
    this.api = api;
    this.startEngine = startEngine;
    this.version = version;
    /** @type {{loadedAt: number, readyAt: number | null, engineAt: number | null, firstAnswerAt: number | null}} */
    this.times = { loadedAt, readyAt: null, engineAt: null, firstAnswerAt: null };
    /** @type {Footwork | null} */
    this.footwork = null;
    /** @type {unknown} what stopped the engine's start (null while it has not failed) */
    this.failed = null;
    // state.FootworkMod (settings.js); until the engine is up (no job runs before), the defaults,
    // kept nowhere: openState replaces them with state's record.
    /** @type {import('./settings.js').ModRecord} */
    this.record = { version: STATE_VERSION, settings: defaultSettings(), turns: { key: '', spent: {} } };
    /** @type {string[]} the engine's ruleset ids (the values `!footwork ruleset` takes) */
    this.rulesetIds = [];
    /** @type {string[]} every band any ruleset names (the values `!footwork band` takes) */
    this.bandNames = [];
    /** The turn order's current entry, as turnKey writes it. */
    this.turnKeyNow = '';
    /** @type {Array<[string, number]>} the turn order's round counters when it was last read (followTurn) */
    this.roundsSeen = [];
    /** @type {Map<string, PageScene>} page id → its scene */
    this.pages = new Map();
    /** @type {Set<string>} pages the engine refused: not tried again until they change (or !footwork reload) */
    this.failedPages = new Set();
    /** @type {Map<string, number>} token id → ms it was added */
    this.addedAt = new Map();
    /** @type {Map<string, number>} token id → how many change events of it have come (onGraphicChange) */
    this.changes = new Map();
    /** @type {Map<string, string[]>} token id → what had to be assumed when it was read (creatures.js) */
    this.notes = new Map();
    /** @type {Map<string, string>} token id → the notes last whispered with a move */
    this.notesSaid = new Map();
    // Every search's node budget, learnt from the answers so one holds the sandbox about SEARCH_MS
    // (web/shim/budget.js): a `where` or `show` on a huge page answers with the nearest places.
    // The Mod's engine is the plain-JavaScript build, about four times slower a node than WebAssembly
    // (a places query: about 4 µs a node on 200×200, measured under Node), so its first search is the
    // shim's floor, 20,000 nodes: about 80 ms once the sandbox has run the engine a while, where an
    // ordinary page is answered whole. The first command after a start is slower whatever the budget
    // (the engine's code is compiled as it first runs: 0.5–1.5 s on the replica under load, measured).
    this.budget = new SearchBudget({ targetMs: SEARCH_MS, first: 20000, now: () => Date.now() });
    // Each player's commands, bounded (throttle.js): checked before a command is queued.
    this.throttle = new CommandThrottle({ now: () => Date.now() });
    this.queue = new WorkQueue({
      now: () => Date.now(),
      schedule: (fn) => api.setTimeout(fn, 0),
      onError: (e, label) => this.internalError(e, label),
    });
  }

  /** The engine: up before any job runs (the queue is held until it is). */
  get engine() {
    if (!this.footwork) throw new Error('the engine has not started');
    return this.footwork;
  }

  // ---- reporting (never throws) ----

  /** @param {string} text */
  log(text) {
    try {
      this.api.log(`Footwork: ${text}`);
    } catch {
      // nothing left to tell
    }
  }

  /** Whispers the GM (and logs). @param {string} text */
  toGM(text) {
    // The console shows plain text: the layout tags dropped, the escaped entities as they read.
    this.log(chatToPlain(text));
    this.send(`/w gm ${text}`);
  }

  /** @param {string} text */
  send(text) {
    try {
      this.api.sendChat(SPEAKER, text, null, { noarchive: true });
    } catch (e) {
      this.log(`sendChat failed: ${caughtMessage(e)}`);
    }
  }

  /** Whispers the players who control the token (or everyone, for "all") and the GM. @param {Graphic} g @param {string} text */
  toControllers(g, text) {
    const ids = new Set([...controllers(g.controlledby), ...characterControllers(this.api, g.represents)]);
    if (ids.has('all')) return this.send(text);
    for (const id of ids) {
      const p = this.api.getObj('player', id);
      if (!p || this.api.playerIsGM(id)) continue;
      const name = String(p.get('_displayname') ?? '').replace(/"/g, '');
      if (name) this.send(`/w "${name}" ${text}`);
    }
    this.send(`/w gm ${text}`);
  }

  /** @param {unknown} e what a handler or job threw @param {string} label what it was doing */
  internalError(e, label) {
    this.toGM(
      `Footwork: something went wrong in ${chatText(label)}: ${chatText(caughtMessage(e), MAX_SENTENCE_CHARS)}. The event was skipped; nothing else is affected.`,
    );
    if (caughtStack(e)) this.log(String(caughtStack(e)));
  }

  /**
   * Error annotations (shim or this script) reported to the GM, one line each: the sentence alone,
   * as the GM reads it (the code is the script's, for the API console).
   * @param {string} where @param {Problem[] | null | undefined} errors
   */
  reportErrors(where, errors) {
    if (!errors || errors.length === 0) return;
    // Messages name tokens (a user's text): escaped, as Roll20 renders a little HTML in them.
    const lines = errors.slice(0, 8).map((e) => chatText(e.message, MAX_SENTENCE_CHARS));
    for (const e of errors) if (e.code) this.log(`${where}: ${e.code}: ${e.message}`);
    if (errors.length > 8) lines.push(`… and ${errors.length - 8} more.`);
    this.toGM(`Footwork, ${chatText(where, MAX_SENTENCE_CHARS)}:<br>${lines.join('<br>')}`);
  }

  // ---- start ----

  /** The `ready` event: handlers on, the engine started; events wait in the queue until it is up. */
  ready() {
    this.times.readyAt = Date.now();
    // The host's arguments (objects, a `prev` record, a chat message): each handler reads them as
    // arbitrary input (objects.js plain).
    /** @param {string} event @param {(...args: any[]) => void} fn */
    const on = (event, fn) =>
      this.api.on(event, (...args) => {
        try {
          fn(...args);
        } catch (e) {
          this.internalError(e, event);
        }
      });
    // After a failed start nothing is queued: the events would only pile up.
    /** @param {string} label @param {import('./queue.js').JobFn} gen @param {{later?: boolean}} [options] */
    const job = (label, gen, options) => {
      if (!this.failed) this.queue.push(label, gen, options);
    };
    // A change is handled after every other script's handler of it has run (queue.js `later`): a
    // script registered after this one may put the token back (TokenLock), and the drop is priced
    // as the token then is (onGraphicChange).
    on('change:graphic', (obj, prev) => {
      const g = plain(obj);
      if (!g) return;
      const nth = (this.changes.get(g.id) ?? 0) + 1;
      this.changes.set(g.id, nth);
      job('a token change', () => this.onGraphicChange(g, plainPrev(prev, 'graphic', g.id) ?? {}, nth), {
        later: true,
      });
    });
    on('add:graphic', (obj) => {
      const g = plain(obj);
      if (!g) return;
      this.addedAt.set(g.id, Date.now());
      job('a new token', () => this.onGraphicAdd(g));
    });
    on('destroy:graphic', (obj) => {
      const g = plain(obj);
      if (g) job('a deleted token', () => this.onGraphicDestroy(g));
    });
    for (const type of WALL_TYPES) {
      on(`add:${type}`, (obj) => this.#wallEvent(obj, false));
      on(`change:${type}`, (obj) => this.#wallEvent(obj, false));
      on(`destroy:${type}`, (obj) => this.#wallEvent(obj, true));
    }
    on('change:page', (obj, prev) => {
      const p = plain(obj);
      if (p && ROLL20_GRID_ATTRIBUTES.some((k) => prev?.[k] !== undefined && prev[k] !== p[k]))
        job('a page change', () => this.onPageChange(p.id));
    });
    on('destroy:page', (obj) => {
      const id = obj?.id;
      if (id) job('a deleted page', () => this.#dropPage(id));
    });
    on('change:campaign:turnorder', (obj) => {
      const text = obj.get('turnorder');
      job('a turn change', () => this.onTurnorder(text));
    });
    on('chat:message', (msg) => {
      if (msg?.type !== 'api' || !/^!footwork\b/i.test(String(msg.content ?? ''))) return;
      const m = {
        playerid: msg.playerid,
        who: msg.who,
        content: String(msg.content),
        selected: Array.isArray(msg.selected) ? msg.selected.map((/** @type {unknown} */ s) => ({ ...Object(s) })) : [],
      };
      const refused = this.throttle.take(m.playerid);
      if (refused) {
        // Dropped before it is queued; the player hears it once per burst, not once per command.
        const text = `Footwork: ${chatText(refused.message, MAX_SENTENCE_CHARS)}`;
        if (refused.tell && !this.failed) this.queue.push('a throttled command', () => reply(this, m, text));
        return;
      }
      job('a command', () => runCommand(this, m));
    });
    // TokenMod and GroupInitiative tell their changes at once where installed (observers.js): a token
    // they set is read again, a turn order they set is read as a turn passed. What another script
    // changes silently is still followed at the next drop and command.
    const taken = observeScripts(this.api.scripts?.() ?? {}, {
      token: (obj) => {
        const g = plain(obj);
        if (g) job('a token another script changed', () => this.onScriptChange(g));
      },
      turnorder: () => job('a turn order another script changed', () => this.onScriptTurnorder()),
      failed: (e, hook) => this.internalError(e, hook),
    });
    if (taken.length) this.log(`changes told by ${taken.join(' and ')} are followed as they happen.`);
    this.queue.hold();
    let started;
    try {
      started = Promise.resolve(this.startEngine());
    } catch (e) {
      started = Promise.reject(e);
    }
    started.then(
      (footwork) => {
        try {
          this.#engineUp(footwork);
        } catch (e) {
          this.#startFailed(e);
        }
      },
      (e) => this.#startFailed(e),
    );
  }

  /** @param {unknown} e */
  #startFailed(e) {
    // Said as failed even when the value thrown is falsy (`throw undefined`).
    this.failed = e ?? 'the engine did not start';
    this.queue.jobs = [];
    this.toGM(
      `Footwork could not start: ${chatText(caughtMessage(e), MAX_SENTENCE_CHARS)}. Moves are not priced; saving the script restarts it.`,
    );
    if (caughtStack(e)) this.log(String(caughtStack(e)));
  }

  /** @param {Footwork} footwork */
  #engineUp(footwork) {
    this.footwork = footwork;
    this.times.engineAt = Date.now();
    const rulesets = rulesetsOf(footwork);
    const ids = rulesets.map((r) => r.id);
    this.rulesetIds = ids;
    // Every band any ruleset names: the values `!footwork band` takes (settings.js validBand).
    this.bandNames = [...new Set(rulesets.flatMap((r) => (r.bands ?? []).map((b) => b.name)))];
    const { record, problems, notes } = openState(this.api.state(), ids, this.bandNames);
    this.record = record;
    if (problems.length) this.reportErrors('settings in state', problems);
    for (const n of notes) this.log(n);
    this.turnKeyNow = turnKey(currentTurn(this.api.Campaign()?.get('turnorder')));
    this.roundsSeen = roundCounters(this.api.Campaign()?.get('turnorder'));
    if (record.turns.key !== this.turnKeyNow) this.#turnPassed(this.turnKeyNow);
    const ms = this.times.engineAt - this.times.loadedAt;
    this.log(
      `ready (version ${this.version}, plain-JavaScript engine, ${ms} ms from load). !footwork help for the commands.`,
    );
    const page = this.api.Campaign()?.get('playerpageid');
    if (typeof page === 'string' && page) this.queue.push('the player page', () => this.scene(page));
    this.queue.release();
  }

  get settings() {
    return this.record.settings;
  }

  // ---- pages ----

  /**
   * The loaded scene of a page, loading it first (in pieces) when needed; null when there is none.
   * @param {unknown} pageId a page's id, as an object or a setting gave it
   * @returns {Generator<string, PageScene | null, unknown>}
   */
  *scene(pageId) {
    if (typeof pageId !== 'string') return null;
    if (!pageId || this.failedPages.has(pageId)) return null;
    const have = this.pages.get(pageId);
    if (have?.loaded) return have;
    const pageObj = this.api.getObj('page', pageId);
    const page = plain(pageObj);
    if (!page) {
      this.failedPages.add(pageId);
      this.reportErrors('reading a page', [
        shimError(
          'missing-page',
          `Page ${pageId} does not exist (any more); its tokens are not priced.`,
          '$.pageid',
          'mod',
        ),
      ]);
      return null;
    }
    /** @param {string} type @returns {any[]} plain attributes (objects.js), read as each reader takes them */
    const find = (type) => {
      const found = this.api.findObjs({ _type: type, _pageid: pageId });
      return Array.isArray(found) ? found.map((o) => plain(o)).filter(Boolean) : [];
    };
    const graphics = find('graphic');
    yield 'finding tokens';
    const walls = WALL_TYPES.flatMap(find);
    yield 'finding walls';
    const { grid } = roll20Grid(page);
    const footwork = this.engine;
    const rules = roll20PageRules(footwork, {
      diagonaltype: page.diagonaltype,
      cellFeet: grid.cellFeet,
      chosen: this.settings.ruleset ?? null,
      rules: this.settings.rules,
      hex: grid.type === 'hex',
    });
    const ruleset = rules.ruleset;
    if (have) have.delete();
    const scene = new PageScene(footwork, pageId, this.budget, (g) => this.isProp(g));
    this.pages.set(pageId, scene);
    /** @type {Record<string, import('./settings.js').SpentRecord>} */
    const spent = {};
    for (const [id, s] of Object.entries(this.record.turns.spent)) if (s.page === pageId) spent[id] = s;
    const errors = yield* scene.load({
      page,
      graphics,
      walls,
      ruleset,
      spent,
      creatureOf: (g, gr, sizes) => this.creatureOf(g, gr, sizes, scene),
    });
    if (this.settings.band) scene.band = this.settings.band;
    // Refused outright (an engine without hex grids, a cell size or a page size the engine does not
    // take): the page model's one sentence (PageScene.refusal), the words the extension's panel shows,
    // in place of the engine's errors for the map; failedPages keeps it said once until the page changes.
    const refused = scene.loaded ? null : scene.refusal;
    if (!scene.loaded) this.failedPages.add(pageId);
    const problems = scene.problems.filter((p) => p !== refused);
    // How the ruler was read, and the GM's rules counting otherwise than it: said, never silent.
    problems.push(...rules.problems);
    const said = refused ? [refused, ...problems] : [...problems, ...errors];
    // Said once, so the GM is told how to have it read again (the extension re-reads on its own).
    if (refused) said.push({ message: REFUSED_AGAIN });
    this.reportErrors(`page "${shorten(page.name || pageId)}"`, said);
    return scene.loaded ? scene : null;
  }

  /**
   * @param {Graphic} g @param {import('../shim/index.js').Grid} grid
   * @param {Array<{size: string, spaceFeet: number}>} sizes @param {PageScene} scene
   */
  creatureOf(g, grid, sizes, scene) {
    const c = tokenCreature(this.api, g, grid, sizes, { settings: this.settings, ruleset: scene.ruleset });
    this.notes.set(g.id, c.notes);
    return c;
  }

  /**
   * Whether a token on the objects layer is no creature (docs/roll20-mod.md, "What it reads"): one the
   * GM marked (`!footwork prop`, kept in state), or a turn marker — a token nobody controls, of no
   * character, named as TurnMarker1 names its round marker (its `state.TurnMarker.tokenName`, "Round"
   * by default, then the round's number: "Round 4"), when that script's record is in `state`.
   * @param {Graphic} g
   */
  isProp(g) {
    if (Object.prototype.hasOwnProperty.call(this.settings.props, g.id)) return true;
    if (String(g.controlledby ?? '').trim() !== '' || String(g.represents ?? '').trim() !== '') return false;
    /** @type {unknown} */
    let marker;
    try {
      marker = /** @type {Record<string, any>} */ (this.api.state())?.TurnMarker?.tokenName;
    } catch {
      return false;
    }
    if (typeof marker !== 'string' || marker === '') return false;
    const name = String(g.name ?? '');
    return name.startsWith(`${marker} `) && /^\d+$/.test(name.slice(marker.length + 1));
  }

  /** @param {string} id */
  *#dropPage(id) {
    this.pages.get(id)?.delete();
    this.pages.delete(id);
  }

  /** @param {string} id */
  *onPageChange(id) {
    if (this.failedPages.delete(id)) return yield* this.scene(id);
    const had = this.pages.get(id);
    if (!had) return;
    had.delete();
    this.pages.delete(id);
    yield* this.scene(id);
  }

  /** Every loaded page again (settings changed): in pieces, page by page. */
  *reloadAll() {
    const failed = [...this.failedPages];
    this.failedPages.clear();
    for (const id of [...this.pages.keys(), ...failed.filter((f) => !this.pages.has(f))]) {
      this.pages.get(id)?.delete();
      this.pages.delete(id);
      yield* this.scene(id);
    }
  }

  /**
   * Other scripts' changes fire no event (roll20.md, "Living beside other scripts": TokenMod moving a
   * token, a script creating or deleting one): before a drop or a command is priced, every graphic of
   * the page is compared with what the scene last read of it (its place, size and layer: cheap), and
   * only those that differ are read again — put where they are, never charged as a move. Graphics
   * gone from the page leave the scene. In pieces (FOLLOW_PIECE).
   * @param {PageScene} scene @param {string} [except] the dropped token: its own event says where it was
   * @returns {Generator<string, void, unknown>}
   */
  *follow(scene, except) {
    const found = this.api.findObjs({ _type: 'graphic', _pageid: scene.pageId });
    const list = Array.isArray(found) ? found : [];
    /** @type {Set<string>} */
    const onPage = new Set();
    /** @type {Problem[]} */
    const errors = [];
    let work = 0;
    for (const o of list) {
      const now = placeOf(o);
      if (!now) continue;
      onPage.add(now.id);
      work += 1;
      if (now.id !== except && scene.stale(now)) {
        const g = plain(o);
        if (g) errors.push(...scene.updateGraphic(g));
        work += FOLLOW_READ;
      }
      if (work >= FOLLOW_PIECE) {
        work = 0;
        yield 'following other scripts';
      }
    }
    for (const id of scene.readIds()) if (!onPage.has(id) && id !== except) errors.push(...scene.removeGraphic(id));
    this.reportErrors('reading tokens other scripts changed', errors);
  }

  /**
   * A page's scene for a command, other scripts' changes followed first (follow) once per command:
   * `followed` holds the pages this command has followed.
   * @param {unknown} pageId @param {Set<string>} followed
   * @returns {Generator<string, PageScene | null, unknown>}
   */
  *sceneNow(pageId, followed) {
    const scene = yield* this.scene(pageId);
    if (scene && !followed.has(scene.pageId)) {
      followed.add(scene.pageId);
      yield* this.follow(scene);
    }
    return scene;
  }

  // ---- tokens ----

  inCombat() {
    return parseTurnorder(this.api.Campaign()?.get('turnorder')).length > 0;
  }

  /** @param {Graphic} g */
  *onGraphicAdd(g) {
    const scene = this.pages.get(g.pageid ?? '');
    if (!scene?.loaded) return; // loaded with it when the page is first needed
    this.reportErrors(`adding ${tokenName(g, 'a token')}`, scene.updateGraphic(g));
  }

  /**
   * A token another script changed and told us (observers.js): read again where it is now, never
   * charged as a move (as follow does for what it finds moved).
   * @param {Graphic} g
   */
  *onScriptChange(g) {
    const scene = this.pages.get(g.pageid ?? '');
    if (!scene?.loaded) return; // read with its page when the page is first needed
    this.reportErrors(`reading ${tokenName(g, 'a token')}`, scene.updateGraphic(g));
  }

  /** @param {Graphic} g */
  *onGraphicDestroy(g) {
    this.pages.get(g.pageid ?? '')?.removeGraphic(g.id);
    this.addedAt.delete(g.id);
    this.changes.delete(g.id);
    // A deleted token leaves the GM's list of props (!footwork prop), which would otherwise only grow.
    delete this.settings.props[g.id];
    if (this.record.turns.spent[g.id]) delete this.record.turns.spent[g.id];
  }

  /**
   * A token changed: `g` its attributes when the event came, `prev` before, `nth` the event's number
   * among the token's change events.
   * @param {Graphic} g @param {Partial<Graphic>} prev @param {number} [nth]
   */
  *onGraphicChange(g, prev, nth) {
    // Handled after the other scripts' handlers of the event (ready): one of them may have put the
    // token back where it came from (TokenLock), and then nothing moved. Only for the token's latest
    // event: an earlier one is priced as it came (a later drop of the token is its own event).
    if (nth !== undefined && nth === this.changes.get(g.id)) {
      const now = plain(this.api.getObj('graphic', g.id));
      if (now && Number(now.left) === Number(prev.left) && Number(now.top) === Number(prev.top))
        g = { ...g, left: now.left, top: now.top };
    }
    const newPage = prev.pageid !== undefined && prev.pageid !== g.pageid;
    if (newPage) this.pages.get(prev.pageid ?? '')?.removeGraphic(g.id);
    const scene = yield* this.scene(g.pageid);
    if (!scene) return;
    if (newPage) {
      // Sent to another page: put there, not moved (the two pages' squares have nothing in common).
      this.reportErrors(`placing ${tokenName(g, 'a token')}`, scene.place(g));
      return;
    }
    const moved =
      prev.left !== undefined &&
      prev.top !== undefined &&
      (Number(prev.left) !== Number(g.left) || Number(prev.top) !== Number(g.top));
    // A drop is priced against the page as it is: tokens other scripts moved are followed first.
    if (moved) yield* this.follow(scene, g.id);
    if (!moved || !scene.isCreature(g)) {
      const r = moved ? scene.move(g, prev) : null;
      const errors = moved ? (r?.kind === 'refused' ? [r.error] : []) : scene.updateGraphic(g);
      this.reportErrors(`reading ${tokenName(g, 'a token')}`, errors);
      return;
    }
    this.followTurn();
    const combat = this.inCombat();
    const placed = Date.now() - (this.addedAt.get(g.id) ?? -Infinity) < PLACEMENT_MS;
    if (placed || (this.settings.track === 'combat' && !combat)) {
      this.reportErrors(`placing ${tokenName(g, 'a token')}`, scene.place(g));
      return;
    }
    const r = scene.move(g, prev, { fresh: !combat });
    if (!r) return;
    const name = tokenName(g, 'A token');
    if (r.kind === 'undo') {
      // Roll20's undo of the token's last drag (web/roll20/moves.js): its movement is refunded.
      if (r.error) this.reportErrors(`${name}'s undo`, [r.error]);
      this.#saveSpent(g.id, g.pageid, scene);
      if (r.undone)
        this.toControllers(
          g,
          `${chatText(name)}: last move taken back (undo); ${feet(scene.spent(g.id).feet)} ft moved this turn.`,
        );
      return;
    }
    // The engine refused the creature itself (on hexes a creature bigger than one hex, not-on-hex; a
    // speed it does not take …): its controllers are told why the move is not priced, as for any
    // other move they make.
    if (r.kind === 'refused') {
      this.toControllers(
        g,
        `Footwork could not price ${chatText(name)}'s move: ${chatText(r.error.message, MAX_SENTENCE_CHARS)}`,
      );
      return;
    }
    const a = r.annotation;
    if (a.kind === 'error') {
      this.toControllers(
        g,
        `Footwork could not price ${chatText(name)}'s move: ${chatText(a.message, MAX_SENTENCE_CHARS)}`,
      );
      return;
    }
    let returned = null;
    if (this.settings.enforce && combat && !a.legal) {
      returned = scene.returnToLegal(g.id, a, r.drag, r.span);
      const token = this.api.getObj('graphic', g.id);
      if (token) token.set({ left: returned.centre[0], top: returned.centre[1] });
      // The legal part the engine would not price again: the GM hears why (the whisper says the
      // token went back, without the part's cells and feet).
      if (returned.legal?.kind === 'error') this.reportErrors(`${name}'s enforcement`, [returned.legal]);
    }
    if (a.placeError) this.reportErrors(`${name}'s move`, [a.placeError]);
    // The move's end could not be placed (off the grid for the creature's space) and the token stays
    // there: the creature follows it and is left out, as in the browser extension, rather than kept
    // where the move began (found by test/roll20/same-scene.test.mjs).
    if (a.placeError && !returned) this.reportErrors(`${name}'s move`, scene.place(g));
    this.#saveSpent(g.id, g.pageid, scene);
    // What had to be assumed about the token (its speed …) is said once, and again when it changes.
    const notes = this.notes.get(g.id) ?? [];
    const said = notes.join('|');
    const lines = moveLines({
      name,
      annotation: a,
      returned,
      notes: this.notesSaid.get(g.id) === said ? [] : notes,
      hex: scene.grid?.type === 'hex',
    });
    this.notesSaid.set(g.id, said);
    this.toControllers(g, lines.join('<br>'));
    this.times.firstAnswerAt ??= Date.now();
  }

  /** @param {string} id @param {string | undefined} page @param {PageScene} scene */
  #saveSpent(id, page, scene) {
    const s = scene.spent(id);
    if (s.feet > 0 || s.diagonals > 0)
      this.record.turns.spent[id] = { feet: s.feet, diagonals: s.diagonals, drags: s.drags, page: page ?? '' };
    else delete this.record.turns.spent[id];
  }

  // ---- walls ----

  /** @param {unknown} obj @param {boolean} destroyed */
  #wallEvent(obj, destroyed) {
    const w = plain(obj);
    if (!w) return;
    this.queue.push(destroyed ? 'a deleted wall' : 'a wall change', () => this.onWall(w, destroyed));
  }

  /** @param {import('../roll20/index.js').Roll20WallObject & {pageid?: string}} w @param {boolean} destroyed */
  *onWall(w, destroyed) {
    const scene = this.pages.get(w.pageid ?? '');
    if (!scene?.loaded) return;
    this.reportErrors('walls', destroyed ? scene.removeWall(w.id) : scene.updateWall(w));
  }

  // ---- turns ----

  /** @param {unknown} text the campaign's turnorder */
  *onTurnorder(text) {
    this.#turnFrom(text, false);
  }

  /** The turn order another script set and told us of (observers.js), read as followTurn reads it. */
  *onScriptTurnorder() {
    this.followTurn();
  }

  /**
   * Another script passing the turn (TurnMarker1's `!eot`, GroupInitiative) sets `turnorder` and
   * fires no event (roll20.md, "Living beside other scripts"): at a drop and a command the turn order
   * is read again, and a current entry other than the one last seen passes the turn, as the event
   * would have. An order turned all the way round between two reads has the same current entry: it
   * is seen only by a round counter that moved (roundCounters), and then every creature starts afresh.
   */
  followTurn() {
    this.#turnFrom(this.api.Campaign()?.get('turnorder'), true);
  }

  /**
   * The turn passes when the order's current entry is not the one last seen. `script`: read without an
   * event (followTurn), where a moved round counter under the same entry is a new round; a GM's own
   * edit of the counter comes with its event and changes nobody's turn.
   * @param {unknown} text @param {boolean} script
   */
  #turnFrom(text, script) {
    const key = turnKey(currentTurn(text));
    const rounds = roundCounters(text);
    const before = this.roundsSeen;
    this.roundsSeen = rounds;
    if (key !== this.record.turns.key) return this.#turnPassed(key, text);
    // The same counters (by their text), one of them at another number: the order went round.
    const wentRound =
      script &&
      key !== '' &&
      rounds.length > 0 &&
      rounds.length === before.length &&
      rounds.every(([t], i) => t === before[i][0]) &&
      rounds.some(([, n], i) => n !== before[i][1]);
    if (wentRound) this.newTurn();
  }

  // The turn passed to another entry of the tracker: the creature whose turn it now is starts afresh,
  // and so does every creature not in the turn order; an empty tracker (combat over) and a tracker
  // that was empty (combat begins) clear them all.
  /** @param {string} key @param {unknown} [text] the campaign's turnorder */
  #turnPassed(key, text = this.api.Campaign()?.get('turnorder')) {
    const began = this.record.turns.key === '';
    this.record.turns.key = key;
    const afresh = startsAfresh(text, began);
    if (!afresh) return this.newTurn();
    for (const id of Object.keys(this.record.turns.spent)) if (afresh(id)) this.resetToken(id);
    for (const scene of this.pages.values()) for (const id of scene.movers()) if (afresh(id)) this.resetToken(id);
  }

  /** Forgets one token's movement this turn (command). @param {string} id */
  resetToken(id) {
    for (const scene of this.pages.values()) scene.resetTurn(id);
    delete this.record.turns.spent[id];
  }

  /** Forgets everyone's (command). */
  newTurn() {
    for (const scene of this.pages.values()) scene.newTurn();
    this.record.turns.spent = {};
  }
}
