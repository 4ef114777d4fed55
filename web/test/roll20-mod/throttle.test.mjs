// The Mod's commands per player, bounded (web/roll20-mod/throttle.js, issue 41 item 7): the bucket on
// a clock the test moves, then ten thousand commands on the replica sandbox: counted, not timed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CommandThrottle, BURST, REFILL_MS, THROTTLED } from '../../roll20-mod/throttle.js';
import { campaign, ALICE, BOB, GM } from './fixtures.mjs';

// A dropped command's refusal: the shim's one problem shape (source 'mod'), and whether to say it.
const refusal = (tell) => ({
  kind: 'error',
  source: 'mod',
  code: 'throttled',
  message: THROTTLED,
  path: '$.content',
  tell,
});
// The whisper a dropped command gets (the refusal's sentence, as every Mod problem is whispered).
const WHISPER = `Footwork: ${THROTTLED}`;

test('the bucket: BURST commands at once, then one each REFILL_MS; the player is told once per dry spell', () => {
  let now = 0;
  const t = new CommandThrottle({ now: () => now });
  for (let i = 0; i < BURST; i++) assert.equal(t.take('alice'), null);
  assert.deepEqual(t.take('alice'), refusal(true));
  assert.deepEqual(t.take('alice'), refusal(false), 'told once, not once per command');
  assert.equal(t.take('bob'), null, 'each player has a bucket of their own');
  now += REFILL_MS - 1;
  assert.notEqual(t.take('alice'), null);
  now += 1;
  assert.equal(t.take('alice'), null);
  assert.deepEqual(t.take('alice'), refusal(true), 'a new dry spell is said again');
  // A long pause fills the bucket again, never past BURST.
  now += 100 * REFILL_MS;
  let ran = 0;
  while (t.take('alice') === null) ran += 1;
  assert.equal(ran, BURST);
  assert.equal(t.dropped, 5);
});

// Issue 41: "10,000 player `rules` commands whispered 22.5 MB"; "10,000 GM `rule` commands took 17.2 s
// with no throttle (a drop waited 17.5 s)".
for (const [who, command] of [
  [ALICE, '!footwork rules'],
  [GM, '!footwork rule 1 default'],
]) {
  test(`10,000 × "${command}" from one player: a bounded number run, one whisper says why`, async () => {
    const c = await campaign({ boot: false });
    c.token('Hero', [2, 2], { controlledby: ALICE });
    await c.boot();
    const from = c.mark();
    const started = Date.now();
    for (let i = 0; i < 10000; i++) c.table.say(who, command);
    // The bound the bucket allows over the time the commands took to send (it refills as they go).
    const allowed = BURST + Math.ceil((Date.now() - started) / REFILL_MS) + 1;
    await c.idle();
    // The whispers to the player (c.seen's per-message look-up is quadratic over 10,000 messages).
    const seen = c.game.chat
      .slice(from)
      .filter((m) => !m.fromPlayer && (m.to === who || (who === GM && m.whisper === 'gm')))
      .map((m) => m.content);
    const throttled = seen.filter((m) => m === WHISPER);
    // One answer a command run (a rule's change also says when the pages are read again).
    const answers = seen.filter((m) => m !== WHISPER && m !== 'Footwork: pages read again.');
    assert.ok(throttled.length >= 1 && throttled.length <= allowed - BURST, `${throttled.length} throttle whispers`);
    assert.ok(answers.length <= allowed, `${answers.length} commands answered (at most ${allowed})`);
    const bytes = seen.reduce((n, m) => n + Buffer.byteLength(m), 0);
    console.log(`# ${command} ×10,000: ${answers.length} answered, ${bytes} bytes whispered`);
    assert.ok(bytes < 200000, `${bytes} bytes whispered`);
    // Another player's command is answered: their bucket is their own, and nothing waits behind the
    // dropped ones; the status counts them.
    const other = c.mark();
    c.table.say(BOB, '!footwork status');
    await c.idle();
    const ignored = Number(/Commands ignored as too many at once: (\d+)\./.exec(c.seen(BOB, other).join('\n'))?.[1]);
    assert.ok(ignored >= 10000 - allowed && ignored < 10000, `${ignored} ignored`);
    assert.equal(c.sandbox.crash, null);
  });
}
