// paint-bench.mjs on the Owlbear extension (web/owlbear, built afresh) on its Owlbear replica
// (test/owlbear/harness: the host page draws the scene on its own canvas; the extension's background
// page runs in an iframe and answers the replica's tool-mode events through the SDK's messages), in a
// browser of its own: the bench map (bench-scene.mjs) as an Owlbear scene of 150-px squares, or of
// hexes (`--hex flat|pointy`: HEX_HORIZONTAL, HEX_VERTICAL), its creatures as tokens, its walls as
// WALL items, its difficult cells in runs of two or more along a row as rubble rectangles (the single
// cells left out: they would be thousands of items). The hero is picked up with the Footwork tool by a
// real press, and each move is a step of the drag onto a new cell: the extension prices the trail the
// pointer led (drag.js: not a best path), as far as its first illegal step (the bench map's wall
// beside the hero stops most fit-view sweeps early), and sends the path and label as one local
// update and the token as an interaction update (the replica redraws on each). Views
// (pointer-walks.mjs):
//   walk:  12-px cells (the calculator's working zoom), the drag 3–19 cells round the hero;
//   fit:   the whole map in sight on the replica's canvas (widened to the window beside the panel:
//          1210×1000), the drag sweeping the whole map, mostly far beyond the allowance;
//   walk-places, fit-places: the same with the panel's where-to-stand mode on ("safe").
// What a move measures (different from the other pages, whose answer is drawn within the move's
// task): the extension answers a message later, from its iframe, so here a move lasts from the
// pointer move until the replica has received the extension's answer to it (the token's interaction
// update; a local label update saying ✖ when the drag has no answer) and drawn it (the replica draws
// once the messages waiting are handled: a move's two messages, one draw), then the bench's two
// animation frames. The page's `mouse.move` is wrapped to wait for that answer, so paint-bench's
// own loop (move, two frames, Chromium's TaskDuration around both) measures the whole of it. Chromium
// here runs the extension's cross-origin iframes in the host page's process (site isolation off, as
// checked when a page opens): their script, the two postMessage hops and the replica's drawing all
// land on the one main thread whose task time the bench reads. Owlbear itself frames the extension
// out of process, where its work runs beside the host's; the task time here is their sum. Besides
// the bench's table, each page prints when it closes the wall-clock time (what a user waits for) from
// the pointer event to the answer's first message received (the extension's work and both hops) and
// to the answer drawn by the replica (its draw calls made; the frame that shows it comes after).
// The scenario's `floor` (above the host alone) is the replica without the extension (no frame
// loads): the same drag redraws the scene once per move with the hero where the pointer is, as
// Owlbear redraws a token dragged with its own Move tool. The replica's drawing (render.js: a 2-D
// canvas redrawn whole once the messages waiting are handled, harness/host.js `redraw`) stands in for
// Owlbear's own renderer, which is not public. The replica's list of the last messages (its side
// column, for people reading a test's screenshot) stays empty here: Owlbear has none, and laying it
// out again on every draw cost the extension's page 0.6 ms a move that the host alone did not pay.
import { launchChromium } from '../../test/chromium.mjs';
import {
  prepare,
  openHost,
  token,
  mapImage,
  difficult,
  wall,
  settle,
  background,
  panel,
  DPI,
} from '../../test/owlbear/helpers.mjs';
import { cellToCentre, hexGrid, pixelGrid } from '../../shim/index.js';
import { benchScene } from '../bench-scene.mjs';
import { viewCells } from './pointer-walks.mjs';

export const views = ['walk', 'fit', 'walk-places', 'fit-places'];
export const hexes = true;

const WINDOW = { width: 1600, height: 1000 };
const SIDE = 390; // the replica's side column (host.html: the panel and its log)
const WORKING_PX = 12; // the walk view's cell, as the calculator's working zoom
const WARM = 10; // paint-bench's warm-up moves, left out of the wall-clock figures too
const TYPE = { flat: 'HEX_HORIZONTAL', pointy: 'HEX_VERTICAL' };

let built = null;
let browser = null;

// The scene's pixel lattice (the extension's reading of Owlbear's: a hex centred on the origin, odd
// rows or columns shoved, the dpi across a hex's sides), for where each cell's centre is.
const lattice = (hex) =>
  hex
    ? hexGrid({ orientation: hex, offset: 'odd', ...(hex === 'pointy' ? { hexWidth: DPI } : { hexHeight: DPI }) })
    : pixelGrid({ cellPx: DPI });

// The far corner of the map's `size`×`size` cells in scene pixels (the last cells' centres, the odd
// rows or columns shoved, and half a hex's corner-to-corner extent beyond).
function farCorner(grid, size) {
  const centres = [
    [size - 1, size - 1],
    [size - 1, size - 2],
    [size - 2, size - 1],
  ].map((c) => cellToCentre(grid, c));
  const half = DPI / Math.sqrt(3);
  return [Math.max(...centres.map((c) => c[0])) + half, Math.max(...centres.map((c) => c[1])) + half];
}

