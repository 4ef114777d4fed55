// Wall polylines in pixels → the engine's cell edges (web/shim/walls.js), and Roll20's paths, doors
// and windows → polylines (web/roll20/roll20.js). Plain geometry, no engine. Every expected edge set is
// worked out by hand beside the check, on a grid of 70-px cells (Roll20 at snapping_increment 1).
// An edge key "x,y,E" is the edge between [x,y] and [x+1,y]; "x,y,S" between [x,y] and [x,y+1].
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pixelGrid, segmentEdges, polylineEdges, mergeEdges, edgeChanges, edgesToWalls } from '../../shim/index.js';
import {
  roll20Barrier,
  roll20Barriers,
  legacyPathLines,
  pathv2Lines,
  portalLine,
  roll20Grid,
} from '../../roll20/index.js';

const grid = pixelGrid({ cellPx: 70, cellFeet: 5, width: 6, height: 6 });
const sorted = (set) => [...set].sort();
const px = (x, y) => [70 * x, 70 * y]; // grid corner [x, y] in pixels

test('axis-aligned walls block exactly the edges they run along', () => {
  // Grid line x = 2 from corner (2,0) to (2,3): the steps [1,y] → [2,y] for rows 0, 1, 2 cross it
  // (their centre lines at y = 0.5, 1.5, 2.5 lie within 0…3); nothing else does.
  assert.deepEqual(sorted(segmentEdges(grid, px(2, 0), px(2, 3))), ['1,0,E', '1,1,E', '1,2,E']);
  // Grid line y = 4 from x = 1 to 4: the steps [x,3] → [x,4] for columns 1, 2, 3.
  assert.deepEqual(sorted(segmentEdges(grid, px(1, 4), px(4, 4))), ['1,3,S', '2,3,S', '3,3,S']);
  // Drawn the other way round: the same edges.
  assert.deepEqual(sorted(segmentEdges(grid, px(4, 4), px(1, 4))), ['1,3,S', '2,3,S', '3,3,S']);
  // A wall ending half-way down row 1 (y = 1.5 cells = 105 px) touches the centre line of row 1:
  // touching counts, rows 0 and 1. Ending at 100 px, short of it: row 0 only.
  assert.deepEqual(sorted(segmentEdges(grid, [140, 0], [140, 105])), ['1,0,E', '1,1,E']);
  assert.deepEqual(sorted(segmentEdges(grid, [140, 0], [140, 100])), ['1,0,E']);
  // A wall on the page's border has no edge of the grid to block (x = 0: no cell west of it).
  assert.deepEqual(sorted(segmentEdges(grid, px(0, 0), px(0, 6))), []);
  // A point is no wall.
  assert.deepEqual(sorted(segmentEdges(grid, px(2, 2), px(2, 2))), []);
});

test('a 45° wall from corner to corner: a staircase of edges, the cells it runs through kept on one side', () => {
  // Corner (0,0) to (3,3), the line y = x through the centres of [0,0], [1,1], [2,2]. Those centres
  // count on the wall's left (from (0,0) towards (3,3) on screen: the side where y > x), so cells
  // with y ≥ x are on one side, y < x on the other. Blocked: every step between the two sides whose
  // centre line meets the wall between its ends:
  //   [k,k] → [k+1,k] meets it at (k+.5, k+.5): k = 0, 1, 2 (k = 3 would be at 3.5, past the end);
  //   [k+1,k] → [k+1,k+1] at (k+1.5, k+1.5): k = 0, 1 (2 is past the end).
  assert.deepEqual(sorted(segmentEdges(grid, px(0, 0), px(3, 3))), ['0,0,E', '1,0,S', '1,1,E', '2,1,S', '2,2,E']);
});

test('a shallow diagonal wall blocks the steps crossing it and leaves its ends open', () => {
  // Corner (0,0) to (3,1): y = x/3 (cell units). Below or on it (3·y ≥ x at the centre): [0,0],
  // [1,0] (on it: 1.5 = 1.5) and all of row 1; above: [2,0], [3,0]. Steps between the two sides
  // meeting the wall between its ends: [1,0] → [2,0] (at (1.5, 0.5)) and [2,0] → [2,1] (at
  // (2.5, 0.83)); [3,0] → [3,1] meets the line at x = 3.5, past the end at x = 3: open.
  // The diagonals through corner (3,1) touch the wall's end; the edge [2,0]|[2,1] touches that
  // corner, so the engine's corner rule already stops them (nothing added).
  assert.deepEqual(sorted(segmentEdges(grid, px(0, 0), px(3, 1))), ['1,0,E', '2,0,S']);
});

