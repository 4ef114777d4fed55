// The Footwork tool in the Owlbear host replica (harness/host.js), driven by the real mouse
// (Playwright's page.mouse over the harness canvas, which turns it into the tool-mode events the SDK's
// lib/api/ToolApi.js dispatches). Expected costs are worked out by hand from the rule texts, quoted
// beside each check. Every drag also checks what was written: only local items and the moved token.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  hostForFile,
  openHost,
  status,
  token,
  mapImage,
  difficult,
  wall,
  at,
  settle,
  mouseDrag,
  labels,
  squareOf,
  screenshot,
  writes,
  panel,
  PLUGIN,
} from './helpers.mjs';
import { straightened } from '../../owlbear/src/layout.js';
import { pieces, PIECE_POINTS } from '../../owlbear/src/path-pieces.js';
import { cellToCentre, hexGrid } from '../../shim/index.js';

let built;
let browser;
hostForFile((h) => ({ built, browser } = h));

test('a path curve keeps the points where it turns or turns back, not those along a straight run', () => {
  const pt = (/** @type {number[]} */ [x, y]) => ({ x, y });
  // right 3, then diagonally 2, then back the way it came 1: the ends, the turn, the turn back
  const stairs = [
    [0, 0],
    [1, 0],
    [2, 0],
    [3, 0],
    [4, 1],
    [5, 2],
    [4, 1],
  ].map(pt);
  assert.deepEqual(
    straightened(stairs),
    [
      [0, 0],
      [3, 0],
      [5, 2],
      [4, 1],
    ].map(pt),
  );
  // a Bresenham-like line has no straight runs of three: every point stays
  const zigzag = [
    [0, 0],
    [1, 0],
    [2, 1],
    [3, 1],
    [4, 2],
  ].map(pt);
  assert.deepEqual(straightened(zigzag), zigzag);
  // hex centres along a row of flat hexes' diagonal (not exact in floating point) are one line
  const grid = hexGrid({ orientation: 'flat', offset: 'odd', hexHeight: 150 });
  const line = [
    [0, 0],
    [1, 0],
    [2, 1],
    [3, 1],
  ].map((c) => pt(cellToCentre(grid, c)));
  assert.deepEqual(straightened(line), [line[0], line[3]]);
  assert.deepEqual(straightened([pt([1, 1]), pt([1, 1]), pt([2, 2])]).length, 3, 'a point repeated stays');
});

const hero = (cell = [2, 2], extra = {}) => token('hero', 'Hero', cell, { side: 'party', walk: 30, ...extra });
const orc = (cell) => token('orc', 'the orc', cell, { side: 'monsters', walk: 30 });
const localWrites = (log) => writes(log).filter((m) => m.id.startsWith('OBR_SCENE_LOCAL_'));
const sceneWrites = (log) =>
  writes(log).filter(
    (m) => m.id.startsWith('OBR_SCENE_ITEMS_') || m.id.startsWith('OBR_SCENE_SET') || m.id.startsWith('OBR_ROOM_SET'),
  );
// The spent movement a token carries; the move's record beside it (`last`) is move-record.test.mjs's.
const spentOf = (page, id) =>
  page.evaluate(
    ([id, key]) => {
      const { last, ...spent } = window.harness.state.items.find((i) => i.id === id).metadata[key] ?? {};
      return last === undefined && Object.keys(spent).length === 0 ? undefined : spent;
    },
    [id, `${PLUGIN}/spent`],
  );

