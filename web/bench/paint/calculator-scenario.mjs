// paint-bench.mjs on the calculator page: dist/footwork.html built afresh, the bench map imported
// through the page's own Scene box, then one of the views (pointer-walks.mjs):
//   walk:  a working zoom (12 px cells) centred on the mover, the pointer walking around it;
//   fit:   the view the page opens the map with (the whole map in sight), the pointer sweeping it;
//   sweep: 12 px cells centred on the mover, the pointer sweeping all the cells in sight;
//   max:   the largest zoom the page allows, centred on the mover, sweeping the cells in sight.
// On a large map the page's path worker is started before the moves (open).
import { join, resolve } from 'node:path';
import { buildPage } from '../../calculator/build.mjs';
import { packageDir } from '../../test/harness.mjs';
import { benchScene } from '../bench-scene.mjs';
import { viewCells } from './pointer-walks.mjs';

export const views = ['walk', 'fit', 'sweep', 'max'];
export const hexes = true; // the bench map on flat and pointy hexes too

export async function build(dir) {
  const file = join(dir, 'footwork.html');
  await buildPage(resolve(packageDir, 'footwork.single.js'), file);
  return file;
}

export async function open(page, { url, size, hex = null, view = 'walk' }) {
  await page.goto(url);
  await page.waitForSelector('body[data-ready="1"]');
  await page.evaluate(
    (s) => {
      document.getElementById('scene-text').value = JSON.stringify(s);
      document.getElementById('scene-import').click();
    },
    benchScene(size, hex),
  );
  await page.evaluate((view) => {
    const app = window.footworkCalc;
    const v = app.view;
    if (view === 'fit') return v.fit();
    v.zoomAt((view === 'max' ? 1000 : 12) / v.cellPx); // the view clamps to its largest zoom
    const [cx, cy] = v.cellCentre(app.mover().position);
    v.panBy(v.cssW / 2 - cx, v.cssH / 2 - cy);
  }, view);
  // A large map's pointer is answered by the page's worker (calculator/js/path-worker.js) once it has
  // started (the first hover starts it, a fraction of a second): started here, so the moves measure
  // the page as it answers after its first second (a page built before the worker has no `far`).
  await page.waitForFunction(
    (cells) => {
      const far = window.footworkCalc.far;
      if (!far) return true;
      far.takes(cells); // (starts it on a large map)
      return far.state !== 'starting';
    },
    size * size,
    { timeout: 30000 },
  );
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

export async function points(page, { size, count, view = 'walk' }) {
  const { hero, box } = await page.evaluate(() => {
    const app = window.footworkCalc;
    return { hero: app.mover().position, box: app.view.visibleCells() };
  });
  // visibleCells may take a hexagon that only peeks in: keep to the centres inside the pane
  const cells = viewCells(view, hero, size, count, [box[0] + 1, box[1] + 1, box[2] - 1, box[3] - 1]);
  return page.evaluate((cells) => {
    const app = window.footworkCalc;
    const r = document.getElementById('map').getBoundingClientRect();
    return cells.map((c) => {
      const [x, y] = app.view.cellCentre(c);
      return [r.left + x, r.top + y];
    });
  }, cells);
}
