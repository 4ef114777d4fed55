// The shim's Session on a hex scene, against the real engine builds: drags become steps into
// neighbouring hexes, walls drawn as lines become `between` walls, and the turn's spending carries
// over. Expected costs by hand: "A step on hexes is into one of the six neighbours and costs one cell
// (no diagonal rule)" (docs/protocol.md, the hex grid contract), one cell being sw5e's "moving 1 square
// costs 5 feet". With an engine built before hex grids, the scene is refused at `grid.type`, which the
// surfaces turn into one sentence (explainHexRefusal) — checked here as the Session returns it.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { library } from '../harness.mjs';
import { engineHasHex } from '../hex-engine.mjs';
import { Session, hexGrid, hexCorners, polylineEdges, explainHexRefusal, protocolGrid } from '../../shim/index.js';

let engines;
let hex;
before(async () => {
  const { load } = await library();
  engines = { wasm: await load(), js: await load({ engine: 'js' }) };
  hex = await engineHasHex();
});

const column = (a, key) => a.cells.map((c) => c[key]);

for (const engine of ['wasm', 'js'])
  for (const orientation of ['pointy', 'flat']) {
    test(`${engine}, ${orientation} hexes: drags priced per hex entered, a wall along a side, the turn carried over`, () => {
      const grid = hexGrid({ orientation, offset: 'odd', hexWidth: 70, width: 8, height: 6 });
      // A wall along the side between [4, 2] and its neighbour [5, 2]: on pointy hexes [5, 2] is east
      // of [4, 2] (same row); on flat odd-q hexes [4, 2] (even column) has [5, 2] to its south-east.
      const corners = hexCorners(grid, [4, 2]);
      const side = orientation === 'pointy' ? [corners[1], corners[2]] : [corners[0], corners[1]];
      const barriers = [{ id: 'w', kind: 'wall', edges: polylineEdges(grid, side) }];
      assert.deepEqual([...barriers[0].edges], ['4,2|5,2']);
      const s = new Session(engines[engine]);
      const errors = s.loadMap({
        ruleset: 'sw5e',
        grid: protocolGrid(grid),
        barriers,
        tokens: [{ id: 'hero', position: [1, 2], speeds: { walk: 30 }, side: 'party' }],
      });
      if (!hex) {
        // The walls were refused with the grid, then the grid alone: both at the grid's type.
        assert.ok(errors.length >= 1);
        const told = explainHexRefusal(errors.at(-1), grid);
        assert.equal(told.code, 'hex-not-supported');
        assert.equal(s.loaded, false, 'no scene: nothing is priced as squares');
        return;
      }
      assert.deepEqual(errors, []);
      // Drag 1: [1, 2] → [4, 2] along row 2 (pointy) / three columns over (flat: odd-q [1,2]→[4,2] is
      // three steps, each into a neighbour): 5, 10, 15 ft.
      let a = s.endDrag('hero', { start: [1, 2], current: [4, 2] });
      assert.deepEqual(column(a, 'cost'), [5, 5, 5]);
      assert.deepEqual(column(a, 'total'), [5, 10, 15]);
      assert.equal(a.summary, '15 ft of 30 (Dash: 60)');
      assert.deepEqual(s.spent('hero'), { feet: 15, diagonals: 0, drags: 1 }, 'no step on hexes is diagonal');
      // Drag 2: [4, 2] → [5, 2] crosses the wall: the engine refuses the step.
      a = s.dragTo('hero', { start: [4, 2], current: [5, 2] });
      assert.equal(a.illegal.length, 1);
      assert.equal(a.illegal[0].code, 'wall');
      // The wall removed (its side back to none): the same step costs 5 ft, 20 this turn.
      assert.deepEqual(s.syncBarriers([]), []);
      a = s.endDrag('hero', { start: [4, 2], current: [5, 2] });
      assert.deepEqual(column(a, 'total'), [20]);
    });
  }
