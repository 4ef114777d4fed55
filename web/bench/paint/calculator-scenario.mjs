// paint-bench.mjs on the calculator page: dist/footwork.html built afresh, the bench map imported
// through the page's own Scene box, a working zoom (12 px cells) centred on the mover, and a walk of
// hover moves over new cells around it.
import { join, resolve } from 'node:path';
import { buildPage } from '../../calculator/build.mjs';
import { packageDir } from '../../test/harness.mjs';
import { benchScene } from '../bench-scene.mjs';

export async function build(dir) {
  const file = join(dir, 'footwork.html');
  await buildPage(resolve(packageDir, 'footwork.single.js'), file);
  return file;
}

export async function open(page, { url, size, hex = null }) {
  await page.goto(url);
  await page.waitForSelector('body[data-ready="1"]');
  await page.evaluate(
    (s) => {
      document.getElementById('scene-text').value = JSON.stringify(s);
      document.getElementById('scene-import').click();
    },
    benchScene(size, hex),
  );
  await page.evaluate(() => {
    const app = window.footworkCalc;
    const v = app.view;
    v.zoomAt(12 / v.cellPx);
    const [cx, cy] = v.cellCentre(app.mover().position);
    v.panBy(v.cssW / 2 - cx, v.cssH / 2 - cy);
  });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

export async function points(page, { size, count }) {
  return page.evaluate(
    ([size, count]) => {
      const app = window.footworkCalc;
      const hero = app.mover().position;
      const r = document.getElementById('map').getBoundingClientRect();
      const out = [];
      for (let i = 0; i < count; i++) {
        const ang = (i / count) * Math.PI * 6;
        const rr = 3 + (i % 17);
        const c = [
          Math.max(0, Math.min(size - 1, hero[0] + Math.round(Math.cos(ang) * rr))),
          Math.max(0, Math.min(size - 1, hero[1] + Math.round(Math.sin(ang) * rr))),
        ];
        const [x, y] = app.view.cellCentre(c);
        out.push([r.left + x, r.top + y]);
      }
      return out;
    },
    [size, count],
  );
}
