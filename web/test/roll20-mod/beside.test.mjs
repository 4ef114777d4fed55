// The Mod beside other Mod scripts (issue 38, "Among other Mod scripts"): every script of a campaign
// runs in one sandbox, and a change one script makes with `set` fires no event for any script
// (../shared/notes/roll20.md, "Living beside other scripts"). Each test boots the Mod with a few lines
// of script of our own in the same sandbox on the replica (harness.mjs), written to do what published
// scripts do (move a token, put a dropped token back, pass the turn), and checks the Mod keeps up.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { campaign, centre, moveFeet, GM, ALICE, decoded } from './fixtures.mjs';

// The last whisper to `who` as the chat shows it (entities read back).
const last = (c, who, from) => decoded(c.seen(who, from).at(-1) ?? '');
const entry = (t) => ({ id: t.id, pr: 10, custom: '' });

/**
 * Boots the sandbox with the Mod and our script joined into one file, as Roll20 joins a campaign's
 * scripts (harness.mjs [#2157]); `before`: ours comes first in the file.
 */
async function bootWith(c, script, { before = false } = {}) {
  c.game.boot(before ? `${script}\n${c.code}` : `${c.code}\n${script}`);
  await c.idle();
}

// A script that moves a token with `set` on a chat command, as TokenMod's `--set left|… top|…` does:
// "!put <token id> <left> <top>".
const PUT = `on('ready', () => on('chat:message', (m) => {
  if (m.type !== 'api' || !m.content.startsWith('!put ')) return;
  const [, id, left, top] = m.content.split(' ');
  getObj('graphic', id).set({ left: Number(left), top: Number(top) });
}));`;
const put = (c, token, cell) => c.table.say(GM, `!put ${token.id} ${centre(cell).join(' ')}`);

// sw5e: "If you leave a hostile creature's reach during your move, you provoke an opportunity attack".
test("a token another script moved is where the Mod prices from: leaving the orc's new place provokes", async () => {
  const c = await campaign({ boot: false });
  const hero = c.token('Hero', [1, 1], { controlledby: ALICE });
  const orc = c.token('Orc', [8, 6]); // far away: no reach of it at the hero's start
  await bootWith(c, PUT);
  c.table.turnorder([entry(hero), entry(orc)]);
  put(c, orc, [2, 0]); // beside the hero, diagonally
  await c.idle();
  const from = c.mark();
  c.table.drag(hero, centre([1, 3]));
  await c.idle();
  const text = last(c, ALICE, from);
  assert.deepEqual(moveFeet(text), { move: 10, turn: 10 }, text);
  assert.match(text, /Opportunity attack: Orc, leaving its reach/, text);
  assert.equal(c.sandbox.crash, null);
});

// sw5e: "you can't willingly move through a hostile creature's space"; the orc is not there any more.
test('a drag through the square another script moved a hostile token out of is not refused', async () => {
  const c = await campaign({ state: { FootworkMod: { version: 1, settings: { enforce: true } } }, boot: false });
  const hero = c.token('Hero', [0, 3], { controlledby: ALICE });
  const orc = c.token('Orc', [2, 3]);
  await bootWith(c, PUT);
  c.table.turnorder([entry(hero), entry(orc)]);
  put(c, orc, [8, 6]);
  await c.idle();
  const from = c.mark();
  c.table.drag(hero, centre([4, 3]));
  await c.idle();
  const text = last(c, ALICE, from);
  assert.deepEqual(moveFeet(text), { move: 20, turn: 20 }, text);
  assert.doesNotMatch(text, /Illegal|Enforcement/, text);
  assert.deepEqual(
    [hero.get('left'), hero.get('top')],
    centre([4, 3]),
    'enforcement left the hero where it was dropped',
  );
  // `!footwork where` answers from the orc's new place too.
  const asked = c.mark();
  put(c, orc, [5, 3]); // beside the hero again, east
  await c.idle();
  c.table.say(ALICE, '!footwork where reach Orc', { selected: [hero] });
  await c.idle();
  // The orc beside it now: within reach of it where the hero stands.
  assert.match(last(c, ALICE, asked), /Nearest 5:<br>• where it stands \(0 ft\)/);
});

