// The shim's Session against the real WebAssembly build (no mock of the engine): turn accounting over
// several drags, undo, new turns, bands, opportunity-attack warnings, error annotations. Every
// expected number is derived by hand from the rule texts (../shared/rules, the five rule texts), quoted beside it.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { library } from '../harness.mjs';
import { SearchBudget, Session } from '../../shim/index.js';
import { roll20Grid, roll20Token } from '../../roll20/index.js';

let engines;
before(async () => {
  const { load } = await library();
  engines = { wasm: await load(), js: await load({ engine: 'js' }) };
});

const clear = (w, h) => Array.from({ length: h }, () => '.'.repeat(w));
const hero = (position, walk = 30) => ({ id: 'hero', position, speeds: { walk }, side: 'party' });
const orc = (position) => ({ id: 'orc', position, speeds: { walk: 30 }, side: 'monsters' });
const column = (a, key) => a.cells.map((c) => c[key]);

// sw5e: "the first diagonal square counts as 5 feet, but the second diagonal square counts as 10
// feet. This pattern of 5 feet and then 10 feet continues whenever you're counting diagonally, even
// if you move horizontally or vertically between different bits of diagonal movement."
for (const engine of ['wasm', 'js']) {
  test(`sw5e (${engine}): 5/10 diagonals carried across three drags, undo, new turn`, () => {
    const s = new Session(engines[engine], {
      scene: { ruleset: 'sw5e', grid: { width: 10, height: 10 }, creatures: [hero([0, 0])] },
    });
    assert.equal(s.error, null);
    assert.equal(s.band, 'dash', 'the 5e family drags against the Dash allowance');
    // Drag 1: one diagonal, the first: 5 ft.
    let a = s.endDrag('hero', { start: [0, 0], current: [1, 1] });
    assert.deepEqual(column(a, 'cost'), [5]);
    assert.equal(a.summary, '5 ft of 30 (Dash: 60)');
    // Drag 2: another diagonal, the second of the turn: 10 ft, turn total 15.
    a = s.endDrag('hero', { start: [1, 1], current: [2, 2] });
    assert.deepEqual(column(a, 'cost'), [10]);
    assert.deepEqual(column(a, 'total'), [15]);
    // Drag 3: straight (5), then the third diagonal (5): 20, 25.
    a = s.endDrag('hero', { start: [2, 2], waypoints: [[3, 2]], current: [4, 3] });
    assert.deepEqual(column(a, 'cost'), [5, 5]);
    assert.deepEqual(column(a, 'total'), [20, 25]);
    assert.deepEqual(column(a, 'band'), ['speed', 'speed']);
    assert.equal(a.summary, '25 ft of 30 (Dash: 60)');
    assert.deepEqual(s.spent('hero'), { feet: 25, diagonals: 3, drags: 3 });
    assert.deepEqual(s.position('hero'), [4, 3]);

    // Undo drag 3: 15 ft and two diagonals spent, the hero back at [2, 2].
    const { drag, error } = s.undo('hero');
    assert.equal(error, null);
    assert.deepEqual(drag.from, [2, 2]);
    assert.deepEqual(s.spent('hero'), { feet: 15, diagonals: 2, drags: 2 });
    assert.deepEqual(s.position('hero'), [2, 2]);
    // The next diagonal is the third again: 5 ft → 20.
    a = s.endDrag('hero', { start: [2, 2], current: [3, 3] });
    assert.deepEqual(column(a, 'cost'), [5]);
    assert.equal(a.total, 20);

    // Reset forgets this creature's turn; a new turn forgets everyone's.
    s.resetTurn('hero');
    assert.deepEqual(s.spent('hero'), { feet: 0, diagonals: 0, drags: 0 });
    s.endDrag('hero', { start: [3, 3], current: [2, 2] });
    assert.deepEqual(s.spent('hero'), { feet: 5, diagonals: 1, drags: 1 });
    // A new turn forgets it all: the next diagonal is the first, 5 ft of a fresh 30.
    s.newTurn();
    assert.deepEqual(s.spent('hero'), { feet: 0, diagonals: 0, drags: 0 });
    a = s.endDrag('hero', { start: [2, 2], current: [3, 3] });
    assert.equal(a.total, 5);
    s.delete();
  });
}

