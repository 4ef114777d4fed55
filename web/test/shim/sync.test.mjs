// The shim's scene sync (web/shim/sync.js, Session.loadMap / syncTokens / syncTerrain /
// syncBarriers and their single-event forms) against the real WebAssembly and plain-JS builds. Two
// things are checked: the engine's scene ends up as the page says (read back from the engine), and
// only what changed reaches it (the scene's update methods are counted). Costs are derived by hand
// from the sw5e text (001_6f3b7c2346b579a3.txt), quoted beside each check.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { library } from '../harness.mjs';
import { Session, polylineEdges, pixelGrid } from '../../shim/index.js';
import { watched } from './watched-engine.mjs';

let engines;
before(async () => {
  const { load } = await library();
  engines = { wasm: await load(), js: await load({ engine: 'js' }) };
});

const hero = (position, more = {}) => ({
  id: 'hero',
  name: 'Hero',
  position,
  speeds: { walk: 30 },
  side: 'party',
  ...more,
});
const orc = (position) => ({ id: 'orc', name: 'the orc', position, speeds: { walk: 30 }, side: 'monsters' });
const grid = { width: 8, height: 6, cellFeet: 5 };
const px = pixelGrid({ cellPx: 50, cellFeet: 5, width: 8, height: 6 });
// A wall along the vertical grid line x = 3 (pixel x 150) from the top to y = 3 (pixel 150): it
// blocks the steps between columns 2 and 3 in rows 0, 1 and 2.
const wall = {
  id: 'w1',
  kind: 'wall',
  edges: polylineEdges(px, [
    [150, 0],
    [150, 150],
  ]),
};
const door = (kind) => ({
  id: 'd1',
  kind,
  edges: polylineEdges(px, [
    [150, 150],
    [150, 200],
  ]),
});

// The engine's scenes each Session was given (watched-engine.js): the test looks at what the engine
// holds and counts the calls that reach it, while the Session keeps its state private.
const scenesOf = new WeakMap(); // Session → the engine's scenes it was given
function session(engine) {
  const w = watched(engine);
  const s = new Session(w.footwork);
  scenesOf.set(s, w.scenes);
  return s;
}
const engineScene = (s) => scenesOf.get(s).at(-1);

// Wraps the scene's update methods to count the calls that reach the engine.
function countUpdates(s) {
  const calls = [];
  const scene = engineScene(s);
  for (const m of ['addCreature', 'replaceCreature', 'removeCreature', 'moveCreature', 'paint', 'setEdge']) {
    const real = scene[m].bind(scene);
    scene[m] = (...args) => {
      calls.push(m);
      return real(...args);
    };
  }
  return calls;
}

const difficultAt = (s, [x, y]) => {
  const t = s.terrain();
  return t.difficult[y * t.width + x];
};

