// Roll20's hex pages → the shim's hex grids (web/roll20/roll20.js, ROLL20_HEX). No engine. The
// numbers are Hexploration's (Roll20/roll20-api-scripts, Hexploration/src/HexagonTile.js): its
// `getCoordinates(row, column)` gives every hex centre, worked again here by hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cellToCentre, centreToCell, protocolGrid, explainHexRefusal, hexNeighbours } from '../../shim/index.js';
import { roll20Grid, roll20Token, roll20Drag, roll20Terrain, roll20Barriers } from '../../roll20/index.js';

const close = (a, b, eps = 1e-6) => Math.abs(a[0] - b[0]) <= eps && Math.abs(a[1] - b[1]) <= eps;
const page = (extra) => ({ width: 10, height: 8, snapping_increment: 1, scale_number: 5, scale_units: 'ft', ...extra });

// Hexploration's centre of row r, column c, scaled by snapping_increment k.
function hexplorationCentre(type, r, c, k = 1) {
  if (type === 'hex')
    return [(c * 75.19856198446 + 37.5 + (r % 2 === 1 ? 37.5 : 0)) * k, (r * 66.965827824268 + 44) * k];
  return [(c * 69.585127490377 + 47) * k, (r * 79.688789983504 + 40.5 + (c % 2 === 1 ? 40.5 : 0)) * k];
}

test('"hex" (Hex (V)) is pointy-topped rows, odd rows shoved right; "hexr" (Hex (H)) flat-topped columns, odd columns shoved down', () => {
  for (const type of ['hex', 'hexr'])
    for (const k of [1, 0.5, 2]) {
      const { grid, problems } = roll20Grid(page({ grid_type: type, snapping_increment: k }));
      assert.deepEqual(problems, []);
      assert.equal(grid.type, 'hex');
      assert.equal(grid.orientation, type === 'hex' ? 'pointy' : 'flat');
      assert.equal(grid.offset, 'odd');
      for (let r = 0; r < 6; r++)
        for (let c = 0; c < 6; c++) {
          const want = hexplorationCentre(type, r, c, k);
          const got = cellToCentre(grid, [c, r]);
          // Within Hexploration's own rounding: its odd rows / columns are shoved by its start (75/2,
          // 81/2) where its measured diagonal neighbours are 37.5993 / 39.8444 px across (the shim
          // takes the measured pitches): 0.1 px for hex, 0.66 px for hexr.
          assert.ok(
            close(got, want, (type === 'hex' ? 0.11 : 0.66) * k),
            `${type} ×${k} [${c}, ${r}]: ${got} vs ${want}`,
          );
          assert.deepEqual(centreToCell(grid, ...want), [c, r], 'a token snapped to that hex is on that cell');
        }
    }
});

test('a hex page: its size in hexes, 5 ft a hex, and the protocol grid with type, orientation, offset', () => {
  // Hex (V) on a 10 × 8 page (700 × 560 px): columns at 37.6 + 75.2c < 700 → c ≤ 8 (639.2): 9 columns
  // ((700 − 37.6)/75.2 = 8.8 → 9); rows at 44.6 + 66.97r < 560 → r ≤ 7 (513.4): 8 rows.
  const v = roll20Grid(page({ grid_type: 'hex' })).grid;
  assert.deepEqual([v.width, v.height], [9, 8]);
  assert.equal(v.cellFeet, 5);
  assert.deepEqual(protocolGrid(v), {
    width: 9,
    height: 8,
    cellFeet: 5,
    type: 'hex',
    orientation: 'pointy',
    offset: 'odd',
  });
  // Hex (H): columns at 47 + 69.59c < 700 → c ≤ 9 (673.3): 10; rows at 40.5 + 79.69r < 560 → r ≤ 6: 7.
  const h = roll20Grid(page({ grid_type: 'hexr' })).grid;
  assert.deepEqual([h.width, h.height], [10, 7]);
  // Squares say nothing of a type (every square request stays as it was).
  assert.deepEqual(protocolGrid(roll20Grid(page({ grid_type: 'square' })).grid), { width: 10, height: 8, cellFeet: 5 });
  // Isometric grids are still reported.
  assert.equal(roll20Grid(page({ grid_type: 'isometric' })).problems[0].code, 'unsupported-grid');
});