test("sw5e: bands, difficult terrain painted in place, an opportunity attack, the engine's words", () => {
  const e = engines.wasm;
  const s = new Session(e, {
    scene: { ruleset: 'sw5e', grid: { width: 9, height: 4 }, creatures: [hero([0, 2], 15), orc([2, 1])] },
    names: { orc: 'the orc' },
  });
  // "Every foot of movement in difficult terrain costs 1 extra foot": [2,2] costs 10.
  assert.equal(s.paint([[2, 2]], '~'), null);
  const a = s.dragTo('hero', { start: [0, 2], current: [6, 2] });
  // Speed 15, Dash 30 ("extra movement equal to your speed"): 5, 15 within speed; 20, 25, 30 within
  // Dash; 35 beyond. "you must have enough movement left to pay for entering it": [6,2] is illegal.
  assert.deepEqual(column(a, 'cost'), [5, 10, 5, 5, 5, 5]);
  assert.deepEqual(column(a, 'total'), [5, 15, 20, 25, 30, 35]);
  assert.deepEqual(column(a, 'band'), ['speed', 'speed', 'dash', 'dash', 'dash', 'beyond']);
  assert.deepEqual(column(a, 'legal'), [true, true, true, true, true, false]);
  assert.equal(a.illegal.length, 1);
  assert.deepEqual(a.illegal[0].cell, [6, 2]);
  assert.equal(a.illegal[0].code, 'not-enough-movement');
  // The orc (reach 5 ft) is next to [1,2], [2,2], [3,2]; stepping from [3,2] to [4,2] leaves its reach:
  // "If you leave a hostile creature's reach during your move, you provoke an opportunity attack".
  assert.deepEqual(a.attacks, [{ by: 'orc', name: 'the orc', at: [3, 2], step: 3, reason: 'leave-reach' }]);
  assert.equal(a.speed, 15);
  assert.equal(a.allowance, 30);
  // The summary's words: the engine's band name and illegal message, the host's name for the orc.
  // The total is the last legal square's (30 ft): the refused step is not taken.
  assert.equal(a.summary, `30 ft of 15 (Dash: 30) — provokes the orc — ${a.illegal[0].message}`);
  assert.match(a.illegal[0].message, /\[6,2\]/);
  // Stopping short of the orc's reach: nothing provoked, all within Dash.
  const b = s.dragTo('hero', { start: [0, 2], current: [3, 2] });
  assert.deepEqual(b.attacks, []);
  assert.equal(b.summary, '20 ft of 15 (Dash: 30)');
  // dragTo prices without recording.
  assert.deepEqual(s.spent('hero'), { feet: 0, diagonals: 0, drags: 0 });
  s.delete();
});

test('sw5e: the reachable area at drag start counts what the turn has spent', () => {
  const s = new Session(engines.wasm, {
    scene: { ruleset: 'sw5e', grid: { width: 4, height: 3 }, creatures: [hero([0, 0], 10)] },
  });
  s.endDrag('hero', { start: [0, 0], current: [1, 1] }); // first diagonal: 5 ft
  const r = s.beginDrag('hero');
  assert.equal(r.kind, 'reachable');
  assert.equal(r.spentBefore, 5);
  const at = (x, y) => r.places.find((p) => p.cell[0] === x && p.cell[1] === y);
  // From [1,1]: [2,1] straight, 5 + 5 = 10 = speed; [2,2] the second diagonal, 5 + 10 = 15: Dash.
  assert.equal(at(2, 1).total, 10);
  assert.equal(at(2, 1).band, 'speed');
  assert.equal(at(2, 2).total, 15);
  assert.equal(at(2, 2).band, 'dash');
  // [3,2]: the second diagonal (10) and a straight step (5): 20 = Dash 20, just within.
  assert.equal(at(3, 2).total, 20);
  assert.equal(at(3, 2).band, 'dash');
  s.delete();
});

