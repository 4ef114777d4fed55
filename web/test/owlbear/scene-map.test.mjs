// web/owlbear/src/scene-map.js and items.js under Node: Owlbear items (shaped as the SDK's
// types/items/*.d.ts) → the engine's grid, tokens, terrain and walls, with the expected cells worked
// out by hand. The rulesets come from the real engine's `rulesets` query.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { library } from '../harness.mjs';
import {
  mapScene,
  chooseRuleset,
  cellFeetFromScale,
  readSettings,
  DEFAULT_SETTINGS,
} from '../../owlbear/src/scene-map.js';
import { WINDOW_SIDE } from '../../owlbear/src/scene-map.js';
import { imageRect, outline, MAX_ITEM_POINTS } from '../../owlbear/src/items.js';
import { SceneLink } from '../../owlbear/src/link.js';
import { SearchBudget } from '../../shim/index.js';
import fc from 'fast-check';
import { fuzz, cpuMsSince } from '../fuzz-seed.mjs';
import { token, mapImage, wall, difficult, DPI, PLUGIN } from './helpers.mjs';

let rulesets;
let footwork;
before(async () => {
  const { load } = await library();
  footwork = await load();
  rulesets = footwork.rulesets();
});
const grid = (extra = {}) => ({ dpi: DPI, scale: '5ft', type: 'SQUARE', measurement: 'ALTERNATING', ...extra });
const settings = (extra = {}) => ({ ...DEFAULT_SETTINGS, ...extra });
const map = (items, g = grid(), s = settings()) => mapScene({ grid: g, items, settings: s, rulesets });

test('grid scale: feet as given, 1.5 m as 5 ft, anything else reported and counted as 5 ft', () => {
  assert.deepEqual(cellFeetFromScale('5ft'), { cellFeet: 5 });
  assert.deepEqual(cellFeetFromScale({ raw: '10ft', parsed: { multiplier: 10, unit: 'ft', digits: 0 } }), {
    cellFeet: 10,
  });
  assert.equal(cellFeetFromScale({ raw: '1.5m', parsed: { multiplier: 1.5, unit: 'm', digits: 1 } }).cellFeet, 5);
  const odd = cellFeetFromScale('1 hex');
  assert.equal(odd.cellFeet, 5);
  assert.equal(odd.problem.code, 'bad-scale');
});

test("ruleset from the measurement, counted as the ruler counts (web/shim/host-rules.js): the room's base for alternating and one-square diagonals, Manhattan priced, Euclidean noted", () => {
  assert.equal(chooseRuleset('ALTERNATING', settings(), rulesets).ruleset, 'sw5e');
  assert.equal(chooseRuleset('ALTERNATING', settings({ alternating: 'dnd35' }), rulesets).ruleset, 'dnd35');
  // CHEBYSHEV as Roll20's "D&D 5E/4E": sw5e counting every diagonal as one square; 4e by the room's choice.
  assert.deepEqual(chooseRuleset('CHEBYSHEV', settings(), rulesets), { ruleset: { base: 'sw5e', diagonal: 'one' } });
  assert.deepEqual(chooseRuleset('CHEBYSHEV', settings({ chebyshev: '4e' }), rulesets), { ruleset: '4e' });
  assert.deepEqual(chooseRuleset('MANHATTAN', settings(), rulesets).ruleset, { base: 'sw5e', diagonal: 'manhattan' });
  const euclid = chooseRuleset('EUCLIDEAN', settings(), rulesets);
  assert.equal(euclid.ruleset, 'sw5e');
  assert.equal(euclid.note.code, 'measurement-differs');
  // 1.25-ft squares are 5e-fine's, whatever the room's 5-ft family.
  assert.equal(chooseRuleset('ALTERNATING', settings({ alternating: 'dnd35' }), rulesets, 1.25).ruleset, '5e-fine');
  const forced = chooseRuleset('CHEBYSHEV', settings({ ruleset: 'sw5e' }), rulesets);
  assert.equal(forced.ruleset, 'sw5e');
  assert.equal(forced.note.code, 'measurement-differs');
  assert.match(
    forced.note.message,
    /^The ruler \(Chebyshev\) counts every diagonal as 1 square; Footwork counts diagonals 1-2-1 \(sw5e\)/,
  );
  assert.equal(chooseRuleset('ALTERNATING', settings({ ruleset: 'chess' }), rulesets).problem.code, 'bad-ruleset');
  // A room base whose text counts otherwise is counted as the ruler counts.
  assert.deepEqual(chooseRuleset('ALTERNATING', settings({ alternating: '4e' }), rulesets).ruleset, {
    base: '4e',
    diagonal: 'alternating',
  });
  // A base the engine does not know falls back to the setting's default, and says so.
  const wrong = chooseRuleset('ALTERNATING', settings({ alternating: 'chess' }), rulesets);
  assert.equal(wrong.ruleset, 'sw5e');
  assert.equal(wrong.note.code, 'bad-ruleset');
});

