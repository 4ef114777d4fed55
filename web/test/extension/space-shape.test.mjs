// space-shape.js (issue 24): the engine's space where a creature stands, put down elsewhere in
// pixels, is the engine's own answer there. For every size on squares and on the four hex layouts,
// at positions on odd and even rows and columns, the cells equal the space query's at that position
// and the outline its outline (geometry.js outlinePoints; the same polygon, from any corner); the centre is the middle of those cells.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { library } from '../harness.mjs';
import { Session, hexGrid, pixelGrid, protocolGrid, outlinePoints, cellToCentre } from '../../shim/index.js';
import { spaceShape, cellPoints } from '../../extension/space-shape.js';

let footwork;
before(async () => {
  const { load } = await library();
  footwork = await load();
});

const SIZES = ['medium', 'large', 'huge', 'gargantuan'];
const GRIDS = [
  ['squares', pixelGrid({ cellPx: 70, offsetX: 12, offsetY: -7, cellFeet: 5, width: 40, height: 40 })],
  ...['pointy', 'flat'].flatMap((orientation) =>
    ['odd', 'even'].map((offset) => [
      `${orientation} ${offset} hexes`,
      hexGrid({ orientation, offset, hexWidth: 75.2, hexHeight: 89.3, cellFeet: 5, width: 40, height: 40 }),
    ]),
  ),
];
const close = (a, b) => a.length === b.length && a.every((p, i) => Math.hypot(p[0] - b[i][0], p[1] - b[i][1]) < 1e-6);
// The same polygon, the same way round, from any corner (on flat-topped hexes the engine starts from
// another corner as a space's top row moves between odd and even columns).
const samePolygon = (a, b) => a.some((_, k) => close([...a.slice(k), ...a.slice(0, k)], b));

for (const [name, grid] of GRIDS) {
  test(`${name}: every size's space put down elsewhere is the engine's space there`, () => {
    const session = new Session(footwork);
    const tokens = SIZES.map((size, i) => ({ id: size, position: [3 + 8 * i, 4], size, speeds: { walk: 30 } }));
    assert.deepEqual(session.loadMap({ ruleset: '4e', grid: protocolGrid(grid), tokens }), []);
    for (const size of SIZES) {
      const shape = spaceShape(session.space(size), grid);
      assert.ok(shape, size);
      for (const at of [
        [10, 10],
        [11, 10],
        [10, 11],
        [11, 11],
        [0, 0],
        [25, 17],
      ]) {
        const engine = session.space(size, { at });
        assert.equal(engine.kind, 'space');
        assert.deepEqual(shape.cellsAt(at), engine.cells, `${size} at ${at}: cells`);
        assert.ok(samePolygon(shape.outlineAt(at), outlinePoints(grid, engine.outline)), `${size} at ${at}: outline`);
        const centres = engine.cells.map((c) => cellToCentre(grid, c));
        const mid = [0, 1].map((k) => centres.reduce((s, p) => s + p[k], 0) / centres.length);
        assert.ok(close([shape.centreAt(at)], [mid]), `${size} at ${at}: centre`);
        // One cell's outline about that centre: the mark a place gets (where the token's centre goes).
        const unit = shape.cellAt(at);
        const own = cellPoints(grid, at);
        const d = [mid[0] - cellToCentre(grid, at)[0], mid[1] - cellToCentre(grid, at)[1]];
        assert.ok(
          close(
            unit,
            own.map(([x, y]) => [x + d[0], y + d[1]]),
          ),
          `${size} at ${at}: its mark`,
        );
      }
      // Across: 1, 2, 3, 4 cells (4e: Medium 1, Large 2, Huge 3, Gargantuan 4).
      assert.equal(shape.across, SIZES.indexOf(size) + 1, size);
    }
    session.delete();
  });
}

test('an error answer has no shape', () => {
  assert.equal(spaceShape({ kind: 'error', code: 'unknown-creature', message: '' }, GRIDS[0][1]), null);
  assert.equal(spaceShape(null, GRIDS[0][1]), null);
});