test('a wall shorter than a cell across a diagonal step blocks that diagonal through its corner', () => {
  // From (120, 120) to (160, 160) px: inside the square of the centres of [1,1], [2,1], [1,2], [2,2]
  // (105…175 px), it crosses no orthogonal step but cuts the diagonal [2,1] → [1,2] (at (140,140)).
  // Its left side (y > x): [1,2], and [1,1], [2,2] (on the line); right: [2,1]. The edges around the
  // corner (2,2) whose cells lie on opposite sides are blocked: [1,1]|[2,1] and [2,1]|[2,2].
  assert.deepEqual(sorted(segmentEdges(grid, [120, 120], [160, 160])), ['1,1,E', '2,1,S']);
});

test('polylines: each piece in turn; closed shapes join the last point to the first', () => {
  // An L: along y = 1 from x = 1 to 3, then down x = 3 to y = 3.
  // First piece: [1,0]|[1,1], [2,0]|[2,1]. Second: [2,1]|[3,1], [2,2]|[3,2].
  assert.deepEqual(sorted(polylineEdges(grid, [px(1, 1), px(3, 1), px(3, 3)])), ['1,0,S', '2,0,S', '2,1,E', '2,2,E']);
  // The square with corners (1,1) and (3,3), closed: its four sides, two edges each.
  const square = [px(1, 1), px(3, 1), px(3, 3), px(1, 3)];
  const sides = ['0,1,E', '0,2,E', '1,0,S', '1,2,S', '2,0,S', '2,1,E', '2,2,E', '2,2,S'];
  assert.deepEqual(sorted(polylineEdges(grid, square, { closed: true })), sides);
  // Left open, the side from (1,3) back to (1,1) is missing.
  assert.deepEqual(sorted(polylineEdges(grid, square)), ['1,0,S', '1,2,S', '2,0,S', '2,1,E', '2,2,E', '2,2,S']);
});

test('cells of 35 px (snapping_increment 0.5) and an offset grid', () => {
  const half = roll20Grid({
    width: 3,
    height: 3,
    snapping_increment: 0.5,
    scale_number: 5,
    scale_units: 'ft',
    grid_type: 'square',
  }).grid;
  assert.equal(half.cellPx, 35);
  assert.equal(half.width, 6);
  // 70 px is grid line 2 of 35-px cells: from 0 to 105 px (3 cells) → rows 0, 1, 2 of column line 2.
  assert.deepEqual(sorted(segmentEdges(half, [70, 0], [70, 105])), ['1,0,E', '1,1,E', '1,2,E']);
  const shifted = pixelGrid({ cellPx: 50, offsetX: 10, offsetY: 20, width: 4, height: 4 });
  // Grid line x = 1 is at 60 px; rows 0 and 1 span 20…120 px.
  assert.deepEqual(sorted(segmentEdges(shifted, [60, 20], [60, 120])), ['0,0,E', '0,1,E']);
});

test('merging: the strongest kind on an edge; changes as setEdge calls; edges as protocol walls', () => {
  const merged = mergeEdges([
    { kind: 'door-open', edges: new Set(['1,0,E', '1,1,E']) },
    { kind: 'wall', edges: new Set(['1,1,E']) },
    { kind: 'window', edges: ['3,3,S'] },
    { kind: 'door-closed', edges: ['3,3,S'] },
  ]);
  // A wall under an open door still blocks; a closed door over a window blocks sight too.
  assert.deepEqual(Object.fromEntries(merged), { '1,0,E': 'door-open', '1,1,E': 'wall', '3,3,S': 'door-closed' });
  const after = new Map([
    ['1,0,E', 'door-closed'],
    ['1,1,E', 'wall'],
  ]);
  assert.deepEqual(edgeChanges(merged, after), [
    { a: [1, 0], b: [2, 0], kind: 'door-closed' },
    { a: [3, 3], b: [3, 4], kind: 'none' },
  ]);
  // "x,y,E" lies on grid line x + 1 from corner (x+1, y) to (x+1, y+1); "x,y,S" on line y + 1.
  assert.deepEqual(edgesToWalls(merged), [
    { from: [2, 0], to: [2, 1], kind: 'door-open' },
    { from: [2, 1], to: [2, 2], kind: 'wall' },
    { from: [3, 4], to: [4, 4], kind: 'door-closed' },
  ]);
});

