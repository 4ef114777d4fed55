// Hex grids in pixels ↔ cells (web/shim/hex.js, and geometry.js handing hex grids to it). No engine:
// every check is against the layout's definition (docs/protocol.md "Grid"; Red Blob Games' offset
// layouts odd-r, even-r, odd-q, even-q) or an independent brute force (point in polygon, BFS).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  hexGrid,
  offsetToCube,
  cubeToOffset,
  hexDistance,
  hexNeighbours,
  hexCellToCentre,
  hexPixelToCell,
  hexCorners,
  hexSide,
  hexLineCells,
  hexRectCells,
  hexCellsOnPage,
  centreToCell,
  cellToCentre,
  pixelToCell,
  rectCells,
  spanCells,
  lineCells,
  dragPath,
  isDiagonal,
  cellOutline,
} from '../../shim/index.js';

const LAYOUTS = [
  ['pointy', 'odd'],
  ['pointy', 'even'],
  ['flat', 'odd'],
  ['flat', 'even'],
];
// A regular grid (60 px side to side) and a stretched one (Roll20's measured pitches, roll20.js).
const gridsFor = (orientation, offset) => [
  hexGrid({
    orientation,
    offset,
    ...(orientation === 'pointy' ? { hexWidth: 60 } : { hexHeight: 60 }),
    width: 7,
    height: 6,
  }),
  hexGrid({ orientation, offset, hexWidth: 75.2, hexHeight: 89.29, originX: 13, originY: -7, width: 7, height: 6 }),
];
const cellsOf = (g) => {
  const out = [];
  for (let y = 0; y < g.height; y++) for (let x = 0; x < g.width; x++) out.push([x, y]);
  return out;
};
const near = (a, b, eps = 1e-9) => Math.abs(a[0] - b[0]) <= eps && Math.abs(a[1] - b[1]) <= eps;
const sameCell = (a, b) => a[0] === b[0] && a[1] === b[1];
const key = (c) => `${c[0]},${c[1]}`;

// Point in a convex polygon (all cross products one sign), the hexagon drawn through the corners.
function inPolygon(points, [px, py]) {
  let sign = 0;
  for (let i = 0; i < points.length; i++) {
    const [ax, ay] = points[i];
    const [bx, by] = points[(i + 1) % points.length];
    const c = (bx - ax) * (py - ay) - (by - ay) * (px - ax);
    if (Math.abs(c) < 1e-9) continue;
    if (sign === 0) sign = Math.sign(c);
    else if (Math.sign(c) !== sign) return false;
  }
  return true;
}

test('the four offset layouts shove the rows or columns the protocol says', () => {
  // pointy: neighbours in a row are hexWidth (60) apart, rows ¾ of hexHeight (60 × 2/√3 = 69.28) apart.
  const h = (60 * 2) / Math.sqrt(3);
  const po = hexGrid({ orientation: 'pointy', offset: 'odd', hexWidth: 60 });
  // Cell [0, 0]'s box touches the pixel origin: centre (30, h/2).
  assert.ok(near(hexCellToCentre(po, [0, 0]), [30, h / 2]));
  // odd-r: "odd rows shoved right" by half a hex: [0, 1] at x 30 + 30 = 60, y h/2 + 0.75h.
  assert.ok(near(hexCellToCentre(po, [0, 1]), [60, h / 2 + 0.75 * h]));
  assert.ok(near(hexCellToCentre(po, [0, 2]), [30, h / 2 + 1.5 * h]));
  const pe = hexGrid({ orientation: 'pointy', offset: 'even', hexWidth: 60 });
  // even-r: even rows shoved right, so odd row 1 sits half a hex left of row 0: x 30 − 30 = 0.
  assert.ok(near(hexCellToCentre(pe, [0, 1]), [0, h / 2 + 0.75 * h]));
  const w = (60 * 2) / Math.sqrt(3);
  const fo = hexGrid({ orientation: 'flat', offset: 'odd', hexHeight: 60 });
  // flat: columns ¾ of hexWidth apart; odd-q: "odd columns shoved down" by half a hex (30 px).
  assert.ok(near(hexCellToCentre(fo, [0, 0]), [w / 2, 30]));
  assert.ok(near(hexCellToCentre(fo, [1, 0]), [w / 2 + 0.75 * w, 60]));
  const fe = hexGrid({ orientation: 'flat', offset: 'even', hexHeight: 60 });
  assert.ok(near(hexCellToCentre(fe, [1, 0]), [w / 2 + 0.75 * w, 0]));
  assert.equal(po.cellPx, 60, 'pointy: the pitch across a row');
  assert.equal(fo.cellPx, 60, 'flat: the pitch down a column');
});

