// The Footwork adapter for the toy VTT (web/examples/vtt.js): everything a VTT plugin has to write,
// and nothing more; docs/embedding.md walks through it. It translates the VTT's scene (pixels) into
// the shim's terms (cells, creature specs, wall edges, terrain regions), forwards drags, and draws
// the annotations the shim hands back. Scene sync, the turn ledger, pathing and rasterising walls
// are the shim's (web/shim, docs/shim.md).
import { Session, pixelGrid, centreToCell, cellToCentre, polylineEdges, labelRows, capital } from '../shim/index.js';
import { sizeForExtent } from '../shim/token-size.js';
import { DragRoute } from './route.js';

// Path colours by band class (annotate.js): within speed, within Dash/double, beyond or illegal.
const FILL = { speed: 'rgba(40, 160, 70, 0.45)', dash: 'rgba(235, 185, 0, 0.55)', beyond: 'rgba(215, 40, 40, 0.5)' };
const UNREACHED = { fill: 'rgba(215, 40, 40, 0.15)', stroke: '#c62828' };
/** @type {Record<string, string>} */
const AREA = { speed: 'rgba(40, 160, 70, 0.16)', dash: 'rgba(235, 185, 0, 0.18)' };
const TEXT = { speed: '#8be28b', dash: '#ffd84a', beyond: '#ff8a80', illegal: '#ff8a80', attack: '#ffb74d' };
// A label row's kind (web/shim/present.js) → its colour; the others are the default grey.
/** @type {Record<string, string>} */
const KIND_COLOUR = { illegal: TEXT.illegal, 'cannot-end': TEXT.illegal, provokes: TEXT.attack };
/** @type {Record<string, import('../lib/index.js').EdgeKind>} the VTT's wall kinds → the shim's (EDGE_KINDS) */
const KINDS = { wall: 'wall', door: 'door-closed' };
// Where to stand (session.places): what the area may show (the VTT's menu), a fill per mark (places.js).
const SHOW = [
  ['cost', 'what moving costs'],
  ['safe', 'safe places'],
  ['flank', 'flanking the target'],
  ['cover', 'cover from the target'],
  ['reach', 'the target in reach'],
];
// Qualifying places green (half cover paler), the others grey; safe's others in the path's warning colours.
const [GOOD, OTHER] = ['rgba(30, 150, 60, 0.5)', 'rgba(110, 110, 110, 0.15)'];
/** @type {Record<string, string>} */
const MARK = { half: 'rgba(30, 150, 60, 0.28)', threatened: FILL.dash, provokes: FILL.beyond };

const line = (/** @type {string} */ text, colour = '#ddd') => ({ text, colour });

/**
 * The label by the token: the shim's label rows (the cost and band, what is left, why it is illegal
 * or may not end there, who may attack), coloured by their kind. A pure function of the annotation.
 * @param {import('../shim/index.js').MoveShown} a a move annotation
 */
export function labelOf(a) {
  return labelRows(a).map((r) => line(r.text, r.kind === 'total' ? TEXT[r.band ?? 'speed'] : KIND_COLOUR[r.kind]));
}

/**
 * Connects a loaded engine to the VTT; returns the shim's Session.
 * @param {import('./vtt.js').ToyVtt} vtt @param {import('../lib/index.js').Footwork} footwork
 * @param {{route?: () => string}} [options] `route()`: 'dragged' or 'best' (route.js)
 */