// Only the token that was moved, and only its position and Footwork's spent-movement record.
function assertOnlyTokenWritten(log, id) {
  const scene = sceneWrites(log);
  assert.equal(scene.length, 1, `one scene write, got ${scene.map((m) => m.id).join(', ')}`);
  assert.equal(scene[0].id, 'OBR_SCENE_ITEMS_UPDATE_ITEMS');
  assert.deepEqual(
    scene[0].data.updates.map((u) => u.id),
    [id],
  );
  assert.deepEqual(Object.keys(scene[0].data.updates[0]).sort(), ['id', 'metadata', 'position', 'type']);
  for (const m of log.filter((x) => x.dir === 'in' && x.id === 'OBR_INTERACTION_START_ITEM_INTERACTION'))
    assert.equal(m.data.baseState.id, id);
  const others = writes(log).filter(
    (m) => !/^OBR_(SCENE_LOCAL_|SCENE_ITEMS_UPDATE_ITEMS|TOOL_MODE_CREATE|INTERACTION_)/.test(m.id),
  );
  assert.deepEqual(
    others.map((m) => m.id),
    [],
  );
}

test('sw5e: three diagonals cost 5 + 10 + 5 ft; the reach is drawn at drag start, the path and label per move, the token moves at drag end', async () => {
  const page = await openHost(browser, built, { items: [mapImage(14, 11), hero(), orc([11, 8])] });
  try {
    const before = await page.evaluate(() => window.harness.log.length);
    await mouseDrag(
      page,
      [
        [2, 2],
        [3, 3],
        [4, 4],
        [5, 5],
      ],
      { release: false },
    );
    // At drag start: the reachable area as local items, one filled path per band.
    const local = await page.evaluate(() =>
      window.harness.state.local.map((i) => ({ type: i.type, name: i.name, points: i.points?.length ?? 0 })),
    );
    assert.ok(local.some((i) => i.name === 'Footwork reach (speed)'));
    assert.ok(local.some((i) => i.name === 'Footwork reach (dash)'));
    // sw5e (001_6f3b7c2346b579a3.txt): "the first diagonal square counts as 5 feet, but the second
    // diagonal square counts as 10 feet. This pattern of 5 feet and then 10 feet continues" → 5 + 10 + 5.
    assert.deepEqual(await labels(page), ['20 ft · within speed\n10 ft of speed left, 40 ft within Dash']);
    // start to [5,5]: one straight line, drawn from its two ends (layout.js straightened)
    assert.equal(local.find((i) => i.name === 'Footwork path (speed)').points, 2);
    assert.equal(local.find((i) => i.name === 'Footwork path (dash)').points, 0);
    await screenshot(page, 'owlbear-drag-diagonals.png');
    // The fast path: every per-move update of the path is a fast update of local items.
    const log1 = (await page.evaluate(() => window.harness.log)).slice(before);
    const updates = log1.filter((m) => m.dir === 'in' && m.id === 'OBR_SCENE_LOCAL_UPDATE_ITEMS');
    assert.ok(updates.length >= 3, `${updates.length} path updates`);
    for (const u of updates) {
      assert.equal(u.data.fastUpdate, true);
      for (const item of u.data.updates)
        for (const k of Object.keys(item))
          assert.ok(['id', 'type', 'points', 'text', 'position'].includes(k), `fast update carries ${k}`);
    }
    await page.mouse.up();
    await settle(page);
    assert.deepEqual(await squareOf(page, 'hero'), [5, 5]);
    assert.deepEqual(await spentOf(page, 'hero'), { turn: 0, feet: 20, diagonals: 3, drags: 1 });
    assert.deepEqual(await page.evaluate(() => window.harness.state.local.length), 0, 'annotations cleared');
    assertOnlyTokenWritten((await page.evaluate(() => window.harness.log)).slice(before), 'hero');
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close2();
  }
});

