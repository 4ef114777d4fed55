// The calculator's own hex geometry (web/calculator/js/map/hex-frame.js), in Node against the engine:
// the index it gives a hex side in the engine's edge plane is where the engine put a wall `between`
// those two hexes, for every pair of neighbours on a small map in all four layouts; and the map's box
// holds every hexagon's corners exactly (some corner touches each of its four sides).
import test from 'node:test';
import assert from 'node:assert/strict';
import { library } from '../harness.mjs';
import {
  hexSidePlane,
  sideIndex,
  hexExtent,
  hexFrame,
  neighbourAt,
  axialToPixel,
} from '../../calculator/js/map/hex-frame.js';
import { hexNeighbours, hexCorners, hexCellToCentre, offsetToCube } from '../../shim/index.js';

const LAYOUTS = [
  ['flat', 'odd'],
  ['flat', 'even'],
  ['pointy', 'odd'],
  ['pointy', 'even'],
];
const W = 4;
const H = 3;

for (const [orientation, offset] of LAYOUTS)
  test(`${orientation}-${offset}: a wall between two hexes is at sideIndex in the engine's edge plane`, async () => {
    const { load } = await library();
    const fw = await load();
    const shape = { type: 'hex', orientation, offset };
    const grid = { type: 'hex', orientation, offset, width: W, height: H, cellFeet: 5 };
    const scene = fw.loadScene({ ruleset: 'sw5e', grid });
    let pairs = 0;
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++)
        for (const n of hexNeighbours(shape, [x, y])) {
          scene.setEdge([x, y], n, 'wall');
          const plane = hexSidePlane(scene.edges(), W, H);
          const i = sideIndex(shape, W, H, [x, y], n);
          assert.equal(plane[i], 1, `wall between [${x},${y}] and [${n}] at ${i}`);
          assert.equal(
            plane.reduce((k, b) => k + (b ? 1 : 0), 0),
            1,
            'one side set',
          );
          // The same side named from the other cell, and the engine's direction back to the cell.
          assert.equal(sideIndex(shape, W, H, n, [x, y]), i);
          scene.setEdge([x, y], n, 'none');
          pairs++;
        }
    assert.equal(pairs, W * H * 6);
    // neighbourAt walks the engine's directions: d and d + 3 are opposite.
    for (let d = 0; d < 6; d++)
      assert.deepEqual(neighbourAt(shape, neighbourAt(shape, [1, 1], d), (d + 3) % 6), [1, 1]);
    scene.delete();
  });

for (const [orientation, offset] of LAYOUTS)
  test(`${orientation}-${offset}: the map's box holds every hexagon and touches it on all four sides`, () => {
    const shape = { type: 'hex', orientation, offset };
    for (const [w, h] of [
      [1, 1],
      [2, 1],
      [1, 2],
      [5, 4],
      [7, 6],
    ]) {
      const box = hexExtent(shape, w, h);
      const g = hexFrame(shape, w, h, 10, 100, 50); // box's top-left at (100, 50), 10 px between neighbours
      let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
      for (let y = 0; y < h; y++)
        for (let x = 0; x < w; x++)
          for (const [px, py] of hexCorners(g, [x, y])) {
            minX = Math.min(minX, px);
            minY = Math.min(minY, py);
            maxX = Math.max(maxX, px);
            maxY = Math.max(maxY, py);
          }
      const near = (a, b) => Math.abs(a - b) < 1e-9;
      assert.ok(near(minX, 100) && near(minY, 50), `${w}×${h}: top-left ${minX}, ${minY}`);
      assert.ok(
        near(maxX, 100 + box.w * 10) && near(maxY, 50 + box.h * 10),
        `${w}×${h}: bottom-right ${maxX}, ${maxY}`,
      );
    }
  });

for (const [orientation, offset] of LAYOUTS)
  test(`${orientation}-${offset}: axial points (the engine's line ends) land on the shim's centres and corners`, () => {
    const shape = { type: 'hex', orientation, offset };
    const g = hexFrame(shape, 6, 5, 24, 7, 3);
    const near = (a, b) => Math.abs(a[0] - b[0]) < 1e-9 && Math.abs(a[1] - b[1]) < 1e-9;
    for (let y = -1; y <= 5; y++)
      for (let x = -1; x <= 6; x++) {
        const [q, r] = offsetToCube(shape, [x, y]);
        assert.ok(near(axialToPixel(g, q, r), hexCellToCentre(g, [x, y])), `centre of [${x},${y}]`);
        // Every corner is the centroid of three hexes' centres (docs/protocol.md: corners have thirds):
        // the hex's own and two neighbours d, d + 1 in the engine's order; it is one of the shim's corners.
        const corners = hexCorners(g, [x, y]);
        for (let d = 0; d < 6; d++) {
          const [q1, r1] = offsetToCube(shape, neighbourAt(shape, [x, y], d));
          const [q2, r2] = offsetToCube(shape, neighbourAt(shape, [x, y], (d + 1) % 6));
          const p = axialToPixel(g, (q + q1 + q2) / 3, (r + r1 + r2) / 3);
          assert.ok(
            corners.some((c) => near(c, p)),
            `corner ${d} of [${x},${y}]`,
          );
        }
      }
  });
