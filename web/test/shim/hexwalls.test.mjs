// Walls on hex grids (web/shim/hexwalls.js through walls.js): pixel lines → the sides they block, as
// the protocol's `between` pairs. No engine. The expected sides are the hexagons' own (walls drawn
// along corners from hex.js) or an independent brute force over every pair of neighbours.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  hexGrid,
  hexCorners,
  hexNeighbours,
  hexCellToCentre,
  hexSideKey,
  segmentEdges,
  polylineEdges,
  edgesToWalls,
  edgeCells,
  mergeEdges,
  edgeChanges,
} from '../../shim/index.js';

const LAYOUTS = [
  ['pointy', 'odd'],
  ['pointy', 'even'],
  ['flat', 'odd'],
  ['flat', 'even'],
];
const gridFor = (orientation, offset) =>
  hexGrid({ orientation, offset, hexWidth: 64, hexHeight: 70, originX: 40, originY: 45, width: 8, height: 7 });
const inside = (g, [x, y]) => x >= 0 && y >= 0 && x < g.width && y < g.height;

test('a wall along a side blocks exactly that side; a hexagon drawn around a cell its six sides', () => {
  for (const [orientation, offset] of LAYOUTS) {
    const g = gridFor(orientation, offset);
    const cell = [3, 3];
    const corners = hexCorners(g, cell);
    for (let i = 0; i < 6; i++) {
      const p = corners[i];
      const q = corners[(i + 1) % 6];
      const sides = segmentEdges(g, p, q);
      assert.equal(sides.size, 1, `${orientation}/${offset} side ${i}: ${[...sides]}`);
      const [a, b] = edgeCells([...sides][0]);
      const other = a[0] === cell[0] && a[1] === cell[1] ? b : a;
      assert.ok(hexNeighbours(g, cell).some((nb) => nb[0] === other[0] && nb[1] === other[1]));
    }
    const ring = polylineEdges(g, corners, { closed: true });
    const want = new Set(hexNeighbours(g, cell).map((nb) => hexSideKey(cell, nb)));
    assert.deepEqual([...ring].sort(), [...want].sort(), `${orientation}/${offset}: the ring of six sides`);
  }
});

test('sides to cells off the map are left out', () => {
  const g = gridFor('pointy', 'odd');
  // Cell [0, 0]'s left-hand side (corners 4 → 5) faces off the map: nothing to block.
  const c = hexCorners(g, [0, 0]);
  assert.equal(segmentEdges(g, c[4], c[5]).size, 0);
});

// Independent check: a step between neighbours is blocked when the wall segment and the segment
// between the two centres intersect (solved parametrically, touching included).
function intersects([p, q], [a, b]) {
  const r = [q[0] - p[0], q[1] - p[1]];
  const s = [b[0] - a[0], b[1] - a[1]];
  const den = r[0] * s[1] - r[1] * s[0];
  if (Math.abs(den) < 1e-12) return false; // parallel: random walls never lie along a centre line
  const t = ((a[0] - p[0]) * s[1] - (a[1] - p[1]) * s[0]) / den;
  const u = ((a[0] - p[0]) * r[1] - (a[1] - p[1]) * r[0]) / den;
  return t >= 0 && t <= 1 && u >= 0 && u <= 1;
}

test('300 random walls per layout: exactly the steps whose centre line the wall crosses are blocked', () => {
  let seed = 11;
  const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  for (const [orientation, offset] of LAYOUTS) {
    const g = gridFor(orientation, offset);
    for (let n = 0; n < 300; n++) {
      const p = [rand() * 560, rand() * 520];
      const len = n % 3 === 0 ? 20 : 250; // short walls (inside a cell or two) and long ones
      const a = rand() * 2 * Math.PI;
      const q = [p[0] + Math.cos(a) * len * rand(), p[1] + Math.sin(a) * len * rand()];
      const want = new Set();
      for (let y = 0; y < g.height; y++)
        for (let x = 0; x < g.width; x++)
          for (const nb of hexNeighbours(g, [x, y]))
            if (inside(g, nb) && intersects([p, q], [hexCellToCentre(g, [x, y]), hexCellToCentre(g, nb)]))
              want.add(hexSideKey([x, y], nb));
      assert.deepEqual([...segmentEdges(g, p, q)].sort(), [...want].sort(), `${orientation}/${offset} wall ${n}`);
    }
  }
});

test('hex sides go to the engine as `between` walls and back through merge and changes', () => {
  const g = gridFor('flat', 'odd');
  const c = hexCorners(g, [2, 2]);
  const door = polylineEdges(g, [c[0], c[1]]);
  const wall = polylineEdges(g, [c[1], c[2], c[3]]);
  const merged = mergeEdges([
    { kind: 'door-closed', edges: door },
    { kind: 'wall', edges: wall },
  ]);
  assert.equal(merged.size, 3);
  const walls = edgesToWalls(merged);
  // Each names the two cells; flat odd-q [2, 2] (even column): corner 0 → 1 is the lower-right side,
  // shared with [3, 2] ((+1, 0) in odd-q's even-column table); 1 → 2 the bottom one, [2, 3].
  assert.deepEqual(
    walls.find((w) => w.kind === 'door-closed'),
    {
      between: [
        [2, 2],
        [3, 2],
      ],
      kind: 'door-closed',
    },
  );
  assert.ok(walls.some((w) => w.kind === 'wall' && JSON.stringify(w.between) === '[[2,2],[2,3]]'));
  assert.ok(
    walls.every((w) => w.between && !w.from && !w.to),
    'never from/to on hexes',
  );
  // Opening the door: one change, the side to `door-open`, with its two cells.
  const after = mergeEdges([
    { kind: 'door-open', edges: door },
    { kind: 'wall', edges: wall },
  ]);
  assert.deepEqual(edgeChanges(merged, after), [
    {
      a: [2, 2],
      b: [3, 2],
      kind: 'door-open',
    },
  ]);
});