test('sw5e: difficult terrain marked in the panel costs double; past 30 ft the path turns to Dash', async () => {
  const page = await openHost(browser, built, {
    items: [mapImage(14, 11), difficult([4, 2], [2, 1]), hero(), orc([11, 8])],
  });
  try {
    // "Every foot of movement in difficult terrain costs 1 extra foot" (001_6f3b7c2346b579a3.txt):
    // [3,2] 5, [4,2] 10, [5,2] 10, [6,2] 5 = 30 ft: all of the speed.
    await mouseDrag(
      page,
      [
        [2, 2],
        [3, 2],
        [4, 2],
        [5, 2],
        [6, 2],
      ],
      { release: false },
    );
    assert.deepEqual(await labels(page), ['30 ft · within speed\n0 ft of speed left, 30 ft within Dash']);
    // One more square: 35 ft, within Dash ("dash" band, 2 × 30 = 60): 25 ft left.
    const [x, y] = await page.evaluate((p) => window.harness.toCanvas(p), at([7, 2]));
    await page.mouse.move(x, y, { steps: 4 });
    await settle(page);
    assert.deepEqual(await labels(page), ['35 ft · within Dash\n0 ft of speed left, 25 ft within Dash']);
    const dash = await page.evaluate(
      () => window.harness.state.local.find((i) => i.name === 'Footwork path (dash)').points.length,
    );
    assert.equal(dash, 2); // from [6,2] to [7,2]
    await screenshot(page, 'owlbear-drag-difficult.png');
    await page.mouse.up();
    await settle(page);
    assert.deepEqual(await squareOf(page, 'hero'), [7, 2]);
    assert.equal((await spentOf(page, 'hero')).feet, 35);
  } finally {
    await page.close2();
  }
});

test('a wall (Owlbear WALL item) makes the step illegal; with "keep illegal moves out" the token stops at the last legal square', async () => {
  const scenario = {
    items: [
      mapImage(14, 11),
      wall([
        [4, 0],
        [4, 6],
      ]),
      hero(),
      orc([11, 8]),
    ],
    roomMetadata: { [`${PLUGIN}/settings`]: { keepIllegalOut: true } },
  };
  const page = await openHost(browser, built, scenario);
  try {
    await mouseDrag(
      page,
      [
        [2, 2],
        [3, 2],
        [4, 2],
        [5, 2],
      ],
      { release: false },
    );
    const [text] = await labels(page);
    // The step [3,2] → [4,2] crosses the wall along x = 4: the engine's sentence names it.
    assert.match(
      text,
      /^5 ft · within speed\n25 ft of speed left, 55 ft within Dash\n✗ A wall blocks the way from \[3,2\] to \[4,2\]\./,
    );
    const illegal = await page.evaluate(
      () => window.harness.state.local.find((i) => i.name === 'Footwork path (illegal)').points.length,
    );
    assert.equal(illegal, 2); // [3,2] → [5,2] through [4,2], dashed
    await screenshot(page, 'owlbear-drag-wall.png');
    await page.mouse.up();
    await settle(page);
    // Kept out: the last legal square is [3,2], 5 ft.
    assert.deepEqual(await squareOf(page, 'hero'), [3, 2]);
    assert.equal((await spentOf(page, 'hero')).feet, 5);
  } finally {
    await page.close2();
  }
});

test('without "keep illegal moves out" the token goes where it was dropped and the move still counts', async () => {
  const page = await openHost(browser, built, {
    items: [
      mapImage(14, 11),
      wall([
        [4, 0],
        [4, 6],
      ]),
      hero(),
      orc([11, 8]),
    ],
  });
  try {
    await mouseDrag(page, [
      [2, 2],
      [3, 2],
      [4, 2],
    ]);
    assert.deepEqual(await squareOf(page, 'hero'), [4, 2]);
    const spent = await spentOf(page, 'hero');
    assert.equal(spent.drags, 1);
  } finally {
    await page.close2();
  }
});

