// A drag holds a creature by the cell under the pointer (docs/shim.md, "Drags"; docs/protocol.md,
// "Grab"): the shim sends that cell as `grab` and the pointer's cells, and the engine keeps the held
// cell under the pointer. A larger creature dragged by each of its cells is priced and placed as the
// same drag by its top-left cell, on squares and in the four hex layouts; the trial's ogre held by its
// lower-right square and dragged two squares east costs 10 ft and lands two squares east. A hover is
// one engine call, and the engine's outline of a space is drawn in pixels by outlinePoints.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { library } from '../harness.mjs';
import { engineHasHex } from '../hex-engine.mjs';
import {
  Session,
  hexGrid,
  pixelGrid,
  offsetToCube,
  cubeToOffset,
  hexSpaceOutline,
  outlinePoints,
  protocolGrid,
} from '../../shim/index.js';

let footwork;
let Scene; // web/lib's Scene class: its query is counted to see one engine call per hover
let hex;
before(async () => {
  const { load, Scene: sceneClass } = await library();
  Scene = sceneClass;
  footwork = await load();
  hex = await engineHasHex();
});

const ogre = (position, size = 'large') => ({ id: 'ogre', position, size, side: 'foes', speeds: { walk: 30 } });
const hero = (position) => ({ id: 'hero', position, side: 'party', speeds: { walk: 30 } });
// Where the held cell is when the anchor stands at `anchor`: the same offset on squares, the same cube
// offset on hexes (worked here from cube coordinates).
function pointerFor(layout, from, held, anchor) {
  if (!layout) return [held[0] + anchor[0] - from[0], held[1] + anchor[1] - from[1]];
  const [fq, fr] = offsetToCube(layout, from);
  const [hq, hr] = offsetToCube(layout, held);
  const [aq, ar] = offsetToCube(layout, anchor);
  return cubeToOffset(layout, [hq + aq - fq, hr + ar - fr]);
}
// What a drawn drag shows: every cell's position, cost and band, the attacks, the summary.
const shown = (a) => ({
  cells: a.cells.map((c) => [c.cell, c.total, c.band]),
  attacks: a.attacks,
  total: a.total,
  summary: a.summary,
  stop: a.stop,
});

function expectSameAsAnchor(session, layout, from, space, anchors) {
  const byAnchor = session.dragTo('ogre', { start: from, waypoints: anchors.slice(0, -1), current: anchors.at(-1) });
  assert.equal(byAnchor.kind, 'move', byAnchor.message);
  for (const held of space) {
    const cells = anchors.map((a) => pointerFor(layout, from, held, a));
    const byCell = session.dragTo('ogre', {
      start: from,
      grab: held,
      waypoints: cells.slice(0, -1),
      current: cells.at(-1),
    });
    assert.deepEqual(shown(byCell), shown(byAnchor), `held by ${held}`);
  }
}

test('squares: the ogre held by its lower-right square moves two squares east for 10 ft and lands there', () => {
  const s = new Session(footwork, {
    scene: { ruleset: 'sw5e', grid: { width: 10, height: 8 }, creatures: [ogre([2, 2])] },
  });
  s.beginDrag('ogre');
  const a = s.dragTo('ogre', { grab: [3, 3], current: [5, 3] });
  assert.equal(a.total, 10);
  assert.deepEqual(
    a.cells.map((c) => c.cell),
    [
      [3, 2],
      [4, 2],
    ],
  );
  const end = s.endDrag('ogre', { grab: [3, 3], current: [5, 3] });
  assert.equal(end.total, 10);
  assert.deepEqual(s.position('ogre'), [4, 2]);
  assert.deepEqual(s.spent('ogre'), { feet: 10, diagonals: 0, drags: 1 });
});

test('squares: a Large creature, and the 5e-fine hero inside its 4×4 space, dragged by each cell as by the corner', () => {
  let s = new Session(footwork, {
    scene: { ruleset: 'sw5e', grid: { width: 12, height: 10 }, creatures: [ogre([2, 2]), hero([5, 1])] },
  });
  const block = (at, n) => [...Array(n * n)].map((_, i) => [at[0] + (i % n), at[1] + Math.floor(i / n)]);
  expectSameAsAnchor(s, null, [2, 2], block([2, 2], 2), [
    [4, 2],
    [6, 4],
    [7, 4],
  ]);
  s = new Session(footwork, {
    scene: {
      ruleset: '5e-fine',
      grid: { width: 24, height: 16 },
      creatures: [hero([2, 4]), { id: 'orc', position: [8, 0], side: 'foes', speeds: { walk: 30 } }],
    },
  });
  const corner = s.dragTo('hero', { current: [20, 4] });
  assert.deepEqual(
    corner.attacks.map((x) => x.by),
    ['orc'],
  );
  for (const held of block([2, 4], 4)) {
    const byCell = s.dragTo('hero', { grab: held, current: pointerFor(null, [2, 4], held, [20, 4]) });
    assert.deepEqual(shown(byCell), shown(corner), `held by ${held}`);
  }
});

