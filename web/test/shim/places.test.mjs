// Where to stand (issue 27): Session.places and annotatePlaces (web/shim/places.js) against the real
// WebAssembly and plain-JS builds. Every expected mark is derived by hand from the rule texts
// (../shared/rules), on scenes small enough to see every path.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { library } from '../harness.mjs';
import { Session, annotatePlaces, placesRequest, placesTarget, placesTargets, PLACE_MODES } from '../../shim/index.js';

let engines;
before(async () => {
  const { load } = await library();
  engines = { wasm: await load(), js: await load({ engine: 'js' }) };
});

const at = (a, x, y) => a.places.find((p) => p.cell[0] === x && p.cell[1] === y);
const cellsWhere = (a, f) => a.places.filter(f).map((p) => p.cell);

// sw5e, 5×3, the hero at [0,1] with 10 ft (Dash: 20 ft), a foe at [2,0] with 5-ft reach. "You can
// make an opportunity attack when a hostile creature that you can see moves out of your reach."
const corridor = {
  ruleset: 'sw5e',
  grid: { width: 5, height: 3 },
  creatures: [
    { id: 'hero', position: [0, 1], speeds: { walk: 10 }, side: 'party' },
    { id: 'foe', position: [2, 0], speeds: { walk: 30 }, side: 'monsters' },
  ],
};

// 5e-fine on 5-ft cells: a pillar at [2,1], the orc at [3,1] and the hero's ally at [4,2], diagonally
// beside the orc. "If the line passes through opposite sides or corners of the enemy's space, the
// enemy is flanked": from [2,0] the centre line to the ally runs corner to corner through the orc.
const pillar = {
  ruleset: '5e-fine',
  grid: { width: 6, height: 4, cellFeet: 5, rows: ['......', '..#...', '......', '......'] },
  creatures: [
    { id: 'hero', position: [0, 0], speeds: { walk: 10 }, side: 'party' },
    { id: 'ally', position: [4, 2], speeds: { walk: 30 }, side: 'party' },
    { id: 'orc', position: [3, 1], speeds: { walk: 30 }, side: 'monsters' },
  ],
};