test("leaving the orc's reach provokes an opportunity attack, staying beside it does not", async () => {
  const page = await openHost(browser, built, { items: [mapImage(14, 11), hero(), orc([3, 1])] });
  try {
    // "If you leave a hostile creature's reach during your move, you provoke an opportunity attack"
    // (001_6f3b7c2346b579a3.txt). The orc at [3,1] reaches the squares around it (5 ft).
    await mouseDrag(
      page,
      [
        [2, 2],
        [2, 1],
      ],
      { release: false },
    );
    assert.deepEqual(await labels(page), ['5 ft · within speed\n25 ft of speed left, 55 ft within Dash']); // [2,1] is still beside the orc
    const [x, y] = await page.evaluate((p) => window.harness.toCanvas(p), at([1, 1]));
    await page.mouse.move(x, y, { steps: 4 });
    await settle(page);
    // [2,1] → [1,1] (5 ft, 10 in all): [1,1] is two squares from the orc, out of its reach.
    assert.deepEqual(await labels(page), [
      '10 ft · within speed\n20 ft of speed left, 50 ft within Dash\n⚔ Opportunity attack: the orc, leaving its reach',
    ]);
    await screenshot(page, 'owlbear-drag-opportunity-attack.png');
    await page.mouse.up();
    await settle(page);
  } finally {
    await page.close2();
  }
});

test('Escape cancels: the token stays, nothing is recorded, the annotations go, the scene is not written', async () => {
  const page = await openHost(browser, built, { items: [mapImage(14, 11), hero(), orc([11, 8])] });
  try {
    const before = await page.evaluate(() => window.harness.log.length);
    await mouseDrag(
      page,
      [
        [2, 2],
        [3, 2],
        [4, 3],
      ],
      { release: false },
    );
    assert.equal((await labels(page)).length, 1);
    await page.keyboard.press('Escape');
    await settle(page);
    await page.mouse.up();
    await settle(page);
    assert.deepEqual(await squareOf(page, 'hero'), [2, 2]);
    assert.equal(await spentOf(page, 'hero'), undefined);
    assert.equal(await page.evaluate(() => window.harness.state.local.length), 0);
    assert.equal(await page.evaluate(() => window.harness.state.interactions.size), 0);
    const log = (await page.evaluate(() => window.harness.log)).slice(before);
    assert.deepEqual(sceneWrites(log), []);
    assert.ok(localWrites(log).some((m) => m.id === 'OBR_SCENE_LOCAL_DELETE_ITEMS'));
    // The next drag starts from the full speed: the cancelled one spent nothing.
    await mouseDrag(
      page,
      [
        [2, 2],
        [3, 2],
      ],
      { release: false },
    );
    assert.deepEqual(await labels(page), ['5 ft · within speed\n25 ft of speed left, 55 ft within Dash']);
    await page.mouse.up();
    await settle(page);
  } finally {
    await page.close2();
  }
});

test('a new turn from the panel (room metadata): sw5e diagonals carry across drags until then', async () => {
  const page = await openHost(browser, built, { items: [mapImage(14, 11), hero(), orc([11, 8])] });
  try {
    await mouseDrag(page, [
      [2, 2],
      [3, 3],
    ]); // first diagonal: 5 ft
    await mouseDrag(
      page,
      [
        [3, 3],
        [4, 4],
      ],
      { release: false },
    );
    // "This pattern of 5 feet and then 10 feet continues whenever you're counting diagonally": the
    // second drag's diagonal is the turn's second: 10 ft, 15 ft this turn.
    assert.deepEqual(await labels(page), [
      '10 ft (15 ft this turn) · within speed\n15 ft of speed left, 45 ft within Dash',
    ]);
    await page.mouse.up();
    await settle(page);
    await panel(page).click('[data-fw=new-turn]');
    await settle(page);
    assert.equal(await page.evaluate((k) => window.harness.state.room[k].turn, `${PLUGIN}/settings`), 1);
    await mouseDrag(
      page,
      [
        [4, 4],
        [5, 5],
      ],
      { release: false },
    );
    assert.deepEqual(await labels(page), ['5 ft · within speed\n25 ft of speed left, 55 ft within Dash']); // a new turn: the first diagonal again
    await page.mouse.up();
    await settle(page);
    assert.deepEqual(await spentOf(page, 'hero'), { turn: 1, feet: 5, diagonals: 1, drags: 1 });
  } finally {
    await page.close2();
  }
});