test('tokens, drags, terrain and walls on a hex page', () => {
  const { grid } = roll20Grid(page({ grid_type: 'hex' }));
  const [x, y] = hexplorationCentre('hex', 3, 2); // row 3, column 2: cell [2, 3]
  const t = roll20Token({ id: 'a', left: x, top: y, width: 70, height: 70 }, grid, {
    sizes: [
      { size: 'medium', spaceFeet: 5 },
      { size: 'large', spaceFeet: 10 },
    ],
  });
  assert.deepEqual(t.spec.position, [2, 3]);
  assert.equal(t.spec.size, 'medium', 'a 70-px token on 75-px hexes is about one hex (4.7 ft): medium');
  assert.equal(t.spec.space, undefined);
  // lastmove from row 1, column 1 through row 1, column 4, now at row 3, column 2.
  const a = hexplorationCentre('hex', 1, 1);
  const b = hexplorationCentre('hex', 1, 4);
  const d = roll20Drag({ left: x, top: y, width: 70, height: 70, lastmove: [...a, ...b].join(',') }, grid);
  assert.deepEqual(d, { start: [1, 1], waypoints: [[4, 1]], current: [2, 3] });
  // A "difficult" graphic over two hex centres of row 0 (x 37.6 and 112.8, y 44.6): 150 × 40 at (75, 44).
  const regions = roll20Terrain(
    [{ id: 'm', name: 'difficult', layer: 'map', left: 75, top: 44, width: 150, height: 40 }],
    grid,
  );
  assert.deepEqual(regions[0].cells, [
    [0, 0],
    [1, 0],
  ]);
  // A wall along the side between row 0's [1, 0] and [2, 0] (the vertical side at x = 150.4, from
  // y 44.6 − 22.3 to 44.6 + 22.3): one side, named by its two cells.
  const sideX = 37.6 + 75.2 * 1.5;
  const walls = roll20Barriers(
    [{ id: 'w', type: 'pathv2', layer: 'walls', shape: 'pol', points: '[[0,0],[0,44]]', x: sideX, y: 44.6 }],
    grid,
  );
  assert.deepEqual([...walls[0].edges], ['1,0|2,0']);
  assert.ok(hexNeighbours(grid, [1, 0]).some((n) => n[0] === 2 && n[1] === 0));
});

test("an engine without hex grids: its refusal of the grid's type becomes a sentence about hex pages", () => {
  const { grid } = roll20Grid(page({ grid_type: 'hexr' }));
  const refused = {
    kind: 'error',
    source: 'engine',
    code: 'unknown-field',
    message: 'Unknown field $.grid.type.',
    path: '$.grid.type',
  };
  const e = explainHexRefusal(refused, grid);
  assert.equal(e.code, 'hex-not-supported');
  assert.match(e.message, /hex grid \(flat-topped hexes\).*prices square grids only.*Unknown field \$\.grid\.type/);
  // Anything else stays as it was.
  const other = { kind: 'error', code: 'off-grid', message: 'x', path: '$.creatures[0].position' };
  assert.equal(explainHexRefusal(other, grid), other);
  assert.equal(
    explainHexRefusal(refused, roll20Grid(page({})).grid),
    refused,
    'a square page keeps the engine’s words',
  );
});