// A script that puts dropped tokens back while the table is locked, as TokenLock does (on
// change:graphic it sets left and top back to `prev`): "!lock" and "!unlock". `first`: it registers
// at load, before the Mod (whose handlers are registered at `ready`); else at `ready`, after it.
const lock = (first) => {
  const handler = `(obj, prev) => {
    if (locked && (obj.get('left') !== prev.left || obj.get('top') !== prev.top)) obj.set({ left: prev.left, top: prev.top });
  }`;
  return `{
  let locked = false;
  on('chat:message', (m) => { if (m.type === 'api' && /^!(un)?lock$/.test(m.content)) locked = m.content === '!lock'; });
  ${first ? `on('change:graphic', ${handler});` : `on('ready', () => on('change:graphic', ${handler}));`}
}`;
};

for (const first of [false, true])
  test(`a drop another script puts back is not charged (that script registered ${first ? 'before' : 'after'} the Mod)`, async () => {
    const c = await campaign({
      page: { width: 16, height: 4 },
      state: { FootworkMod: { version: 1, settings: { enforce: true } } },
      boot: false,
    });
    const hero = c.token('Hero', [0, 0], { controlledby: ALICE });
    await bootWith(c, lock(first), { before: first });
    c.table.turnorder([entry(hero)]);
    c.table.say(GM, '!lock');
    await c.idle();
    let from = c.mark();
    c.table.drag(hero, centre([2, 0]));
    await c.idle();
    assert.deepEqual([hero.get('left'), hero.get('top')], centre([0, 0]), 'the lock put the hero back');
    assert.deepEqual(c.seen(ALICE, from), [], 'a move that never happened is not whispered');
    // An illegal drag (13 squares: 65 ft, past Dash) put back by the lock: not "returned", not charged.
    c.table.drag(hero, centre([13, 0]));
    await c.idle();
    assert.deepEqual([hero.get('left'), hero.get('top')], centre([0, 0]));
    assert.deepEqual(c.seen(ALICE, from), []);
    c.table.say(GM, '!unlock');
    await c.idle();
    from = c.mark();
    c.table.drag(hero, centre([2, 0]));
    await c.idle();
    const text = last(c, ALICE, from);
    assert.deepEqual(moveFeet(text), { move: 10, turn: 10 }, text);
    assert.equal(c.sandbox.crash, null);
  });

// A script that passes the turn with `set`, as TurnMarker1's "!eot" does: the first entry of the turn
// order goes to the end (roll20.md, "Turn tracker"), a round counter (a custom row) counted up as it goes.
const EOT = `on('ready', () => on('chat:message', (m) => {
  if (m.type !== 'api' || m.content !== '!eot') return;
  const order = JSON.parse(Campaign().get('turnorder') || '[]');
  const first = order.shift();
  if (first.id === '-1') first.pr = Number(first.pr) + 1;
  order.push(first);
  Campaign().set('turnorder', JSON.stringify(order));
}));`;

