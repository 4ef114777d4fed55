// Spaces larger than one hex: the engine's `space` query (its cells and outline: the one place the
// rule lives, docs/rules/hex.md) read in pixels by the shim (geometry.js outlinePoints), and the
// shim's pixel ↔ anchor functions for a token's centre (hex.js hexAnchorToCentre, hexCentreToAnchor).
// Each expected set is built from docs/rules/hex.md's sentences with pixel directions and the
// (separately tested) hex distance, and the pixel functions are checked against brute force over
// nearby anchors.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { library } from '../harness.mjs';
import { engineHasHex } from '../hex-engine.mjs';
import {
  hexGrid,
  hexDistance,
  hexNeighbours,
  hexCellToCentre,
  hexPixelToCell,
  hexCorners,
  hexAnchorToCentre,
  hexCentreToAnchor,
  outlinePoints,
} from '../../shim/index.js';

let footwork;
let hex;
before(async () => {
  const { load } = await library();
  footwork = await load();
  hex = await engineHasHex();
});
const NO_HEX = 'this engine build prices square grids only (checked in hex-session.test.mjs)';

// The engine's space of a creature `n` hexes across with its anchor at `anchor` (any cell, on the map
// or off it: the space query's `at`), in the grid's layout: {cells, outline}.
function engineSpace(g, anchor, n) {
  const scene = {
    ruleset: 'sw5e',
    grid: { type: 'hex', orientation: g.orientation, offset: g.offset, width: 24, height: 24 },
    creatures: [{ id: 'c', position: [10, 10], space: [n, n] }],
  };
  return footwork.query({ query: 'space', scene, creature: 'c', at: anchor });
}

const LAYOUTS = [
  ['pointy', 'odd'],
  ['pointy', 'even'],
  ['flat', 'odd'],
  ['flat', 'even'],
];
const gridsFor = (orientation, offset) => [
  hexGrid({ orientation, offset, ...(orientation === 'pointy' ? { hexWidth: 60 } : { hexHeight: 60 }) }),
  // Roll20's stretched hexes (roll20.js) with an origin off the pixel grid.
  hexGrid({ orientation, offset, hexWidth: 75.2, hexHeight: 89.29, originX: 13, originY: -7 }),
];
const key = (c) => `${c[0]},${c[1]}`;
const ANCHORS = [
  [0, 0],
  [3, 2],
  [4, 5],
  [-3, -1],
  [-2, 7],
  [7, -4],
];

// The anchor's two other central hexes, read from the doc's words by pixel direction: "on
// flat-topped hexes its south-east and south neighbours …; on pointy-topped hexes its east and
// south-east neighbours".
function centralThree(g, anchor) {
  const [ax, ay] = hexCellToCentre(g, anchor);
  const angleOf = (c) => {
    const [x, y] = hexCellToCentre(g, c);
    return Math.round((Math.atan2(y - ay, x - ax) * 180) / Math.PI);
  };
  const near = hexNeighbours(g, anchor);
  const wanted = g.orientation === 'flat' ? [90] : [0];
  // South-east: flat hexes' neighbour below right, pointy hexes' below right (screen y grows down).
  const se = near.filter((c) => angleOf(c) > 0 && angleOf(c) < 90);
  assert.equal(se.length, 1);
  const other = near.filter((c) => wanted.includes(angleOf(c)));
  assert.equal(other.length, 1);
  return [anchor, other[0], se[0]];
}

// The doc's reading of a width: "Odd widths are a hex and its rings …; even widths are three mutually
// adjacent hexes and their rings": every hex within (n − 1) / 2 (rounded down) steps of the centre.
function expectedSpace(g, anchor, n) {
  const centre = n % 2 === 1 ? [anchor] : centralThree(g, anchor);
  const k = Math.floor((n - 1) / 2);
  const out = new Set();
  for (let y = anchor[1] - n - 2; y <= anchor[1] + n + 2; y++)
    for (let x = anchor[0] - n - 2; x <= anchor[0] + n + 2; x++)
      if (centre.some((c) => hexDistance(g, c, [x, y]) <= k)) out.add(key([x, y]));
  return out;
}

test("the engine's space n across holds the hexes the doc reads, 1, 3, 7, 12, 19, 27, 37, 48 of them", (t) => {
  if (!hex) return t.skip(NO_HEX);
  const COUNTS = [1, 3, 7, 12, 19, 27, 37, 48]; // docs/rules/hex.md "Counts per width"
  for (const [o, f] of LAYOUTS)
    for (const g of gridsFor(o, f))
      for (const anchor of ANCHORS)
        for (let n = 1; n <= 8; n++) {
          const at = `${o}-${f} anchor ${anchor} width ${n}`;
          const { cells } = engineSpace(g, anchor, n);
          assert.equal(cells.length, COUNTS[n - 1], at);
          assert.deepEqual(new Set(cells.map(key)), expectedSpace(g, anchor, n), at);
          // "its two farthest hexes are n − 1 steps apart"
          let far = 0;
          for (const a of cells) for (const b of cells) far = Math.max(far, hexDistance(g, a, b));
          assert.equal(far, n - 1, at);
          // Row by row, left to right.
          for (let i = 1; i < cells.length; i++)
            assert.ok(
              cells[i - 1][1] < cells[i][1] || (cells[i - 1][1] === cells[i][1] && cells[i - 1][0] < cells[i][0]),
            );
        }
});

