// The space query's hexes (what every surface draws, Session.space) against the engine's placing of a
// creature: `n` hexes across at an anchor, and one filled hex put in turn on every hex round it; the
// engine refuses the scene ("a creature placed on a filled square", `inside-solid`) exactly when the
// filled hex is one of the space's hexes (docs/rules/hex.md: "the scene … every hex of the space on
// the map and open"). So what is drawn is what is priced, in all four layouts, without a table.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { library } from '../harness.mjs';
import { engineHasHex } from '../hex-engine.mjs';

let footwork;
let hex;
before(async () => {
  const { load } = await library();
  footwork = await load();
  hex = await engineHasHex();
});

const LAYOUTS = [
  ['pointy', 'odd'],
  ['pointy', 'even'],
  ['flat', 'odd'],
  ['flat', 'even'],
];

test('the engine refuses a filled hex inside the space exactly where its space query says the space is', (t) => {
  if (!hex) return t.skip('this engine build prices square grids only (checked in hex-session.test.mjs)');
  for (const [orientation, offset] of LAYOUTS)
    for (const anchor of [
      [6, 6],
      [7, 5],
    ])
      for (let n = 2; n <= 5; n++) {
        const grid = { width: 14, height: 14, type: 'hex', orientation, offset };
        const space = footwork.query({
          query: 'space',
          scene: { ruleset: 'sw5e', grid, creatures: [{ id: 'big', position: anchor, space: [n, n] }] },
          creature: 'big',
        });
        const inSpace = new Set(space.cells.map((c) => `${c[0]},${c[1]}`));
        let refused = 0;
        for (let y = anchor[1] - 4; y <= anchor[1] + 4; y++)
          for (let x = anchor[0] - 4; x <= anchor[0] + 4; x++) {
            let code = null;
            try {
              footwork
                .loadScene({
                  ruleset: 'sw5e',
                  grid: { ...grid, cells: [{ cell: [x, y], ground: 'solid' }] },
                  creatures: [{ id: 'big', position: anchor, space: [n, n] }],
                })
                .delete();
            } catch (e) {
              code = e.code;
            }
            const at = `${orientation}-${offset} anchor ${anchor} width ${n}, filled ${x},${y}`;
            assert.equal(code !== null, inSpace.has(`${x},${y}`), `${at}: engine said ${code}`);
            if (code !== null) refused++;
          }
        assert.equal(refused, inSpace.size, `${orientation}-${offset} ${anchor} ${n}`);
      }
});