// sw5e: "On your turn, you can move a distance up to your speed"; the Mod keeps a creature's movement
// until its own next turn.
test("a turn another script passes is seen at the next drop and command: the orc's turn starts afresh", async () => {
  const c = await campaign({ boot: false });
  const hero = c.token('Hero', [0, 0], { controlledby: ALICE });
  const orc = c.token('Orc', [8, 6]);
  await bootWith(c, EOT);
  c.table.turnorder([entry(orc), entry(hero)]); // combat begins: the orc's turn
  let from = c.mark();
  c.table.drag(orc, centre([8, 4]));
  await c.idle();
  assert.deepEqual(moveFeet(last(c, GM, from)), { move: 10, turn: 10 });
  c.table.turnorder([entry(hero), entry(orc)]); // the GM's next-turn button: the hero's turn
  from = c.mark();
  c.table.drag(hero, centre([0, 2]));
  await c.idle();
  assert.deepEqual(moveFeet(last(c, ALICE, from)), { move: 10, turn: 10 });
  c.table.say(GM, '!eot'); // the orc's turn again, said by no event
  await c.idle();
  // The orc's drop reads the turn order again: its turn starts afresh.
  from = c.mark();
  c.table.drag(orc, centre([8, 2]));
  await c.idle();
  const text = last(c, GM, from);
  assert.deepEqual(moveFeet(text), { move: 10, turn: 10 }, text);
  // The hero's turn again, by the script: a command reads it, and the hero has not moved this turn.
  c.table.say(GM, '!eot');
  await c.idle();
  from = c.mark();
  c.table.say(GM, '!footwork show Hero');
  await c.idle();
  assert.match(last(c, GM, from), /<b>Hero<\/b>: 0 ft moved this turn/, last(c, GM, from));
  assert.equal(c.sandbox.crash, null);
});

// Turned all the way round between two drops, the order has the same current entry; a round counter
// that moved says a round went by (without one it cannot be seen: docs/roll20-mod.md).
test('an order a script turns all the way round is a new round when a round counter moved', async () => {
  const c = await campaign({ boot: false });
  const hero = c.token('Hero', [0, 0], { controlledby: ALICE });
  const orc = c.token('Orc', [8, 6]);
  await bootWith(c, EOT);
  c.table.turnorder([entry(hero), entry(orc), { id: '-1', pr: 1, custom: 'Round', formula: '+1' }]);
  let from = c.mark();
  c.table.drag(hero, centre([0, 2]));
  await c.idle();
  assert.deepEqual(moveFeet(last(c, ALICE, from)), { move: 10, turn: 10 });
  for (let i = 0; i < 3; i++) c.table.say(GM, '!eot'); // the orc, the counter, the hero: round 2
  await c.idle();
  assert.match(c.game.campaign.get('turnorder'), /"pr":2/);
  from = c.mark();
  c.table.drag(hero, centre([0, 4]));
  await c.idle();
  const text = last(c, ALICE, from);
  assert.deepEqual(moveFeet(text), { move: 10, turn: 10 }, text);
});

// A script that keeps a round marker as TurnMarker1 does: a plain token nobody controls, of no
// character, on the objects layer under the creature whose turn it is, named "<tokenName> <round>"
// with its settings in state.TurnMarker ("!marker <left> <top>" puts it there).
const MARKER = `on('ready', () => {
  state.TurnMarker = state.TurnMarker || { tokenName: 'Round' };
  on('chat:message', (m) => {
    if (m.type !== 'api' || !m.content.startsWith('!marker ')) return;
    const [, left, top] = m.content.split(' ').map(Number);
    createObj('graphic', { _pageid: Campaign().get('playerpageid'), name: state.TurnMarker.tokenName + ' 4', layer: 'objects', left, top, width: 119, height: 119 });
  });
});`;

test("a turn marker under the current creature is no creature: no opportunity attack from 'Round 4'", async () => {
  const c = await campaign({ state: { FootworkMod: { version: 1, settings: { enforce: true } } }, boot: false });
  const hero = c.token('Hero', [1, 1], { controlledby: ALICE });
  await bootWith(c, MARKER);
  c.table.turnorder([entry(hero)]);
  c.table.say(GM, `!marker ${centre([1, 1]).join(' ')}`);
  await c.idle();
  c.table.say(GM, '!footwork reload');
  await c.idle();
  const from = c.mark();
  c.table.drag(hero, centre([1, 4]));
  await c.idle();
  const text = last(c, ALICE, from);
  assert.deepEqual(moveFeet(text), { move: 15, turn: 15 }, text);
  assert.doesNotMatch(text, /Round 4|Illegal|Enforcement/, text);
  assert.deepEqual([hero.get('left'), hero.get('top')], centre([1, 4]));
});

