// Pixel geometry and Roll20's names → cells (web/shim/geometry.js, web/roll20/roll20.js). Plain
// arithmetic, no engine: every expected value is worked out in the comment beside it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  pixelGrid,
  spanCells,
  centreToCell,
  cellToCentre,
  pixelToCell,
  rectCells,
  lineCells,
  dragPath,
  isDiagonal,
} from '../../shim/index.js';
import {
  roll20Grid,
  roll20Drag,
  roll20Token,
  roll20Terrain,
  parseLastmove,
  rulesetForDiagonal,
  sizeForSpan,
} from '../../roll20/index.js';

// sw5e's size table as the rulesets query gives it (spaceFeet): tiny 2.5, small/medium 5, large 10, huge 15, gargantuan 20.
const sw5eSizes = [
  { size: 'tiny', spaceFeet: 2.5 },
  { size: 'small', spaceFeet: 5 },
  { size: 'medium', spaceFeet: 5 },
  { size: 'large', spaceFeet: 10 },
  { size: 'huge', spaceFeet: 15 },
  { size: 'gargantuan', spaceFeet: 20 },
];

test('a token centre → top-left cell of its space, with an offset grid', () => {
  const g = pixelGrid({ cellPx: 50, offsetX: 10, offsetY: 20 });
  // One cell: centre (85, 145) is 75/50 = 1.5 cells right and 125/50 = 2.5 down of the origin → cell [1, 2].
  assert.deepEqual(centreToCell(g, 85, 145), [1, 2]);
  // Not snapped: (99, 130) → 1.78 − 0.5 = 1.28 → 1; 2.2 − 0.5 = 1.7 → 2.
  assert.deepEqual(centreToCell(g, 99, 130), [1, 2]);
  // A 2×2 space centred on the grid corner (110, 120): corner at 2 cells, 2 cells; minus one → [1, 1].
  assert.deepEqual(centreToCell(g, 110, 120, [2, 2]), [1, 1]);
  assert.deepEqual(cellToCentre(g, [1, 1], [2, 2]), [110, 120]);
  assert.deepEqual(pixelToCell(g, 9, 20), [-1, 0]);
  assert.deepEqual(spanCells(g, 100, 150), [2, 3]);
  assert.deepEqual(spanCells(g, 20, 20), [1, 1], 'a token smaller than a cell still takes one');
  assert.deepEqual(spanCells(g, 'wide', undefined), [1, 1], 'a size that is no number counts as one cell, not NaN');
  // Cells whose centres lie in [10, 20)–(110, 120): x centres 35, 85 → 0, 1; y centres 45, 95 → 0, 1.
  assert.deepEqual(rectCells(g, 10, 20, 110, 120), [
    [0, 0],
    [1, 0],
    [0, 1],
    [1, 1],
  ]);
});

test('straight segments between waypoints become king-move paths', () => {
  // (0,0) → (3,1): three steps, the one diagonal in the middle: x 1,2,3; y round(1/3)=0, round(2/3)=1, 1.
  assert.deepEqual(lineCells([0, 0], [3, 1]), [
    [1, 0],
    [2, 1],
    [3, 1],
  ]);
  assert.deepEqual(lineCells([2, 2], [0, 0]), [
    [1, 1],
    [0, 0],
  ]);
  assert.deepEqual(lineCells([1, 1], [1, 1]), []);
  // Start, a waypoint, the current cell; a repeated point adds nothing.
  assert.deepEqual(
    dragPath(
      [0, 0],
      [
        [2, 0],
        [2, 0],
      ],
      [2, 2],
    ),
    [
      [1, 0],
      [2, 0],
      [2, 1],
      [2, 2],
    ],
  );
  for (const path of [lineCells([0, 0], [7, -3]), dragPath([5, 5], [[1, 2]], [9, 0])]) {
    for (let i = 1; i < path.length; i++) {
      const [a, b] = [path[i - 1], path[i]];
      assert.ok(
        Math.abs(b[0] - a[0]) <= 1 && Math.abs(b[1] - a[1]) <= 1 && (a[0] !== b[0] || a[1] !== b[1]),
        `neighbours ${a} → ${b}`,
      );
    }
  }
  assert.equal(isDiagonal([0, 0], [1, 1]), true);
  assert.equal(isDiagonal([0, 0], [1, 0]), false);
});

test('Roll20 page → grid: snapping_increment × 70 px cells of scale_number ft', () => {
  // 20 × 15 units of 70 px = 1400 × 1050 px; cells of 0.5 × 70 = 35 px → 40 × 30 cells of 5 ft.
  const { grid, problems } = roll20Grid({
    width: 20,
    height: 15,
    snapping_increment: 0.5,
    scale_number: 5,
    scale_units: 'ft',
    grid_type: 'square',
  });
  assert.deepEqual(problems, []);
  assert.equal(grid.cellPx, 35);
  assert.equal(grid.width, 40);
  assert.equal(grid.height, 30);
  assert.equal(grid.cellFeet, 5);
  // An isometric page and metres are reported, never silently priced as squares of feet (hex pages
  // are hexes: roll20-hex.test.mjs).
  const iso = roll20Grid({
    width: 10,
    height: 10,
    snapping_increment: 1,
    scale_number: 1.5,
    scale_units: 'm',
    grid_type: 'isometric',
  });
  assert.deepEqual(
    iso.problems.map((p) => p.code),
    ['unsupported-grid', 'unsupported-units'],
  );
  assert.equal(iso.grid.cellFeet, 5);
  const hex = roll20Grid({
    width: 10,
    height: 10,
    snapping_increment: 1,
    scale_number: 1.5,
    scale_units: 'm',
    grid_type: 'hex',
  });
  assert.deepEqual(
    hex.problems.map((p) => p.code),
    ['unsupported-units'],
  );
  assert.equal(hex.grid.type, 'hex');
  assert.deepEqual(
    roll20Grid({ width: 5, height: 5, snapping_increment: 0, scale_number: 5, scale_units: 'ft' }).problems.map(
      (p) => p.code,
    ),
    ['no-snapping'],
  );
});