test('settings: anything stored is read field by field', () => {
  assert.deepEqual(readSettings({ keepIllegalOut: true, turn: 3, ruleset: 'dnd35', junk: 1 }).settings, {
    ...DEFAULT_SETTINGS,
    keepIllegalOut: true,
    turn: 3,
    ruleset: 'dnd35',
  });
  assert.equal(readSettings('nope').problems[0].code, 'bad-settings');
  assert.equal(readSettings({ turn: -1 }).settings.turn, 0);
});

test("the engine's grid covers the map image; tokens sit by their footprint; a 2 × 2 token is Large", () => {
  const ogre = token('ogre', 'Ogre', [4, 3], { squares: 2, side: 'monsters', walk: 40 });
  const m = map([mapImage(12, 8), token('hero', 'Hero', [1, 1], { side: 'party' }), ogre]);
  assert.deepEqual(m.map, { ruleset: 'sw5e', grid: { width: 12, height: 8, cellFeet: 5 } });
  assert.deepEqual(m.problems, []);
  const [hero, big] = m.tokens;
  assert.deepEqual(hero.spec, { id: 'hero', position: [1, 1], size: 'medium', speeds: { walk: 30 }, side: 'party' });
  assert.deepEqual(big.spec, { id: 'ogre', position: [4, 3], size: 'large', speeds: { walk: 40 }, side: 'monsters' });
  assert.deepEqual(big.span, [2, 2]);
});

test('a token turned a quarter keeps its footprint, swapped; a 1 × 2 token gets its own space', () => {
  const t = token('cart', 'Cart', [3, 3]);
  t.image.width = 600; // 2 squares wide, 1 high, centred on its position
  t.grid.offset = { x: 300, y: 150 };
  t.position = { x: 4 * DPI, y: 3.5 * DPI }; // covers [3,3] and [4,3]
  assert.deepEqual(imageRect(t, DPI), { left: 450, top: 450, width: 300, height: 150, centre: [600, 525] });
  t.rotation = 90; // turned about its position (the centre here): 1 square wide, 2 high
  const r = imageRect(t, DPI);
  assert.deepEqual([r.width, r.height], [150, 300]);
  assert.deepEqual(r.centre, [600, 525]); // turned about the centre, which is its position point here
  const m = map([mapImage(10, 10), t]);
  assert.deepEqual(m.tokens[0].span, [1, 2]);
  assert.deepEqual(m.tokens[0].spec.space, [1, 2]);
});

test('difficult terrain: the squares whose centres a marked rectangle or circle covers', () => {
  const rect = difficult([2, 1], [3, 2]);
  const circle = difficult([0, 0], [1, 1]);
  circle.shapeType = 'CIRCLE';
  circle.position = { x: 7 * DPI, y: 5 * DPI }; // centred on the corner between [6,4], [7,4], [6,5], [7,5]
  circle.width = circle.height = 2.2 * DPI; // radius 1.1 squares: the four centres at 0.71 squares, not the next ring at 1.58
  const m = map([mapImage(10, 10), rect, circle]);
  assert.deepEqual(m.regions[0].cells, [
    [2, 1],
    [3, 1],
    [4, 1],
    [2, 2],
    [3, 2],
    [4, 2],
  ]);
  assert.deepEqual(m.regions[0].terrain, { difficult: 1 });
  assert.deepEqual(m.regions[1].cells, [
    [6, 4],
    [7, 4],
    [6, 5],
    [7, 5],
  ]);
});

