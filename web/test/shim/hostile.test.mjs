// The shim's readers of walls and doors as the adapters hand them over (issue 29): a wall's points may
// be anywhere (a Roll20 path at 1e9 px, an Owlbear wall scaled to 1e300, NaN), and the edges it
// blocks are found in time bounded by the map, never by the wall, with every edge between cells on
// the map. Examples first, then properties with fast-check (test/fuzz-seed.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { fuzz, cpuMsSince } from '../fuzz-seed.mjs';
import { pixelGrid, hexGrid, polylineEdges, edgeCells, clipSegment, hexSegmentSides } from '../../shim/index.js';

const square = pixelGrid({ cellPx: 70, offsetX: 0, offsetY: 0, cellFeet: 5, width: 40, height: 30 });
const hexes = (orientation) =>
  hexGrid({ orientation, offset: 'odd', hexWidth: 70, hexHeight: 80, width: 40, height: 30 });
const onMap = (grid, key) => edgeCells(key).every(([x, y]) => x >= 0 && y >= 0 && x < grid.width && y < grid.height);

test('a hex wall from the map to 1e12 px is cut at the map: its sides found at once, the same as the short wall’s', () => {
  for (const orientation of ['pointy', 'flat']) {
    const grid = hexes(orientation);
    const t0 = process.cpuUsage();
    const far = hexSegmentSides(grid, [300, 310], [1e12, 310]);
    const ms = cpuMsSince(t0);
    // Before the cut, the wall was sampled every half hex along its whole length (3e10 samples).
    assert.ok(ms < 500, `${orientation}: ${ms.toFixed(0)} ms`);
    const near = hexSegmentSides(grid, [300, 310], [40 * 70 + 1000, 310]);
    assert.deepEqual([...far].sort(), [...near].sort());
    assert.ok(far.size > 10);
  }
});

test('clipSegment: the part of a segment inside a box, null when none is', () => {
  assert.deepEqual(clipSegment([-10, 5], [20, 5], [0, 0, 10, 10]), [
    [0, 5],
    [10, 5],
  ]);
  assert.equal(clipSegment([-10, 20], [20, 20], [0, 0, 10, 10]), null);
  assert.deepEqual(clipSegment([2, 2], [3, 3], [0, 0, 10, 10]), [
    [2, 2],
    [3, 3],
  ]);
});

const coordinate = fc.oneof(
  fc.double({ min: -500, max: 4000, noNaN: true }),
  fc.constantFrom(1e9, -1e9, 1e300, -1.7e308, Infinity, -Infinity, NaN, 0),
);
const point = fc.tuple(coordinate, coordinate);

test('property: any wall on squares or hexes gives edges between cells of the map, in bounded time', () => {
  fc.assert(
    fc.property(
      fc.array(point, { minLength: 2, maxLength: 6 }),
      fc.boolean(),
      fc.constantFrom('square', 'pointy', 'flat'),
      (points, closed, kind) => {
        const grid = kind === 'square' ? square : hexes(kind);
        const t0 = process.cpuUsage();
        const edges = polylineEdges(grid, points, { closed });
        assert.ok(cpuMsSince(t0) < 1000, `${cpuMsSince(t0).toFixed(0)} ms`);
        for (const key of edges) assert.ok(onMap(grid, key), `${key} on a ${grid.width} × ${grid.height} map`);
      },
    ),
    fuzz(200),
  );
});

test('property: clipSegment keeps to the box and to the segment', () => {
  const box = [0, 0, 700, 500];
  fc.assert(
    fc.property(point, point, (p, q) => {
      const cut = clipSegment(p, q, box);
      if (!cut || ![...p, ...q].every(Number.isFinite)) return;
      for (const [x, y] of cut) {
        assert.ok(x >= -1e-6 && x <= 700 + 1e-6 && y >= -1e-6 && y <= 500 + 1e-6, `${x}, ${y}`);
        // On the segment's line: the cross product is small next to the lengths involved (checked
        // where it does not overflow a double).
        if (![...p, ...q].every((v) => Math.abs(v) < 1e15)) continue;
        const cross = (q[0] - p[0]) * (y - p[1]) - (q[1] - p[1]) * (x - p[0]);
        const scale = Math.hypot(q[0] - p[0], q[1] - p[1]) * (Math.hypot(x - p[0], y - p[1]) + 1);
        assert.ok(Math.abs(cross) <= 1e-6 * scale + 1e-6, `${cross} vs ${scale}`);
      }
    }),
    fuzz(300),
  );
});