test('Roll20 diagonaltype picks the ruleset family, counting diagonals as the ruler does (web/shim/host-rules.js)', () => {
  assert.deepEqual(rulesetForDiagonal('foure').ruleset, { base: 'sw5e', diagonal: 'one' });
  assert.deepEqual(rulesetForDiagonal('foure', 1.25).ruleset, { base: '5e-fine', diagonal: 'one' });
  assert.equal(rulesetForDiagonal('threefive', 1.25).ruleset, '5e-fine');
  assert.equal(rulesetForDiagonal('threefive').ruleset, 'dnd35');
  assert.ok(rulesetForDiagonal('pythagorean').note);
});

test('Roll20 tokens: left/top centres and width/height → position and size', () => {
  const { grid } = roll20Grid({ width: 10, height: 10, snapping_increment: 1, scale_number: 5, scale_units: 'ft' });
  // A 70-px token centred at (105, 175): cell (105 − 35) / 70 = 1, (175 − 35) / 70 = 2; 5 ft → medium.
  const hero = roll20Token(
    { id: '-Mhero', name: 'Hero', left: 105, top: 175, width: 70, height: 70, controlledby: 'player1' },
    grid,
    { sizes: sw5eSizes, speed: 30 },
  );
  assert.deepEqual(hero.spec, {
    id: '-Mhero',
    position: [1, 2],
    size: 'medium',
    speeds: { walk: 30 },
    side: 'players',
  });
  assert.equal(hero.name, 'Hero');
  // 140 px centred at (280, 140): space 2×2 with top-left (280 − 70) / 70 = 3, (140 − 70) / 70 = 1; 10 ft → large; GM token.
  const ogre = roll20Token({ id: 'og', left: 280, top: 140, width: 140, height: 140, controlledby: '' }, grid, {
    sizes: sw5eSizes,
  });
  assert.deepEqual(ogre.spec, { id: 'og', position: [3, 1], size: 'large', side: 'gm' });
  // 35 px = 2.5 ft → tiny, in the cell under its centre (52.5, 52.5) → [0, 0].
  assert.equal(
    roll20Token({ id: 't', left: 52.5, top: 52.5, width: 35, height: 35 }, grid, { sizes: sw5eSizes }).spec.size,
    'tiny',
  );
  // 70 × 140: a 1 × 2 space keeps its shape.
  assert.deepEqual(
    roll20Token({ id: 'l', left: 35, top: 70, width: 70, height: 140 }, grid, { sizes: sw5eSizes }).spec.space,
    [1, 2],
  );
  assert.equal(sizeForSpan([3, 3], 5, sw5eSizes), 'huge');
});

test('Roll20 lastmove + the current centre → drag start, waypoints and current cell', () => {
  assert.deepEqual(parseLastmove('35,35,175,35'), [
    [35, 35],
    [175, 35],
  ]);
  assert.deepEqual(parseLastmove(''), []);
  const { grid } = roll20Grid({ width: 10, height: 10, snapping_increment: 1, scale_number: 5, scale_units: 'ft' });
  // Start (35,35) → cell [0,0]; waypoint (175,35) → [2,0]; now at (175,175) → [2,2].
  assert.deepEqual(roll20Drag({ left: 175, top: 175, width: 70, height: 70, lastmove: '35,35,175,35' }, grid), {
    start: [0, 0],
    waypoints: [[2, 0]],
    current: [2, 2],
  });
  assert.equal(roll20Drag({ left: 175, top: 175, width: 70, height: 70, lastmove: '' }, grid), null);
  // A 140-px (2×2) token: its centre sits on grid corners. Start (140,140) → top-left [1,1]; waypoint
  // (280,140) → [3,1]; now at (280,280) → [3,3].
  assert.deepEqual(roll20Drag({ left: 280, top: 280, width: 140, height: 140, lastmove: '140,140,280,140' }, grid), {
    start: [1, 1],
    waypoints: [[3, 1]],
    current: [3, 3],
  });
});

test('Roll20 difficult terrain by convention: map-layer graphics named "difficult…"', () => {
  const { grid } = roll20Grid({ width: 10, height: 10, snapping_increment: 1, scale_number: 5, scale_units: 'ft' });
  const regions = roll20Terrain(
    [
      // 140 × 70 centred at (210, 105): x 140..280 → cells 2, 3; y 70..140 → cell 1.
      { id: 'd1', layer: 'map', name: 'Difficult terrain', left: 210, top: 105, width: 140, height: 70 },
      { id: 'd2', layer: 'gmlayer', name: 'difficult x2', left: 35, top: 35, width: 70, height: 70 },
      { id: 'x', layer: 'objects', name: 'difficult', left: 35, top: 35, width: 70, height: 70 },
      { id: 'y', layer: 'map', name: 'Floor', left: 35, top: 35, width: 70, height: 70 },
    ],
    grid,
  );
  assert.deepEqual(regions, [
    {
      id: 'd1',
      cells: [
        [2, 1],
        [3, 1],
      ],
      terrain: { difficult: 1 },
    },
    { id: 'd2', cells: [[0, 0]], terrain: { difficult: 2 } },
  ]);
});
