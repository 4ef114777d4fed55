// House rules (web/shim/house-rules.js) against the real engine's knob list: every knob becomes a
// choice in words (no knob name, no engine value shown), what a table keeps is read back against
// the list, the variant it makes prices as the engine's own variant does, and the ruler note.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { library } from '../harness.mjs';
import {
  houseRuleEntries,
  checkHouseRules,
  readChoice,
  withHouseRules,
  rulesInWords,
  setChange,
} from '../../shim/house-rules.js';
import { rulerDisagreement } from '../../shim/host-rules.js';
import { codeShaped } from '../words/code-shaped.mjs';

let footwork;
let knobs;
let rulesets;
before(async () => {
  const { load } = await library();
  footwork = await load();
  knobs = footwork.query({ query: 'rulesets', knobs: true }).knobs;
  rulesets = footwork.rulesets();
});

// What a user must never read: a camelCase name, or a hyphenated code.
const shaped = (s) => codeShaped(s, { everyHyphenated: true }).length > 0;

test('every knob of every built-in is a choice, said in words', () => {
  for (const r of rulesets) {
    const entries = houseRuleEntries(knobs, r.id, rulesets);
    const names = new Set(entries.map((e) => e.key.replace(/^bands\..*/, 'bands')));
    for (const k of knobs) assert.ok(names.has(k.name), `${r.id}: ${k.name}`);
    // one entry per band of the base
    for (const b of r.bands)
      assert.ok(
        entries.some((e) => e.key === `bands.${b.name}`),
        `${r.id} band ${b.name}`,
      );
    for (const e of entries) {
      assert.ok(!shaped(e.label), `label "${e.label}"`);
      assert.ok(!shaped(e.baseWords), `${e.key} base "${e.baseWords}"`);
      for (const c of e.choices) assert.ok(!shaped(c.words), `${e.key}: "${c.words}"`);
      assert.ok(
        e.choices.some((c) => c.value === e.baseValue),
        `${r.id} ${e.key}: the base's value is a choice`,
      );
    }
  }
});

test('a fixed band is said in squares, a multiplier in times the speed', () => {
  const e = houseRuleEntries(knobs, '4e', rulesets);
  assert.equal(e.find((x) => x.key === 'bands.shift').label, 'Shift: squares');
  assert.equal(e.find((x) => x.key === 'bands.double').label, 'Double: times the speed');
});

test('kept changes are read against the list; what the engine would refuse is said and dropped', () => {
  const { changes, problems } = checkHouseRules(knobs, 'sw5e', {
    diagonal: 'one',
    hamper: 'doubling',
    flyingIgnoresDifficult: false, // sw5e's own, kept: over a host's variant it is a change
    bands: { dash: 3, run: 4 },
    noSuchRule: true,
    provoke: 'sometimes',
  });
  assert.deepEqual(changes, { diagonal: 'one', hamper: 'doubling', flyingIgnoresDifficult: false, bands: { dash: 3 } });
  assert.equal(problems.length, 3);
  // The shim's one problem shape (annotate.js shimError), each at its rule's path in the changes.
  assert.deepEqual(
    problems.map(({ kind, source, code, path }) => ({ kind, source, code, path })),
    [
      { kind: 'error', source: 'shim', code: 'unknown-house-rule', path: '$.bands.run' },
      { kind: 'error', source: 'shim', code: 'unknown-house-rule', path: '$.noSuchRule' },
      { kind: 'error', source: 'shim', code: 'bad-house-rule', path: '$.provoke' },
    ],
  );
  const said = problems.map((p) => p.message).join(' ');
  assert.match(said, /no rule “Run”/);
  assert.match(said, /no rule “No such rule”/);
  assert.match(said, /“An opportunity attack comes from” was set to something it does not take/);
  assert.deepEqual(checkHouseRules(knobs, 'sw5e', 'nonsense').changes, {});
  assert.deepEqual(
    checkHouseRules(knobs, 'sw5e', 'nonsense').problems.map((p) => [p.kind, p.code, p.path]),
    [['error', 'bad-house-rules', '$']],
  );
});

