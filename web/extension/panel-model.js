// The panel's view model (panel.js draws it): what the extension's panel shows, worked out from the
// store's state (store.js), the page as sent and a few reads of the engine's scene. Pure functions of
// what they are given, as the calculator's view model is (web/calculator): app.js hands over the
// store's state and its reads, the panel gets plain data, and nothing here holds the app or changes
// anything.
import { shimError } from '../shim/index.js';
import { currentTurn } from '../roll20/turnorder.js';
import { houseView } from './house-rules.js';
import { DEFAULT_MARKER_MAP, formatMarkerMapping } from './marker-mapping.js';

// Sentences about tokens and walls left out: the first few stay in the panel, then a count of the rest.
export const LEFT_OUT_SHOWN = 5;

/** @typedef {import('./store.js').State} State */
/** @typedef {import('../shim/index.js').ErrorAnnotation} ErrorAnnotation */
/** @typedef {import('../roll20/index.js').Roll20Graphic} Roll20Graphic */
/** @typedef {import('./page-messages.js').LeftOut} LeftOut */
/** @typedef {{type: string, kind?: string}} Barrier what a wall, door or window blocks (roll20Barriers) */

/**
 * What the view model reads of the engine's scene (the shim's Session, or the page scene over it).
 * @typedef {object} SceneReads
 * @property {string | undefined} ruleset the ruleset loaded
 * @property {Array<{id: string, title: string}>} rulesets the engine's rulesets
 * @property {(id: string) => string} name a creature's name as the scene knows it (its id when unknown)
 * @property {(id: string) => ReturnType<import('../shim/index.js').Session['spent']>} spent what a creature spent this turn
 * @property {() => number} blockedEdges cell edges the walls block now
 */

/**
 * What the panel shows besides the store's state: the page as sent and the app's reads of it.
 * @typedef {object} PanelInputs
 * @property {import('../lib/index.js').Footwork} footwork the engine (its kind, its house rules' words)
 * @property {SceneReads} scene
 * @property {Map<string, Roll20Graphic>} graphics id → the page's graphics as sent, in page order
 * @property {(g: Roll20Graphic) => boolean} isMine a creature's token this user moves
 * @property {(g: Roll20Graphic) => number} speedOf its walking speed in feet
 * @property {(g: Roll20Graphic) => string[]} conditionsOf its conditions from its markers
 * @property {Map<string, LeftOut>} leftOut token or wall id → why it was left out
 * @property {Iterable<Barrier>} barriers the page's walls, doors and windows as placed
 * @property {boolean} priced whether moves on the page are priced
 * @property {ReturnType<import('./live.js').LiveView['status']> | null} live the live view's status (null: none yet)
 * @property {ReturnType<import('./places-choice.js').PlacesChoice['view']>} places where to stand, as the places choice shows it
 */

/**
 * The token whose move the readout shows: the one selected in the panel, else your last moved.
 * @param {State} s @param {Map<string, Roll20Graphic>} graphics @param {(g: Roll20Graphic) => boolean} isMine
 * @returns {string | undefined}
 */
export function shownToken(s, graphics, isMine) {
  if (s.selected && s.moves.has(s.selected)) return s.selected;
  return s.order.find((id) => {
    const g = graphics.get(id);
    return !!g && isMine(g) && s.moves.has(id);
  });
}

/**
 * Whose turn it is (the turn tracker's first entry): the token's name, a custom row's text, '' for none.
 * @param {State['turnorder']} turnorder @param {Map<string, Roll20Graphic>} graphics
 */
export function turnName(turnorder, graphics) {
  const e = currentTurn(turnorder);
  if (!e) return '';
  if (e.id === '-1') return e.custom;
  return graphics.get(e.id)?.name || e.custom || e.id;
}

/**
 * The page's walls, doors (open, closed) and windows counted, and the cell edges they block.
 * @param {Iterable<Barrier>} barriers @param {number} edges
 */
export function wallSummary(barriers, edges) {
  const n = { walls: 0, doorsOpen: 0, doorsClosed: 0, windows: 0, edges };
  for (const b of barriers) {
    if (b.type === 'door') n[b.kind === 'door-open' ? 'doorsOpen' : 'doorsClosed'] += 1;
    else if (b.type === 'window') n.windows += 1;
    else n.walls += 1;
  }
  return n;
}

/**
 * The tokens and walls left out: at most LEFT_OUT_SHOWN sentences and a count of the rest.
 * @param {Map<string, LeftOut>} leftOut @returns {ErrorAnnotation[]}
 */
export function leftOutLines(leftOut) {
  /** @type {ErrorAnnotation[]} */
  const lines = [...leftOut.values()].slice(0, LEFT_OUT_SHOWN);
  if (leftOut.size > LEFT_OUT_SHOWN)
    lines.push(shimError('left-out', `… and ${leftOut.size - LEFT_OUT_SHOWN} more left out.`, '$', 'extension'));
  return lines;
}

/**
 * The panel's view model.
 * @param {State} s the store's state @param {PanelInputs} o
 */
export function panelState(s, o) {
  const { scene, graphics, isMine } = o;
  const rank = new Map(s.order.map((id, i) => [id, i]));
  // Your tokens, the last moved first, the others in page order.
  const creatures = [...graphics.values()]
    .filter((g) => isMine(g))
    .map((g, i) => ({ g, i, r: rank.get(String(g.id)) ?? Infinity }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map(({ g }) => {
      const id = String(g.id);
      return {
        id,
        name: scene.name(id) === id ? g.name || id : scene.name(id),
        speed: o.speedOf(g),
        typed: s.speeds.has(id),
        spent: scene.spent(id),
        conditions: o.conditionsOf(g),
        last: s.moves.get(id)?.summary ?? null,
      };
    });
  const shown = shownToken(s, graphics, isMine);
  return {
    engine: o.footwork.engine,
    ruleset: scene.ruleset,
    rulesets: scene.rulesets.map((r) => ({ id: r.id, title: r.title })),
    house: s.rulesNow ? houseView(o.footwork, { ...s.rulesNow, rules: s.rules, grid: s.grid }) : null,
    page: s.page,
    grid: s.grid,
    problems: [
      ...(s.engineNote ? [shimError('engine', s.engineNote, '$', 'extension')] : []),
      ...s.problems,
      ...leftOutLines(o.leftOut),
      ...s.dropped,
    ],
    // While the engine cannot price the page, its sentence stands first, and the "no scene" of
    // the panel's actions under it says nothing more.
    errors: s.refused ? [s.refused, ...s.errors.filter((e) => e !== s.refused && e.code !== 'no-scene')] : s.errors,
    move: shown ? s.moves.get(shown) : null,
    reach: shown ? (s.reaches.get(shown) ?? null) : null,
    selected: shown ?? null,
    creatures,
    // Undo and Reset act on priced moves: none while the engine cannot price the page.
    priced: o.priced,
    walls: wallSummary(o.barriers, scene.blockedEdges()),
    speedSource: s.speedSource,
    markerText: formatMarkerMapping(s.markers ?? DEFAULT_MARKER_MAP),
    markerProblems: s.markerProblems,
    turn: turnName(s.turnorder, graphics),
    live: o.live ?? { live: false, engine: null, text: 'Waiting for Roll20’s map…' },
    player: s.player,
    places: o.places,
  };
}
