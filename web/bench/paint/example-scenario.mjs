// paint-bench.mjs on the example VTT (web/examples, built afresh unless --url): the benches' map
// (bench-scene.mjs: `size`×`size` cells, twelve creatures, walls, its difficult cells as rubble) in the VTT's own format at
// 20 px a cell (the VTT has no zoom), the hero picked up, and each move a step of the drag onto a new
// cell: the move query, the path, the dragged token and its label redrawn. Views (pointer-walks.mjs):
// `walk` scrolled to the hero, each step 3–19 cells from it; `sweep` the view the page opens with
// (scrolled to the top-left corner), the drag sweeping every cell in sight.
import { join } from 'node:path';
import { buildExample } from '../../examples/build.mjs';
import { packageDir } from '../../test/harness.mjs';
import { benchScene } from '../bench-scene.mjs';
import { viewCells } from './pointer-walks.mjs';

const PX = 20;

export async function build(dir) {
  await buildExample(join(dir, 'examples'), packageDir);
  return join(dir, 'examples', 'index.html');
}

// The bench map in the VTT's format: pixels, terrain as regions, walls as polylines on cell corners.
function vttScene(size) {
  const s = benchScene(size);
  const at = ([c, r]) => ({ x: (c + 0.5) * PX, y: (r + 0.5) * PX });
  const difficult = [];
  s.grid.rows.forEach((row, y) => [...row].forEach((ch, x) => ch === '~' && difficult.push([x, y])));
  return {
    system: 'sw5e',
    cellPx: PX,
    cols: size,
    rows: size,
    feetPerCell: 5,
    tokens: s.creatures.map((c, i) => ({
      id: c.id,
      name: c.id === 'hero' ? 'Hero' : `C${i}`,
      ...at(c.position),
      cells: 1,
      speed: 30,
      side: c.side,
      colour: c.side === 'party' ? '#2f6fbf' : '#b23a48',
    })),
    walls: s.grid.walls.map((w, i) => ({
      id: `w${i}`,
      kind: 'wall',
      points: [w.from, w.to].map(([x, y]) => [x * PX, y * PX]),
    })),
    regions: [{ id: 'rubble', terrain: 'difficult', cells: difficult }],
  };
}

// The page pixel of cell [c, r]'s centre.
const cellPoint = (page, cell) =>
  page.evaluate(
    ([c, r, px]) => {
      const box = document.querySelector('.layer-overlay').getBoundingClientRect();
      return [box.left + (c + 0.5) * px, box.top + (r + 0.5) * px];
    },
    [...cell, PX],
  );

export const views = ['walk', 'sweep'];

export async function open(page, { url, size, view = 'walk' }) {
  await page.goto(url);
  await page.waitForSelector('body[data-ready]', { timeout: 30000 });
  await page.evaluate((s) => globalThis.footworkExample.vtt.load(s), vttScene(size));
  const hero = await page.evaluate(() => {
    const t = globalThis.footworkExample.vtt.token('hero');
    return [Math.floor(t.x / 20), Math.floor(t.y / 20)];
  });
  await page.evaluate(
    ([x, y]) => {
      const scroll = document.querySelector('.map-scroll');
      scroll.scrollTo(x - scroll.clientWidth / 2, y - scroll.clientHeight / 2);
    },
    view === 'walk' ? [(hero[0] + 0.5) * PX, (hero[1] + 0.5) * PX] : [-1e6, -1e6],
  );
  await page.mouse.move(...(await cellPoint(page, hero)));
  await page.mouse.down();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  page.hero = hero;
}

export async function points(page, { size, count, view = 'walk' }) {
  // the cells wholly in sight in the map's scrolled pane
  const box = await page.evaluate((px) => {
    const scroll = document.querySelector('.map-scroll');
    const x0 = Math.ceil(scroll.scrollLeft / px);
    const y0 = Math.ceil(scroll.scrollTop / px);
    return [
      x0,
      y0,
      Math.floor((scroll.scrollLeft + scroll.clientWidth) / px) - 1,
      Math.floor((scroll.scrollTop + scroll.clientHeight) / px) - 1,
    ];
  }, PX);
  const cells = viewCells(view, page.hero, size, count, [
    box[0],
    box[1],
    Math.min(size, box[2]),
    Math.min(size, box[3]),
  ]);
  const out = [];
  for (const c of cells) out.push(await cellPoint(page, c));
  return out;
}
