// (Node, no browser) The calculator's readers of what a user or a link hands it (issue 29): share
// links (share.js: bounded before expanding, refused in words), saved settings (saved-state.js:
// documented values only, never a throw) and the scenes kept aside (aside.js: nothing lost, the list
// bounded). Examples from the issue first, then properties with fast-check (test/fuzz-seed.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createDeflateRaw, deflateRawSync } from 'node:zlib';
import fc from 'fast-check';
import { fuzz, cpuMsSince } from '../fuzz-seed.mjs';
import { encodeScene, decodeFragment, SHARE_LIMITS } from '../../calculator/js/share.js';
import { readSavedState, CHOICES } from '../../calculator/js/saved-state.js';
import {
  readAside,
  readAsideList,
  tidyAside,
  putAside,
  forgetAside,
  MAX_ASIDE,
  ASIDE_KEY,
  ASIDE_LIMITS,
} from '../../calculator/js/aside.js';
import { defaultState } from '../../calculator/js/store.js';
import { codeShaped } from '../words/code-shaped.mjs';

const scene = { ruleset: 'sw5e', grid: { width: 3, height: 3, cellFeet: 5, rows: ['...', '.#.', '...'] } };
const link = (bytes) => '#scene=' + Buffer.from(bytes).toString('base64url');

// A scene followed by `mib` MiB of spaces (still valid JSON), deflated at level 9 as a hostile link
// would be: 400 MiB gives the 544 KB link.
async function paddedLink(mib) {
  const z = createDeflateRaw({ level: 9 });
  const parts = [];
  z.on('data', (d) => parts.push(d));
  const done = new Promise((r) => z.on('end', r));
  z.write(JSON.stringify(scene));
  const chunk = Buffer.alloc(1 << 20, 0x20);
  for (let i = 0; i < mib; i++) if (!z.write(chunk)) await new Promise((r) => z.once('drain', r));
  z.end();
  await done;
  return link(Buffer.concat(parts));
}

/** localStorage's three calls over a Map; `quota` characters in all, as a browser's storage is bounded. */
function storage(quota = Infinity) {
  const m = new Map();
  return {
    m,
    getItem: (k) => (m.has(k) ? m.get(k) : null),
    setItem: (k, v) => {
      const used = [...m].reduce((n, [key, val]) => n + (key === k ? 0 : key.length + val.length), 0);
      if (used + k.length + String(v).length > quota) throw new Error('QuotaExceededError');
      m.set(k, String(v));
    },
    removeItem: (k) => m.delete(k),
  };
}

test('a share link round-trips; the issue’s 544 KB link (400 MiB of padding) is refused in words, quickly', async () => {
  assert.deepEqual(JSON.parse(await decodeFragment(await encodeScene(scene))), scene);
  const hostile = await paddedLink(400);
  assert.ok(hostile.length > 500000 && hostile.length < 600000, `${hostile.length} characters`);
  const t0 = process.cpuUsage();
  const before = process.memoryUsage().rss;
  await assert.rejects(decodeFragment(hostile), /larger than 32 MiB once expanded/);
  const ms = cpuMsSince(t0);
  const grew = (process.memoryUsage().rss - before) / (1024 * 1024);
  // Stopped at the limit: well under a second and tens of MiB, not 400 MiB and a crash.
  assert.ok(ms < 5000, `${ms.toFixed(0)} ms`);
  assert.ok(grew < 200, `${grew.toFixed(0)} MiB more memory`);
});

test('a share link longer than the limit is refused before it is decoded; bad text is said in words', async () => {
  const long = '#scene=' + 'A'.repeat(SHARE_LIMITS.linkChars + 1);
  await assert.rejects(decodeFragment(long), /characters long; a share link holds at most 2,097,152/);
  await assert.rejects(decodeFragment('#scene=not*base64'), /characters a base64url text cannot have/);
  await assert.rejects(decodeFragment('#scene=AAAAA'), /length no encoding gives/);
  await assert.rejects(decodeFragment(link(Buffer.from('not deflate at all'))), /not deflate-compressed/);
  await assert.rejects(decodeFragment(link(deflateRawSync(Buffer.from([0xff, 0xfe, 0x80])))), /not UTF-8/);
  assert.equal(await decodeFragment('#other=1'), null);
  assert.equal(await decodeFragment(undefined), null);
});