test('Roll20 legacy paths: _path relative to a box centred at left/top, scaled and rotated', () => {
  // A line from (0,0) to (0,210) in a 0 × 210 box centred at (140, 105): page points (140,0)–(140,210).
  const line = {
    id: 'p1',
    type: 'path',
    layer: 'walls',
    _path: '[["M",0,0],["L",0,210]]',
    left: 140,
    top: 105,
    width: 0,
    height: 210,
    scaleX: 1,
    scaleY: 1,
    rotation: 0,
  };
  assert.deepEqual(legacyPathLines(line), [
    {
      points: [
        [140, 0],
        [140, 210],
      ],
    },
  ]);
  assert.deepEqual(
    roll20Barriers([line], grid).map((b) => [b.id, b.kind, sorted(b.edges)]),
    [['p1', 'wall', ['1,0,E', '1,1,E', '1,2,E']]],
  );
  // Half the size drawn at scale 2 is the same line.
  assert.deepEqual(legacyPathLines({ ...line, _path: '[["M",0,0],["L",0,105]]', height: 105, scaleY: 2 }), [
    {
      points: [
        [140, 0],
        [140, 210],
      ],
    },
  ]);
  // A horizontal 140-px line centred at (140,140), turned 90°: vertical from (140,70) to (140,210).
  const turned = legacyPathLines({
    ...line,
    _path: '[["M",0,0],["L",140,0]]',
    left: 140,
    top: 140,
    width: 140,
    height: 0,
    rotation: 90,
  });
  assert.deepEqual(
    turned[0].points.map(([x, y]) => [Math.round(x), Math.round(y)]),
    [
      [140, 70],
      [140, 210],
    ],
  );
  // Only the walls layer counts; a map-layer drawing is no barrier.
  assert.equal(roll20Barrier({ ...line, layer: 'map' }), null);
  // barrierType: transparent → window (blocks movement, not sight); oneWay → wall (docs/extension.md).
  assert.equal(roll20Barrier({ ...line, barrierType: 'transparent' }).kind, 'window');
  assert.equal(roll20Barrier({ ...line, barrierType: 'oneWay' }).kind, 'wall');
  // "Z" closes the shape: a 70 × 70 square from (70,70) → its four sides.
  const box = legacyPathLines({
    ...line,
    _path: '[["M",0,0],["L",70,0],["L",70,70],["L",0,70],["Z"]]',
    left: 105,
    top: 105,
    width: 70,
    height: 70,
  });
  assert.deepEqual(box, [
    {
      points: [
        [70, 70],
        [140, 70],
        [140, 140],
        [70, 140],
        [70, 70],
      ],
    },
  ]);
  // A cubic curve is flattened; its ends are kept.
  const curve = legacyPathLines({
    ...line,
    _path: '[["M",0,0],["C",0,70,70,140,140,140]]',
    left: 70,
    top: 70,
    width: 140,
    height: 140,
  });
  assert.deepEqual(curve[0].points[0], [0, 0]);
  assert.deepEqual(curve[0].points.at(-1), [140, 140]);
  assert.ok(curve[0].points.length > 3);
});

test('Roll20 pathv2: points relative to their own bounds, centred at x/y; rec and eli shapes', () => {
  const v2 = {
    id: 'v1',
    type: 'pathv2',
    layer: 'walls',
    shape: 'pol',
    points: '[[10,10],[10,220]]',
    x: 140,
    y: 105,
    rotation: 0,
    barrierType: 'wall',
  };
  assert.deepEqual(pathv2Lines(v2), [
    {
      points: [
        [140, 0],
        [140, 210],
      ],
    },
  ]);
  assert.deepEqual(sorted(roll20Barriers([v2], grid)[0].edges), ['1,0,E', '1,1,E', '1,2,E']);
  // points as an array work too.
  assert.deepEqual(
    pathv2Lines({
      ...v2,
      points: [
        [0, 0],
        [0, 210],
      ],
    }),
    [
      {
        points: [
          [140, 0],
          [140, 210],
        ],
      },
    ],
  );
  // rec: the rectangle of two corners, here (70,70)–(210,210): the closed square of the polyline test.
  const rec = { ...v2, shape: 'rec', points: '[[0,0],[140,140]]', x: 140, y: 140 };
  assert.deepEqual(sorted(roll20Barriers([rec], grid)[0].edges), [
    '0,1,E',
    '0,2,E',
    '1,0,S',
    '1,2,S',
    '2,0,S',
    '2,1,E',
    '2,2,E',
    '2,2,S',
  ]);
  // eli: a closed ring (32 sides) inside the same corners.
  const eli = pathv2Lines({ ...rec, shape: 'eli' });
  assert.equal(eli[0].points.length, 32);
  assert.equal(eli[0].closed, true);
});