test('dnd35 chosen in the panel for alternating diagonals: a diagonal into difficult terrain counts as 3 squares', async () => {
  const page = await openHost(browser, built, {
    items: [mapImage(14, 11), difficult([3, 3], [1, 1]), hero(), orc([11, 8])],
  });
  try {
    await panel(page).selectOption('[name=alternating]', 'dnd35');
    await settle(page);
    assert.equal((await status(page)).ruleset, 'dnd35');
    // dnd35 (002_094acfb52dbfc5d5.txt): "Each diagonal move into a difficult terrain square counts as 3
    // squares." [2,2] → [3,3] diagonally into the rubble: 15 ft of 30.
    await mouseDrag(
      page,
      [
        [2, 2],
        [3, 3],
      ],
      { release: false },
    );
    assert.deepEqual(await labels(page), ['15 ft · within speed\n15 ft of speed left, 45 ft within Double']);
    await page.mouse.up();
    await settle(page);
  } finally {
    await page.close2();
  }
});

test('past Dash the path turns red; the reachable area is ringed red where the move runs out', async () => {
  const page = await openHost(browser, built, {
    items: [mapImage(14, 11), token('hero', 'Hero', [2, 2], { side: 'party', walk: 10 }), orc([11, 8])],
  });
  try {
    // Speed 10 ft: two squares within speed, two more within Dash (2 × 10 = 20 ft), the fifth beyond.
    await mouseDrag(
      page,
      [
        [2, 2],
        [3, 2],
        [4, 2],
        [5, 2],
        [6, 2],
        [7, 2],
      ],
      { release: false },
    );
    const curves = await page.evaluate(() =>
      Object.fromEntries(
        window.harness.state.local
          .filter((i) => i.type === 'CURVE')
          .map((c) => [c.name, c.points.map((p) => [p.x / 150 - 0.5, p.y / 150 - 0.5])]),
      ),
    );
    // Each band a straight line along the row: its ends (layout.js straightened).
    assert.deepEqual(curves['Footwork path (speed)'], [
      [2, 2],
      [4, 2],
    ]);
    assert.deepEqual(curves['Footwork path (dash)'], [
      [4, 2],
      [6, 2],
    ]);
    assert.deepEqual(curves['Footwork path (beyond)'], [
      [6, 2],
      [7, 2],
    ]);
    assert.deepEqual(curves['Footwork path (illegal)'], []);
    // The fifth square would make 25 ft of a 20-ft Dash: the label stops at the last legal square
    // and gives the engine's reason.
    assert.deepEqual(await labels(page), [
      '20 ft · within Dash\n0 ft of speed left, 0 ft within Dash\n✗ Entering [7,2] costs 5 ft but only 0 ft of movement is left.',
    ]);
    const ring = await page.evaluate(
      () => window.harness.state.local.find((i) => i.name === 'Footwork reach (beyond)').commands.length,
    );
    assert.ok(ring > 0);
    await screenshot(page, 'owlbear-drag-beyond.png');
    await page.mouse.up();
    await settle(page);
  } finally {
    await page.close2();
  }
});

test('a Large token (2 × 2 squares) is dragged by its space; grabbed off-centre it keeps the grab', async () => {
  const ogre = token('ogre', 'Ogre', [4, 3], { squares: 2, side: 'monsters', walk: 40 });
  const page = await openHost(browser, built, { items: [mapImage(14, 11), ogre, hero([0, 0])] });
  try {
    // Grab the ogre by its lower-right square [5,4] and move the pointer two squares right, one down.
    await mouseDrag(
      page,
      [
        [5, 4],
        [6, 4],
        [7, 5],
      ],
      { release: false },
    );
    // Its space goes from [4,3] to [6,4]: one straight step and one diagonal (the first: 5 ft), 10 ft.
    assert.deepEqual(await labels(page), ['10 ft · within speed\n30 ft of speed left, 70 ft within Dash']);
    await page.mouse.up();
    await settle(page);
    const p = await page.evaluate(() => window.harness.state.items.find((i) => i.id === 'ogre').position);
    assert.deepEqual(p, { x: 7 * 150, y: 5 * 150 }); // the centre of the 2 × 2 space at [6,4]
  } finally {
    await page.close2();
  }
});