// dnd35: "the first diagonal counts as 1 square, the second counts as 2 squares, the third counts as
// 1, the fourth as 2"; "Each diagonal move into a difficult terrain square counts as 3 squares."
test('dnd35: 1-2-1 across drags, a diagonal into difficult terrain, the double band', () => {
  const s = new Session(engines.wasm, {
    scene: {
      ruleset: 'dnd35',
      grid: { width: 6, height: 6, rows: ['......', '......', '......', '...~..', '......', '......'] },
      creatures: [hero([0, 0])],
    },
  });
  assert.equal(s.band, 'double');
  assert.equal(s.endDrag('hero', { start: [0, 0], current: [1, 1] }).total, 5); // 1st diagonal, 1 square
  assert.equal(s.endDrag('hero', { start: [1, 1], current: [2, 2] }).total, 15); // 2nd, 2 squares
  let a = s.endDrag('hero', { start: [2, 2], current: [3, 3] }); // 3rd, into difficult: 3 squares
  assert.deepEqual(column(a, 'cost'), [15]);
  assert.equal(a.total, 30);
  assert.deepEqual(column(a, 'band'), ['speed']);
  a = s.endDrag('hero', { start: [3, 3], current: [4, 4] }); // 4th: 2 squares → 40 ft
  assert.deepEqual(column(a, 'cost'), [10]);
  assert.deepEqual(column(a, 'band'), ['dash']);
  assert.equal(a.summary, '40 ft of 30 (Double: 60)');
  assert.deepEqual(s.spent('hero'), { feet: 40, diagonals: 4, drags: 4 });
  s.delete();
});

describe('errors are annotations and the scene survives', () => {
  test('painting solid rock under a creature is refused; the map stays', () => {
    const s = new Session(engines.wasm, {
      scene: { ruleset: 'sw5e', grid: { width: 4, height: 3 }, creatures: [hero([1, 1])] },
    });
    const before = JSON.stringify(s.sceneSpec());
    const err = s.paint(
      [
        [0, 0],
        [1, 1],
      ],
      '#',
    );
    assert.equal(err.kind, 'error');
    assert.equal(err.code, 'inside-solid');
    assert.equal(JSON.stringify(s.sceneSpec()), before);
    // An unknown creature: the engine's own code; the next query still works.
    // A blocked step: the engine's code; its sentence names the blocker by the host's name.
    assert.equal(s.upsertToken({ ...orc([3, 1]), name: 'Grok' }), null);
    const blocked = s.dragTo('hero', { start: [1, 1], current: [3, 1] });
    assert.deepEqual(
      blocked.illegal.map((x) => [x.code, x.creature]),
      [['creature', 'orc']],
    );
    assert.match(blocked.illegal[0].message, /Grok/);
    assert.doesNotMatch(blocked.illegal[0].message, /\borc\b/);
    assert.equal(s.removeToken('orc'), null);
    const bad = s.dragTo('nobody', { start: [0, 0], current: [1, 0] });
    assert.equal(bad.kind, 'error');
    assert.equal(bad.code, 'unknown-creature');
    assert.equal(s.dragTo('hero', { start: [1, 1], current: [2, 1] }).total, 5);
    // A bad whole-scene load keeps the old scene.
    const load = s.load({ ruleset: 'nope', grid: { width: 2, height: 2 } });
    assert.equal(load.code, 'unknown-ruleset');
    assert.equal(JSON.stringify(s.sceneSpec()), before);
    // A drop the engine cannot place (off the map) is reported and not recorded.
    const off = s.endDrag('hero', { start: [1, 1], current: [4, 1] });
    assert.ok(off.kind === 'error' || off.placeError || off.illegal.length > 0);
    assert.deepEqual(s.position('hero'), [1, 1]);
    assert.equal(s.spent('hero').drags, 0);
    s.delete();
  });
});

test("a Roll20 page and tokens become a scene through the engine's size table", () => {
  const e = engines.wasm;
  const { grid } = roll20Grid({
    width: 8,
    height: 6,
    snapping_increment: 1,
    scale_number: 5,
    scale_units: 'ft',
    grid_type: 'square',
  });
  const sizes = e.rulesets().find((r) => r.id === 'sw5e').sizes;
  const tokens = [
    { id: 'h', name: 'Hero', left: 35, top: 35, width: 70, height: 70, controlledby: 'p1' },
    { id: 'o', name: 'Ogre', left: 280, top: 140, width: 140, height: 140, controlledby: '' },
  ].map((t) => roll20Token(t, grid, { sizes, speed: 30 }));
  const s = new Session(e, {
    scene: {
      ruleset: 'sw5e',
      grid: { width: grid.width, height: grid.height, cellFeet: grid.cellFeet },
      creatures: tokens.map((t) => t.spec),
    },
    names: Object.fromEntries(tokens.map((t) => [t.spec.id, t.name])),
  });
  assert.equal(s.error, null);
  assert.equal(s.creature('o').size, 'large');
  assert.deepEqual(s.position('o'), [3, 1]);
  // Hero [0,0] → [6,0] along row 0: the ogre's 2×2 space is [3..4]×[1..2]; [2,0] … [5,0] touch it
  // (within its 5-ft reach), [6,0] does not: leaving [5,0] for [6,0] provokes the Ogre. 6 × 5 = 30 ft.
  const a = s.dragTo('h', { start: [0, 0], current: [6, 0] });
  assert.deepEqual(
    a.attacks.map((x) => [x.name, x.at]),
    [['Ogre', [5, 0]]],
  );
  assert.equal(a.summary, '30 ft of 30 (Dash: 60) — provokes Ogre');
  s.delete();
});

