// House rules in the Mod under Mock20 (npm `mock20`, adapted as mock20.mjs says): `!footwork rules`
// lists every rule in words, numbered; the GM's `!footwork rule` changes one, kept in `state` across
// a restart, starts the turn again and prices the next drop by it; a rule that counts diagonals
// otherwise than the page's ruler gets its one line; `default` and `rules reset` give them back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Mock20Campaign } from './mock20.mjs';
import { modBundle, centre, moveFeet } from './fixtures.mjs';
import { codeShaped } from '../words/code-shaped.mjs';

const entry = (t) => ({ id: t.id, pr: 10, custom: '' });
const rendered = (s) =>
  s
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
// What a user must never read: a camelCase name or a hyphenated code (the ruleset ids aside).
const STRICT = { everyHyphenated: true };

const rulesKept = (c) => JSON.parse(JSON.stringify(c.state.FootworkMod.settings.rules));

async function crypt(state) {
  const { code } = await modBundle();
  const c = new Mock20Campaign({
    players: [
      { key: 'gm', name: 'Gina', gm: true },
      { key: 'alice', name: 'Alice Liddell' },
    ],
    state,
  });
  const page = c.page({ name: 'Crypt', width: 12, height: 8, scale_number: 5, diagonaltype: 'foure' });
  globalThis.Campaign().MOCK20data.playerpageid = page.id;
  const alice = c.players.alice.id;
  const hero = c.create('graphic', {
    _pageid: page.id,
    name: 'Hero',
    left: centre([2, 2])[0],
    top: centre([2, 2])[1],
    width: 70,
    height: 70,
    layer: 'objects',
    controlledby: alice,
    bar1_value: '30',
  });
  await c.boot(code);
  c.say('gm', '!footwork speed bar1');
  await c.idle();
  c.turnorder([entry(hero)]);
  await c.idle();
  const say = async (who, text) => {
    const from = c.mark();
    c.say(who, text);
    await c.idle();
    return rendered(
      c.chat
        .slice(from)
        .filter((m) => m.type === 'whisper' && (m.target === c.players[who].id || (who === 'gm' && m.target === 'gm')))
        .map((m) => m.content)
        .join('\n'),
    );
  };
  const drop = async (cell) => {
    const from = c.mark();
    c.drop(hero, centre(cell));
    await c.idle();
    return rendered(c.whispers(alice, from).at(-1)?.content ?? '');
  };
  return { c, code, hero, say, drop };
}

test('!footwork rules lists every rule in words, numbered, with what the page plays', async () => {
  const { c, say } = await crypt();
  const list = await say('alice', '!footwork rules');
  const lines = list.split(/<br>|\n/);
  assert.match(lines[0], /Footwork<\/b> rules: sw5e:/);
  // 30 knobs and sw5e's two bands, each a numbered line
  const numbered = lines.filter((l) => /^\d+\. /.test(l));
  assert.equal(numbered.length, 32, list);
  assert.match(list, /1\. Diagonals count: <b>every diagonal 1 square<\/b> \(as the page’s ruler counts\)/);
  assert.match(list, /Difficult terrain costs: <b>1 extra foot a foot, once<\/b>/);
  assert.match(list, /Dash: times the speed: <b>×2<\/b>/);
  assert.deepEqual(codeShaped(list.replace(/<[^>]+>/g, ' '), STRICT), [], list);
  assert.equal(c.crash, null);
});