// sw5e: "If you leave a hostile creature's reach during your move, you provoke an opportunity attack".
test('!footwork prop: the GM marks a token as no creature (kept in state, listed in status), and off again', async () => {
  const c = await campaign({ boot: false });
  const hero = c.token('Hero', [1, 1], { controlledby: ALICE });
  const statue = c.token('Statue', [2, 1]);
  await c.boot();
  c.table.turnorder([entry(hero)]);
  let from = c.mark();
  c.table.say(ALICE, '!footwork prop', { selected: [statue] });
  await c.idle();
  assert.match(last(c, ALICE, from), /only the GM/);
  c.table.say(GM, '!footwork prop', { selected: [statue] });
  await c.idle();
  assert.match(last(c, GM, from), /Statue no creatures/);
  assert.deepEqual(JSON.parse(JSON.stringify(c.sandbox.state.FootworkMod.settings.props)), { [statue.id]: 'Statue' });
  from = c.mark();
  c.table.say(GM, '!footwork status');
  await c.idle();
  assert.match(last(c, GM, from), /Not creatures \(!footwork prop\): Statue\./);
  from = c.mark();
  c.table.drag(hero, centre([1, 3]));
  await c.idle();
  assert.doesNotMatch(last(c, ALICE, from), /Opportunity attack/, last(c, ALICE, from));
  // Kept across a restart of the sandbox (state), then undone: the statue is a creature again.
  await c.boot();
  c.table.change(hero, { left: centre([1, 1])[0], top: centre([1, 1])[1] }); // back beside it, no lastmove
  await c.idle();
  from = c.mark();
  c.table.say(GM, '!footwork status');
  await c.idle();
  assert.match(last(c, GM, from), /Not creatures \(!footwork prop\): Statue\./);
  c.table.say(GM, '!footwork prop off', { selected: [statue] });
  await c.idle();
  c.table.say(GM, '!footwork reset all');
  await c.idle();
  from = c.mark();
  c.table.drag(hero, centre([1, 3]));
  await c.idle();
  assert.match(last(c, ALICE, from), /Opportunity attack: Statue/, last(c, ALICE, from));
  // A deleted prop leaves the list.
  c.table.say(GM, '!footwork prop', { selected: [statue] });
  await c.idle();
  c.table.remove(statue);
  await c.idle();
  from = c.mark();
  c.table.say(GM, '!footwork status');
  await c.idle();
  assert.doesNotMatch(last(c, GM, from), /Not creatures/);
});

// A script that sets a token's status markers with `set`, as TokenMod's `--set statusmarkers|…` does:
// "!mark <token id> <markers>".
const MARK = `on('ready', () => on('chat:message', (m) => {
  if (m.type !== 'api' || !m.content.startsWith('!mark ')) return;
  const [, id, markers] = m.content.split(' ');
  getObj('graphic', id).set({ statusmarkers: markers });
}));`;

// sw5e: an incapacitated creature "can't take actions or reactions": no opportunity attack from it. A
// marker named like a condition is that condition (docs/roll20-mod.md, "Conditions from markers").
test('a status marker another script set is followed: an unconscious goblin threatens nothing', async () => {
  const c = await campaign({ boot: false });
  const hero = c.token('Hero', [1, 1], { controlledby: ALICE });
  c.token('Orc', [2, 1]);
  const goblin = c.token('Goblin', [0, 1]);
  await bootWith(c, MARK);
  c.table.turnorder([entry(hero)]);
  c.table.say(GM, `!mark ${goblin.id} unconscious`);
  await c.idle();
  const from = c.mark();
  c.table.drag(hero, centre([1, 4]));
  await c.idle();
  const text = last(c, ALICE, from);
  assert.match(text, /Opportunity attack: Orc/, text);
  assert.doesNotMatch(text, /Goblin/, text);
  assert.equal(c.sandbox.crash, null);
});