// Tokens larger than one hex (docs/rules/hex.md "Creatures larger than one hex": "for an even width
// the top-left hex of the central three, which are the anchor and its neighbours …; on pointy-topped
// hexes its east and south-east neighbours"; docs/shim.md "Larger tokens on hex maps").
test('larger tokens on hex pages: the anchor of the space under the token, its width in hexes', () => {
  const sizes = [
    { size: 'medium', spaceFeet: 5 },
    { size: 'large', spaceFeet: 10 },
    { size: 'huge', spaceFeet: 15 },
    { size: 'gargantuan', spaceFeet: 20 },
  ];
  const { grid } = roll20Grid(page({ grid_type: 'hex' }));
  const [x, y] = hexplorationCentre('hex', 3, 2); // cell [2, 3], an odd row
  // A Large token (140 px: 140 / 75.2 = 1.9 → 2 hexes across) snapped onto the hex's centre, as Roll20
  // snaps hex tokens: that hex is its anchor; 10 ft is large, whose space is 2 hexes, so no `space`.
  let t = roll20Token({ id: 'ogre', left: x, top: y, width: 140, height: 140 }, grid, { sizes });
  assert.deepEqual(t.span, [2, 2]);
  assert.deepEqual(t.spec.position, [2, 3]);
  assert.equal(t.spec.size, 'large');
  assert.equal(t.spec.space, undefined);
  // The same token centred on the corner [2, 3] shares with its east neighbour [3, 3] and its
  // south-east one ([3, 4]: odd rows are shoved right): the lower-right corner of [2, 3]'s hexagon,
  // half a hex right and a quarter of its height down (corner 2, clockwise from the top).
  const corner = [x + grid.hexWidth / 2, y + grid.hexHeight / 4];
  t = roll20Token({ id: 'ogre', left: corner[0], top: corner[1], width: 140, height: 140 }, grid, { sizes });
  assert.deepEqual(t.spec.position, [2, 3]);
  // … and back: the point such a token is drawn centred on.
  assert.ok(close(cellToCentre(grid, [2, 3], [2, 2]), corner, 0.11), "within Hexploration's rounding (above)");
  // The corner below [2, 3] (corner 3) is shared by [2, 3] and the two hexes below it, [2, 4] and
  // [3, 4]: a triangle pointing up, which is no space's core (pointy: the anchor, its east and
  // south-east neighbours). A token there is one side from two spaces' centres: corner 2 (the space
  // anchored at [2, 3]) and corner 4 of [2, 3], the corner [2, 3] shares with its west neighbour
  // [1, 3] and [2, 4] (the space anchored at [1, 3]). A hair to the right it reads as the first, a
  // hair to the left as the second.
  const below = [x, y + grid.hexHeight / 2 - 2];
  for (const [dx, want] of [
    [3, [2, 3]],
    [-3, [1, 3]],
  ]) {
    t = roll20Token({ id: 'ogre', left: below[0] + dx, top: below[1], width: 140, height: 140 }, grid, { sizes });
    assert.deepEqual(t.spec.position, want, `${dx} px beside the corner below`);
  }
  // A Huge token (210 px: 2.8 → 3 hexes) on the hex: the hex is its centre and anchor.
  t = roll20Token({ id: 'h', left: x, top: y, width: 210, height: 210 }, grid, { sizes });
  assert.deepEqual([t.spec.position, t.spec.size, t.spec.space], [[2, 3], 'huge', undefined]);
  // A 5-hex token (375 px) is wider than any size (gargantuan: 20 ft, 4 hexes): its space is given.
  t = roll20Token({ id: 'g', left: x, top: y, width: 375, height: 375 }, grid, { sizes });
  assert.deepEqual([t.spec.size, t.spec.space], ['gargantuan', [5, 5]]);
  // A Large token's drag: lastmove from the hex [1, 1] to [4, 1]'s centre, now at the corner above:
  // every point read as that space's anchor.
  const a = hexplorationCentre('hex', 1, 1);
  const b = hexplorationCentre('hex', 1, 4);
  const d = roll20Drag(
    { left: corner[0], top: corner[1], width: 140, height: 140, lastmove: [...a, ...b].join(',') },
    grid,
  );
  assert.deepEqual(d, { start: [1, 1], waypoints: [[4, 1]], current: [2, 3] });
  // Flat-topped ("hexr"): the Large space is the anchor, its south-east and south neighbours; centred
  // on the corner the three share, the right-hand lower corner of the anchor's hexagon (corner 1,
  // clockwise from the right-hand corner: a quarter of its width right and half its height down).
  const h = roll20Grid(page({ grid_type: 'hexr' })).grid;
  const [fx, fy] = hexplorationCentre('hexr', 2, 3); // cell [3, 2], an odd column
  const flatCorner = [fx + h.hexWidth / 4, fy + h.hexHeight / 2];
  t = roll20Token({ id: 'ogre', left: flatCorner[0], top: flatCorner[1], width: 140, height: 140 }, h, { sizes });
  assert.deepEqual([t.span, t.spec.position, t.spec.size], [[2, 2], [3, 2], 'large']);
});
