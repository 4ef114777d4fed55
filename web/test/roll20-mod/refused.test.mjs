// A page the engine or the page model refuses outright, said by the Mod in the same one sentence the
// browser extension's panel shows (web/roll20/page-scene.js PageScene.refusal, the extension's
// `refused` line: test/extension/refused.test.mjs): one voice for both hosts, in the Mod's chat
// framing (whispered to the GM, once per page until the page changes).
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { campaign, centre, decoded, GM, ALICE } from './fixtures.mjs';
import { library } from '../harness.mjs';
import { PageScene } from '../../roll20/page-scene.js';
import { plain } from '../../roll20-mod/objects.js';
import { roll20Creature } from '../../roll20/creatures.js';

let footwork;
before(async () => {
  const { load } = await library();
  footwork = await load();
});

/** The sentence the extension's panel shows for this page: PageScene's refusal, loaded as the extension loads. */
function extensionSentence(page) {
  const scene = new PageScene(footwork, page.id);
  const it = scene.load({
    page,
    graphics: [],
    walls: [],
    ruleset: 'sw5e',
    creatureOf: (g, grid, sizes) =>
      roll20Creature(g, grid, sizes, { speed: { source: 'fixed', fixed: 30 }, ruleset: 'sw5e' }),
  });
  let step = it.next();
  while (!step.done) step = it.next();
  assert.equal(scene.loaded, false);
  const message = scene.refusal?.message;
  scene.delete();
  return message;
}

const cases = [
  // The engine refuses the map (its grid reader: "at least 0.1 ft"): code page-refused.
  ['a cell of 0.05 ft', { scale_number: 0.05 }, /the engine refused its map \(.*at least 0\.1 ft/],
  // The page model refuses the page's own size before the engine sees it (roll20Grid): code page-size.
  ['5000 × 5000 squares', { width: 5000, height: 5000 }, /at most 4096 cells a side/],
];

for (const [what, attrs, words] of cases) {
  test(`a refused page (${what}): the Mod whispers the extension's one sentence to the GM, once`, async () => {
    const c = await campaign({ boot: false, page: attrs });
    const hero = c.token('Hero', [1, 1], { controlledby: ALICE });
    const from = c.mark();
    await c.boot();
    const sentence = extensionSentence(plain(c.page));
    assert.match(sentence, words);
    const gm = c.seen(GM, from).map(decoded);
    const told = gm.filter((m) => m.includes('Crypt'));
    // The Mod's framing around the page model's sentence; the only line of its own says how the
    // page is read again, since it is said once (the extension reads the page again on its own).
    assert.deepEqual(
      told,
      [`Footwork, page "Crypt":<br>${sentence}<br>Read again when the page changes, or on !footwork reload (GM).`],
      gm.join('\n'),
    );
    // Said once: drops on the refused page are not priced, and the GM is not told again.
    c.table.turnorder([{ id: hero.id, pr: 20, custom: '', _pageid: c.page.id }]);
    const after = c.mark();
    c.table.drag(hero, centre([2, 1]));
    c.table.drag(hero, centre([3, 1]));
    await c.idle();
    assert.deepEqual(c.seen(GM, after), [], 'not said again');
    assert.deepEqual(c.seen(ALICE, after), [], 'nothing priced');
    // What the line says works: the GM's reload reads the page again (refused again: said again).
    const reload = c.mark();
    c.table.say(GM, '!footwork reload');
    await c.idle();
    const again = c
      .seen(GM, reload)
      .map(decoded)
      .filter((m) => m.includes('Crypt'));
    assert.deepEqual(again, told, c.seen(GM, reload).join('\n'));
    assert.equal(c.sandbox.crash, null);
  });
}
