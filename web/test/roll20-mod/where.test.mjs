// `!footwork where safe|flank|cover|reach` (issue 27, where to stand) on the replica sandbox: for the
// selected token, or the one whose turn it is, how many places qualify of those it can still end a
// move on, each mark's count, and the nearest few as positions from the token; a ruleset without the
// rule says so; a bad or ambiguous name, no token and someone else's token get a clear whisper.
// Counts derived by hand from the rule texts on tiny pages (quoted beside the checks).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { campaign, GM, ALICE, BOB } from './fixtures.mjs';
import { engineHasHex } from '../hex-engine.mjs';

const entry = (t) => ({ id: t.id, pr: 10, custom: '' });
async function say(c, who, text, selected) {
  const from = c.mark();
  c.table.say(who, text, { selected });
  await c.idle();
  return c.seen(who, from).join('\n');
}
const lines = (text) => text.split('<br>');

// A corridor one square high, six long: the Orc at its west end, Alice's Hero three squares east.
async function corridor() {
  const c = await campaign({ page: { width: 6, height: 1 }, boot: false });
  const orc = c.token('Orc', [0, 0]);
  const hero = c.token('Hero', [3, 0], { controlledby: ALICE });
  await c.boot();
  return { c, orc, hero };
}

// sw5e (001_6f3b7c2346b579a3.txt): "You can make an opportunity attack when a hostile creature that
// you can see moves out of your reach"; a creature's reach is 5 feet. The Hero (speed 30) may end on
// [1,0]…[5,0] (the Orc holds [0,0]): [1,0] is beside the Orc, within its reach, reached without
// leaving it (threatened); [2,0]…[5,0] are out of it and reached without passing it: 4 of 5 safe.
test('where safe: 4 of 5 squares safe, one threatened; the nearest first, in squares from the token', async () => {
  const { c, hero } = await corridor();
  const text = await say(c, ALICE, '!footwork where safe', [hero]);
  assert.deepEqual(lines(text), [
    '<b>Hero</b>: 4 of 5 squares are safe.',
    '4: Safe: no opportunity attack on the way, out of every enemy&#39;s reach.',
    '1: No opportunity attack on the way, but an enemy can strike you there.',
    'Nearest:',
    '• where it stands (0 ft)',
    '• 1 square west (5 ft)',
    '• 1 square east (5 ft)',
    '• 2 squares east (10 ft)',
  ]);
  // No token selected: the token whose turn it is, here the Hero.
  c.table.turnorder([entry(hero)]);
  assert.equal(await say(c, ALICE, '!footwork where safe'), text);
  assert.equal(c.sandbox.crash, null);
});

// The same corridor, the Hero beside the Orc at [1,0]: every square east of [1,0] leaves the Orc's
// reach on the way (provokes), [1,0] itself is within it: 0 of 5 safe, no list.
test('where safe beside an enemy: nothing safe, one threatened, the rest provoke', async () => {
  const c = await campaign({ page: { width: 6, height: 1 }, boot: false });
  c.token('Orc', [0, 0]);
  const hero = c.token('Hero', [1, 0], { controlledby: ALICE });
  await c.boot();
  assert.deepEqual(lines(await say(c, ALICE, '!footwork where safe', [hero])), [
    '<b>Hero</b>: 0 of 5 squares are safe.',
    '1: No opportunity attack on the way, but an enemy can strike you there.',
    '4: Getting there provokes an opportunity attack.',
  ]);
});

// Reach: the Hero's own reach is 5 ft, so only [1,0], beside the Orc, has it within reach: 2 squares
// west of the Hero, 10 ft.
test('where reach <name>: the one square beside the Orc, by a name in any case', async () => {
  const { c, hero } = await corridor();
  assert.deepEqual(lines(await say(c, ALICE, '!footwork where reach orc', [hero])), [
    '<b>Hero</b>: 1 of 5 squares has Orc within reach.',
    '1: Orc is within your reach there.',
    '4: Orc is out of your reach there.',
    'Nearest:',
    '• 2 squares west (10 ft)',
  ]);
});

