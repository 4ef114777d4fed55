// The Mod script on hex pages (Roll20's "hex" and "hexr"), on the replica sandbox: a token dropped as
// Roll20 reports it (left, top and lastmove in one change) is read in hex cells and priced as hexes
// ("A step on hexes is into one of the six neighbours and costs one cell", docs/protocol.md; sw5e
// "moving 1 square costs 5 feet" for the cell). Hex centres from Hexploration's getCoordinates
// (Roll20/roll20-api-scripts, Hexploration/src/HexagonTile.js). With an engine built before hex grids,
// the GM is told in one sentence that the page is not priced, and nothing is priced as squares.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { campaign, moveFeet, GM, ALICE } from './fixtures.mjs';
import { engineHasHex } from '../hex-engine.mjs';

// Hexploration's centre of cell [column, row].
const hexCentre = (type, [c, r]) =>
  type === 'hex'
    ? [c * 75.19856198446 + 37.5 + (r % 2 === 1 ? 37.5 : 0), r * 66.965827824268 + 44]
    : [c * 69.585127490377 + 47, r * 79.688789983504 + 40.5 + (c % 2 === 1 ? 40.5 : 0)];
const last = (c, who, from) => c.seen(who, from).at(-1) ?? '';

for (const type of ['hex', 'hexr']) {
  test(`a ${type} page: drops are read as hexes and priced per hex entered`, async () => {
    const hex = await engineHasHex();
    const c = await campaign({ boot: false, page: { grid_type: type } });
    const [left, top] = hexCentre(type, [1, 1]);
    const hero = c.game.addObject('graphic', {
      _pageid: c.page.id,
      name: 'Hero',
      left,
      top,
      width: 70,
      height: 70,
      layer: 'objects',
      controlledby: ALICE,
      bar1_value: '30',
    });
    c.game.stateJson = JSON.stringify({ FootworkMod: { version: 1, settings: { speed: { source: 'bar1' } } } });
    const from0 = c.mark();
    await c.boot();
    c.table.turnorder([{ id: hero.id, pr: 20, custom: '', _pageid: c.page.id }]);
    await c.idle();
    if (!hex) {
      const told = c.seen(GM, from0).join('\n');
      assert.match(told, /hex grid \((pointy|flat)-topped hexes\).*prices square grids only/, told);
      assert.match(told, /hex-not-supported/);
      let from = c.mark();
      c.table.drag(hero, hexCentre(type, [4, 1]));
      await c.idle();
      assert.deepEqual(c.seen(ALICE, from), [], 'nothing priced as squares');
      assert.equal(c.sandbox.crash, null);
      return;
    }
    // [1, 1] → [4, 1]: the three hexes of the row (pointy, hex) or three columns over (flat, hexr:
    // [1,1] → [4,1] in odd-q is cube (1,0) → (4,−1), three steps): 15 ft.
    let from = c.mark();
    c.table.drag(hero, hexCentre(type, [4, 1]));
    await c.idle();
    assert.deepEqual(moveFeet(last(c, ALICE, from)), { move: 15, turn: 15 }, last(c, ALICE, from));
    // Then [4, 1] → [4, 3] through a waypoint at [4, 2]: two hexes (odd-r: cube (4,1) → (4,2) → (3,3);
    // odd-q: straight down the column), 10 ft, 25 ft this turn.
    from = c.mark();
    c.table.drag(hero, hexCentre(type, [4, 3]), [hexCentre(type, [4, 2])]);
    await c.idle();
    assert.deepEqual(moveFeet(last(c, ALICE, from)), { move: 10, turn: 25 }, last(c, ALICE, from));
    assert.equal(c.sandbox.crash, null);
  });
}
