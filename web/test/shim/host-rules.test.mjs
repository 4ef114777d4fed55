// The one host-ruler → rules mapping (web/shim/host-rules.js) against the real engine: for every
// Roll20 and Owlbear setting the rules it picks price three diagonals as the ruler measures them, the
// same counting on two hosts means the same rules, and a GM's other choice gets its one line.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { library } from '../harness.mjs';
import { HOST_RULERS, rulesForRuler, rulerDisagreement, diagonalOf } from '../../shim/host-rules.js';

let footwork;
before(async () => {
  const { load } = await library();
  footwork = await load();
});

// What each ruler reads for n diagonals, in squares, from ../shared/notes/roll20.md: "foure" a
// diagonal costs 1; "threefive" 1.5, rounded down (5, 15, 20, 30 ft …); "manhattan" a diagonal costs 2.
const RULER_SQUARES = {
  one: (n) => n,
  alternating: (n) => Math.floor(1.5 * n),
  manhattan: (n) => 2 * n,
};

// The cost of n diagonal steps from the corner of an empty map under `ruleset`, in squares.
function priced(ruleset, n, cellFeet) {
  const path = Array.from({ length: n }, (_, i) => [i + 1, i + 1]);
  const answer = footwork.query({
    query: 'move',
    scene: {
      ruleset,
      grid: { width: 8, height: 8, cellFeet },
      creatures: [{ id: 'hero', position: [0, 0], speeds: { walk: 100 } }],
    },
    creature: 'hero',
    path,
  });
  return answer.total.squares;
}

test('the text diagonals this file assumes are the engine’s', () => {
  for (const r of footwork.rulesets()) assert.equal(diagonalOf(r.id), r.diagonal, r.id);
});

for (const [host, settings] of Object.entries(HOST_RULERS))
  for (const [setting, ruler] of Object.entries(settings))
    for (const cellFeet of [5, 1.25])
      test(`${host} ${setting} on ${cellFeet}-ft squares: Footwork counts as the ruler does, or says why not`, () => {
        const { ruleset, note } = rulesForRuler({ host, setting, cellFeet });
        // Only 5e-fine's text is written for 1.25-ft squares.
        assert.equal(typeof ruleset === 'string' ? ruleset : ruleset.base, cellFeet === 1.25 ? '5e-fine' : ruler.base);
        if (ruler.diagonal === 'euclidean') {
          assert.match(note, /straight lines/);
          return;
        }
        assert.equal(note, undefined);
        for (const n of [1, 2, 3, 4])
          assert.equal(priced(ruleset, n, cellFeet), RULER_SQUARES[ruler.diagonal](n), `${n}`);
        assert.equal(rulerDisagreement({ host, setting, ruleset }), '');
      });

test('the same counting on two hosts means the same rules', () => {
  assert.deepEqual(
    rulesForRuler({ host: 'roll20', setting: 'foure' }),
    rulesForRuler({ host: 'owlbear', setting: 'CHEBYSHEV' }),
  );
  assert.deepEqual(
    rulesForRuler({ host: 'roll20', setting: 'manhattan' }),
    rulesForRuler({ host: 'owlbear', setting: 'MANHATTAN' }),
  );
  // Roll20's "D&D 5E/4E": three diagonals are 15 ft on its ruler, and 3 squares here.
  assert.deepEqual(rulesForRuler({ host: 'roll20', setting: 'foure' }).ruleset, { base: 'sw5e', diagonal: 'one' });
  assert.equal(rulesForRuler({ host: 'roll20', setting: 'threefive' }).ruleset, 'dnd35');
  assert.equal(rulesForRuler({ host: 'roll20', setting: 'threefive', cellFeet: 1.25 }).ruleset, '5e-fine');
});

test('a GM’s base keeps the ruler’s counting; rules that count otherwise get one line', () => {
  assert.equal(rulesForRuler({ host: 'owlbear', setting: 'CHEBYSHEV', base: '4e' }).ruleset, '4e');
  assert.deepEqual(rulesForRuler({ host: 'owlbear', setting: 'ALTERNATING', base: '4e' }).ruleset, {
    base: '4e',
    diagonal: 'alternating',
  });
  const line = rulerDisagreement({ host: 'roll20', setting: 'foure', ruleset: 'sw5e' });
  assert.equal(
    line,
    'The ruler (D&D 5E/4E) counts every diagonal as 1 square; Footwork counts diagonals 1-2-1 (sw5e), as the GM chose.',
  );
  assert.equal(rulerDisagreement({ host: 'roll20', setting: 'foure', ruleset: { base: 'sw5e', diagonal: 'one' } }), '');
  assert.match(rulesForRuler({ host: 'roll20', setting: 'hexagonal' }).note, /"hexagonal"/);
});