// 4e (004_83b4f7313492aa85.txt), flanking: "you must be adjacent to the enemy and on opposite sides
// or corners", with an ally. On a 5×3 page the Orc at [2,1], the Scout (Bob's) at [1,1]: the only
// square opposite the Scout across the Orc is [3,1], one square west of the Hero at [4,1]; the Hero
// may end on 13 squares (15, less the Orc's and the Scout's).
test('where flank <name>: 4e flanks from the one square opposite the ally; sw5e has no flanking and says so', async () => {
  const c = await campaign({ page: { width: 5, height: 3 }, boot: false });
  c.token('Orc', [2, 1]);
  c.token('Scout', [1, 1], { controlledby: BOB });
  const hero = c.token('Hero', [4, 1], { controlledby: ALICE });
  await c.boot();
  // The page's own rules (sw5e): no flanking rule, said once in the engine's words.
  assert.equal(
    await say(c, ALICE, '!footwork where flank Orc', [hero]),
    '<b>Hero</b>: Ruleset sw5e has no rule for flanking.',
  );
  await say(c, GM, '!footwork ruleset 4e');
  assert.deepEqual(lines(await say(c, ALICE, '!footwork where flank Orc', [hero])), [
    '<b>Hero</b>: 1 of 13 squares flanks Orc.',
    '1: You flank Orc there with an ally.',
    '12: You do not flank Orc there.',
    'Nearest:',
    '• 1 square west (5 ft; with Scout)',
  ]);
});