test('walls: Owlbear WALL items and Smoke & Spectre vision lines (doors open or closed, disabled lines left out)', () => {
  const w = wall([
    [4, 0],
    [4, 2],
  ]); // along x = 4 beside rows 0 and 1
  const smoke = (extra) => {
    const c = {
      ...wall([
        [0, 0],
        [2, 0],
      ]),
      type: 'CURVE',
      style: { closed: false },
      metadata: { 'com.battle-system.smoke/isVisionLine': true, ...extra },
    };
    delete c.doubleSided;
    delete c.blocking;
    c.position = { x: 6 * DPI, y: 3 * DPI }; // points are relative to the position: y = 3 from x = 6 to 8
    return c;
  };
  const door = smoke({ 'com.battle-system.smoke/isDoor': true, 'com.battle-system.smoke/doorOpen': true });
  const off = smoke({ 'com.battle-system.smoke/disabled': true });
  const m = map([mapImage(10, 10), w, smoke({}), door, off]);
  assert.deepEqual(
    m.barriers.map((b) => b.kind),
    ['wall', 'wall', 'door-open'],
  );
  assert.deepEqual([...m.barriers[0].edges].sort(), ['3,0,E', '3,1,E']);
  assert.deepEqual([...m.barriers[1].edges].sort(), ['6,2,S', '7,2,S']);
});

test("a curve scaled and turned: its points go through the item's transform", () => {
  const c = {
    ...wall([
      [0, 0],
      [1, 0],
    ]),
    type: 'CURVE',
    style: { closed: false },
  };
  c.position = { x: 100, y: 100 };
  c.scale = { x: 2, y: 2 };
  c.rotation = 90;
  assert.deepEqual(
    outline(c).points.map((p) => p.map(Math.round)),
    [
      [100, 100],
      [100, 400],
    ],
  ); // (150, 0) × 2, turned down
});

test('broken and odd items are reported by name and left out; nothing throws', () => {
  const bad = [
    null,
    7,
    { id: '' },
    { id: 'x', type: 'IMAGE', layer: 'CHARACTER', position: { x: 1 } },
    { id: 'w', type: 'WALL', position: { x: 0, y: 0 }, points: [{ x: 0 }] },
  ];
  const noDpi = token('t', 'Tok', [1, 1]);
  noDpi.grid.dpi = 0;
  const marked = { ...difficult([1, 1], [1, 1]), metadata: { [`${PLUGIN}/mark`]: { terrain: 'mud' } } };
  const m = map([mapImage(10, 10), ...bad, noDpi, marked]);
  const text = m.problems.map((p) => p.message).join('\n');
  assert.match(text, /Item "x" has no usable position/);
  assert.match(text, /Wall "w" is a wall without at least two points/);
  assert.match(text, /Token "Tok" has no image resolution/);
  assert.match(text, /marked with terrain that is not an object/);
  assert.equal(m.tokens.length, 0);
  assert.equal(map([], grid({ type: 'HEX_HORIZONTAL', dpi: 0 })).refused.code, 'bad-grid');
  assert.equal(map([], grid({ type: 'ISOMETRIC' })).refused.code, 'isometric-grid');
  assert.equal(map([], grid({ dpi: -3 })).refused.code, 'bad-grid');
  assert.equal(map([], null).refused.code, 'no-grid');
});

test('without a map image the grid covers the items with ten squares around them', () => {
  const m = map([token('hero', 'Hero', [30, 40])]);
  assert.deepEqual(m.map.grid, { width: 21, height: 21, cellFeet: 5 });
  assert.deepEqual(m.tokens[0].spec.position, [10, 10]);
  assert.deepEqual([m.pixel.offsetX, m.pixel.offsetY], [20 * DPI, 30 * DPI]);
});