test("a band's curve comes in pieces of at most PIECE_POINTS points, each starting where the one before ends", () => {
  const pts = Array.from({ length: 70 }, (_, i) => i);
  const cut = pieces(pts, 32);
  assert.deepEqual(
    cut.map((p) => [p[0], p.at(-1), p.length]),
    [
      [0, 31, 32],
      [31, 62, 32],
      [62, 69, 8],
    ],
  );
  // grown by a point, only the last piece changes; the ones before are the same points
  const grown = pieces([...pts, 70], 32);
  assert.deepEqual(grown.slice(0, 2), cut.slice(0, 2));
  assert.deepEqual(grown[2], [...cut[2], 70]);
  assert.deepEqual(pieces(pts.slice(0, 32), 32), [pts.slice(0, 32)], 'a curve of PIECE_POINTS is one piece');
  assert.deepEqual(pieces(pts.slice(0, 33), 32), [pts.slice(0, 32), [31, 32]]);
  assert.deepEqual(pieces([5], 32), [[5]]);
  assert.deepEqual(pieces([], 32), []);
  assert.equal(PIECE_POINTS, 32);
});

test("a long drag: each band's curve in pieces that join up, a move sends only the piece that changed, a cut back empties the rest", async () => {
  // Speed 500 ft on a 60×60 map: a staircase of 80 steps (right, down, right …) turns at every
  // cell, so none of its 81 points is left out (layout.js straightened) and the speed band is 3 pieces.
  const page = await openHost(browser, built, { items: [mapImage(60, 60), hero([2, 2], { walk: 500 })] });
  const stairs = [[2, 2]];
  for (let i = 0; i < 80; i++) {
    const [x, y] = stairs.at(-1);
    stairs.push(i % 2 ? [x, y + 1] : [x + 1, y]);
  }
  const move = async (cell) => {
    await page.evaluate((p) => window.harness.event('TOOL_DRAG_MOVE', p), at(cell));
    await settle(page);
  };
  const speedPieces = () =>
    page.evaluate(() =>
      window.harness.state.local
        .filter((i) => i.type === 'CURVE' && i.name.startsWith('Footwork path (speed)'))
        .map((c) => ({
          id: c.id,
          name: c.name,
          z: c.zIndex,
          points: c.points.map((p) => [p.x / 150 - 0.5, p.y / 150 - 0.5]),
        })),
    );
  try {
    await page.evaluate((p) => {
      window.harness.event('TOOL_DOWN', p);
      window.harness.event('TOOL_DRAG_START', p);
    }, at(stairs[0]));
    await settle(page);
    for (const cell of stairs.slice(1, -1)) await move(cell);
    const before = await page.evaluate(() => window.harness.log.length);
    await move(stairs.at(-1));
    const curves = await speedPieces();
    assert.deepEqual(
      curves.map((c) => c.name),
      ['Footwork path (speed)', 'Footwork path (speed) 2', 'Footwork path (speed) 3'],
    );
    // joined where each piece starts on the one before's last point: the whole staircase
    for (let k = 1; k < curves.length; k++) assert.deepEqual(curves[k].points[0], curves[k - 1].points.at(-1));
    assert.deepEqual([curves[0].points, ...curves.slice(1).map((c) => c.points.slice(1))].flat(), stairs);
    // the pieces lie under the label (Owlbear orders a layer's items by zIndex)
    const label = await page.evaluate(() => window.harness.state.local.find((i) => i.type === 'LABEL').zIndex);
    assert.ok(curves.every((c) => c.z < label));
    // The last move sent the last piece (and the label), not the whole curve.
    const log = (await page.evaluate(() => window.harness.log)).slice(before);
    const sent = log
      .filter((m) => m.dir === 'in' && m.id === 'OBR_SCENE_LOCAL_UPDATE_ITEMS')
      .flatMap((m) => m.data.updates.filter((u) => u.points));
    assert.deepEqual(
      sent.map((u) => [u.id, u.points.length]),
      [[curves[2].id, 19]],
    );
    // Cut back to the fifth cell: the later pieces emptied, kept for the drag to grow into again.
    await move(stairs[4]);
    const cut = await speedPieces();
    assert.deepEqual(
      cut.map((c) => c.points.length),
      [5, 0, 0],
    );
    assert.deepEqual(cut[0].points, stairs.slice(0, 5));
    await page.evaluate((p) => window.harness.event('TOOL_DRAG_END', p), at(stairs[4]));
    await settle(page);
    assert.deepEqual(await page.evaluate(() => window.harness.state.local.length), 0, 'every piece deleted');
    assert.deepEqual(await squareOf(page, 'hero'), stairs[4]);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close2();
  }
});

