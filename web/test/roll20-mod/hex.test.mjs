// The Mod script on hex pages (Roll20's "hex" and "hexr"), on the replica sandbox: a token dropped as
// Roll20 reports it (left, top and lastmove in one change) is read in hex cells and priced as hexes
// ("A step on hexes is into one of the six neighbours and costs one cell", docs/protocol.md; sw5e
// "moving 1 square costs 5 feet" for the cell). Hex centres from Hexploration's getCoordinates
// (Roll20/roll20-api-scripts, Hexploration/src/HexagonTile.js). With an engine built before hex grids,
// the GM is told in one sentence that the page is not priced, and nothing is priced as squares.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { campaign, moveFeet, GM, ALICE, decoded, writeChat } from './fixtures.mjs';
import { engineHasHex } from '../hex-engine.mjs';

// Hexploration's centre of cell [column, row].
const hexCentre = (type, [c, r]) =>
  type === 'hex'
    ? [c * 75.19856198446 + 37.5 + (r % 2 === 1 ? 37.5 : 0), r * 66.965827824268 + 44]
    : [c * 69.585127490377 + 47, r * 79.688789983504 + 40.5 + (c % 2 === 1 ? 40.5 : 0)];
// The last whisper to `who` as the chat shows it (entities read back).
const last = (c, who, from) => decoded(c.seen(who, from).at(-1) ?? '');

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

// The whispers' own words on hex pages: every count of cells is in hexes, and no diagonals are
// counted (on hexes "A step … is into one of the six neighbours", docs/protocol.md, so none is
// diagonal). sw5e: "If you leave a hostile creature's reach during your move, you provoke an
// opportunity attack"; an Orc beside the Hero's start: the Hero leaves its reach. Speed 10 (Dash
// 20): the second drag's second hex (25 ft) is beyond the Dash.
for (const type of ['hex', 'hexr']) {
  test(`a ${type} page: the whispers count hexes, never squares or diagonals`, async () => {
    const hex = await engineHasHex();
    const c = await campaign({ boot: false, page: { grid_type: type } });
    const at = (cell) => {
      const [left, top] = hexCentre(type, cell);
      return { _pageid: c.page.id, left, top, width: 70, height: 70, layer: 'objects' };
    };
    const hero = c.game.addObject('graphic', { ...at([1, 1]), name: 'Hero', controlledby: ALICE, bar1_value: '10' });
    // [1, 2] is a neighbour of [1, 1] on both layouts (odd-r: cube (1,1) and (0,2); odd-q: one row down).
    c.game.addObject('graphic', { ...at([1, 2]), name: 'Orc' });
    const blob = c.game.addObject('graphic', { ...at([6, 5]), name: 'Blob', width: 'wide', controlledby: ALICE });
    c.game.stateJson = JSON.stringify({ FootworkMod: { version: 1, settings: { speed: { source: 'bar1' } } } });
    const from0 = c.mark();
    await c.boot();
    c.table.turnorder([{ id: hero.id, pr: 20, custom: '', _pageid: c.page.id }]);
    await c.idle();
    if (!hex) {
      assert.match(c.seen(GM, from0).join('\n'), /hex-not-supported/);
      return;
    }
    c.table.drag(hero, hexCentre(type, [4, 1]));
    await c.idle();
    c.table.drag(hero, hexCentre(type, [4, 4]));
    await c.idle();
    c.table.drag(blob, hexCentre(type, [6, 4]));
    await c.idle();
    const shown = c.mark();
    c.table.say(ALICE, '!footwork show', { selected: [hero] });
    await c.idle();
    const said = c.seen(ALICE, from0);
    const all = decoded(said.join('\n'));
    await writeChat(`roll20-mod-hex-${type}-words.png`, said);
    assert.match(
      all,
      /Opportunity attack: Orc, leaving its reach \((on leaving its starting hex|after \d+ hex(es)?)\)/,
    );
    assert.match(all, /Illegal at hex 2 of the move/, all);
    assert.match(all, /Blob has no usable size .*; one hex assumed\./);
    const show = c.seen(ALICE, shown).join('\n');
    assert.match(show, /Hero<\/b>: 30 ft moved this turn\./, show);
    assert.match(show, /Can still end a move on \d+ hex(es)? \(\d+ within speed\)\./, show);
    assert.doesNotMatch(all, /square|diagonal/i, all);
    assert.equal(c.sandbox.crash, null);
  });
}