// Scripts that publish observer hooks as TokenMod (ObserveTokenChange) and GroupInitiative
// (ObserveTurnOrderChange) do, calling them after each change of theirs: "!tm <token id> <attribute>
// <value>" sets an attribute, "!gi-next" passes the turn (no round counter), "!tm-odd" calls the hooks
// with nothing, then with an object whose `get` throws.
const OBSERVED = `const TokenMod = (() => {
  const seen = [];
  on('ready', () => on('chat:message', (m) => {
    if (m.type !== 'api' || !m.content.startsWith('!tm ')) return;
    const [, id, key, value] = m.content.split(' ');
    const t = getObj('graphic', id);
    const prev = { [key]: t.get(key) };
    t.set({ [key]: key === 'width' ? Number(value) : value });
    seen.forEach((f) => f(t, prev));
  }));
  on('ready', () => on('chat:message', (m) => {
    if (m.type !== 'api' || m.content !== '!tm-odd') return;
    seen.forEach((f) => { f(undefined, null); f({ get() { throw new Error('odd'); } }, {}); });
    log('tm-odd done');
  }));
  return { ObserveTokenChange: (f) => { if (typeof f === 'function') seen.push(f); } };
})();
const GroupInitiative = (() => {
  const seen = [];
  on('ready', () => on('chat:message', (m) => {
    if (m.type !== 'api') return;
    if (m.content === '!gi-next') {
      const order = JSON.parse(Campaign().get('turnorder') || '[]');
      order.push(order.shift());
      Campaign().set('turnorder', JSON.stringify(order));
      seen.forEach((f) => f(Campaign(), {}));
    }
  }));
  return { ObserveTurnOrderChange: (f) => { if (typeof f === 'function') seen.push(f); } };
})();`;

for (const before of [false, true])
  test(`TokenMod's and GroupInitiative's observer hooks are taken: changes seen as they happen (the script ${before ? 'before' : 'after'} the Mod)`, async () => {
    const c = await campaign({ boot: false });
    const hero = c.token('Hero', [1, 1], { controlledby: ALICE });
    const orc = c.token('Orc', [8, 6]);
    const goblin = c.token('Goblin', [0, 1]);
    await bootWith(c, OBSERVED, { before });
    assert.ok(
      c.game.logs.includes(
        'Footwork: changes told by TokenMod.ObserveTokenChange and GroupInitiative.ObserveTurnOrderChange are followed as they happen.',
      ),
      c.game.logs.join('\n'),
    );
    c.table.turnorder([entry(hero), entry(orc)]);
    let from = c.mark();
    c.table.drag(hero, centre([1, 3]));
    await c.idle();
    assert.deepEqual(moveFeet(last(c, ALICE, from)), { move: 10, turn: 10 });
    // Passed to the orc and back with no round counter: the same current entry at the next drop,
    // which only the hook tells apart from no turn at all.
    c.table.say(GM, '!gi-next');
    c.table.say(GM, '!gi-next');
    await c.idle();
    from = c.mark();
    c.table.drag(hero, centre([1, 5]));
    await c.idle();
    let text = last(c, ALICE, from);
    assert.deepEqual(moveFeet(text), { move: 10, turn: 10 }, text);
    // A token TokenMod set is read at once, before any drop or command reads the page again: one made
    // far wider than the page is refused and the GM told now.
    from = c.mark();
    c.table.say(GM, `!tm ${goblin.id} width 70000`);
    await c.idle();
    text = last(c, GM, from);
    assert.match(text, /Goblin/, text);
    // A hook called with nothing it can read changes nothing, says nothing, and the other script goes on.
    from = c.mark();
    c.table.say(GM, '!tm-odd');
    await c.idle();
    assert.ok(c.game.logs.includes('tm-odd done'), c.game.logs.join('\n'));
    assert.equal(c.seen(GM, from).length, 0, c.seen(GM, from).join('\n'));
    assert.equal(c.sandbox.crash, null);
    // The orc's turn: the hero keeps its 10 ft until its own next turn.
    c.table.say(GM, '!gi-next');
    await c.idle();
    from = c.mark();
    c.table.say(GM, '!footwork show Hero');
    await c.idle();
    text = last(c, GM, from);
    assert.match(text, /<b>Hero<\/b>: 10 ft moved this turn/, text);
  });