test("each layout's neighbours are Red Blob Games' offset tables", () => {
  const g = (orientation, offset) => ({ orientation, offset });
  const set = (cells) => new Set(cells.map(key));
  // odd-r, even row y = 2: (+1,0) (0,−1) (−1,−1) (−1,0) (−1,+1) (0,+1) around [3, 2].
  assert.deepEqual(
    set(hexNeighbours(g('pointy', 'odd'), [3, 2])),
    set([
      [4, 2],
      [3, 1],
      [2, 1],
      [2, 2],
      [2, 3],
      [3, 3],
    ]),
  );
  // odd-r, odd row y = 1: (+1,0) (+1,−1) (0,−1) (−1,0) (0,+1) (+1,+1) around [3, 1].
  assert.deepEqual(
    set(hexNeighbours(g('pointy', 'odd'), [3, 1])),
    set([
      [4, 1],
      [4, 0],
      [3, 0],
      [2, 1],
      [3, 2],
      [4, 2],
    ]),
  );
  // even-r, even row: the odd row's table of odd-r; odd row: the even row's.
  assert.deepEqual(
    set(hexNeighbours(g('pointy', 'even'), [3, 2])),
    set([
      [4, 2],
      [4, 1],
      [3, 1],
      [2, 2],
      [3, 3],
      [4, 3],
    ]),
  );
  assert.deepEqual(
    set(hexNeighbours(g('pointy', 'even'), [3, 1])),
    set([
      [4, 1],
      [3, 0],
      [2, 0],
      [2, 1],
      [2, 2],
      [3, 2],
    ]),
  );
  // odd-q, even column x = 2: (+1,0) (+1,−1) (0,−1) (−1,−1) (−1,0) (0,+1) around [2, 3].
  assert.deepEqual(
    set(hexNeighbours(g('flat', 'odd'), [2, 3])),
    set([
      [3, 3],
      [3, 2],
      [2, 2],
      [1, 2],
      [1, 3],
      [2, 4],
    ]),
  );
  // odd-q, odd column x = 1: (+1,+1) (+1,0) (0,−1) (−1,0) (−1,+1) (0,+1) around [1, 3].
  assert.deepEqual(
    set(hexNeighbours(g('flat', 'odd'), [1, 3])),
    set([
      [2, 4],
      [2, 3],
      [1, 2],
      [0, 3],
      [0, 4],
      [1, 4],
    ]),
  );
  // even-q, even column: the odd column's table of odd-q.
  assert.deepEqual(
    set(hexNeighbours(g('flat', 'even'), [2, 3])),
    set([
      [3, 4],
      [3, 3],
      [2, 2],
      [1, 3],
      [1, 4],
      [2, 4],
    ]),
  );
});

test('offset ↔ cube round trips, negative cells included, in every layout', () => {
  for (const [orientation, offset] of LAYOUTS) {
    const l = { orientation, offset };
    for (let y = -5; y <= 9; y++)
      for (let x = -5; x <= 9; x++) {
        const c = offsetToCube(l, [x, y]);
        assert.equal(c[0] + c[1] + c[2], 0);
        assert.deepEqual(cubeToOffset(l, c), [x, y], `${orientation}/${offset} [${x}, ${y}]`);
      }
  }
});