// Issue 29, item 4: one stray token far away (square 4200, or scaled to 1e9) stretched the grid to
// cover it, "The scene spans 4201 × 8 squares", and nothing was priced for anyone. Now the part of
// the scene around the tokens (or the dragged one) is priced and the stray one is named.
test('one stray token far away: the part around the others is priced, the stray named and left out', () => {
  const items = [
    mapImage(10, 8),
    token('hero', 'Hero', [2, 2]),
    token('orc', 'Orc', [5, 3]),
    token('stray', 'Stray', [4200, 3]),
  ];
  const m = map(items);
  assert.equal(m.refused, undefined, m.refused?.message);
  assert.deepEqual(
    m.tokens.map((t) => t.id),
    ['hero', 'orc'],
  );
  const said = m.problems.map((p) => `${p.code}: ${p.message}`);
  assert.ok(
    said.includes(
      `scene-windowed: The scene's items span 4,201 × 8 cells, more than Footwork prices at once; it prices at most ${WINDOW_SIDE} × ${WINDOW_SIDE} cells around the middle of the tokens.`,
    ),
    said.join('\n'),
  );
  assert.ok(
    said.some((p) => /^outside-window: Token "Stray" stands outside the part of the scene Footwork prices/.test(p)),
  );
  assert.ok(m.map.grid.width <= WINDOW_SIDE && m.map.grid.height <= WINDOW_SIDE);
  // The hero stands where it stood: the window starts at the map's left edge.
  assert.deepEqual(m.tokens[0].spec.position, [2, 2]);
  // Scaled to 1e9: too big for any window, named as such; the rest is priced.
  // A long name is shortened in the sentences that name it.
  const named = token('long', 'n'.repeat(100000), [4300, 3]);
  const said2 = map([mapImage(10, 8), token('hero', 'Hero', [2, 2]), named]).problems.map((p) => p.message);
  assert.ok(said2.some((p) => p.startsWith(`Token "${'n'.repeat(59)}…" stands outside`)));
  const giant = token('giant', 'Giant', [3, 3]);
  giant.scale = { x: 1e9, y: 1e9 };
  const g = map([mapImage(10, 8), token('hero', 'Hero', [2, 2]), giant]);
  assert.deepEqual(
    g.tokens.map((t) => t.id),
    ['hero'],
  );
  assert.ok(g.problems.some((p) => p.code === 'token-too-big' && /"Giant" is larger than/.test(p.message)));
  // A wall from the map to 1e9 px is cut to the window: its edges near the map, found at once.
  const w = wall([
    [4, 0],
    [4, 1e9 / DPI],
  ]);
  const t0 = process.cpuUsage();
  const walled = map([...items, w]);
  assert.ok(cpuMsSince(t0) < 2000);
  assert.ok(walled.barriers[0].edges.size >= 8, `${walled.barriers[0].edges.size} edges`);
});

test('a drag on the stray token moves the window to it (SceneLink.focusOn)', () => {
  const link = new SceneLink(footwork);
  const items = [mapImage(10, 8), token('hero', 'Hero', [2, 2]), token('stray', 'Stray', [4200, 3])];
  link.update({ grid: grid(), items, settings: settings() });
  assert.ok(link.ready);
  assert.ok(link.tokens.has('hero') && !link.tokens.has('stray'));
  assert.ok(link.focusOn('stray'));
  assert.ok(link.tokens.has('stray') && !link.tokens.has('hero'));
  assert.ok(link.session.creature('stray'));
  assert.ok(link.problems.some((p) => p.code === 'outside-window' && p.item === 'hero'));
  assert.equal(link.focusOn('nobody'), false);
  link.session.delete();
});

// Issue 41: "Owlbear's background page froze 14.3 s" under a token's huge speed on a huge scene. A
// speed past 1,000 ft is read as 1,000 ft and said (web/shim/speeds.js); the background's searches
// run under its budget (web/shim/budget.js), so the reachable area is the nearest squares, said.
test('a token at 10,000 ft on a 200 × 200 map: read as 1,000 ft and said; its reachable search stops at the budget', () => {
  // The link's own budget answers this page whole (1,000 ft covers it in about 40,000 nodes); a small
  // one shows the link's searches run under the budget it is given.
  const link = new SceneLink(footwork, { budget: new SearchBudget({ first: 1000, min: 200 }) });
  const items = [
    mapImage(200, 200),
    token('hero', 'Hero', [100, 100], { walk: 10000 }),
    token('orc', 'Orc', [104, 100]),
  ];
  link.update({ grid: grid(), items, settings: settings() });
  assert.ok(link.ready);
  assert.ok(
    link.problems.some(
      (p) =>
        p.item === 'hero' &&
        /walk speed 10000 ft is faster than any ruleset’s creature moves; read as 1000 ft\./.test(p.message),
    ),
    JSON.stringify(link.problems),
  );
  assert.equal(link.session.creature('hero').speeds.walk, 1000);
  const a = link.session.reachable('hero');
  assert.equal(a.kind, 'reachable');
  assert.equal(a.status, 'budget');
  assert.ok(a.result.nodes <= 1000, `${a.result.nodes} nodes`);
  assert.deepEqual(link.session.budget.stats.stopped, 1);
  link.session.delete();
  // Under the link's own budget the same page is answered whole.
  const whole = new SceneLink(footwork);
  whole.update({ grid: grid(), items, settings: settings() });
  const all = whole.session.reachable('hero');
  assert.equal(all.status, 'complete');
  assert.ok(all.result.count > 30000, `${all.result.count} places`);
  whole.session.delete();
});