function owlbearScene(size, hex) {
  const s = benchScene(size);
  const grid = lattice(hex);
  // the map image (its size in squares) under the whole lattice
  const items = [mapImage(...farCorner(grid, size).map((v) => v / DPI))];
  for (const c of s.creatures) {
    const t = token(c.id, c.id === 'hero' ? 'Hero' : c.id, c.position, { side: c.side, walk: c.speeds.walk });
    const [x, y] = cellToCentre(grid, c.position);
    t.position = { x, y };
    items.push(t);
  }
  s.grid.rows.forEach((row, y) => {
    for (const run of row.matchAll(/~{2,}/g)) items.push(difficult([run.index, y], [run[0].length, 1]));
  });
  for (const w of s.grid.walls) items.push(wall([w.from, w.to]));
  return items;
}

async function ensure() {
  built ??= await prepare();
  // The extension's frames (https://ext.test) in the host's process: their task time is the page's.
  browser ??= await launchChromium({
    args: ['--disable-site-isolation-trials', '--disable-features=IsolateOrigins,site-per-process'],
  });
}

// The replica for this bench: its canvas the window beside the side column, the view's scale.
async function openReplica({ size, hex, view }, extra) {
  await ensure();
  const canvas = { width: WINDOW.width - SIDE, height: WINDOW.height };
  const grid = lattice(hex);
  const [farX, farY] = farCorner(grid, size);
  const scale = view.startsWith('fit') ? Math.min(canvas.width / farX, canvas.height / farY) : WORKING_PX / DPI;
  const p = await openHost(
    browser,
    built,
    {
      items: owlbearScene(size, hex),
      view: scale,
      logPane: false, // the replica's message list, for people reading screenshots: not Owlbear's
      ...(hex ? { grid: { type: TYPE[hex] } } : {}),
      ...extra,
    },
    { waitReady: !extra.extensionOrigin },
  );
  await p.setViewportSize(WINDOW);
  await p.evaluate(({ width, height }) => {
    const c = document.getElementById('scene');
    Object.assign(c, { width, height });
    window.harness.draw();
  }, canvas);
  p.bench = { size, hex, view, scale, grid };
  p.close = p.close2; // the page's context with it (its routes)
  return p;
}

/** The bench's page: the replica with the extension, the view's scale, the hero picked up. */
export async function page(_browser, { size, hex = null, view }) {
  const p = await openReplica({ size, hex, view }, {});
  for (const frame of [background(p), panel(p)]) {
    const outOfProcess = await p
      .context()
      .newCDPSession(frame)
      .then(() => true)
      .catch(() => false);
    if (outOfProcess) throw new Error('the extension’s frames run out of the page’s process: its work would not count');
  }
  if (view.endsWith('-places')) {
    await panel(p).selectOption('[name=placesMode]', 'safe');
    await settle(p);
  }
  await pickUp(p);
  await answers(p);
  return p;
}

/** The host alone: the replica with no extension (its frames go nowhere), the token redrawn per move. */
export async function floor(_browser, { size, hex = null, view }) {
  const p = await openReplica({ size, hex, view }, { extensionOrigin: 'https://nowhere.test', panel: false });
  await p.evaluate((scale) => {
    document.getElementById('scene').addEventListener('pointermove', (e) => {
      if (e.buttons & 1)
        window.harness.updateItem('hero', { position: { x: e.offsetX / scale, y: e.offsetY / scale } });
    });
  }, p.bench.scale);
  await pickUp(p);
  // Each move waits for the replica to draw it (it draws in a task of its own), as the page's do.
  const move = p.mouse.move.bind(p.mouse);
  p.mouse.move = async (x, y, options) => {
    await move(x, y, options);
    await p.evaluate(() => new Promise((resolve) => window.harness.afterDraw(resolve)));
  };
  return p;
}