describe('drags with a mode, actions in the path, and the best path after a drag in progress', () => {
  const proneHero = () => ({ ...hero([0, 0]), conditions: ['prone'] });
  test('sw5e: standing up in the drag costs half the speed, and the step after it walks', () => {
    const s = new Session(engines.wasm, {
      scene: { ruleset: 'sw5e', grid: { width: 6, height: 3 }, creatures: [proneHero()] },
    });
    // "Standing up takes more effort; doing so costs an amount of movement equal to half your speed."
    // Speed 30: standing costs 15 ft; then one square walked upright: 5 ft, 20 in all.
    const a = s.endDrag('hero', { start: [0, 0], path: [{ action: 'stand' }, [1, 0]] });
    assert.equal(a.kind, 'move');
    assert.equal(a.total, 20);
    assert.deepEqual(s.spent('hero'), { feet: 20, diagonals: 0, drags: 1 });
    assert.deepEqual(s.position('hero'), [1, 0]);
  });
  test('sw5e: a drag flown is priced against the fly speed; a mode the creature lacks is the engine refusal', () => {
    const flyer = { ...hero([0, 0]), speeds: { walk: 30, fly: 10 } };
    const s = new Session(engines.wasm, {
      scene: { ruleset: 'sw5e', grid: { width: 6, height: 3 }, creatures: [flyer] },
    });
    // Three squares flown (15 ft) against a fly speed of 10: beyond the speed, within the Dash (20).
    const a = s.dragTo('hero', { start: [0, 0], current: [3, 0], mode: 'fly' });
    assert.deepEqual(column(a, 'band'), ['speed', 'speed', 'dash']);
    const r = s.beginDrag('hero', undefined, { mode: 'fly' });
    assert.equal(r.kind, 'reachable');
    // Dash at fly 10: 20 ft, four squares along the row.
    assert.ok(r.places.some((p) => p.cell[0] === 4 && p.cell[1] === 0));
    assert.ok(!r.places.some((p) => p.cell[0] === 5 && p.cell[1] === 0));
    const bad = s.dragTo('hero', { start: [0, 0], current: [1, 0], mode: 7 });
    assert.equal(bad.kind, 'error');
    assert.equal(bad.code, 'bad-drag');
  });
  test('sw5e: the best path from the end of a drag not yet dropped counts that drag’s diagonals', () => {
    const s = new Session(engines.wasm, {
      scene: { ruleset: 'sw5e', grid: { width: 8, height: 8 }, creatures: [hero([0, 0])] },
    });
    // The drag so far: one diagonal (the first: 5 ft). The best path on to [2, 2] is one more
    // diagonal, the second of the move: "the second diagonal square counts as 10 feet" → 15 in all.
    const b = s.bestPath('hero', [2, 2], { after: { start: [0, 0], current: [1, 1] } });
    assert.equal(b.kind, 'move');
    assert.deepEqual(b.search.path, [[2, 2]]);
    assert.deepEqual(column(b, 'cost'), [5, 10]);
    assert.equal(b.total, 15);
    // Nothing was recorded by looking.
    assert.deepEqual(s.spent('hero'), { feet: 0, diagonals: 0, drags: 0 });
  });
});