// A token larger than one hex (docs/roll20-mod.md, "Larger tokens on hex pages"): an Ogre 140 px
// across (2 hexes; 10 ft is sw5e's Large, 2 hexes across) on a hex's centre is read as the space
// anchored there (docs/shim.md), and its drop two hexes along is priced for that space: 5 ft a hex
// entered, 10 ft ("A step on hexes is into one of the six neighbours and costs one cell",
// docs/protocol.md). No creature is left out, and nothing reaches the sandbox.
for (const type of ['hex', 'hexr'])
  test(`a "${type}" page: a token two hexes across is priced for its space`, async () => {
    if (!(await engineHasHex())) return; // the first test checks an engine without hex grids
    const c = await campaign({ boot: false, page: { grid_type: type } });
    // Pointy ("hex"): [3, 3] two hexes east to [5, 3]; flat ("hexr"): [3, 2] two hexes south to [3, 4].
    const [from, to] =
      type === 'hex'
        ? [
            [3, 3],
            [5, 3],
          ]
        : [
            [3, 2],
            [3, 4],
          ];
    const [left, top] = hexCentre(type, from);
    const ogre = c.game.addObject('graphic', {
      _pageid: c.page.id,
      name: 'Ogre',
      left,
      top,
      width: 140,
      height: 140,
      layer: 'objects',
      controlledby: ALICE,
    });
    const from0 = c.mark();
    await c.boot();
    c.table.turnorder([{ id: ogre.id, pr: 20, custom: '', _pageid: c.page.id }]);
    await c.idle();
    assert.doesNotMatch(c.seen(GM, from0).join('\n'), /left out/);
    const mark = c.mark();
    c.table.drag(ogre, hexCentre(type, to));
    await c.idle();
    const told = last(c, ALICE, mark);
    assert.deepEqual(moveFeet(told), { move: 10, turn: 10 }, told);
    assert.doesNotMatch(told, /square|diagonal/i, told);
    // A wall on one side its lower hexes cross but its anchor's row does not: the side between [4, 4]
    // and [5, 4] (pointy: the vertical side half a hex right of [4, 4]'s centre, a quarter of its
    // height each way) / between [4, 3] and [4, 4] (flat: the lower side of [4, 3], a quarter of its
    // width each way). Dragged back, the space's third hex (pointy: the anchor's south-east neighbour;
    // flat: its south-east one) crosses it on the second step: "each hex of the space crosses the side
    // between the hex it leaves and the one it enters: a wall on any such side blocks" (docs/rules/hex.md).
    const [wx, wy] = type === 'hex' ? hexCentre(type, [4, 4]) : hexCentre(type, [4, 3]);
    // Drawn on the table (an add event, as a GM drawing it on the walls layer).
    c.table.add(
      'pathv2',
      type === 'hex'
        ? { _pageid: c.page.id, layer: 'walls', shape: 'pol', points: '[[0,0],[0,44]]', x: wx + 75.2 / 2, y: wy }
        : { _pageid: c.page.id, layer: 'walls', shape: 'pol', points: '[[0,0],[46,0]]', x: wx, y: wy + 79.69 / 2 },
    );
    await c.idle();
    const back = c.mark();
    c.table.drag(ogre, hexCentre(type, from));
    await c.idle();
    const refused = last(c, ALICE, back);
    assert.match(refused, /Illegal at hex 2 of the move/, refused);
    // !footwork show: the Ogre is a creature of the scene, 10 ft moved.
    const shown = c.mark();
    c.table.say(ALICE, '!footwork show', { selected: [ogre] });
    await c.idle();
    assert.match(c.seen(ALICE, shown).join('\n'), /Ogre<\/b>: \d+ ft moved this turn\./);
    assert.equal(c.sandbox.crash, null);
  });