// The answer to each drag move, watched in the page: a pointer move on the canvas with the button
// down, at another point than the last, takes the next number; the extension's message that ends
// its answer, once the replica has drawn it, resolves the wait for that number. From here on `mouse.move` waits for it (counted in Node too: the pointer
// event may reach the page after the move's promise resolves, as Chromium sends pointer moves with
// the next frame).
async function answers(p) {
  await p.evaluate(() => {
    const bg = document.getElementById('bg');
    const w = (window.__benchAnswers = { moves: 0, answered: 0, at: [], waits: new Set(), received: [], drawn: [] });
    document.getElementById('scene').addEventListener(
      'pointermove',
      (e) => {
        if (!(e.buttons & 1) || (e.offsetX === w.x && e.offsetY === w.y)) return;
        w.x = e.offsetX;
        w.y = e.offsetY;
        w.moves += 1;
        w.at[w.moves] = { answered: w.answered, t: performance.now(), first: null };
      },
      true,
    );
    // The answer's first message as it arrives (a capturing listener runs before the replica's,
    // which draws): the extension's part and the two hops, without the replica's drawing.
    const ANSWER = ['OBR_SCENE_LOCAL_UPDATE_ITEMS', 'OBR_INTERACTION_UPDATE_ITEM_INTERACTION'];
    window.addEventListener(
      'message',
      (e) => {
        const move = w.at[w.moves];
        if (e.source === bg.contentWindow && move && move.first === null && ANSWER.includes(e.data?.id))
          move.first = performance.now();
      },
      true,
    );
    window.addEventListener('message', (e) => {
      const m = e.data;
      if (e.source !== bg.contentWindow || !m) return;
      const ends =
        m.id === 'OBR_INTERACTION_UPDATE_ITEM_INTERACTION' ||
        (m.id === 'OBR_SCENE_LOCAL_UPDATE_ITEMS' &&
          m.data?.updates?.some((u) => String(u.text?.plainText ?? '').startsWith('✖')));
      if (!ends) return;
      // The answer counts once the replica has drawn it (harness.afterDraw), so the bench's two
      // frames come after its drawing and the task time holds it.
      const move = w.at[w.moves];
      window.harness.afterDraw(() => {
        w.answered += 1;
        if (move && !move.done) {
          move.done = true;
          w.received.push(move.first - move.t);
          w.drawn.push(performance.now() - move.t);
        }
        for (const check of [...w.waits]) check();
      });
    });
    // Resolves true when move `n` has its answer; false after 5 s without one (counted as missed).
    window.__benchAnswered = (n) =>
      new Promise((resolve) => {
        const done = () => !!w.at[n] && w.answered > w.at[n].answered;
        if (done()) return resolve(true);
        const check = () => {
          if (!done()) return;
          w.waits.delete(check);
          clearTimeout(timer);
          resolve(true);
        };
        const timer = setTimeout(() => {
          w.waits.delete(check);
          resolve(done());
        }, 5000);
        w.waits.add(check);
      });
  });
  const move = p.mouse.move.bind(p.mouse);
  let moves = 0;
  let missed = 0;
  let last = null;
  p.mouse.move = async (x, y, options) => {
    await move(x, y, options);
    // The same point again (the walk held at the map's edge): the drag does not move, nothing answers.
    if (last && last[0] === x && last[1] === y) return;
    last = [x, y];
    moves += 1;
    if (!(await p.evaluate((n) => window.__benchAnswered(n), moves))) missed += 1;
  };
  const close = p.close;
  p.close = async () => {
    const { received, drawn } = await p.evaluate(() => window.__benchAnswers);
    const figures = (xs) => {
      const s = xs.slice(WARM).sort((a, b) => a - b);
      const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))]?.toFixed(2);
      return `p50 ${at(0.5)}  p95 ${at(0.95)}`;
    };
    const { size, hex, view } = p.bench;
    console.log(
      `${''.padEnd(30)} owlbear ${size}×${size} ${hex ?? 'square'} ${view}, wall clock from the pointer event: answer received ${figures(received)}, drawn ${figures(drawn)}  (n=${Math.max(0, drawn.length - WARM)}${missed ? `, ${missed} moves unanswered` : ''})`,
    );
    return close();
  };
}

// The hero pressed at its centre and moved 4 px (the replica starts a drag after 3), then the
// extension's drag items drawn (the reachable area or places, the path) before the moves.
async function pickUp(p) {
  const [x, y] = await cellPoint(p, benchScene(p.bench.size).creatures[0].position);
  await p.mouse.move(x, y);
  await p.mouse.down();
  await p.mouse.move(x + 4, y);
  await settle(p);
  return p;
}

const cellPoint = async (p, cell) => (await pagePoints(p, [cell]))[0];

async function pagePoints(p, cells) {
  const centres = cells.map((c) => cellToCentre(p.bench.grid, c));
  return p.evaluate(
    ([centres, scale]) => {
      const r = document.getElementById('scene').getBoundingClientRect();
      return centres.map(([x, y]) => [r.left + x * scale, r.top + y * scale]);
    },
    [centres, p.bench.scale],
  );
}

export async function points(p, { size, count, view }) {
  // the cells whose centre is on the canvas (all of them in the fit view)
  const { width, height } = await p.evaluate(() => {
    const c = document.getElementById('scene');
    return { width: c.width, height: c.height };
  });
  const onCanvas = [];
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const [cx, cy] = cellToCentre(p.bench.grid, [x, y]).map((v) => v * p.bench.scale);
      if (cx < width - 2 && cy < height - 2) onCanvas.push([x, y]);
    }
  const box = [0, 0, Math.max(...onCanvas.map((c) => c[0])) + 1, Math.max(...onCanvas.map((c) => c[1])) + 1];
  const hero = benchScene(size).creatures[0].position;
  return pagePoints(p, viewCells(view.replace('-places', ''), hero, size, count, box));
}

export async function close() {
  await browser?.close();
  built?.remove();
  browser = built = null;
}
