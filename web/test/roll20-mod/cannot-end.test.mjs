// A drop where the move may not end (issue 37), under the replica of Roll20's sandbox: Alice's Hero
// dropped on Bob's Ally (both players' tokens, one side; sw5e: another creature's space may be passed,
// not ended in). The whisper to Alice and to the GM says the engine's sentence with the Ally's name,
// never "[object Object]". The whispers as the chat shows them: build/screenshots/roll20-mod-cannot-end.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { campaign, centre, GM, ALICE, BOB, decoded, writeChat } from './fixtures.mjs';

test('a drop on an ally: the whispers say why the move cannot end there', async () => {
  const c = await campaign({ state: { FootworkMod: { version: 1, settings: { ruleset: 'sw5e' } } }, boot: false });
  const hero = c.token('Hero', [1, 3], { controlledby: ALICE });
  c.token('Ally', [4, 3], { controlledby: BOB });
  await c.boot();
  // In the turn order: the Mod prices moves in combat.
  c.table.turnorder([{ id: hero.id, pr: 20, custom: '', _pageid: c.page.id }]);
  const from = c.mark();
  c.table.drag(hero, centre([4, 3]));
  await c.idle();
  const toAlice = c.seen(ALICE, from).at(-1) ?? '';
  const said = decoded(toAlice);
  assert.ok(!said.includes('[object'), said);
  assert.match(said, /<br>Illegal: The move can't end in Ally's space\./, said);
  assert.equal(c.seen(GM, from).at(-1), toAlice, 'the GM gets the same whisper');
  await writeChat('roll20-mod-cannot-end.png', [toAlice]);
  assert.equal(c.sandbox.crash, null);
});