// The path query's firstIllegalOnly through bestPath (issue 40): a hover past the allowance answered
// with the first refusal alone, everything else as the full answer says it. A 20-ft walker against
// its speed (band `move`) along a row of 8: four squares are legal, the fifth to seventh have no
// movement left (sw5e: "you can move a distance up to your speed").
for (const engine of ['wasm', 'js'])
  test(`bestPath firstIllegalOnly (${engine}): the first illegal step says why, the later ones are illegal alone`, () => {
    const s = new Session(engines[engine], {
      scene: { ruleset: 'sw5e', grid: { width: 8, height: 1 }, creatures: [hero([0, 0], 20)] },
      band: 'move',
    });
    const full = s.bestPath('hero', [7, 0]);
    const brief = s.bestPath('hero', [7, 0], { firstIllegalOnly: true });
    assert.equal(brief.kind, 'move');
    assert.equal(brief.request.firstIllegalOnly, true, 'asked of the engine');
    assert.equal(full.request.firstIllegalOnly, undefined);
    assert.deepEqual(column(full, 'legal'), [true, true, true, true, false, false, false]);
    assert.deepEqual(
      full.illegal.map((x) => x.step),
      [4, 5, 6],
    );
    assert.deepEqual(
      brief.illegal.map((x) => [x.step, x.code]),
      [[4, 'not-enough-movement']],
    );
    assert.deepEqual(
      brief.cells.map((c) => 'illegal' in c),
      [false, false, false, false, true, false, false],
    );
    // The rest of the annotation (and so every word said of it) is the full answer's.
    const without = (/** @type {any} */ a) => ({
      ...a,
      cells: a.cells.map(({ illegal, ...c }, i) => (i === 4 ? { ...c, illegal } : c)),
      illegal: a.illegal.slice(0, 1),
      search: { ...a.search },
    });
    assert.deepEqual({ ...brief, search: { ...brief.search } }, without(full));
    assert.equal(brief.summary, full.summary);
  });

// bestPath asked elsewhere (the calculator's worker on a large map, docs/shim.md "A best path asked
// elsewhere"): bestPathRequest is the query bestPath sends (the budget's maxNodes in it), a second
// engine loaded with sceneSpec() answers it as the first would, and bestPathAnswer makes of that
// answer what bestPath makes of its own; the budget learns from the time given; the other engine's
// refusal is an error annotation in the shim's words; no scene, the shim's refusal.
for (const engine of ['wasm', 'js'])
  test(`bestPathRequest / bestPathAnswer (${engine}): another engine's answer is bestPath's own`, async () => {
    const budget = new SearchBudget({ first: 30000 });
    const scene = {
      ruleset: 'sw5e',
      grid: { width: 9, height: 5, rows: ['.........', '....#....', '....#....', '....#....', '.........'] },
      creatures: [hero([0, 2]), orc([6, 1])],
    };
    const s = new Session(engines[engine], { scene, budget });
    s.setSpent('hero', { feet: 5, diagonals: 1 });
    const options = { after: { start: [0, 2], current: [1, 2] }, firstIllegalOnly: true };
    const asked = s.bestPathRequest('hero', [8, 2], options);
    assert.equal(asked.kind, 'path-request');
    assert.equal(asked.request.maxNodes, 30000, "the budget's maxNodes");
    assert.deepEqual(asked.walked, [[1, 2]], 'the drag so far');
    const other = engines[engine === 'wasm' ? 'js' : 'wasm'].loadScene(s.sceneSpec());
    const response = JSON.parse(other.queryText(JSON.stringify(asked.request)));
    const before = budget.stats.queries;
    const there = s.bestPathAnswer(asked, response, 2.5);
    assert.equal(budget.stats.queries, before + 1, 'the time given teaches the budget');
    const here = s.bestPath('hero', [8, 2], options);
    assert.equal(there.kind, 'move');
    assert.deepEqual(there, here);
    assert.deepEqual(there.search, here.search);
    assert.deepEqual(there.search.result, here.search.result, "the path query's own answer rides along");
    assert.deepEqual(there.request, here.request);
    // The other engine's refusal, said as the shim says the engine's.
    const refused = s.bestPathAnswer(asked, {
      error: { code: 'unknown-creature', message: 'No creature "x".', path: '$.creature' },
    });
    assert.deepEqual(
      { kind: refused.kind, code: refused.code, path: refused.path },
      { kind: 'error', code: 'unknown-creature', path: '$.creature' },
    );
    // A drag the shim refuses is refused before anything is asked; no scene, the shim's refusal.
    assert.equal(s.bestPathRequest('hero', [8, 2], { after: { start: [0, 2], current: 'x' } }).kind, 'error');
    const empty = new Session(engines[engine]);
    assert.equal(empty.bestPathRequest('hero', [1, 1]).code, 'no-scene');
    other.delete();
  });