test('Roll20 doors and windows: x, y with the Y axis inverted, handles relative to them', () => {
  // x = left = 140, y = −top = −140; handles (0,0) and (0,−70) (Y up): page points (140,140) and (140,210).
  const door = {
    id: 'd1',
    type: 'door',
    x: 140,
    y: -140,
    isOpen: false,
    isLocked: false,
    isSecret: false,
    path: { handle0: { x: 0, y: 0 }, handle1: { x: 0, y: -70 } },
  };
  assert.deepEqual(portalLine(door), {
    points: [
      [140, 140],
      [140, 210],
    ],
  });
  const b = roll20Barriers([door], grid)[0];
  assert.deepEqual([b.kind, sorted(b.edges)], ['door-closed', ['1,2,E']]);
  assert.equal(roll20Barrier({ ...door, isOpen: true }).kind, 'door-open');
  // Locked or secret, a closed door is still a door that blocks.
  assert.equal(roll20Barrier({ ...door, isLocked: true, isSecret: true }).kind, 'door-closed');
  // The path as JSON text.
  assert.deepEqual(portalLine({ ...door, path: JSON.stringify(door.path) }), {
    points: [
      [140, 140],
      [140, 210],
    ],
  });
  // A window blocks movement; an open one lets tokens climb through (help centre 11462645998999).
  const win = { ...door, id: 'w1', type: 'window' };
  assert.equal(roll20Barrier(win).kind, 'window');
  assert.equal(roll20Barrier({ ...win, isOpen: true }).kind, 'door-open');
  // Without handles there is nothing to place.
  assert.equal(roll20Barrier({ ...door, path: {} }), null);
});

test("no step that crosses a wall is left open (random walls, the engine's corner rule for diagonals)", () => {
  // A step properly crossing the drawn segment (the two lines cross at a point inside both) must be
  // refused: an orthogonal step by its own edge, a diagonal one by "a blocking wall segment that
  // touches the corner it passes through" (docs/protocol.md, "Walls").
  let seed = 12345;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const g = pixelGrid({ cellPx: 70, width: 8, height: 8 });
  const o = (a, b, c) => (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
  const crosses = (p, q, a, b) => o(p, q, a) * o(p, q, b) < 0 && o(a, b, p) * o(a, b, q) < 0;
  const centre = ([x, y]) => [70 * x + 35, 70 * y + 35];
  const touches = (edges, [cx, cy]) =>
    edges.has(`${cx - 1},${cy - 1},E`) ||
    edges.has(`${cx - 1},${cy},E`) ||
    edges.has(`${cx - 1},${cy - 1},S`) ||
    edges.has(`${cx},${cy - 1},S`);
  let checked = 0;
  for (let n = 0; n < 300; n++) {
    // Half the walls snapped to grid corners, half anywhere.
    const pt = () => (n % 2 ? [Math.round(rnd() * 8) * 70, Math.round(rnd() * 8) * 70] : [rnd() * 560, rnd() * 560]);
    const p = pt();
    const q = pt();
    const edges = segmentEdges(g, p, q);
    for (let y = 0; y < 8; y++)
      for (let x = 0; x < 8; x++) {
        for (const [dx, dy] of [
          [1, 0],
          [0, 1],
          [1, 1],
          [-1, 1],
        ]) {
          const b = [x + dx, y + dy];
          if (b[0] < 0 || b[0] >= 8 || b[1] >= 8) continue;
          if (!crosses(p, q, centre([x, y]), centre(b))) continue;
          checked++;
          if (dx === 0 || dy === 0)
            assert.ok(edges.has(`${x},${y},${dx ? 'E' : 'S'}`), `step [${x},${y}]→[${b}] crosses ${p}–${q}`);
          else assert.ok(touches(edges, [Math.max(x, b[0]), y + 1]), `diagonal [${x},${y}]→[${b}] crosses ${p}–${q}`);
        }
      }
  }
  assert.ok(checked > 1000, `${checked} crossing steps checked`);
});