test('property: any fragment decodes to text or is refused with an Error, within the limits', async () => {
  const limits = { ...SHARE_LIMITS, sceneBytes: 64 * 1024, linkChars: 4096 };
  const fragment = fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.base64String({ maxLength: 400 }).map((s) => '#scene=' + s.replace(/\+/g, '-').replace(/\//g, '_')),
    fc.uint8Array({ maxLength: 300 }).map(link),
    fc
      .tuple(fc.string({ maxLength: 50 }), fc.integer({ min: 0, max: 200000 }), fc.integer({ min: 1, max: 9 }))
      .map(([s, pad, level]) => link(deflateRawSync(Buffer.from(s + ' '.repeat(pad)), { level }))),
  );
  await fc.assert(
    fc.asyncProperty(fragment, async (hash) => {
      const t0 = process.cpuUsage();
      try {
        const text = await decodeFragment(hash, limits);
        assert.ok(text === null || (typeof text === 'string' && text.length <= limits.sceneBytes));
      } catch (e) {
        assert.ok(e instanceof Error && typeof e.message === 'string' && e.message.length > 0);
      }
      assert.ok(cpuMsSince(t0) < 2000);
    }),
    fuzz(150),
  );
});

const defaults = defaultState();

test('saved settings the issue names fall back with a line: path 5 or null, a JSON tab of "__proto__"', () => {
  for (const path of [5, null]) {
    const { state, problems } = readSavedState({ path }, defaults);
    assert.deepEqual(state.path, []);
    assert.equal(problems.length, 1);
    assert.match(problems[0], /The saved path was (5|null), which the page does not use; the path starts empty\./);
  }
  const { state, problems } = readSavedState(JSON.parse('{"jsonWhich":"__proto__","tool":"hammer"}'), defaults);
  assert.equal(state.jsonWhich, 'move');
  assert.equal(state.tool, 'path');
  assert.equal(problems.length, 2);
  // Good values are kept as they are.
  const good = {
    path: [[1, 2], { action: 'stand' }],
    tool: 'wall',
    showBest: false,
    turn: { hero: { feet: 5, diagonals: 1 } },
    show: 'flank',
    target: 'orc',
  };
  const read = readSavedState(good, defaults);
  assert.deepEqual(read.problems, []);
  assert.deepEqual(read.state.path, good.path);
  assert.equal(read.state.tool, 'wall');
  assert.equal(read.state.showBest, false);
  assert.deepEqual(read.state.turn, good.turn);
  assert.deepEqual([read.state.show, read.state.target], ['flank', 'orc']);
  // Every kept setting, given a value of the wrong kind, is named in words (no key names).
  for (const field of Object.keys(defaults).filter((f) => f !== 'scene')) {
    const line = readSavedState({ [field]: 5.5 }, defaults).problems[0];
    assert.ok(line, `a line for ${field}`);
    assert.deepEqual(codeShaped(line), [], line);
  }
  // A question the page does not ask is named and the costs are shown again.
  const odd = readSavedState({ show: 'teleport' }, defaults);
  assert.equal(odd.state.show, '');
  assert.deepEqual(odd.problems, [
    'The saved Show was "teleport", which the page does not use; the area shows the costs again.',
  ]);
  assert.match(readSavedState([1], defaults).problems[0], /not an object; the page starts afresh/);
});

test('property: any saved JSON gives a state of documented values and never throws', () => {
  const value = fc.jsonValue({ maxDepth: 3 });
  const saved = fc.oneof(
    value,
    fc.record(
      {
        path: fc.oneof(value, fc.array(fc.oneof(fc.tuple(fc.integer(), fc.integer()), value), { maxLength: 5 })),
        tool: fc.oneof(fc.constantFrom(...CHOICES.tool, '__proto__', 'constructor'), value),
        jsonWhich: fc.oneof(fc.constantFrom(...CHOICES.jsonWhich, '__proto__', 'toString'), value),
        wallKind: value,
        mode: value,
        showReach: value,
        turn: fc.oneof(value, fc.dictionary(fc.string({ maxLength: 10 }), value, { maxKeys: 3 })),
        mover: value,
        brush: value,
        show: fc.oneof(fc.constantFrom(...CHOICES.show, 'flanking', '__proto__'), value),
        target: value,
      },
      { requiredKeys: [] },
    ),
  );
  fc.assert(
    fc.property(saved, (s) => {
      const { state, problems } = readSavedState(JSON.parse(JSON.stringify(s)), defaults);
      for (const [field, values] of Object.entries(CHOICES)) assert.ok(values.includes(state[field]), field);
      for (const f of ['showReach', 'showBest', 'jsonScene']) assert.equal(typeof state[f], 'boolean');
      assert.ok(Array.isArray(state.path));
      for (const p of state.path)
        assert.ok(Array.isArray(p) ? p.every(Number.isInteger) : /stand|prone/.test(p.action));
      assert.ok(Object.values(state.turn).every((v) => Number.isFinite(v.feet) && Number.isInteger(v.diagonals)));
      assert.equal(typeof state.mover, 'string');
      assert.equal(typeof state.target, 'string');
      assert.ok(problems.every((p) => typeof p === 'string' && p.length < 300));
      // What is read back saves and reads back the same (no state left unreadable).
      assert.deepEqual(readSavedState(JSON.parse(JSON.stringify(state)), defaults).state, state);
    }),
    fuzz(300),
  );
});

test('scenes kept aside: kept once each, bounded (the oldest let go, counted), forgotten on request', () => {
  const s = storage();
  s.setItem('footwork.calculator.v2.unreadable', '{broken');
  assert.deepEqual(
    readAside(s).map((e) => e.text),
    ['{broken'],
  );
  assert.deepEqual(putAside(s, 'one', 'why one'), { kept: true, dropped: 0 });
  assert.equal(s.getItem('footwork.calculator.v2.unreadable'), null, 'the old key is taken into the list');
  assert.deepEqual(putAside(s, 'one', 'again'), { kept: true, dropped: 0 });
  assert.deepEqual(
    readAside(s).map((e) => e.text),
    ['{broken', 'one'],
  );
  for (let i = 0; i < MAX_ASIDE; i++) putAside(s, `scene ${i}`, 'why');
  const list = readAside(s);
  assert.equal(list.length, MAX_ASIDE);
  assert.equal(list.at(-1).text, `scene ${MAX_ASIDE - 1}`);
  assert.ok(forgetAside(s, 0));
  assert.equal(readAside(s).length, MAX_ASIDE - 1);
  // A damaged list is itself one entry; a full storage says it could not keep the scene.
  s.setItem(ASIDE_KEY, '[{"text":');
  assert.deepEqual(
    readAside(s).map((e) => e.text),
    ['[{"text":'],
  );
  const full = storage(100);
  assert.deepEqual(putAside(full, 'x'.repeat(200), 'too big'), { kept: false, dropped: 0 });
  assert.deepEqual(readAside(full), []);
});

test('scenes kept aside read against their shape (issue 41 item 3): a bad time or reason falls back, said; no text, left out', () => {
  const s = storage();
  s.setItem(
    ASIDE_KEY,
    JSON.stringify([{ text: 'x', reason: 'r', at: 5 }, null, { text: 'y', reason: 'z'.repeat(301), at: '' }]),
  );
  const { list, problems } = readAsideList(s);
  assert.deepEqual(
    list.map((e) => [e.text, e.at]),
    [
      ['x', ''],
      ['y', ''],
    ],
  );
  assert.equal(list[0].reason, 'r');
  assert.ok(list[1].reason.length <= ASIDE_LIMITS.reasonChars);
  assert.equal(problems.length, 3, problems.join('\n'));
  for (const p of problems) assert.deepEqual(codeShaped(p), [], p);
  // Tidied once: written back as read, so a second reading finds nothing to say.
  assert.equal(tidyAside(s).length, 3);
  assert.deepEqual(readAsideList(s), { list, problems: [] });
  // A list of 100,000 entries: only the newest MAX_ASIDE are read, in one line.
  s.setItem(
    ASIDE_KEY,
    JSON.stringify(Array.from({ length: 100000 }, (_, i) => ({ text: `s${i}`, reason: 'r', at: '' }))),
  );
  const many = readAsideList(s);
  assert.equal(many.list.length, MAX_ASIDE);
  assert.equal(many.list.at(-1).text, 's99999');
  assert.deepEqual(many.problems, [
    `The list of scenes kept aside held 100000 entries; the newest ${MAX_ASIDE} are offered.`,
  ]);
});

test('property: any stored list of scenes kept aside reads to entries of the right shape and never throws', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        fc.jsonValue(),
        fc.array(fc.record({ text: fc.jsonValue(), reason: fc.jsonValue(), at: fc.jsonValue() }, { requiredKeys: [] })),
      ),
      (stored) => {
        const s = storage();
        s.setItem(ASIDE_KEY, JSON.stringify(stored));
        const { list, problems } = readAsideList(s);
        assert.ok(list.length <= MAX_ASIDE);
        for (const e of list) {
          assert.equal(typeof e.text, 'string');
          assert.equal(typeof e.reason, 'string');
          assert.ok(e.at === '' || /^\d{4}-\d{2}-\d{2}T/.test(e.at), e.at);
          // What the notice does with it (keeping.js) cannot throw.
          assert.equal(typeof e.at.slice(0, 16), 'string');
        }
        assert.ok(problems.every((p) => typeof p === 'string' && p.length < 300));
      },
    ),
    fuzz(300),
  );
});
