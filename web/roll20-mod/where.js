// `!footwork where safe|flank <name>|cover <name>|reach <name>` (issue 27, where to stand): for the
// selected tokens, or else the token whose turn it is, how many of the places it can still end its
// move on this turn qualify, and the nearest few by cost, in words a player reads against the map
// ("2 squares east, 1 north"). The shim's Session.places answers (web/shim/places.js: the engine's
// `places` query, the marks and their words); this file picks the tokens, finds the one named and
// words the positions (messages.js lays the whisper out).
import { currentTurn } from '../roll20/turnorder.js';
import { chatText, MAX_SENTENCE_CHARS } from './chat-text.js';
import { plain } from './objects.js';
import { placesLines, positionWords } from './messages.js';

/** @typedef {import('./objects.js').Graphic} Graphic */

/** @typedef {import('../shim/index.js').PlaceMode} PlaceMode */
/** The creatures of a page and their names (PageScene's). @typedef {{creatures(): Array<{id: string}>, name(id: string): string}} Names */
/** @typedef {import('../lib/index.js').Cell} Cell */

/** @type {Record<PlaceMode, boolean>} The modes and whether each takes a creature's name (the shim's PLACE_MODES). */
const MODES = { safe: false, flank: true, cover: true, reach: true };
/** @type {Record<PlaceMode, string>} A creature's name for the usage line of a mode that takes one. */
const EXAMPLE = { safe: '', flank: 'Ogre', cover: 'Archer', reach: 'Goblin' };
/** @param {string} mode @returns {mode is PlaceMode} */
const isMode = (mode) => Object.prototype.hasOwnProperty.call(MODES, mode);
/** How many qualifying places a whisper names. */
export const NEAREST = 5;

export const WHERE_USAGE = 'Footwork: !footwork where safe, or where flank|cover|reach &lt;token name&gt;.';

/**
 * Runs `!footwork where …`. `tokens(rest)` gives the selected graphics (plain attributes), `scene(pageId)`
 * the page's scene as it is now (app.sceneNow: other scripts' moves followed), `controls(g)` whether
 * the asker may see that token's options, `reply(lines)` whispers the asker.
 * @param {import('./app.js').FootworkApp} app @param {string[]} args
 * @param {{tokens: () => Graphic[], scene: (pageId: unknown) => Generator<string, import('../roll20/page-scene.js').PageScene | null, unknown>,
 *   controls: (g: Graphic) => boolean, reply: (lines: string | string[]) => void}} io
 * @returns {Generator<string, void, unknown>}
 */
export function* whereCommand(app, args, { tokens, scene: sceneOf, controls, reply }) {
  const mode = (args[0] ?? '').toLowerCase();
  if (!isMode(mode)) return reply(WHERE_USAGE);
  const name = args.slice(1).join(' ').trim();
  if (MODES[mode] && !name)
    return reply(`Footwork: name the creature: !footwork where ${mode} ${EXAMPLE[mode]} (its token's name).`);
  let movers = tokens();
  if (movers.length === 0) {
    const turn = turnToken(app);
    if (!turn)
      return reply(
        `Footwork: select your token first (or, in combat, ask on your turn): !footwork where ${mode}${name ? ` ${chatText(name)}` : ''}.`,
      );
    movers = [turn];
  }
  for (const g of movers) {
    // One token a piece of work (queue.js): each search is bounded by the app's budget, not the list.
    yield 'a token asked about';
    if (!controls(g)) {
      reply(`Footwork: ${chatText(g.name || 'that token')} is not yours.`);
      continue;
    }
    const scene = yield* sceneOf(g.pageid);
    const from = scene?.hasCreature(g.id) ? scene.position(g.id) : null;
    if (!scene || !from) {
      const why = scene?.whyLeftOut(g);
      reply(
        `Footwork: ${why ? chatText(why.message, MAX_SENTENCE_CHARS) : `${chatText(g.name || 'that token')} is not a creature on a priced page (tokens on the objects layer are).`}`,
      );
      continue;
    }
    const hex = scene.grid?.type === 'hex';
    /** @type {string | undefined} */
    let target;
    if (MODES[mode]) {
      const found = findCreature(scene, name, g.id);
      if (found.length !== 1) {
        reply(nameProblem(name, found, scene, (id) => positionWords(scene.grid, from, scene.position(id) ?? from)));
        continue;
      }
      target = found[0];
    }
    const a = scene.places(g.id, { mode, target });
    if (a.kind === 'error') {
      reply(`Footwork: ${chatText(a.message, MAX_SENTENCE_CHARS)}`);
      continue;
    }
    reply(
      placesLines({
        name: g.name || 'Token',
        annotation: a,
        firstBand: scene.bands[0]?.name,
        where: (/** @type {Cell} */ cell) => positionWords(scene.grid, from, cell),
        nearest: NEAREST,
        hex,
      }),
    );
  }
}

/**
 * The token whose turn it is (the turn order's first entry, a token's row), as plain attributes, or null.
 * @param {import('./app.js').FootworkApp} app @returns {Graphic | null}
 */
function turnToken(app) {
  const entry = currentTurn(app.api.Campaign()?.get('turnorder'));
  if (!entry || entry.id === '-1') return null;
  return plain(app.api.getObj('graphic', entry.id));
}

/**
 * The creatures on the page `text` names (case-insensitive), the asker's own token left out: those
 * named exactly, else those whose name starts with it, else those whose name contains it.
 * @param {Names} session the page's scene (PageScene) @param {string} text @param {string} self @returns {string[]} their ids
 */
export function findCreature(session, text, self) {
  const want = text.toLowerCase();
  const others = session
    .creatures()
    .map((c) => c.id)
    .filter((id) => id !== self)
    .map((id) => ({ id, name: String(session.name(id)).toLowerCase() }));
  /** @type {Array<(name: string) => boolean>} */
  const tests = [(n) => n === want, (n) => n.startsWith(want), (n) => n.includes(want)];
  for (const fits of tests) {
    const found = others.filter((o) => fits(o.name)).map((o) => o.id);
    if (found.length) return found;
  }
  return [];
}

/**
 * No creature by that name, or several: the whisper says so, naming the page's creatures (or the
 * candidates, with where each stands from the asker's token).
 * @param {string} text @param {string[]} found @param {Names} session @param {(id: string) => string} where
 */
function nameProblem(text, found, session, where) {
  const quoted = `"${chatText(text)}"`;
  if (found.length > 1) {
    const shown = found.slice(0, 6).map((id) => `${chatText(session.name(id))} (${where(id)})`);
    return `Footwork: ${quoted} could be ${found.length} tokens: ${shown.join(', ')}${found.length > 6 ? ' …' : ''}. Name one whole (rename tokens that share a name).`;
  }
  const names = [...new Set(session.creatures().map((c) => chatText(session.name(c.id))))];
  return `Footwork: no token named ${quoted} on this page${names.length ? `; its creatures: ${names.slice(0, 12).join(', ')}${names.length > 12 ? ' …' : ''}` : ''}.`;
}
