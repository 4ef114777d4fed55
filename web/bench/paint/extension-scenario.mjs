// paint-bench.mjs on the Roll20 extension (web/extension, built afresh) on its Roll20 replica
// (test/extension/fixtures, the legacy editor) in a browser of its own (an extension needs a
// persistent context): the bench map (bench-scene.mjs) as a Roll20 page of 70-px squares, its
// creatures as tokens (the hero the player's), its walls on the walls layer and a few of its difficult
// cells as map-layer tokens named "difficult" (every one of them would be thousands of tokens); the
// hero picked up with a real press and each move a step of the drag onto a new cell: the extension's
// move query, its overlay (overlay.js, live.js) and label. Views (pointer-walks.mjs):
//   walk:  zoom 0.2 (14-px cells, near the calculator's working 12), the drag 3–19 cells round the hero;
//   fit:   the smallest zoom Roll20 allows (0.1: a 100×100 page whole in sight), the drag sweeping
//          every cell in sight;
//   walk-places, fit-places: the same with the panel's where-to-stand mode on ("safe").
// The replica draws the whole page itself on every move (a stand-in for Roll20's own drawing, most
// of a move's time at zoom 0.1), so the scenario has a `floor` too: the replica with the same drag and
// no extension (an address its content script does not match); the extension's cost is the page
// above that floor.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  assembleExtension,
  launchWithExtension,
  openEditor,
  token,
  at,
  squareScenario,
} from '../../test/extension/helpers.mjs';
import { benchScene } from '../bench-scene.mjs';
import { viewCells } from './pointer-walks.mjs';

export const views = ['walk', 'fit', 'walk-places', 'fit-places'];

let ext = null;
let context = null;

function roll20Page(size) {
  const s = benchScene(size);
  const graphics = s.creatures.map((c) =>
    token(`-${c.id}`, c.id === 'hero' ? 'Hero' : c.id, c.position, c.id === 'hero' ? { controlledby: 'player-1' } : {}),
  );
  let n = 0;
  s.grid.rows.forEach((row, y) =>
    [...row].forEach((ch, x) => {
      if (ch === '~' && x % 5 === 0 && y % 5 === 0 && n < 60)
        graphics.push(token(`-D${n++}`, 'difficult', [x, y], { layer: 'map' }));
    }),
  );
  const paths = s.grid.walls.map((w, i) => {
    const [x0, y0] = w.from.map((v) => v * 70);
    const [x1, y1] = w.to.map((v) => v * 70);
    return {
      id: `-W${i}`,
      layer: 'walls',
      _path: JSON.stringify([
        ['M', 0, 0],
        ['L', x1 - x0, y1 - y0],
      ]),
      left: (x0 + x1) / 2,
      top: (y0 + y1) / 2,
      width: x1 - x0,
      height: y1 - y0,
    };
  });
  return squareScenario({ id: 'bench', width: size, height: size, graphics, paths });
}

/** The bench's page: its own browser with the extension, a tab on the replica showing the view. */
export async function page(_browser, { size, view }) {
  if (!context) {
    ext = await assembleExtension();
    context = await launchWithExtension(ext);
  }
  const p = await openEditor(context, roll20Page(size));
  await p.setViewportSize({ width: 1600, height: 1000 });
  await p.waitForFunction(
    () =>
      document.querySelector('footwork-panel')?.shadowRoot?.querySelector('[data-fw=live]')?.dataset.live === 'true',
    null,
    { timeout: 20000 },
  );
  if (view.endsWith('-places')) await p.locator('footwork-panel [data-fw=places-mode]').selectOption('safe');
  return pickUp(p, view);
}

const fixtures = resolve(dirname(fileURLToPath(import.meta.url)), '../../test/extension/fixtures');

/**
 * The floor: the replica alone, the same view and drag, in the extension's own browser (Chromium's
 * new headless mode, whose scrollbars take room as a desktop's do; the bench's browser's do not) at
 * an address the extension's content script does not match.
 */
export async function floor(_browser, { size, view }) {
  if (!context) await page(null, { size, view: 'walk' }).then((p) => p.close());
  const p = await context.newPage();
  await p.setViewportSize({ width: 1600, height: 1000 });
  await p.route('**/*', (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path.startsWith('/alone'))
      return route.fulfill({ contentType: 'text/html', body: readFileSync(join(fixtures, 'editor.html')) });
    if (path.startsWith('/replica/'))
      return route.fulfill({
        contentType: 'text/javascript',
        body: readFileSync(join(fixtures, path.slice('/replica/'.length))),
      });
    return route.abort();
  });
  await p.addInitScript((s) => (window.__replicaScenario = s), { ...roll20Page(size), campaign: 'floor' });
  await p.goto('https://app.roll20.net/alone/');
  await p.waitForFunction(() => window.__replica?.map);
  if (await p.evaluate(() => !!document.querySelector('footwork-panel')))
    throw new Error('the extension ran on the floor page');
  return pickUp(p, view);
}

// The view's zoom, the map's top-left corner in sight (the hero at [2, 2]), the hero pressed and held.
// The replica's map canvas is inline (a few pixels of line gap under it): in this browser's mode,
// whose scrollbars take room, at a zoom where the page fits the wrapper that gap put the wrapper's
// scrollbars on and off and the replica resized its canvas every frame, with or without the
// extension (70 ms a move); a block canvas has no gap.
async function pickUp(p, view) {
  await p.evaluate(() => (document.getElementById('finalcanvas').style.display = 'block'));
  await p.evaluate((z) => window.__replica.map.setZoom(z), view.startsWith('fit') ? 0.1 : 0.2);
  await p.evaluate(() => window.__replica.map.pan(-1e5, -1e5));
  const [x, y] = await p.evaluate(([x, y]) => window.__replica.map.toClient(x, y), at(2, 2));
  await p.mouse.move(x, y);
  await p.mouse.down();
  await p.mouse.move(x + 3, y + 3);
  await p.waitForTimeout(200);
  return p;
}

export async function points(p, { size, count, view }) {
  // the cells whose centre is on the map's canvas and not under the panel
  const inSight = await p.evaluate(
    ([size, step]) => {
      const r = document.getElementById('editor-wrapper').getBoundingClientRect();
      const out = [];
      for (let y = 0; y < size; y++)
        for (let x = 0; x < size; x++) {
          const [cx, cy] = window.__replica.map.toClient(x * step + step / 2, y * step + step / 2);
          if (cx < r.left + 4 || cy < r.top + 4 || cx > r.right - 20 || cy > r.bottom - 20) continue;
          const el = document.elementFromPoint(cx, cy);
          if (el && el.closest('footwork-panel')) continue;
          out.push([x, y]);
        }
      return out;
    },
    [size, 70],
  );
  const xs = inSight.map((c) => c[0]);
  const ys = inSight.map((c) => c[1]);
  const box = [Math.min(...xs), Math.min(...ys), Math.max(...xs) + 1, Math.max(...ys) + 1];
  const cells = viewCells(view.replace('-places', ''), [2, 2], size, count, box);
  return p.evaluate((cells) => cells.map(([x, y]) => window.__replica.map.toClient(70 * x + 35, 70 * y + 35)), cells);
}

export async function close() {
  if (context) await context.close();
  if (ext) ext.remove();
  context = ext = null;
}