test('moves that come faster than the host answers: one path update in flight, the newest trail drawn, every position kept in it', async () => {
  const page = await openHost(browser, built, { items: [mapImage(14, 11), hero(), orc([11, 8])] });
  try {
    await page.evaluate(
      (p) => {
        window.harness.event('TOOL_DOWN', p);
        window.harness.event('TOOL_DRAG_START', p);
      },
      at([2, 2]),
    );
    await settle(page); // the drag's items exist and its interaction runs
    const before = await page.evaluate(() => window.harness.log.length);
    // Down the column to [2,6], then along the row to [6,6]: eight moves posted in one go, as
    // Owlbear would send drag moves arriving faster than the extension's updates are answered.
    const cells = [
      [2, 3],
      [2, 4],
      [2, 5],
      [2, 6],
      [3, 6],
      [4, 6],
      [5, 6],
      [6, 6],
    ];
    await page.evaluate((points) => points.forEach((p) => window.harness.event('TOOL_DRAG_MOVE', p)), cells.map(at));
    await settle(page);
    const log = (await page.evaluate(() => window.harness.log)).slice(before);
    const updates = log.filter((m) => m.dir === 'in' && m.id === 'OBR_SCENE_LOCAL_UPDATE_ITEMS');
    // The first move is answered at once; the seven that came before its answer, as one update.
    assert.equal(updates.length, 2, `${updates.length} path updates for ${cells.length} moves`);
    // The path the pointer led (down, then along: the turn at [2,6] kept), not a line to the last cell.
    const path = await page.evaluate(() =>
      window.harness.state.local
        .find((i) => i.name === 'Footwork path (speed)')
        .points.map((p) => [p.x / 150 - 0.5, p.y / 150 - 0.5]),
    );
    const dash = await page.evaluate(() =>
      window.harness.state.local
        .find((i) => i.name === 'Footwork path (dash)')
        .points.map((p) => [p.x / 150 - 0.5, p.y / 150 - 0.5]),
    );
    // 4 squares down and 2 along are 30 ft of speed; the last 2 along are within Dash.
    assert.deepEqual(path, [
      [2, 2],
      [2, 6],
      [4, 6],
    ]);
    assert.deepEqual(dash, [
      [4, 6],
      [6, 6],
    ]);
    assert.deepEqual(await labels(page), ['40 ft · within Dash\n0 ft of speed left, 20 ft within Dash']);
    // The token follows to the newest cell (its interaction's last state).
    const shown = await page.evaluate(() => [...window.harness.state.interactions.values()][0].state.position);
    assert.deepEqual(shown, at([6, 6]));
    assert.deepEqual(page.errors, []);
  } finally {
    await page.close2();
  }
});