test('the GM sets a rule: kept in state, the turn starts again, the next drop is priced by it; default gives it back', async () => {
  const { c, code, say, drop } = await crypt();
  // "D&D 5E/4E": every diagonal one square, so two diagonals are 10 ft.
  assert.deepEqual(moveFeet(await drop([4, 4])), { move: 10, turn: 10 });
  assert.match(await say('alice', '!footwork rule 1 4'), /only the GM can use "!footwork rule"/);
  assert.deepEqual(rulesKept(c), {});
  const set = await say('gm', '!footwork rule 1 every diagonal 2 squares');
  assert.match(
    set,
    /Diagonals count: every diagonal 2 squares\. Rules now: sw5e, counting every diagonal as 2 squares\. This turn’s movement starts again/,
  );
  assert.match(set, /pages read again/);
  // The page's ruler counts one square a diagonal: the GM's choice is said in one line.
  assert.match(
    set,
    /The ruler \(D&D 5E\/4E\) counts every diagonal as 1 square; Footwork counts every diagonal as 2 squares/,
  );
  assert.deepEqual(rulesKept(c), { diagonal: 'manhattan' });
  // Two more diagonals: 4 squares, 20 ft, and the turn started again (20, not 30).
  assert.deepEqual(moveFeet(await drop([6, 6])), { move: 20, turn: 20 });
  // A band: the Dash three times the speed (sw5e's band 2).
  assert.match(await say('gm', '!footwork rule 32 3'), /Dash: times the speed: ×3/);
  assert.deepEqual(rulesKept(c), { diagonal: 'manhattan', bands: { dash: 3 } });
  const status = await say('gm', '!footwork status');
  assert.match(status, /Page "Crypt": sw5e, counting every diagonal as 2 squares; house rules: dash ×3, 12×8 squares/);
  // Kept across a restart of the sandbox.
  await c.restart(code);
  await c.idle();
  assert.match(
    await say('gm', '!footwork rules'),
    /1\. Diagonals count: <b>every diagonal 2 squares<\/b> \(house rule\)/,
  );
  // Back to the ruleset's own, one and then all.
  assert.match(
    await say('gm', '!footwork rule 1 default'),
    /Diagonals count: every diagonal 1 square \(as the page’s ruler counts\)\. Rules now: sw5e, counting every diagonal as 1 square; house rules: dash ×3\./,
  );
  assert.deepEqual(rulesKept(c), { bands: { dash: 3 } });
  assert.match(await say('gm', '!footwork rules reset'), /every house rule cleared/);
  assert.deepEqual(rulesKept(c), {});
  assert.equal(c.crash, null);
});

test('a choice or rule it does not know is refused in words; a hostile state is read back clean', async () => {
  const { c, say } = await crypt({
    FootworkMod: { version: 1, settings: { rules: { diagonal: 'sideways', hamper: 'doubling', bands: 'no' } } },
  });
  const bad = await say('gm', '!footwork rule 1 sideways');
  assert.match(bad, /“sideways” is no choice for “Diagonals count”: 1 \(alternately 1 and 2 squares/);
  assert.match(
    await say('gm', '!footwork rule 99 yes'),
    /“99” is no rule; !footwork rules lists them by number \(1 to 32\)/,
  );
  assert.match(await say('gm', '!footwork rule 1'), /give a choice for “Diagonals count”/);
  // The kept doubling is played, the bad diagonal dropped with a sentence to the GM.
  assert.deepEqual(rulesKept(c), { diagonal: 'sideways', hamper: 'doubling' });
  const gm = rendered([...c.whispers('gm', 0), ...c.whispers(c.players.gm.id, 0)].map((m) => m.content).join('\n'));
  assert.match(gm, /settings\.rules\.bands/);
  assert.match(gm, /“Diagonals count” was set to something it does not take; sw5e’s is used/);
  assert.match(await say('gm', '!footwork status'), /house rules: difficult terrain costs double/);
  assert.equal(c.crash, null);
});

// Issue 37, item 5: what the GM reads ends in words, not in the code of the line ("…as the GM chose.
// (ruleset)"); the list gives every rule whole (rule 17 was cut at the 60 characters of a name); one
// creature is "1 creature".
test('the GM reads sentences without codes, every rule whole, and "1 creature"', async () => {
  const { c, say } = await crypt({
    FootworkMod: { version: 1, settings: { rules: { diagonal: 'sideways', nonsense: 1 } } },
  });
  await say('gm', '!footwork rule 1 every diagonal 2 squares');
  const gm = rendered([...c.whispers('gm', 0), ...c.whispers(c.players.gm.id, 0)].map((m) => m.content).join('<br>'));
  assert.match(gm, /as the GM chose\./);
  assert.match(gm, /that house rule is not used\./);
  const coded = gm.split(/<br>|\n/).filter((l) => /[.!?] \([a-z][a-z-]*\)\s*$/.test(l));
  assert.deepEqual(coded, [], gm);
  const list = await say('gm', '!footwork rules');
  const cut = list.split(/<br>|\n/).filter((l) => l.includes('…'));
  assert.deepEqual(cut, [], list);
  const status = await say('gm', '!footwork status');
  assert.match(status, /12×8 squares of 5 ft, 1 creature, /);
  assert.equal(c.crash, null);
});