// Random Owlbear items: anything at all, and items shaped like the SDK's with hostile numbers.
const hostileNumber = fc.oneof(
  fc.double({ noNaN: false }),
  fc.integer({ min: -50, max: 50 }),
  fc.constantFrom(1e9, -1e300, 4200 * DPI, Infinity, NaN, '5'),
);
const vector = fc.record({ x: hostileNumber, y: hostileNumber });
const itemArb = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.record(
    {
      id: fc.oneof(fc.string({ maxLength: 8 }), fc.constant('x')),
      type: fc.constantFrom('IMAGE', 'WALL', 'CURVE', 'SHAPE', 'LINE', 'TEXT'),
      layer: fc.constantFrom('CHARACTER', 'MAP', 'DRAWING'),
      name: fc.string({ maxLength: 10 }),
      position: vector,
      scale: fc.oneof(vector, fc.constant({ x: 1, y: 1 })),
      rotation: hostileNumber,
      image: fc.record({ width: hostileNumber, height: hostileNumber }),
      grid: fc.record({ dpi: hostileNumber, offset: vector }),
      points: fc.array(vector, { maxLength: 6 }),
      width: hostileNumber,
      height: hostileNumber,
      shapeType: fc.constantFrom('RECTANGLE', 'CIRCLE'),
      metadata: fc.constantFrom(
        {},
        { [`${PLUGIN}/mark`]: { terrain: { difficult: 1 } } },
        { [`${PLUGIN}/mark`]: { wall: 'wall' } },
      ),
    },
    { requiredKeys: ['id', 'type', 'layer', 'position'] },
  ),
);

test('property: any items map to a bounded grid or a refusal in words, never a throw, within 2 s', () => {
  fc.assert(
    fc.property(
      fc.array(itemArb, { maxLength: 8 }),
      fc.constantFrom('SQUARE', 'HEX_VERTICAL', 'HEX_HORIZONTAL'),
      (items, type) => {
        const list = [token('hero', 'Hero', [2, 2]), ...items];
        const t0 = process.cpuUsage();
        const m = map(list, grid({ type }));
        assert.ok(cpuMsSince(t0) < 2000, `${cpuMsSince(t0).toFixed(0)} ms`);
        assert.ok(m.problems.every((p) => typeof p.message === 'string' && p.message.length < 600));
        if (m.refused) return;
        assert.ok(m.map.grid.width <= 4096 && m.map.grid.height <= 4096);
        assert.ok(m.map.grid.width * m.map.grid.height <= 4000000);
        for (const t of m.tokens) assert.ok(t.spec.position.every(Number.isFinite));
      },
    ),
    fuzz(120),
  );
});

test('an outline of more points than the limit is left out in words', () => {
  const w = wall([
    [0, 0],
    [1, 1],
  ]);
  w.points = Array.from({ length: MAX_ITEM_POINTS + 1 }, (_, i) => ({ x: i, y: 0 }));
  assert.match(outline(w).why, /has 10,001 points \(at most 10,000\)/);
});

test('room settings: a ruleset text longer than an id is refused in words, not echoed whole', () => {
  const { settings: s, problems } = readSettings({ ruleset: 'x'.repeat(1000000), alternating: 5 });
  assert.equal(s.ruleset, 'auto');
  assert.equal(s.alternating, 'sw5e');
  assert.deepEqual(
    problems.map((p) => p.message),
    [
      'The room\'s Footwork setting "ruleset" is not a ruleset id; using "auto".',
      'The room\'s Footwork setting "alternating" is not a ruleset id; using "sw5e".',
    ],
  );
});