test("a token's centre is the mean of its space's hexes' centres: the anchor's, or the corner the central three share", (t) => {
  if (!hex) return t.skip(NO_HEX);
  for (const [o, f] of LAYOUTS)
    for (const g of gridsFor(o, f))
      for (const anchor of ANCHORS)
        for (let n = 1; n <= 6; n++) {
          const at = `${o}-${f} anchor ${anchor} width ${n}`;
          const centres = engineSpace(g, anchor, n).cells.map((c) => hexCellToCentre(g, c));
          const mean = [0, 1].map((i) => centres.reduce((s, p) => s + p[i], 0) / centres.length);
          const got = hexAnchorToCentre(g, anchor, n);
          assert.ok(Math.hypot(got[0] - mean[0], got[1] - mean[1]) < 1e-6, at);
          if (n % 2 === 0)
            for (const c of centralThree(g, anchor))
              assert.ok(
                hexCorners(g, c).some((p) => Math.hypot(p[0] - got[0], p[1] - got[1]) < 1e-6),
                `${at}: a corner of ${c}`,
              );
        }
});

test('centre → anchor: a token drawn on its space reads as that space; one centred on a hex takes it as anchor', () => {
  for (const [o, f] of LAYOUTS)
    for (const g of gridsFor(o, f))
      for (const anchor of ANCHORS)
        for (let n = 1; n <= 6; n++) {
          const at = `${o}-${f} anchor ${anchor} width ${n}`;
          assert.deepEqual(hexCentreToAnchor(g, ...hexAnchorToCentre(g, anchor, n), n), anchor, at);
          // Snapped to the anchor's own centre (as Owlbear and Roll20 snap hex tokens), or a rounded
          // pixel off it every way: the same anchor.
          const [ax, ay] = hexCellToCentre(g, anchor);
          for (const [dx, dy] of [
            [0, 0],
            [0.7, 0],
            [-0.7, 0.4],
            [0, -0.7],
            [0.5, 0.5],
            [-0.5, -0.5],
          ])
            assert.deepEqual(hexCentreToAnchor(g, ax + dx, ay + dy, n), anchor, `${at} on a hex centre ${dx},${dy}`);
        }
});

test('centre → anchor is the space whose centre lies nearest (brute force over nearby anchors, random points)', () => {
  let seed = 7;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (const [o, f] of LAYOUTS) {
    const [g] = gridsFor(o, f); // regular hexes: pixel distance is the hexagons' own metric
    for (let i = 0; i < 400; i++) {
      const px = -300 + rand() * 900;
      const py = -300 + rand() * 900;
      const n = 1 + Math.floor(rand() * 6);
      const under = hexPixelToCell(g, px, py);
      let best = null;
      for (let y = under[1] - 3; y <= under[1] + 3; y++)
        for (let x = under[0] - 3; x <= under[0] + 3; x++) {
          const c = hexAnchorToCentre(g, [x, y], n);
          const d = Math.hypot(c[0] - px, c[1] - py);
          if (!best || d < best.d) best = { d, cell: [x, y] };
        }
      // Even widths near a hex's centre (within half the way to its corners, 60 px hexes: corners 60/√3
      // from the centre): that hex, as a token snapped there.
      const [ux, uy] = hexCellToCentre(g, under);
      const snapped = n % 2 === 0 && Math.hypot(px - ux, py - uy) < 60 / Math.sqrt(3) / 2;
      assert.deepEqual(
        hexCentreToAnchor(g, px, py, n),
        snapped ? under : best.cell,
        `${o}-${f} (${px}, ${py}) width ${n}`,
      );
    }
  }
});

// Even-odd rule, for the outline (which need not be convex).
function insidePolygon(points, [px, py]) {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
const area = (points) =>
  Math.abs(
    points.reduce(
      (s, p, i) => s + p[0] * points[(i + 1) % points.length][1] - points[(i + 1) % points.length][0] * p[1],
      0,
    ),
  ) / 2;

test("the engine's outline of a space, in pixels, encloses its hexes and nothing else, clockwise on screen", (t) => {
  if (!hex) return t.skip(NO_HEX);
  for (const [o, f] of LAYOUTS)
    for (const g of gridsFor(o, f))
      for (const anchor of ANCHORS.slice(0, 3))
        for (let n = 1; n <= 6; n++) {
          const at = `${o}-${f} anchor ${anchor} width ${n}`;
          const space = engineSpace(g, anchor, n);
          const outline = outlinePoints(g, space.outline);
          const { cells } = space;
          assert.ok(Math.abs(area(outline) - cells.length * area(hexCorners(g, anchor))) < 1e-6, `${at}: area`);
          // Clockwise on screen (y down): the shoelace sum is positive.
          const signed = outline.reduce(
            (s, p, i) => s + p[0] * outline[(i + 1) % outline.length][1] - outline[(i + 1) % outline.length][0] * p[1],
            0,
          );
          assert.ok(signed > 0, `${at}: clockwise`);
          const inSpace = new Set(cells.map(key));
          for (let y = anchor[1] - n - 1; y <= anchor[1] + n + 1; y++)
            for (let x = anchor[0] - n - 1; x <= anchor[0] + n + 1; x++) {
              // A point a little off each cell's centre (never on the outline's corners).
              const [cx, cy] = hexCellToCentre(g, [x, y]);
              assert.equal(
                insidePolygon(outline, [cx + 0.1, cy + 0.07]),
                inSpace.has(key([x, y])),
                `${at}: cell ${x},${y}`,
              );
            }
        }
});

test('a width that is no whole number of hexes is refused with what is wrong', () => {
  const [g] = gridsFor('flat', 'odd');
  for (const bad of [0, -2, 1.5, NaN, '2', undefined])
    for (const fn of [() => hexAnchorToCentre(g, [0, 0], bad), () => hexCentreToAnchor(g, 10, 10, bad)])
      assert.throws(fn, /whole number of hexes across/);
});
