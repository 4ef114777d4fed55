// (Node, no browser) The extension's check of every message from Roll20's world (page-messages.js,
// issue 29) and its bounded storage keys (settings.js): the issue's hostile values first, then
// properties with fast-check over random messages (test/fuzz-seed.mjs: FOOTWORK_FUZZ_SEED replays).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { fuzz, cpuMsSince } from '../fuzz-seed.mjs';
import { readPageMessage, PAGE_LIMITS, MESSAGE_TYPES } from '../../extension/page-messages.js';
import { roll20Barriers, roll20Grid } from '../../roll20/index.js';
import { FAR_WALL } from './walls.mjs';
import { Settings } from '../../extension/settings.js';
import { parseMarkerMapping, readStoredMapping, MAX_MAPPING_CHARS } from '../../extension/marker-mapping.js';

const page = {
  id: 'page-1',
  name: 'Crypt',
  width: 10,
  height: 8,
  snapping_increment: 1,
  scale_number: 5,
  scale_units: 'ft',
  grid_type: 'square',
  diagonaltype: 'foure',
};
const hero = { id: '-Hero', name: 'Hero', left: 105, top: 105, width: 70, height: 70, layer: 'objects' };
const snapshot = (extra = {}) =>
  JSON.stringify({
    campaign: '123',
    player: { id: 'p1', gm: false },
    page,
    graphics: [hero],
    walls: [],
    turnorder: '',
    ...extra,
  });

test('a token at left 1e300 is left out in words, a move with a lastmove of "1e308,-1e308" is not priced; the rest is used', () => {
  const far = { ...hero, id: '-Far', name: 'Far', left: 1e300 };
  const r = readPageMessage('snapshot', snapshot({ graphics: [hero, far] }));
  assert.equal(r.refused, undefined);
  assert.deepEqual(
    r.data.graphics.map((g) => g.id),
    ['-Hero'],
  );
  // The shim's one problem shape, with the id of what was left out (`item`) and where it stood.
  assert.deepEqual(r.problems, [
    {
      kind: 'error',
      source: 'extension',
      code: 'left-out',
      // web/roll20 bounds.js tokenProblem's words: the Mod reads a token with the same check.
      message:
        "Token “Far”'s position (left, top) is at (1e+300, 105), far off the page (the page is 700 × 560 px, and points up to one page's size beyond its edges are read); left out.",
      path: '$.graphics[1]',
      item: '-Far',
    },
  ]);
  const move = readPageMessage(
    'move',
    JSON.stringify({
      token: { ...hero, lastmove: '1e308,-1e308' },
      changed: ['lastmove'],
      previous: { left: 105, top: 105 },
    }),
    page,
  );
  // As the Mod reads a move (bounds.js readLastmove): the move is not priced, the token stays where it was.
  assert.equal(move.remove, undefined);
  assert.equal(move.data, null);
  assert.match(
    move.refused.message,
    /^A point of Token “Hero”'s last move \(lastmove\) is at \(1e\+308, -1e\+308\), far off the page .*; the move is not priced\.$/,
  );
  assert.equal(move.refused.source, 'extension');
  // A lastmove of more points than either host reads (64), or longer (4,096 characters): the same.
  const many = Array.from({ length: 65 }, () => '105,105').join(',');
  const long = readPageMessage(
    'move',
    JSON.stringify({ token: { ...hero, lastmove: many }, changed: ['lastmove'] }),
    page,
  );
  assert.match(long.refused.message, /has 65 points; Footwork reads at most 64/);
  // Not read when the move brings no new one (a token message, a snapshot): the token is used.
  assert.ok(readPageMessage('token', JSON.stringify({ token: { ...hero, lastmove: many } }), page).data);
  // Where it stood before, far off the page: the move of that token is not priced, in the same shape.
  const before = readPageMessage(
    'move',
    JSON.stringify({ token: hero, changed: ['left'], previous: { left: 1e9, top: 105 } }),
    page,
  );
  assert.equal(before.remove, undefined);
  assert.deepEqual(
    { ...before.refused, message: before.refused.message.slice(0, 70) },
    {
      kind: 'error',
      source: 'extension',
      code: 'off-page',
      message: "Token “Hero”'s position before the move is at (1000000000, 105), far o",
      path: '$.previous.left',
    },
  );
  // Just over the edge is fine (a token may hang off the page), a page farther is not.
  assert.ok(readPageMessage('token', JSON.stringify({ token: { ...hero, left: -600 } }), page).data);
  assert.equal(readPageMessage('token', JSON.stringify({ token: { ...hero, left: -701 } }), page).remove, '-Hero');
});

