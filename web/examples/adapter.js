// The Footwork adapter for the toy VTT (web/examples/vtt.js): everything a VTT plugin has to write,
// and nothing more; docs/embedding.md walks through it. It translates the VTT's scene (pixels) into
// the shim's terms (cells, creature specs, wall edges, terrain regions), forwards drags, and draws
// the annotations the shim hands back. Scene sync, the turn ledger, pathing and rasterising walls
// are the shim's (web/shim, docs/shim.md).
import { Session, pixelGrid, centreToCell, cellToCentre, polylineEdges, labelRows, capital } from '../shim/index.js';
import { DragRoute } from './route.js';

/** @typedef {import('./vtt-scene.js').VttToken} VttToken */
/** @typedef {import('./vtt-scene.js').VttScene} VttScene */
/** @typedef {import('./vtt-scene.js').Point} Point */
/** @typedef {import('../shim/index.js').ErrorAnnotation} ErrorAnnotation */
/** @typedef {import('../shim/index.js').MoveShown} MoveShown */

// Path colours by band class (annotate.js): within speed, within Dash/double, beyond or illegal.
/** @type {Record<string, string>} */
const FILL = { speed: 'rgba(40, 160, 70, 0.45)', dash: 'rgba(235, 185, 0, 0.55)', beyond: 'rgba(215, 40, 40, 0.5)' };
const UNREACHED = { fill: 'rgba(215, 40, 40, 0.15)', stroke: '#c62828' };
/** @type {Record<string, string>} */
const AREA = { speed: 'rgba(40, 160, 70, 0.16)', dash: 'rgba(235, 185, 0, 0.18)' };
/** @type {Record<string, string>} */
const TEXT = { speed: '#8be28b', dash: '#ffd84a', beyond: '#ff8a80', illegal: '#ff8a80', attack: '#ffb74d' };
// A label row's kind (web/shim/present.js) → its colour; the others are the default grey.
/** @type {Record<string, string>} */
const KIND_COLOUR = { illegal: TEXT.illegal, 'cannot-end': TEXT.illegal, provokes: TEXT.attack };
/** @type {import('../lib/index.js').SizeName[]} a token's cells across → 5e size */
const SIZES = ['medium', 'medium', 'large', 'huge', 'gargantuan'];
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
 * @param {MoveShown} a a move annotation
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
  /** @type {import('../shim/index.js').Grid | null} the scene's grid in pixels (set when a scene loads) */
  let grid = null;
  let priced = ''; // the drag's last priced cells: the engine is asked again only when they change

  /** The shim's problems (one, a list, or none), each said in the VTT's messages. @param {ErrorAnnotation | ErrorAnnotation[] | null} errors */
  const report = (errors) => {
    for (const e of [errors].flat()) if (e && e.kind === 'error') vtt.notify(`Footwork: ${e.message}`, 'error');
  };
  const span = (/** @type {VttToken} */ t) => /** @type {[number, number]} */ ([t.cells, t.cells]);
  /** The cell of a token's space whose centre is the pixel point. @param {VttToken} t @param {number[]} point */
  const cellOf = (t, [x, y]) => {
    if (!grid) throw new Error('no scene is loaded'); // the VTT sends a scene before any token event
    return centreToCell(grid, x, y, span(t));
  };
  /** @param {VttToken} t @param {Point} at @param {Point[]} waypoints */
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
    size: SIZES[Math.min(t.cells, 4)],
    speeds: { walk: t.speed },
    side: t.side,
  });
  const region = (/** @type {import('./vtt-scene.js').VttRegion} */ r) => ({
    id: r.id,
    cells: r.cells,
    terrain: { difficult: 1 },
  });
  /** @param {import('./vtt-scene.js').VttWall} w @returns {import('../shim/index.js').Barrier} */
  const barrier = (w) => {
    if (!grid) throw new Error('no scene is loaded'); // the VTT sends a scene before any wall
    return { id: w.id, kind: KINDS[w.kind], edges: polylineEdges(grid, w.points) };
  };

  vtt.on('scene', (/** @type {VttScene} */ s) => {
    grid = pixelGrid({ cellPx: s.cellPx, cellFeet: s.feetPerCell, width: s.cols, height: s.rows });
    const map = {
      // The VTT's system name: the shim takes it as a ruleset id and says so when it is none.
      ruleset: /** @type {import('../lib/index.js').RulesetSpec} */ (s.system),
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
    const failed = (/** @type {ErrorAnnotation} */ e) => ({
      label: { lines: [line(`Footwork: ${e.message}`, TEXT.illegal)] },
    });
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
    // The menu offers SHOW's values: 'cost' is answered above, the others are the shim's modes.
    const mode = /** @type {import('../shim/index.js').PlaceMode} */ (showing());
    const a = session.places(token.id, { mode, target: vtt.target?.id });
    if (a.kind === 'error') return vtt.showArea([], { title: a.message });
    const good = new Set(a.places.filter((p) => p.qualifies).map((p) => p.mark));
    const fill = (/** @type {string | null} */ mark) =>
      (mark ? MARK[mark] : undefined) ?? (good.has(mark) ? GOOD : OTHER);
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
    const g = grid;
    if (!g) throw new Error('no scene is loaded'); // a drag comes after a scene
    const centres = [start, ...a.cells.map((c) => c.cell)].map((c) => cellToCentre(g, c, span(token)));
    return { cells, line: centres, lineColour: '#333', label: { lines: labelOf(a) } };
  }

  return session;
}