for (const engine of ['wasm', 'js']) {
  test(`safe (${engine}): no attack on the way, out of every enemy's reach`, () => {
    const s = new Session(engines[engine], { scene: corridor, names: { foe: 'Bandit' } });
    const a = s.places('hero', { mode: 'safe' });
    assert.equal(a.kind, 'places', JSON.stringify(a));
    // The start and the squares beside it away from the bandit: nothing on the way, out of its reach.
    for (const [x, y] of [
      [0, 1],
      [0, 0],
      [0, 2],
    ]) {
      assert.equal(at(a, x, y).mark, 'safe', `[${x},${y}]`);
      assert.equal(at(a, x, y).qualifies, true);
    }
    // [1,1] is beside the bandit: reached in one step (entering its reach provokes nothing), but it can strike there.
    assert.equal(at(a, 1, 1).mark, 'threatened');
    assert.deepEqual(at(a, 1, 1).threats, ['Bandit']);
    assert.equal(at(a, 1, 1).qualifies, false);
    // [4,1] is 20 ft straight along row 1, the only way within 20 ft (any diagonal needs a second one
    // back: 5 + 10); leaving [3,1] leaves the bandit's reach.
    assert.equal(at(a, 4, 1).mark, 'provokes');
    assert.deepEqual(at(a, 4, 1).provokers, ['Bandit']);
    assert.equal(at(a, 4, 1).total, 20);
    // The legend: words, best first, with counts that add up.
    assert.deepEqual(
      a.legend.map((l) => l.mark),
      ['safe', 'threatened', 'provokes'],
    );
    assert.match(a.legend[0].label, /^Safe: no opportunity attack on the way, out of every enemy's reach$/);
    assert.equal(
      a.legend.reduce((n, l) => n + l.count, 0),
      a.places.length,
    );
    const safe = a.places.filter((p) => p.qualifies).length;
    assert.equal(a.summary, `${safe} of ${a.places.length} places ${safe === 1 ? 'is' : 'are'} safe`);
  });

  test(`flank, cover, reach (${engine}): against a chosen enemy`, () => {
    const s = new Session(engines[engine], { scene: pillar, names: { orc: 'Orc', ally: 'Mira' } });
    const flank = s.places('hero', { mode: 'flank', target: 'orc' });
    assert.equal(flank.kind, 'places', JSON.stringify(flank));
    assert.equal(flank.targetName, 'Orc');
    assert.deepEqual(
      cellsWhere(flank, (p) => p.qualifies),
      [[2, 0]],
    );
    assert.deepEqual(at(flank, 2, 0).flanking, ['Mira']);
    assert.equal(flank.legend[0].label, 'You flank Orc there with an ally');

    // Behind the pillar, in the orc's row: every line from the orc's corners to the hero's touches the
    // pillar and none reaches any part of the hero: total cover.
    const cover = s.places('hero', { mode: 'cover', target: 'orc' });
    assert.equal(at(cover, 1, 1).mark, 'total');
    assert.equal(at(cover, 1, 1).qualifies, true);
    // Diagonally beside the orc, above the pillar: from the orc's nearest corner the line to the hero's
    // lower-left corner runs along the pillar's top edge and touches it ("blocked by an obstacle":
    // blockers are closed); the other three are clear: one line of four, half cover.
    assert.equal(at(cover, 2, 0).mark, 'half');
    assert.ok(cover.legend.some((l) => l.label === 'Half cover from Orc' || l.label === 'No cover from Orc'));

    const reach = s.places('hero', { mode: 'reach', target: 'orc' });
    assert.equal(at(reach, 2, 0).mark, 'in-reach', 'diagonally beside it: within 5 ft');
    assert.equal(at(reach, 0, 0).mark, 'out-of-reach');
    assert.equal(at(reach, 0, 0).range, 15);
    assert.match(reach.summary, /^\d+ of \d+ places have Orc within reach$/);
  });

  test(`a rule the ruleset lacks, and bad modes (${engine})`, () => {
    const s = new Session(engines[engine], { scene: corridor });
    // sw5e's text has no flanking: the engine's sentence, once; nothing marked.
    const a = s.places('hero', { mode: 'flank', target: 'foe' });
    assert.equal(a.kind, 'places');
    assert.equal(a.unavailable, 'Ruleset sw5e has no rule for flanking.');
    assert.equal(a.summary, a.unavailable);
    assert.deepEqual(a.legend, []);
    assert.ok(a.places.length > 0 && a.places.every((p) => p.mark === null && !p.qualifies));
    // A mode that needs a target, without one; an unknown mode; an unknown creature: error annotations.
    assert.equal(s.places('hero', { mode: 'cover' }).code, 'bad-places');
    assert.equal(s.places('hero', { mode: 'nearest' }).code, 'bad-places');
    assert.equal(s.places('nobody', { mode: 'safe' }).code, 'unknown-creature');
    // The creature moving as its own target: said in words, not the engine's field paths.
    const self = s.places('hero', { mode: 'reach', target: 'hero' });
    assert.equal(self.code, 'bad-places');
    assert.equal(
      self.message,
      'Showing where you have a creature within reach needs another creature than the one moving.',
    );
  });

  test(`one place that qualifies is said in the singular (${engine})`, () => {
    // A hero that cannot move (speed 0) has one place, where it stands, out of the foe's reach.
    const s = new Session(engines[engine], {
      scene: {
        ...corridor,
        creatures: corridor.creatures.map((c) => (c.id === 'hero' ? { ...c, speeds: { walk: 0 } } : c)),
      },
    });
    const a = s.places('hero');
    assert.equal(a.places.length, 1);
    assert.equal(a.summary, '1 of 1 place is safe');
  });

  test(`the target a mode weighs against: the one chosen, else another side first (${engine})`, () => {
    const s = new Session(engines[engine], { scene: pillar, names: { orc: 'Orc', ally: 'Mira', hero: 'Hero' } });
    assert.deepEqual(placesTargets(s, 'hero'), [
      { id: 'ally', name: 'Mira', side: 'party' },
      { id: 'orc', name: 'Orc', side: 'monsters' },
    ]);
    assert.equal(placesTarget(s, 'hero'), 'orc', 'nothing chosen: the first of another side');
    assert.equal(placesTarget(s, 'hero', 'ally'), 'ally', 'an ally chosen (reach mode)');
    assert.equal(placesTarget(s, 'hero', 'hero'), 'orc', 'never the mover itself');
    assert.equal(placesTarget(s, 'hero', 'nobody'), 'orc', 'a creature gone from the scene');
    assert.equal(placesTarget(s, 'ally'), 'orc');
    assert.equal(placesTarget(s, 'orc'), 'hero', 'for the orc, the first of the party');
    const alone = new Session(engines[engine], { scene: { ...pillar, creatures: [pillar.creatures[0]] } });
    assert.equal(placesTarget(alone, 'hero'), null);
  });

  test(`the turn so far counts (${engine})`, () => {
    const s = new Session(engines[engine], { scene: corridor });
    const before = s.places('hero').places.length;
    s.endDrag('hero', { start: [0, 1], current: [0, 2] });
    const after = s.places('hero');
    assert.ok(after.places.length < before, `${after.places.length} places after moving 5 ft, ${before} before`);
    assert.equal(at(after, 0, 2).total, 5, 'where it stands now: the 5 ft it spent');
  });
}

test('placesRequest asks each mode only for its parts', () => {
  assert.deepEqual(PLACE_MODES, ['safe', 'flank', 'cover', 'reach']);
  assert.deepEqual(placesRequest('hero', { mode: 'safe', band: 'dash', spent: 5 }).request, {
    query: 'places',
    creature: 'hero',
    parts: ['provokers', 'threats'],
    band: 'dash',
    spent: 5,
  });
  assert.deepEqual(placesRequest('hero', { mode: 'cover', target: 'orc' }).request.parts, ['cover']);
  assert.equal(
    annotatePlaces({ count: 0, cells: [], costs: [], band: [], bands: [], spentBefore: { feet: 0 } }).kind,
    'places',
  );
});