test('a forged or oversized message is dropped with a sentence: a long campaign id, a huge page, bad shapes', () => {
  // Each refusal is the shim's one problem shape: {kind: 'error', source: 'extension', code, message, path}.
  const refused = (type, detail, p) => {
    const r = readPageMessage(type, detail, p).refused;
    assert.deepEqual(Object.keys(r).sort(), ['code', 'kind', 'message', 'path', 'source'], JSON.stringify(r));
    assert.equal(r.kind, 'error');
    assert.equal(r.source, 'extension');
    return r;
  };
  const long = refused('snapshot', snapshot({ campaign: 'x'.repeat(5000) }));
  assert.equal(long.code, 'bad-message');
  assert.match(long.message, /the campaign id "x{30,}… is not up to 64 letters, digits, - or _/);
  assert.match(refused('snapshot', snapshot({ page: { ...page, width: 1e9 } })).message, /page’s width/);
  assert.match(refused('snapshot', snapshot({ player: { id: 'p1', gm: 'yes' } })).message, /gm is "yes"/);
  assert.match(refused('snapshot', snapshot({ graphics: 5 })).message, /the tokens is 5, not a list/);
  const notJson = refused('move', '{"token":', page);
  assert.equal(notJson.code, 'not-json');
  assert.match(notJson.message, /is not JSON/);
  const nonsense = refused('nonsense', '{}', page);
  assert.equal(nonsense.code, 'unknown-message');
  assert.match(nonsense.message, /of no type Footwork sends/);
  assert.equal(refused('token', 5, page).code, 'no-message-text');
  assert.equal(refused('token', '[1]', page).code, 'not-object');
  // Before any page: a token is ignored (the snapshot brings it), said in the same shape; a view is used.
  assert.deepEqual(readPageMessage('token', JSON.stringify({ token: hero }), null), {
    ignored: {
      kind: 'error',
      source: 'extension',
      code: 'no-page-yet',
      message: 'A “token” message from the page came before any page; ignored.',
      path: '$',
    },
    problems: [],
  });
  assert.ok(readPageMessage('view', JSON.stringify({ engine: null, reason: 'not yet' }), null).data);
  assert.match(
    refused('turnorder', JSON.stringify({ turnorder: 'x'.repeat(PAGE_LIMITS.turnorderChars + 1) }), page).message,
    /turnorder|characters/,
  );
  const huge = refused('token', 'x'.repeat(PAGE_LIMITS.messageChars + 1), page);
  assert.equal(huge.code, 'message-too-long');
  assert.match(huge.message, /at most 2,097,152/);
  // A long name is kept, shortened with an ellipsis; a 5,000-character bar is not.
  const named = readPageMessage('token', JSON.stringify({ token: { ...hero, name: 'n'.repeat(10000) } }), page);
  assert.equal([...named.data.token.name].length, PAGE_LIMITS.nameChars);
  assert.ok(named.data.token.name.endsWith('…'));
  assert.match(
    readPageMessage('token', JSON.stringify({ token: { ...hero, bar1_value: 'x'.repeat(5000) } }), page).problems[0]
      .message,
    /bar1_value has more than 4,000 characters/,
  );
  // A wall whose path text holds a number far off the page is used as a message, and left out where
  // it is placed (web/roll20 roll20Barriers, bounds.js linesProblem: the Mod's check of a wall).
  const read = readPageMessage('wall', JSON.stringify({ wall: FAR_WALL }), page);
  assert.equal(read.removeWall, undefined);
  const [placed] = roll20Barriers([read.data.wall], roll20Grid(page).grid, page);
  assert.deepEqual(placed.edges, new Set());
  assert.match(placed.problem.message, /^A point of the path w1 is at .*, far off the page .*; it is left out\.$/);
});

test('storage keys are bounded: a 5,000-character campaign id keeps nothing', async () => {
  const written = [];
  const storage = { get: async () => ({}), set: async (o) => written.push(...Object.keys(o)) };
  const s = new Settings(storage);
  s.saveCampaign('x'.repeat(5000), { speeds: {} });
  s.saveCampaign('12345', { speeds: {} });
  await new Promise((r) => setTimeout(r, 300));
  assert.deepEqual(written, ['footwork:campaign:12345']);
  assert.deepEqual((await s.loadCampaign('y'.repeat(5000))).speeds, {});
});

test('the marker mapping is read in linear time and bounded; a stored one keeps only known conditions', () => {
  // Two lazy groups and \s* around "=" took time growing with the square of a run of spaces.
  // 'red' + 60,000 spaces + 'x' took 12.8 s before.
  for (const text of ['red' + ' '.repeat(200000) + 'x', 'red=x' + ' '.repeat(200000) + '=', '= '.repeat(100000)]) {
    const t0 = process.cpuUsage();
    const { problems } = parseMarkerMapping(text);
    assert.ok(cpuMsSince(t0) < 200, `${cpuMsSince(t0).toFixed(0)} ms`);
    assert.ok(problems.length >= 1 && problems.every((p) => p.message.length < 300));
  }
  // Each problem in the shim's one shape, pointing at the panel's field.
  assert.deepEqual(parseMarkerMapping('x'.repeat(MAX_MAPPING_CHARS + 5)).problems[0], {
    kind: 'error',
    source: 'extension',
    code: 'mapping-too-long',
    message: 'the mapping has 10,005 characters; only the first 10,000 are read',
    path: '$.markers',
  });
  assert.deepEqual(
    parseMarkerMapping('red=flying, blue').problems.map((p) => [p.code, p.message.slice(0, 20)]),
    [
      ['unknown-condition', '"flying" is no condi'],
      ['not-marker-condition', '"blue" is not marker'],
    ],
  );
  // A marker named like one of Object's own properties is a plain name.
  const { map } = parseMarkerMapping('constructor=grappled, toString=prone');
  assert.equal(Object.getPrototypeOf(map), null);
  assert.deepEqual(Object.entries(map), [
    ['constructor', 'grappled'],
    ['tostring', 'prone'],
  ]);
  assert.deepEqual({ ...readStoredMapping({ red: 'prone', blue: 'flying high', 5: 7 }) }, { red: 'prone' });
  assert.equal(readStoredMapping('red=prone'), null);
});

// Random values shaped like the page script's messages, and anything at all.
const num = fc.oneof(
  fc.double(),
  fc.integer({ min: -2000, max: 2000 }),
  fc.constantFrom(1e300, -1e308, NaN, '70', '', '1e999'),
);
const anything = fc.jsonValue({ maxDepth: 2 });
const tokenArb = fc.record(
  {
    id: fc.oneof(fc.string({ maxLength: 30 }), fc.integer(), anything),
    name: fc.oneof(fc.string({ maxLength: 30 }), anything),
    left: num,
    top: num,
    width: num,
    height: num,
    lastmove: fc.oneof(
      fc.array(num, { maxLength: 8 }).map((a) => a.join(',')),
      anything,
    ),
    layer: fc.constantFrom('objects', 'gmlayer', 'map', 5),
    statusmarkers: fc.oneof(fc.string({ maxLength: 40 }), anything),
  },
  { requiredKeys: [] },
);
const messageArb = fc.oneof(
  fc.tuple(
    fc.constantFrom(...MESSAGE_TYPES, 'hello', '__proto__'),
    anything.map((v) => JSON.stringify(v)),
  ),
  fc.tuple(
    fc.constant('snapshot'),
    fc
      .record({
        campaign: fc.oneof(fc.string({ maxLength: 80 }), anything),
        player: fc.oneof(fc.record({ id: fc.string({ maxLength: 10 }), gm: fc.boolean() }), anything),
        page: fc.oneof(fc.record({ id: fc.string({ maxLength: 10 }), width: num, height: num }), fc.constant(page)),
        graphics: fc.array(tokenArb, { maxLength: 6 }),
        walls: fc.array(fc.record({ id: fc.string({ maxLength: 5 }), _path: fc.string(), x: num }), { maxLength: 3 }),
      })
      .map((d) => JSON.stringify(d)),
  ),
  fc.tuple(
    fc.constantFrom('move', 'token'),
    fc
      .record({ token: tokenArb, changed: fc.array(fc.constantFrom('left', 'lastmove', 'add'), { maxLength: 3 }) })
      .map((d) => JSON.stringify(d)),
  ),
);

test('property: every message is used or dropped in words, never thrown; what is used lies on the page', () => {
  fc.assert(
    fc.property(messageArb, ([type, detail]) => {
      const t0 = process.cpuUsage();
      const r = readPageMessage(type, detail, page);
      assert.ok(cpuMsSince(t0) < 100, 'checked in under 100 ms');
      const oneShape = (p) =>
        p.kind === 'error' &&
        p.source === 'extension' &&
        typeof p.code === 'string' &&
        typeof p.message === 'string' &&
        typeof p.path === 'string';
      if (r.refused !== undefined) {
        assert.ok(oneShape(r.refused), JSON.stringify(r.refused));
        assert.ok(r.refused.message.length < 400, r.refused.message);
        return;
      }
      assert.ok(Array.isArray(r.problems));
      for (const p of r.problems) assert.ok(oneShape(p) && typeof p.item === 'string', JSON.stringify(p));
      const used = type === 'snapshot' ? r.data.graphics : r.data?.token ? [r.data.token] : [];
      const p = type === 'snapshot' ? r.data.page : page;
      for (const g of used) {
        for (const [k, unit] of [
          ['left', 'width'],
          ['top', 'height'],
        ]) {
          if (g[k] === undefined || g[k] === '' || g[k] === null) continue;
          const v = Number(g[k]);
          const side = Number(p[unit]) * 70;
          assert.ok(v >= -side && v <= 2 * side, `${k} ${g[k]} on a page ${side} px`);
        }
        // A move's new lastmove, when it is used, lies on the page as the token does.
        if (type === 'move' && r.data.changed.includes('lastmove'))
          for (const n of String(g.lastmove ?? '')
            .split(',')
            .map(Number)
            .filter(Number.isFinite))
            assert.ok(n >= -70 * Math.max(p.width, p.height) && n <= 140 * Math.max(p.width, p.height), `${n}`);
        if (typeof g.name === 'string') assert.ok([...g.name].length <= PAGE_LIMITS.nameChars);
      }
      if (type === 'snapshot') assert.match(r.data.campaign, PAGE_LIMITS.campaign);
    }),
    fuzz(400),
  );
});