export function connect(vtt, footwork, options = {}) {
  const { route } = options;
  const session = new Session(footwork);
  const routes = new DragRoute(session, route);
  let grid = pixelGrid({ cellPx: 1 }); // the scene's, once it loads (the VTT sends its scene first)
  let priced = ''; // the drag's last priced cells: the engine is asked again only when they change
  let system = ''; // the scene's ruleset, whose size table reads a token's cells across (`rulesets`)

  /** @param {import('../shim/index.js').ErrorAnnotation | import('../shim/index.js').ErrorAnnotation[] | null} errors */
  const report = (errors) => {
    for (const e of [errors].flat()) if (e && e.kind === 'error') vtt.notify(`Footwork: ${e.message}`, 'error');
  };
  /** @typedef {import('./vtt-scene.js').VttToken} VttToken */
  const span = (/** @type {VttToken} */ t) => /** @type {[number, number]} */ ([t.cells, t.cells]);
  const cellOf = (/** @type {VttToken} */ t, /** @type {number[]} */ [x, y]) => centreToCell(grid, x, y, span(t));
  /** @param {VttToken} t @param {number[]} at @param {number[][]} waypoints */
  const dragCells = (t, at, waypoints) =>
    routes.drag(
      cellOf(t, at),
      waypoints.map((w) => cellOf(t, w)),
    );

  // ---- the VTT's scene → the shim's terms ----
  /** @param {VttToken} t @returns {import('../shim/index.js').Token} */
  const creature = (t) => ({
    id: t.id,
    name: t.name,
    position: cellOf(t, [t.x, t.y]),
    size: sizeForExtent(t.cells, grid.cellFeet, session.rulesets.find((r) => r.id === system)?.sizes ?? []),
    speeds: { walk: t.speed },
    side: t.side,
  });
  /** @param {import('./vtt-scene.js').VttRegion} r */
  const region = (r) => ({ id: r.id, cells: r.cells, terrain: { difficult: 1 } });
  /** @param {import('./vtt-scene.js').VttWall} w */
  const barrier = (w) => ({ id: w.id, kind: KINDS[w.kind], edges: polylineEdges(grid, w.points) });

  vtt.on('scene', (/** @type {import('./vtt-scene.js').VttScene} */ s) => {
    grid = pixelGrid({ cellPx: s.cellPx, cellFeet: s.feetPerCell, width: s.cols, height: s.rows });
    system = s.system;
    const map = {
      ruleset: /** @type {import('../lib/index.js').RulesetSpec} */ (s.system), // the shim says when it is none
      grid: { width: s.cols, height: s.rows, cellFeet: s.feetPerCell },
      tokens: s.tokens.map(creature),
      terrain: s.regions.map(region),
      barriers: s.walls.map(barrier),
    };
    report(session.loadMap(map));
  });
  vtt.on('token-changed', (t) => report(session.upsertToken(creature(t))));
  vtt.on('walls-changed', (walls) => report(session.syncBarriers(walls.map(barrier))));
  vtt.on('terrain-changed', (regions) => report(session.syncTerrain(regions.map(region))));
  vtt.on('turn', () => (session.newTurn(), showPlaces(vtt.selected)));

  // ---- drags → annotations ----
  vtt.on('drag-start', ({ token }) => {
    priced = '';
    routes.start(cellOf(token, [token.x, token.y]));
    const a = session.beginDrag(token.id);
    if (a.kind === 'error') return report(a);
    if (showing() !== 'cost') return showPlaces(token);
    vtt.showArea(a.places.filter((p) => p.canEnd && AREA[p.band]).map((p) => ({ cell: p.cell, fill: AREA[p.band] })));
  });
  vtt.on('drag-move', ({ token, at, waypoints }) => {
    const drag = dragCells(token, at, waypoints);
    const key = JSON.stringify(drag);
    if (key === priced) return; // same cells: the VTT moves the token, the path stays
    priced = key;
    const a = routes.price(token.id, drag);
    /** @param {{message: string}} e */
    const failed = (e) => ({ label: { lines: [line(`Footwork: ${e.message}`, TEXT.illegal)] } });
    vtt.showPath(a.kind === 'error' ? failed(a) : pathOf(token, a));
  });
  vtt.on('drag-end', ({ token, at, waypoints }) => {
    const a = routes.end(token.id, dragCells(token, at, waypoints));
    showPlaces(token);
    if (a.kind === 'error') report(a);
    else vtt.notify(`${token.name}: ${a.summary}`, a.legal ? 'info' : 'warn');
  });
  vtt.on('drag-cancel', ({ token }) => {
    session.cancelDrag(token.id);
    showPlaces(token);
  });

  // ---- where to stand: the area of the token picked up or selected, marked for the VTT's menu ----
  const showing = vtt.addMenu('Area shows', SHOW, () => showPlaces(vtt.selected));
  vtt.on('target', () => showPlaces(vtt.selected));
  vtt.on('deselect', () => vtt.clearArea());
  /** @param {VttToken | null} token */
  function showPlaces(token) {
    if (!token || showing() === 'cost') return vtt.clearArea(); // the cost is shown while dragging
    const mode = /** @type {import('../shim/index.js').PlaceMode} */ (showing()); // SHOW's, but 'cost'
    const a = session.places(token.id, { mode, target: vtt.target?.id });
    if (a.kind === 'error') return vtt.showArea([], { title: a.message });
    const good = new Set(a.places.filter((p) => p.qualifies).map((p) => p.mark));
    const fill = (/** @type {string | null} */ mark) => (mark && MARK[mark]) || (good.has(mark) ? GOOD : OTHER);
    const cells = a.places.map((p) => ({ cell: p.cell, fill: fill(p.mark), hatch: p.band !== 'speed' }));
    const items = a.legend.map((l) => ({ fill: fill(l.mark), hatch: false, text: `${l.label} (${l.count})` }));
    const dash = a.places.find((p) => p.band !== 'speed');
    if (dash && !a.unavailable)
      items.push({ fill: GOOD, hatch: true, text: `Hatched: only with ${capital(dash.bandName)}` });
    vtt.showArea(a.unavailable ? [] : cells, { title: a.summary, items });
  }

  // A move annotation → coloured cells along the path, a line through their centres, the label.
  /** @param {VttToken} token @param {import('../shim/index.js').MoveAnnotation} a */
  function pathOf(token, a) {
    const cells = a.cells.map((c) => ({ cell: c.cell, size: token.cells, fill: FILL[c.legal ? c.band : 'beyond'] }));
    for (const cell of a.unreached) cells.push({ cell, size: token.cells, ...UNREACHED });
    const start = cellOf(token, [token.x, token.y]); // the VTT moves the token itself only on the drop
    const centres = [start, ...a.cells.map((c) => c.cell)].map((c) => cellToCentre(grid, c, span(token)));
    return { cells, line: centres, lineColour: '#333', label: { lines: labelOf(a) } };
  }

  return session;
}
