// A token larger than one hex in the shim's Session, against the real engine: no longer left out; a
// drag is priced for the whole space (docs/rules/hex.md: "the whole space moves one step … each hex it
// enters must be open"), from the anchor the adapters read (hex.js hexCentreToAnchor). Under 4e ("an
// ogre takes up a space 2 squares by 2 squares", 004_83b4f7313492aa85.txt: 2 hexes across, 3 hexes),
// which has no squeezing, so its searches answer on hexes. Costs by hand: "A step on hexes is into one
// of the six neighbours and costs one cell" (docs/protocol.md), 5 ft.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { library } from '../harness.mjs';
import { engineHasHex } from '../hex-engine.mjs';
import { Session, hexGrid, protocolGrid, centreToCell, cellToCentre, spanCells } from '../../shim/index.js';

let footwork;
let hex;
before(async () => {
  const { load } = await library();
  footwork = await load();
  hex = await engineHasHex();
});

for (const orientation of ['pointy', 'flat'])
  test(`${orientation} hexes: a Large token is in the scene at its anchor and its drags are priced for its three hexes`, (t) => {
    if (!hex) return t.skip('this engine build prices square grids only (checked in hex-session.test.mjs)');
    const grid = hexGrid({ orientation, offset: 'odd', hexWidth: 70, width: 9, height: 8 });
    // A 140-px token (2 hexes across) drawn on the corner its space's three hexes share, at [2, 2].
    const span = spanCells(grid, 140, 140);
    const [cx, cy] = cellToCentre(grid, [2, 2], span);
    const position = centreToCell(grid, cx, cy, span);
    assert.deepEqual(position, [2, 2]);
    const s = new Session(footwork);
    const errors = s.loadMap({
      ruleset: '4e',
      grid: {
        ...protocolGrid(grid),
        // A pillar at [6, 2] (pointy: two hexes east of [4, 2]; flat: in the anchor's row of cells).
        cells: [{ cell: [6, 2], ground: 'solid' }],
      },
      tokens: [{ id: 'ogre', position, size: 'large', speeds: { walk: 30 }, side: 'gm' }],
    });
    assert.deepEqual(errors, [], 'not left out (no not-on-hex)');
    assert.ok(s.creature('ogre'));
    // [2, 2] → [4, 2]: two steps (pointy: east along the row; flat: two columns over), each 5 ft.
    const a = s.dragTo('ogre', { start: [2, 2], current: [4, 2] });
    assert.equal(a.kind, 'move');
    assert.deepEqual(
      a.cells.map((c) => c.cost),
      a.cells.map(() => 5),
    );
    assert.equal(a.cells.length, 2);
    // On into the pillar: the step whose space takes [6, 2] is refused (a filled hex). Pointy: the
    // third step east, to the anchor [5, 2], whose space is [5, 2], [6, 2] and [5, 3].
    const b = s.dragTo('ogre', { start: [2, 2], current: [6, 2] });
    assert.equal(b.illegal.length, 1, JSON.stringify(b));
    assert.equal(b.illegal[0].code, 'solid');
    if (orientation === 'pointy') assert.deepEqual(b.illegal[0].cell, [5, 2]);
    // (Which hexes a space at a place holds: the engine's space query, as every surface draws it.)
    const holdsPillar = (at) => s.cells('ogre', at).some(([x, y]) => x === 6 && y === 2);
    assert.ok(holdsPillar(b.illegal[0].cell));
    // The searches answer for it under 4e: the reachable area is its anchors.
    const r = s.beginDrag('ogre');
    assert.equal(r.kind, 'reachable', JSON.stringify(r).slice(0, 300));
    assert.ok(r.places.length > 0);
    // "each hex it enters must be open": no place's space holds the pillar.
    assert.ok(!r.places.some((p) => holdsPillar(p.cell)), 'no space on the pillar');
  });