test('a choice is read from the engine value, its words, its number, or yes/no', () => {
  const e = new Map(houseRuleEntries(knobs, 'sw5e').map((x) => [x.key, x]));
  assert.deepEqual(readChoice(e.get('diagonal'), 'one'), { value: 'one' });
  assert.deepEqual(readChoice(e.get('diagonal'), '4'), { value: 'manhattan' });
  assert.deepEqual(readChoice(e.get('diagonal'), 'every diagonal 2 squares'), { value: 'manhattan' });
  assert.deepEqual(readChoice(e.get('flyingIgnoresDifficult'), 'yes'), { value: true });
  assert.deepEqual(readChoice(e.get('hostilePassSizeSteps'), '3'), { value: 3 });
  assert.deepEqual(readChoice(e.get('bands.dash'), '3'), { value: 3 });
  const bad = readChoice(e.get('diagonal'), 'sideways');
  assert.equal(bad.problem.kind, 'error');
  assert.equal(bad.problem.code, 'bad-choice');
  assert.equal(bad.problem.path, '$.diagonal');
  assert.match(bad.problem.message, /“sideways” is no choice for “Diagonals count”: 1 \(alternately 1 and 2 squares/);
  assert.ok(!shaped(bad.problem.message.replace('sideways', '')));
  assert.equal(readChoice(e.get('bands.dash'), '11').problem?.path, '$.bands.dash');
});

test('the variant made prices as the engine prices its variant', () => {
  const changes = setChange(setChange({}, 'diagonal', 'one'), 'bands.dash', 3);
  const ruleset = withHouseRules('sw5e', changes);
  assert.deepEqual(ruleset, { base: 'sw5e', diagonal: 'one', bands: { dash: 3 } });
  // over the host mapping's variant, the table's changes win
  assert.deepEqual(withHouseRules({ base: 'sw5e', diagonal: 'one' }, { diagonal: 'manhattan' }), {
    base: 'sw5e',
    diagonal: 'manhattan',
  });
  assert.equal(withHouseRules('dnd35', {}), 'dnd35');
  assert.deepEqual(setChange({ bands: { dash: 3 } }, 'bands.dash', undefined), {});
  // three diagonals: 3 squares counting one, not 4 (1-2-1)
  const scene = {
    ruleset,
    grid: { width: 8, height: 8 },
    creatures: [{ id: 'hero', position: [0, 0], speeds: { walk: 30 } }],
  };
  const move = footwork.query({
    query: 'move',
    scene,
    creature: 'hero',
    path: [
      [1, 1],
      [2, 2],
      [3, 3],
    ],
  });
  assert.equal(move.total.squares, 3);
  const info = footwork.query({ query: 'rulesets', id: ruleset }).rulesets[0];
  assert.equal(info.bands.find((b) => b.name === 'dash').multiplier, 3);
});

test('the effective rules in words name no knob', () => {
  const words = rulesInWords({ base: 'sw5e', diagonal: 'one', flyingIgnoresDifficult: true, bands: { dash: 3 } });
  assert.equal(
    words,
    'sw5e, counting every diagonal as 1 square; house rules: flyers ignore difficult terrain: yes; dash ×3',
  );
  assert.equal(rulesInWords('dnd35'), 'dnd35');
});

test('the ruler note: one line where the rules count otherwise than the host ruler', () => {
  assert.equal(rulerDisagreement({ host: 'roll20', setting: 'foure', ruleset: { base: 'sw5e', diagonal: 'one' } }), '');
  assert.match(
    rulerDisagreement({ host: 'roll20', setting: 'foure', ruleset: { base: 'sw5e', diagonal: 'manhattan' } }),
    /^The ruler \(D&D 5E\/4E\) counts every diagonal as 1 square; Footwork counts every diagonal as 2 squares/,
  );
  assert.match(rulerDisagreement({ host: 'owlbear', setting: 'CHEBYSHEV', ruleset: 'dnd35' }), /diagonals 1-2-1/);
});