test('hexes: Large and Huge creatures dragged by each of their hexes as by their anchor, in the four layouts', (t) => {
  if (!hex) return t.skip('this engine build prices square grids only');
  for (const orientation of ['pointy', 'flat'])
    for (const offset of ['odd', 'even'])
      for (const size of ['large', 'huge']) {
        const layout = { type: 'hex', orientation, offset };
        const s = new Session(footwork, {
          scene: {
            ruleset: 'sw5e',
            grid: { width: 12, height: 12, ...layout },
            creatures: [ogre([5, 5], size), hero([9, 2])],
          },
        });
        const space = s.space('ogre').cells;
        assert.equal(space.length, size === 'large' ? 3 : 7);
        // East (pointy) or south-east (flat) twice, then down twice: steps whose offsets change with parity.
        const [q, r] = offsetToCube(layout, [5, 5]);
        const anchors = [
          [q + 1, r],
          [q + 2, r],
          [q + 2, r + 1],
          [q + 2, r + 2],
        ].map((c) => cubeToOffset(layout, c));
        expectSameAsAnchor(s, layout, [5, 5], space, anchors);
      }
});

test('bestPath by the held cell: the same search and price as by the anchor, in one engine call', (t) => {
  for (const layout of [null, { type: 'hex', orientation: 'pointy', offset: 'odd' }]) {
    if (layout && !hex) return t.skip('this engine build prices square grids only');
    const s = new Session(footwork, {
      scene: {
        ruleset: 'sw5e',
        grid: { width: 12, height: 12, ...(layout ?? {}) },
        creatures: [ogre([2, 2]), hero([6, 6])],
      },
    });
    const held = s.space('ogre').cells.at(-1);
    // The drag so far: two steps (a diagonal then east on squares; south-east then east on hexes).
    const [q, r] = layout ? offsetToCube(layout, [2, 2]) : [0, 0];
    const sofar = layout
      ? [
          [q, r + 1],
          [q + 1, r + 1],
        ].map((c) => cubeToOffset(layout, c))
      : [
          [3, 3],
          [4, 3],
        ];
    const target = [9, 8];
    const byAnchor = s.bestPath('ogre', target, { after: { path: sofar } });
    let calls = 0;
    const query = Scene.prototype.query;
    Scene.prototype.query = function (request) {
      calls++;
      return query.call(this, request);
    };
    const p = (a) => pointerFor(layout, [2, 2], held, a);
    let byCell;
    try {
      byCell = s.bestPath('ogre', p(target), { after: { grab: held, path: sofar.map(p) } });
    } finally {
      Scene.prototype.query = query;
    }
    assert.equal(calls, 1);
    assert.equal(byCell.kind, 'move', byCell.message);
    assert.deepEqual(shown(byCell), shown(byAnchor));
    assert.deepEqual(byCell.search, byAnchor.search);
  }
});

test("the engine's outline of a space, in pixels, goes round the same hexes as the space's sides", (t) => {
  if (!hex) return t.skip('this engine build prices square grids only');
  const key = (p) => p.map((v) => v.toFixed(6)).join(',');
  for (const orientation of ['pointy', 'flat'])
    for (const offset of ['odd', 'even'])
      for (const [size, across] of [
        ['medium', 1],
        ['large', 2],
        ['huge', 3],
        ['gargantuan', 4],
      ]) {
        const grid = hexGrid({ orientation, offset, hexWidth: 60, width: 14, height: 14 });
        const s = new Session(footwork, {
          scene: { ruleset: 'sw5e', grid: protocolGrid(grid), creatures: [ogre([6, 6], size)] },
        });
        for (const at of [
          [6, 6],
          [7, 7],
        ]) {
          const engine = outlinePoints(grid, s.space('ogre', { at }).outline).map(key);
          const js = hexSpaceOutline(grid, at, across).map(key);
          // The same closed polygon, clockwise: the same points in the same cyclic order.
          assert.equal(engine.length, js.length, `${orientation} ${offset} ${size} at ${at}`);
          const shift = js.indexOf(engine[0]);
          assert.ok(shift >= 0);
          assert.deepEqual(
            engine,
            [...js.slice(shift), ...js.slice(0, shift)],
            `${orientation} ${offset} ${size} at ${at}`,
          );
        }
      }
  const squares = pixelGrid({ cellPx: 50, offsetX: 10 });
  const s = new Session(footwork, {
    scene: { ruleset: 'sw5e', grid: { width: 8, height: 8 }, creatures: [ogre([2, 2])] },
  });
  assert.deepEqual(outlinePoints(squares, s.space('ogre').outline), [
    [110, 100],
    [210, 100],
    [210, 200],
    [110, 200],
  ]);
  const placed = s.space('ogre', { grab: [3, 3], pointer: [5, 3] });
  assert.deepEqual(placed.at, [4, 2]);
});