// 5e-fine, cover: "A target has half cover if an obstacle blocks at least half of its body. The
// obstacle might be ... a creature". The Scout at [2,1] stands on the line between the Orc at [0,1]
// and the Hero at [5,1], so where the Hero stands it has cover from the Orc; squares beside the Orc
// ([1,0], [1,2]) have nothing between and no cover. The count said equals the cover lines' counts.
test('where cover <name>: 5e-fine; where the Hero stands behind the Scout is covered, beside the Orc is not', async () => {
  const c = await campaign({ page: { width: 6, height: 3 }, boot: false });
  c.token('Orc', [0, 1]);
  c.token('Scout', [2, 1], { controlledby: BOB });
  const hero = c.token('Hero', [5, 1], { controlledby: ALICE });
  await c.boot();
  assert.equal(
    await say(c, ALICE, '!footwork where cover Orc', [hero]),
    '<b>Hero</b>: Ruleset sw5e has no rule for cover by corner lines.',
  );
  await say(c, GM, '!footwork ruleset 5e-fine');
  const said = lines(await say(c, ALICE, '!footwork where cover Orc', [hero]));
  const [, good, all] = /^<b>Hero<\/b>: (\d+) of (\d+) squares give cover from Orc\.$/.exec(said[0]) ?? [];
  assert.ok(good, said[0]);
  const counted = (re) => said.filter((l) => re.test(l)).reduce((n, l) => n + Number(/^(\d+):/.exec(l)[1]), 0);
  assert.equal(counted(/^\d+: (Half|Three-quarters) cover|^\d+: Orc cannot target you/), Number(good));
  assert.equal(counted(/^\d+: /), Number(all));
  assert.equal(Number(all), 16); // 18 squares, less the Orc's and the Scout's
  assert.match(
    said.find((l) => l.startsWith('• ')),
    /^• where it stands \(0 ft; (half|three-quarters) cover/,
  );
  const listed = said.filter((l) => l.startsWith('• ')).join('\n');
  assert.doesNotMatch(listed, /4 squares west, 1 (north|south)/);
});

test('a name no token has, a name two tokens share, no name, no token, and a token not yours get clear whispers', async () => {
  const c = await campaign({ boot: false });
  const orc = c.token('Orc', [0, 0]);
  c.token('Goblin 1', [5, 2]);
  c.token('Goblin 2', [2, 6]);
  const hero = c.token('Hero', [3, 3], { controlledby: ALICE });
  await c.boot();
  assert.equal(
    await say(c, ALICE, '!footwork where flank Dragon', [hero]),
    'Footwork: no token named "Dragon" on this page; its creatures: Orc, Goblin 1, Goblin 2, Hero.',
  );
  assert.equal(
    await say(c, ALICE, '!footwork where reach gob', [hero]),
    'Footwork: "gob" could be 2 tokens: Goblin 1 (2 squares east, 1 north), Goblin 2 (1 square west, 3 south). Name one whole (rename tokens that share a name).',
  );
  // Named whole: the 8 squares around Goblin 2 have it within 5 ft, of the 93 the Hero may end on
  // (96 squares, less three other tokens'; 60 ft with the Dash reaches every one).
  assert.match(
    await say(c, ALICE, '!footwork where reach goblin 2', [hero]),
    /^<b>Hero<\/b>: 8 of 93 squares have Goblin 2 within reach\.<br>.*<br>Nearest 5:<br>• 2 squares west, 2 south \(10 ft\)<br>/,
  );
  assert.equal(
    await say(c, ALICE, '!footwork where cover', [hero]),
    "Footwork: name the creature: !footwork where cover Archer (its token's name).",
  );
  assert.equal(
    await say(c, ALICE, '!footwork where', [hero]),
    'Footwork: !footwork where safe, or where flank|cover|reach &lt;token name&gt;.',
  );
  assert.equal(
    await say(c, ALICE, '!footwork where somewhere', [hero]),
    'Footwork: !footwork where safe, or where flank|cover|reach &lt;token name&gt;.',
  );
  // A name every object has (Object.prototype's) is no mode either: it once passed `in` and asked for
  // a creature's name, quoting "undefined" as the example.
  for (const inherited of ['constructor', 'toString'])
    assert.equal(
      await say(c, ALICE, `!footwork where ${inherited} Orc`, [hero]),
      'Footwork: !footwork where safe, or where flank|cover|reach &lt;token name&gt;.',
    );
  assert.equal(
    await say(c, GM, '!footwork where safe'),
    'Footwork: select your token first (or, in combat, ask on your turn): !footwork where safe.',
  );
  assert.equal(await say(c, ALICE, '!footwork where safe', [orc]), 'Footwork: Orc is not yours.');
  // The Orc's turn: Alice asking without a selection is asking about the Orc, which is not hers.
  c.table.turnorder([entry(orc)]);
  assert.equal(await say(c, ALICE, '!footwork where safe'), 'Footwork: Orc is not yours.');
  // Everything the Orc reaches beyond its speed of 30 ft is reached with the Dash: the count within speed is said.
  assert.match(
    await say(c, GM, '!footwork where safe'),
    /^<b>Orc<\/b>: \d+ of \d+ squares are safe \(\d+ within speed\)\./,
  );
  assert.equal(c.sandbox.crash, null);
});

// A "hex" page (pointy-topped, Hexploration's centres as in hex.test.mjs): the Orc at [4,1], the Hero at
// [1,1] on the same row. 5 ft of reach is the Orc's six neighbours, all on the page; the nearest,
// [3,1], is two hexes east of the Hero ("A step on hexes is into one of the six neighbours and costs
// one cell", docs/protocol.md): 10 ft.
test('where reach on a hex page: six hexes, the nearest two hexes east', async (t) => {
  if (!(await engineHasHex())) return t.skip('this engine has no hex grids');
  const c = await campaign({ boot: false, page: { grid_type: 'hex' } });
  const place = (name, [col, row], attrs = {}) =>
    c.game.addObject('graphic', {
      _pageid: c.page.id,
      name,
      left: col * 75.19856198446 + 37.5 + (row % 2 === 1 ? 37.5 : 0),
      top: row * 66.965827824268 + 44,
      width: 70,
      height: 70,
      layer: 'objects',
      ...attrs,
    });
  place('Orc', [4, 1]);
  const hero = place('Hero', [1, 1], { controlledby: ALICE });
  await c.boot();
  const said = lines(await say(c, ALICE, '!footwork where reach Orc', [hero]));
  assert.match(said[0], /^<b>Hero<\/b>: 6 of \d+ hexes have Orc within reach\.$/);
  assert.equal(said[1], '6: Orc is within your reach there.');
  assert.equal(
    said.find((l) => l.startsWith('• ')),
    '• 2 hexes east (10 ft)',
  );
  // Issue 37, item 6: each hex named has its own words (the two straight runs that lead there, as
  // "2 squares east, 1 north" on squares), where a compass point alone said "3 hexes east" of two.
  // Around the Orc, the hexes beside the Hero's row are 2 east then 1 north-east or south-east.
  const named = said.filter((l) => l.startsWith('• ')).map((l) => l.replace(/^• | \(.*$/g, ''));
  assert.equal(named.length, 5, said.join('\n'));
  assert.equal(new Set(named).size, named.length, said.join('\n'));
  assert.ok(named.includes('2 hexes east, 1 north-east'), said.join('\n'));
  assert.ok(named.includes('2 hexes east, 1 south-east'), said.join('\n'));
  // Nor do the status or the rules count diagonals there: no step on hexes is diagonal.
  const status = await say(c, ALICE, '!footwork status');
  assert.match(status, /Page "[^"]*": sw5e, \d+×\d+ pointy-topped hexes of 5 ft, 2 creatures, /);
  assert.doesNotMatch(status, /diagonal/);
  const rules = lines((await say(c, ALICE, '!footwork rules')).replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(n)));
  assert.match(rules[1], /^1\. Diagonals count \(on square pages; this page has hexes\): /);
  assert.doesNotMatch(rules[1], /as the page’s ruler counts/);
});