// Enforcement with a larger token on a hex page: the move is taken back to its legal part and the
// token put at that space's centre, the corner its three hexes share (docs/roll20-mod.md). An Ogre at
// [3, 3] dropped two hexes east at [5, 3], a wall on the side between [5, 4] and [6, 4] (the vertical
// side half a hex right of [5, 4]'s centre): the first step (anchor [4, 3]: [4, 3], [5, 3], [5, 4])
// is open, the second moves [5, 4] into [6, 4] across the wall: illegal, so it stops at [4, 3], whose
// centre is the lower-right corner of [4, 3]'s hexagon, half a hex right and a quarter of its height
// down from [4, 3]'s centre.
test('a "hex" page with enforcement: a larger token is put back on the corner its legal space is centred on', async () => {
  if (!(await engineHasHex())) return; // the first test checks an engine without hex grids
  const c = await campaign({
    boot: false,
    page: { grid_type: 'hex' },
    state: { FootworkMod: { version: 1, settings: { enforce: true } } },
  });
  const [left, top] = hexCentre('hex', [3, 3]);
  const ogre = c.game.addObject('graphic', {
    _pageid: c.page.id,
    name: 'Ogre',
    left,
    top,
    width: 140,
    height: 140,
    layer: 'objects',
    controlledby: ALICE,
  });
  const [wx, wy] = hexCentre('hex', [5, 4]);
  c.game.addObject('pathv2', {
    _pageid: c.page.id,
    layer: 'walls',
    shape: 'pol',
    points: '[[0,0],[0,44]]',
    x: wx + 75.2 / 2,
    y: wy,
  });
  await c.boot();
  c.table.turnorder([{ id: ogre.id, pr: 20, custom: '', _pageid: c.page.id }]);
  await c.idle();
  const from = c.mark();
  c.table.drag(ogre, hexCentre('hex', [5, 3]));
  await c.idle();
  const told = last(c, ALICE, from);
  assert.match(told, /Illegal at hex 2 of the move/, told);
  const [cx, cy] = hexCentre('hex', [4, 3]);
  // Within Hexploration's rounding of its centres (0.11 px, web/test/shim/roll20-hex.test.mjs).
  assert.ok(Math.abs(ogre.get('left') - (cx + 75.2 / 2)) < 0.2, `left ${ogre.get('left')}`);
  assert.ok(Math.abs(ogre.get('top') - (cy + 89.29 / 4)) < 0.2, `top ${ogre.get('top')}`);
  assert.equal(c.sandbox.crash, null);
});

// A page whose map the engine refuses outright (a cell of 0.05 ft: "at least 0.1 ft", the engine's
// grid reader): each page has its own Session here, so the page's scene of before is dropped with
// it and never prices a move; the GM is told, the player's moves are not priced until it changes.
test('a page whose map the engine refuses (0.05 ft cells): the GM is told, no move is priced on the scene before', async () => {
  const c = await campaign({ boot: false });
  const hero = c.token('Hero', [1, 1], { controlledby: ALICE });
  await c.boot();
  c.table.turnorder([{ id: hero.id, pr: 20, custom: '', _pageid: c.page.id }]);
  await c.idle();
  let from = c.mark();
  c.table.drag(hero, [70 * 3 + 35, 105]);
  await c.idle();
  assert.deepEqual(moveFeet(last(c, ALICE, from)), { move: 10, turn: 10 });
  from = c.mark();
  c.table.change(c.page, { scale_number: 0.05 });
  await c.idle();
  const gm = decoded(c.seen(GM, from).join('\n'));
  assert.match(gm, /Footwork cannot price this page: the engine refused its map \(.*at least 0\.1 ft/, gm);
  assert.match(gm, /Nothing on this page is priced until its settings change/, gm);
  from = c.mark();
  c.table.drag(hero, [70 * 5 + 35, 105]);
  await c.idle();
  assert.deepEqual(c.seen(ALICE, from), [], 'nothing priced on the old scene');
  // Back to 5 ft: priced again on the page's new scene (its turn so far kept: 10 + 5 ft).
  c.table.change(c.page, { scale_number: 5 });
  await c.idle();
  from = c.mark();
  c.table.drag(hero, [70 * 6 + 35, 105]);
  await c.idle();
  assert.deepEqual(moveFeet(last(c, ALICE, from)), { move: 5, turn: 15 }, last(c, ALICE, from));
  assert.equal(c.sandbox.crash, null);
});