test('every cell: centre → cell, corners and side midpoints just inside → cell, just outside → the neighbour', () => {
  for (const [orientation, offset] of LAYOUTS)
    for (const g of gridsFor(orientation, offset))
      for (const cell of cellsOf(g)) {
        const at = `${orientation}/${offset} ${g.hexWidth}×${g.hexHeight} [${cell}]`;
        const c = hexCellToCentre(g, cell);
        assert.deepEqual(hexPixelToCell(g, ...c), cell, at);
        assert.deepEqual(pixelToCell(g, ...c), cell, `${at} through geometry.js`);
        assert.deepEqual(centreToCell(g, ...c), cell);
        assert.deepEqual(cellToCentre(g, cell), c);
        const corners = hexCorners(g, cell);
        assert.equal(corners.length, 6);
        for (let i = 0; i < 6; i++) {
          const p = corners[i];
          const toward = (pt, t) => [pt[0] + (c[0] - pt[0]) * t, pt[1] + (c[1] - pt[1]) * t];
          assert.deepEqual(hexPixelToCell(g, ...toward(p, 0.02)), cell, `${at} corner ${i}`);
          const q = corners[(i + 1) % 6];
          const mid = [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
          assert.deepEqual(hexPixelToCell(g, ...toward(mid, 0.02)), cell, `${at} side ${i} inside`);
          // Just across the side: the neighbour whose shared side this is.
          const across = hexPixelToCell(g, ...toward(mid, -0.02));
          assert.equal(hexDistance(g, cell, across), 1, `${at} side ${i} outside is a neighbour`);
          const side = hexSide(g, cell, across);
          assert.ok(
            (near(side[0], p, 1e-6) && near(side[1], q, 1e-6)) || (near(side[0], q, 1e-6) && near(side[1], p, 1e-6)),
            `${at} side ${i} is the side shared with [${across}]`,
          );
        }
      }
});

test('neighbours: six, one step away, sharing two corners; regular hexes one pitch apart', () => {
  for (const [orientation, offset] of LAYOUTS)
    for (const [i, g] of gridsFor(orientation, offset).entries())
      for (const cell of cellsOf(g)) {
        const nbs = hexNeighbours(g, cell);
        assert.equal(new Set(nbs.map(key)).size, 6);
        const c = hexCellToCentre(g, cell);
        for (const nb of nbs) {
          assert.equal(hexDistance(g, cell, nb), 1);
          if (i === 0) {
            const d = Math.hypot(...hexCellToCentre(g, nb).map((v, k) => v - c[k]));
            assert.ok(Math.abs(d - 60) < 1e-9, `regular: neighbours' centres 60 px apart, got ${d}`);
          }
          const mine = hexCorners(g, cell);
          const theirs = hexCorners(g, nb);
          const shared = mine.filter((p) => theirs.some((q) => near(p, q, 1e-6)));
          assert.equal(shared.length, 2, `${orientation}/${offset} [${cell}]–[${nb}] share one side`);
        }
      }
});

test('hexDistance is the fewest steps (breadth-first search over neighbours)', () => {
  for (const [orientation, offset] of LAYOUTS) {
    const l = { orientation, offset };
    for (const start of [
      [0, 0],
      [3, 2],
      [4, 5],
    ]) {
      const dist = new Map([[key(start), 0]]);
      let frontier = [start];
      for (let d = 1; d <= 9; d++) {
        const next = [];
        for (const c of frontier)
          for (const nb of hexNeighbours(l, c))
            if (!dist.has(key(nb)) && Math.abs(nb[0]) <= 12 && Math.abs(nb[1]) <= 12) {
              dist.set(key(nb), d);
              next.push(nb);
            }
        frontier = next;
      }
      for (const [k, d] of dist) assert.equal(hexDistance(l, start, k.split(',').map(Number)), d);
    }
  }
});

test('any pixel → the hexagon it lies in (point in polygon over the nearby cells)', () => {
  let seed = 7;
  const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  for (const [orientation, offset] of LAYOUTS)
    for (const g of gridsFor(orientation, offset))
      for (let n = 0; n < 2000; n++) {
        const px = -40 + rand() * 500;
        const py = -40 + rand() * 500;
        const cell = hexPixelToCell(g, px, py);
        assert.ok(inPolygon(hexCorners(g, cell), [px, py]), `${orientation}/${offset} (${px}, ${py}) in [${cell}]`);
      }
});

test('points on a corner or a side go to one of the cells that meet there', () => {
  for (const [orientation, offset] of LAYOUTS)
    for (const g of gridsFor(orientation, offset)) {
      const cell = [3, 2];
      const corners = hexCorners(g, cell);
      for (const p of corners) {
        const got = hexPixelToCell(g, ...p);
        // The three cells meeting at a corner: this one and the two neighbours that have it too.
        const meeting = [
          cell,
          ...hexNeighbours(g, cell).filter((nb) => hexCorners(g, nb).some((q) => near(p, q, 1e-6))),
        ];
        assert.equal(meeting.length, 3);
        assert.ok(
          meeting.some((m) => sameCell(m, got)),
          `${orientation}/${offset} corner (${p}) → [${got}]`,
        );
      }
    }
});

test('lines between cells: one neighbour per step, as many as the distance, ending on the target', () => {
  for (const [orientation, offset] of LAYOUTS) {
    const l = { orientation, offset };
    for (const a of cellsOf({ width: 5, height: 5 }))
      for (const b of cellsOf({ width: 5, height: 5 })) {
        const cells = hexLineCells(l, a, b);
        assert.equal(cells.length, hexDistance(l, a, b));
        let prev = a;
        for (const c of cells) {
          assert.equal(hexDistance(l, prev, c), 1, `${orientation}/${offset} [${a}]→[${b}]`);
          prev = c;
        }
        if (cells.length) assert.deepEqual(cells[cells.length - 1], b);
      }
  }
  // Along a pointy row: [0, 0] → [3, 0] is the three cells of the row.
  assert.deepEqual(hexLineCells({ orientation: 'pointy', offset: 'odd' }, [0, 0], [3, 0]), [
    [1, 0],
    [2, 0],
    [3, 0],
  ]);
  // Down a flat column likewise.
  assert.deepEqual(hexLineCells({ orientation: 'flat', offset: 'even' }, [2, 1], [2, 3]), [
    [2, 2],
    [2, 3],
  ]);
  // geometry.js with a hex grid: lineCells and dragPath step on hexes; no step is diagonal.
  const g = hexGrid({ orientation: 'flat', offset: 'odd', hexHeight: 50 });
  const path = dragPath([0, 0], [[3, 0]], [3, 3], g);
  assert.equal(path.length, hexDistance(g, [0, 0], [3, 0]) + hexDistance(g, [3, 0], [3, 3]));
  assert.deepEqual(lineCells([0, 0], [2, 0], { type: 'hex', orientation: 'flat', offset: 'odd' }), [
    [1, 0],
    [2, 0],
  ]);
  assert.equal(isDiagonal([0, 0], [1, 0], g), false);
  assert.equal(isDiagonal([0, 0], [1, 1], g), false, 'no step on hexes is diagonal');
  assert.equal(isDiagonal([0, 0], [1, 1]), true, 'squares unchanged');
});

test('cells whose centres lie in a rectangle (a drawn region), against brute force', () => {
  for (const [orientation, offset] of LAYOUTS)
    for (const g of gridsFor(orientation, offset))
      for (const [l, t, r, b] of [
        [0, 0, 200, 150],
        [37, 52, 260, 311],
        [-30, -30, 10, 10],
        [100, 100, 100.5, 100.5],
      ]) {
        const want = [];
        for (let y = -3; y < 15; y++)
          for (let x = -3; x < 15; x++) {
            const [cx, cy] = hexCellToCentre(g, [x, y]);
            if (cx >= l && cx < r && cy >= t && cy < b) want.push(key([x, y]));
          }
        assert.deepEqual(hexRectCells(g, l, t, r, b).map(key).sort(), want.sort());
        assert.deepEqual(rectCells(g, l, t, r, b).map(key).sort(), want.sort(), 'through geometry.js');
      }
});

test('a page of pixels holds the columns and rows whose centres lie on it; a token spans hexes across', () => {
  const g = hexGrid({ orientation: 'pointy', offset: 'odd', hexWidth: 70, hexHeight: 80 });
  // Column centres at 35, 105, 175 … (pitch 70): 700 px → (700 − 35)/70 = 9.5 → 10 columns.
  // Row centres at 40, 100, 160 … (pitch ¾ × 80 = 60): 400 px → (400 − 40)/60 = 6 → 6 rows.
  assert.deepEqual(hexCellsOnPage(g, 700, 400), [10, 6]);
  // A token 140 px wide on hexes 70 px across a row: 2 hexes across, each way (hex spaces are never oblong).
  assert.deepEqual(spanCells(g, 140, 140), [2, 2]);
  assert.deepEqual(spanCells(g, 70, 140), [2, 2]);
  assert.deepEqual(spanCells(g, 50, 'x'), [1, 1], 'a size that is no number counts as one hex');
  // Outline: the six corners, clockwise from the top.
  assert.deepEqual(cellOutline(g, [0, 0]), hexCorners(g, [0, 0]));
  assert.deepEqual(cellOutline(g, [0, 0])[0], [35, 0]);
  // Squares keep their four corners.
  assert.deepEqual(cellOutline({ cellPx: 10, offsetX: 0, offsetY: 0 }, [1, 2], [2, 1]), [
    [10, 20],
    [30, 20],
    [30, 30],
    [10, 30],
  ]);
});

test('bad hex grids are refused with what is wrong', () => {
  assert.throws(() => hexGrid({ orientation: 'sideways', hexWidth: 10 }), /orientation must be "flat" or "pointy"/);
  assert.throws(
    () => hexGrid({ orientation: 'flat', offset: 'third', hexWidth: 10 }),
    /offset must be "odd" or "even"/,
  );
  assert.throws(() => hexGrid({ orientation: 'flat' }), /positive number of pixels/);
  assert.throws(() => hexGrid({ orientation: 'flat', hexWidth: -4, hexHeight: 'x' }), /positive number of pixels/);
});

// Issue 37, item 6: the Mod names a hex by the two straight runs of hexes that lead there (hexRuns).
// Against the definition: walking the runs' directions (each a neighbour's step, read back from the
// pixels) lands on the hex, in as many steps as the hex distance, and no two hexes get the same runs.
test('hexRuns: at most two runs of neighbour steps, as long as the distance, one way per hex', async () => {
  const { hexRuns } = await import('../../shim/hex.js');
  for (const [orientation, offset] of LAYOUTS)
    for (const g of gridsFor(orientation, offset)) {
      const from = [3, 3];
      const seen = new Map();
      for (const to of cellsOf(g)) {
        const runs = hexRuns(g, from, to);
        assert.ok(runs.length <= 2, `${orientation} ${offset} ${to}`);
        assert.equal(
          runs.reduce((n, r) => n + r.steps, 0),
          hexDistance(g, from, to),
        );
        let at = from;
        for (const r of runs)
          for (let i = 0; i < r.steps; i++) {
            const [cx, cy] = hexCellToCentre(g, at);
            at = hexNeighbours(g, at).find((n) => near(hexCellToCentre(g, n), [cx + r.dx, cy + r.dy], 1e-6));
            assert.ok(at, `${orientation} ${offset}: a run's step is no neighbour's`);
          }
        assert.deepEqual(at, to);
        const words = JSON.stringify(runs.map((r) => [r.steps, Math.round(r.dx), Math.round(r.dy)]));
        assert.equal(seen.get(words), undefined, `${to} and ${seen.get(words)} have the same runs`);
        seen.set(words, to);
      }
    }
});
