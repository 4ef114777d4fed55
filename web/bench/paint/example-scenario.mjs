// paint-bench.mjs on the example VTT (web/examples, built afresh unless --url): the benches' map
// (bench-scene.mjs: `size`×`size` cells, twelve creatures, walls, its difficult cells as rubble) in the VTT's own format at
// 20 px a cell, scrolled to the hero, the hero picked up, and each move a step of the drag onto a new
// cell around it: the move query, the path, the dragged token and its label redrawn.
import { join } from 'node:path';
import { buildExample } from '../../examples/build.mjs';
import { packageDir } from '../../test/harness.mjs';
import { benchScene } from '../bench-scene.mjs';

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

export async function open(page, { url, size }) {
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
    [(hero[0] + 0.5) * PX, (hero[1] + 0.5) * PX],
  );
  await page.mouse.move(...(await cellPoint(page, hero)));
  await page.mouse.down();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  page.hero = hero;
}

export async function points(page, { size, count }) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const ang = (i / count) * Math.PI * 6;
    const rr = 3 + (i % 17);
    const c = [
      Math.max(0, Math.min(size - 1, page.hero[0] + Math.round(Math.cos(ang) * rr))),
      Math.max(0, Math.min(size - 1, page.hero[1] + Math.round(Math.sin(ang) * rr))),
    ];
    out.push(await cellPoint(page, c));
  }
  return out;
}