for (const engine of ['wasm', 'js']) {
  test(`loadMap (${engine}): grid, walls, terrain and tokens in one go; names kept for the annotations`, () => {
    const s = session(engines[engine]);
    const errors = s.loadMap({
      ruleset: 'sw5e',
      grid,
      barriers: [wall],
      terrain: [
        {
          id: 'mud',
          cells: [
            [1, 4],
            [2, 4],
          ],
          terrain: { difficult: 1 },
        },
      ],
      tokens: [hero([1, 1]), orc([6, 1])],
    });
    assert.deepEqual(errors, []);
    assert.deepEqual(
      s
        .creatures()
        .map((c) => c.id)
        .sort(),
      ['hero', 'orc'],
    );
    assert.equal(s.name('orc'), 'the orc');
    assert.equal(difficultAt(s, [1, 4]), 1);
    assert.equal(difficultAt(s, [3, 4]), 0);
    // The wall refuses the step [2,1] → [3,1] (the engine's own verdict).
    const a = s.dragTo('hero', { start: [1, 1], current: [3, 1] });
    assert.equal(a.legal, false);
    assert.equal(a.illegal[0].code, 'wall');
    // "Every foot of movement in difficult terrain costs 1 extra foot": [1,4] → [2,4] costs 10 ft.
    s.placeCreature('hero', [1, 4]);
    const m = s.dragTo('hero', { start: [1, 4], current: [2, 4] });
    assert.deepEqual(
      m.cells.map((c) => c.cost),
      [10],
    );
  });

  test(`loadMap (${engine}): refused walls load the map without them; a refused map keeps the old one`, () => {
    const s = session(engines[engine]);
    assert.deepEqual(s.loadMap({ ruleset: 'sw5e', grid, tokens: [hero([0, 0])] }), []);
    // An edge key outside the grid the engine must refuse (the wall of a 20-cell-wide page on 8 cells).
    const bad = { id: 'far', kind: 'wall', edges: new Set(['30,0,E']) };
    const errors = s.loadMap({ ruleset: 'sw5e', grid, barriers: [bad], tokens: [hero([2, 2])] });
    assert.equal(errors.length, 1);
    assert.match(errors[0].message, /walls were refused, so the map is loaded without them/);
    assert.deepEqual(s.position('hero'), [2, 2]);
    const refused = s.loadMap({ ruleset: 'sw5e', grid: { width: -3, height: 4 }, tokens: [hero([5, 5])] });
    assert.equal(refused.length, 1);
    assert.equal(refused[0].kind, 'error');
    assert.deepEqual(engineScene(s).creature('hero').position, [2, 2], 'the previous scene is untouched');
    // … but nothing is priced on it for the page now open: every answer is the refusal.
    const drag = s.dragTo('hero', { start: [2, 2], current: [3, 2] });
    assert.equal(drag.kind, 'error');
    assert.equal(drag.code, refused[0].code);
    assert.match(drag.message, /^This page's map was refused, so nothing is priced on it: /);
    assert.equal(s.beginDrag('hero').code, refused[0].code);
    assert.equal(s.bestPath('hero', [4, 2]).code, refused[0].code);
    assert.equal(s.syncTokens([hero([3, 3])])[0].code, refused[0].code, 'no token reaches the old scene');
    // The next map that loads is priced again.
    assert.deepEqual(s.loadMap({ ruleset: 'sw5e', grid, tokens: [hero([0, 0])] }), []);
    assert.deepEqual(
      s.dragTo('hero', { start: [0, 0], current: [1, 0] }).cells.map((c) => c.cost),
      [5],
    );
  });

  test(`syncTokens (${engine}): only new, changed and gone tokens reach the engine`, () => {
    const s = session(engines[engine]);
    s.loadMap({ ruleset: 'sw5e', grid, tokens: [hero([0, 0]), orc([5, 0])] });
    const calls = countUpdates(s);
    assert.deepEqual(s.syncTokens([hero([0, 0]), orc([5, 0])]), []);
    assert.deepEqual(calls, [], 'the same page twice: no update at all');
    s.syncTokens([hero([0, 0]), orc([5, 2])]);
    assert.deepEqual(calls, ['replaceCreature'], 'the orc moved: one replace');
    assert.deepEqual(s.position('orc'), [5, 2]);
    calls.length = 0;
    s.syncTokens([hero([0, 0])]);
    assert.deepEqual(calls, ['removeCreature'], 'the orc is gone: one remove');
    assert.equal(s.hasCreature('orc'), false);
    calls.length = 0;
    s.syncTokens([hero([0, 0]), { id: 'gob', position: [3, 3], speeds: { walk: 30 }, side: 'monsters' }]);
    assert.deepEqual(calls, ['addCreature']);
  });

  test(`syncTokens (${engine}): a drag's end is not sent again; a bad token is left out, named`, () => {
    const s = session(engines[engine]);
    s.loadMap({ ruleset: 'sw5e', grid, tokens: [hero([0, 0]), orc([5, 0])] });
    s.endDrag('hero', { start: [0, 0], current: [2, 0] });
    const calls = countUpdates(s);
    s.syncTokens([hero([2, 0]), orc([5, 0])]);
    assert.deepEqual(calls, [], 'the engine already has the hero where the drag ended');
    assert.deepEqual(s.spent('hero').feet, 10, 'and the turn keeps the drag: two squares, 10 ft');
    // The orc walks off the 8-wide grid: the engine refuses it, the shim leaves it out and says who.
    const errors = s.syncTokens([hero([2, 0]), orc([9, 0])]);
    assert.equal(errors.length, 1);
    assert.equal(errors[0].code, 'out-of-grid');
    assert.match(errors[0].message, /^the orc is left out: Creature the orc at \[9,0\]/);
    assert.equal(s.hasCreature('orc'), false, 'no stale orc at its old square');
    // Off the page and back within the turn: its movement is still spent.
    assert.deepEqual(s.syncTokens([hero([2, 0]), orc([5, 0])]), []);
    s.endDrag('orc', { start: [5, 0], current: [5, 2] });
    s.syncTokens([hero([2, 0])]);
    s.syncTokens([hero([2, 0]), orc([5, 2])]);
    assert.equal(s.spent('orc').feet, 10);
    assert.equal(s.syncTokens([hero([2, 0]), null, { id: '' }]).length, 2);
    assert.notEqual(s.creature('hero'), null, 'odd tokens do not disturb the others');
  });

  test(`syncTerrain (${engine}): regions repaint only the cells that change; overlaps keep the larger count`, () => {
    const s = session(engines[engine]);
    s.loadMap({
      ruleset: 'dnd35',
      grid,
      terrain: [
        {
          id: 'a',
          cells: [
            [0, 0],
            [1, 0],
            [2, 0],
          ],
          terrain: { difficult: 1 },
        },
      ],
    });
    const calls = countUpdates(s);
    assert.deepEqual(
      s.syncTerrain([
        {
          id: 'a',
          cells: [
            [0, 0],
            [1, 0],
            [2, 0],
          ],
          terrain: { difficult: 1 },
        },
      ]),
      [],
    );
    assert.deepEqual(calls, []);
    // Region a shrinks to two cells and region b (counted twice) overlaps [1,0]: [2,0] back to floor,
    // [1,0] takes 2, [0,0] untouched.
    s.syncTerrain([
      {
        id: 'a',
        cells: [
          [0, 0],
          [1, 0],
        ],
        terrain: { difficult: 1 },
      },
      { id: 'b', cells: [[1, 0]], terrain: { difficult: 2 } },
    ]);
    assert.deepEqual([difficultAt(s, [0, 0]), difficultAt(s, [1, 0]), difficultAt(s, [2, 0])], [1, 2, 0]);
    assert.equal(calls.length, 2, 'one paint per new terrain: floor for [2,0], difficult 2 for [1,0]');
    calls.length = 0;
    s.removeRegion('b');
    assert.equal(difficultAt(s, [1, 0]), 1);
    s.upsertRegion({ id: 'c', cells: [[5, 5]], terrain: { ground: 'pit' } });
    assert.equal(s.terrain().ground[5 * 8 + 5] !== 0, true);
    assert.equal(s.upsertRegion({ cells: [] })[0].code, 'bad-region');
  });

  test(`syncBarriers (${engine}): a door opening changes only its edges, and the step opens`, () => {
    const s = session(engines[engine]);
    s.loadMap({ ruleset: 'sw5e', grid, barriers: [wall, door('door-closed')], tokens: [hero([2, 3])] });
    let a = s.dragTo('hero', { start: [2, 3], current: [3, 3] });
    assert.equal(a.illegal[0]?.code, 'wall', 'a closed door blocks like a wall');
    const calls = countUpdates(s);
    s.upsertBarrier(door('door-open'));
    assert.deepEqual(calls, ['setEdge'], 'the door covers one edge (between [2,3] and [3,3])');
    a = s.dragTo('hero', { start: [2, 3], current: [3, 3] });
    assert.equal(a.legal, true);
    assert.deepEqual(
      a.cells.map((c) => c.cost),
      [5],
    );
    calls.length = 0;
    s.syncBarriers([wall, door('door-open')]);
    assert.deepEqual(calls, [], 'nothing changed');
    s.removeBarrier('w1');
    assert.deepEqual(calls, ['setEdge', 'setEdge', 'setEdge'], 'the wall had three edges');
    assert.equal(s.dragTo('hero', { start: [2, 3], waypoints: [[2, 1]], current: [3, 1] }).legal, true);
  });

  test(`setRuleset (${engine}): the same page under other rules keeps what the sync knows`, () => {
    const s = session(engines[engine]);
    s.loadMap({
      ruleset: 'sw5e',
      grid,
      terrain: [{ id: 'a', cells: [[4, 4]], terrain: { difficult: 1 } }],
      tokens: [hero([0, 0])],
    });
    assert.equal(s.setRuleset('dnd35'), null);
    s.syncTerrain([]);
    assert.equal(difficultAt(s, [4, 4]), 0, 'a region removed after the switch is still cleared');
  });

  test(`cancelDrag (${engine}): nothing is recorded and nothing moves`, () => {
    const s = session(engines[engine]);
    s.loadMap({ ruleset: 'sw5e', grid, tokens: [hero([0, 0])] });
    s.beginDrag('hero', [2, 0]);
    s.dragTo('hero', { current: [3, 0] });
    s.cancelDrag('hero');
    // No drag in progress: the next starts where the creature stands, not where the cancelled one began.
    assert.deepEqual(s.dragTo('hero', { current: [1, 0] }).request.from, [0, 0]);
    assert.deepEqual(s.spent('hero'), { feet: 0, diagonals: 0, drags: 0 });
    assert.deepEqual(s.position('hero'), [0, 0]);
  });

  test(`bestPath (${engine}): the engine's cheapest path, priced after this turn's spending`, () => {
    const s = session(engines[engine]);
    s.loadMap({ ruleset: 'sw5e', grid, barriers: [wall], tokens: [hero([1, 1])] });
    // Around the wall (the x = 3 line, rows 0–2): [1,1] → [4,1] must cross into column 3 at row 3 or
    // below, and "Diagonal movement can't cross the corner of a wall", so not through the wall's end
    // at corner (3,3). Fewest squares: [1,1]→[2,3] (two, one of them diagonal), →[3,3] (straight),
    // →[4,1] (two, one diagonal): five squares, two diagonals, "the first diagonal square counts as
    // 5 feet, but the second diagonal square counts as 10 feet": 4 × 5 + 10 = 30 ft. One diagonal
    // would take six squares: 30 ft as well, so 30 is the least.
    let a = s.bestPath('hero', [4, 1]);
    assert.equal(a.kind, 'move');
    assert.equal(a.search.status, 'complete');
    assert.equal(a.total, 30);
    assert.equal(a.legal, true);
    // After a 10-ft drag down this turn (two squares), back up is two squares more: 20 ft in all.
    s.endDrag('hero', { start: [1, 1], current: [1, 3] });
    a = s.bestPath('hero', [1, 1]);
    assert.equal(a.total, 20);
    assert.equal(s.bestPath('nobody', [1, 1]).kind, 'error');
  });

  test(`query (${engine}): any protocol query against the loaded scene, errors as annotations`, () => {
    const s = session(engines[engine]);
    s.loadMap({ ruleset: 'sw5e', grid, tokens: [hero([0, 0]), orc([3, 0])] });
    // "start counting squares from a square adjacent to one of them and stop counting in the space
    // of the other one": [1,0], [2,0], [3,0] → 3 squares, 15 ft.
    const r = s.query({ query: 'distance', from: 'hero', to: 'orc' });
    assert.equal(r.kind, 'result');
    assert.equal(r.result.distance.feet, 15);
    const bad = s.query({ query: 'no-such-query' });
    assert.equal(bad.kind, 'error');
    assert.equal(session(engines[engine]).query({ query: 'rulesets' }).code, 'no-scene');
  });
}

for (const engine of ['wasm', 'js']) {
  test(`drags never throw (${engine}): no scene, an unknown creature, cells that are no cells`, () => {
    const empty = session(engines[engine]);
    for (const a of [
      empty.dragTo('hero', { current: [1, 1] }),
      empty.endDrag('hero', { current: [1, 1] }),
      empty.dragTo('hero'),
    ])
      assert.equal(a.code, 'no-scene');
    const s = session(engines[engine]);
    s.loadMap({ ruleset: 'sw5e', grid, tokens: [hero([0, 0])] });
    assert.equal(s.dragTo('ghost', { current: [1, 1] }).code, 'unknown-creature');
    assert.equal(s.endDrag('ghost', { current: [1, 1] }).code, 'unknown-creature');
    assert.equal(s.dragTo('hero', { current: 'here' }).code, 'bad-drag');
    assert.equal(s.dragTo('hero', { waypoints: [[1, 0.5]], current: [2, 2] }).code, 'bad-drag');
    assert.equal(s.endDrag('hero', { current: [Infinity, 1] }).code, 'bad-drag');
    assert.deepEqual(s.spent('hero'), { feet: 0, diagonals: 0, drags: 0 }, 'nothing recorded');
    // Another creature's drag in progress is not this one's start.
    s.upsertToken(orc([5, 5]));
    s.beginDrag('orc');
    assert.deepEqual(
      s.dragTo('hero', { current: [1, 0] }).cells.map((c) => c.cost),
      [5],
    );
  });
}

test('setSpent: movement spent elsewhere continues the turn (sw5e 5/10 diagonals)', () => {
  const s = session(engines.wasm);
  s.loadMap({ ruleset: 'sw5e', grid, tokens: [hero([0, 0])] });
  // Another client says: 10 ft and one diagonal already. The next diagonal is the second: "the
  // second diagonal square counts as 10 feet" → 20 ft in all.
  assert.equal(s.setSpent('hero', { feet: 10, diagonals: 1 }), null);
  const a = s.dragTo('hero', { current: [1, 1] });
  assert.deepEqual(
    a.cells.map((c) => c.cost),
    [10],
  );
  assert.equal(a.total, 20);
  assert.equal(s.setSpent('hero', { feet: -1 }).code, 'bad-spent');
  assert.equal(s.setSpent('hero', {}), null);
  assert.deepEqual(s.spent('hero'), { feet: 0, diagonals: 0, drags: 0 });
});
