// The one reading of a Roll20 page's tokens that the browser extension and the Mod share
// (web/roll20/creatures.js): which graphics are creatures, a token → its creature (every movement
// mode, hover, 4e's bare squares, the side from the token's or its character's controllers), and
// whose movement starts afresh when the turn passes (web/roll20/turnorder.js startsAfresh).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { roll20Grid } from '../../roll20/index.js';
import { isCreatureToken, controllers, roll20Creature, tokenSpeeds, saneGraphic } from '../../roll20/creatures.js';
import { startsAfresh } from '../../roll20/turnorder.js';

const { grid } = roll20Grid({ width: 10, height: 10, snapping_increment: 1, scale_number: 5, scale_units: 'ft' });
// 5e's size table as the `rulesets` query gives it (spaceFeet per size).
const SIZES = [
  { size: 'tiny', spaceFeet: 2.5 },
  { size: 'small', spaceFeet: 5 },
  { size: 'medium', spaceFeet: 5 },
  { size: 'large', spaceFeet: 10 },
  { size: 'huge', spaceFeet: 15 },
  { size: 'gargantuan', spaceFeet: 20 },
];
const token = (extra = {}) => ({ id: 'd', name: 'Dragon', left: 105, top: 105, width: 140, height: 140, ...extra });
const fixed = { source: 'fixed', fixed: 30 };

test('creatures: tokens on the objects layer, not drawings, cards, props, nor the GM layer', () => {
  assert.equal(isCreatureToken({ layer: 'objects' }), true);
  assert.equal(isCreatureToken({ type: 'graphic', layer: 'objects', isdrawing: false }), true);
  assert.equal(isCreatureToken({ layer: 'gmlayer' }), false, 'a hidden monster is in nobody’s scene');
  assert.equal(isCreatureToken({ layer: 'map' }), false);
  assert.equal(isCreatureToken({ layer: 'objects', isdrawing: true }), false);
  assert.equal(isCreatureToken({ layer: 'objects', subtype: 'card' }), false);
  assert.equal(isCreatureToken({ type: 'path', layer: 'objects' }), false);
  assert.equal(
    isCreatureToken({ layer: 'objects', name: 'Round 4' }, (g) => g.name === 'Round 4'),
    false,
  );
  assert.equal(isCreatureToken(null), false);
});

test('controllers: comma-separated ids, blanks dropped, "all" kept', () => {
  assert.deepEqual(controllers(' p1, ,all,'), ['p1', 'all']);
  assert.deepEqual(controllers(' , '), []);
  assert.deepEqual(controllers(undefined), []);
});

test('a dragon with a fly speed is a large flyer that hovers, on the GM’s side unless its character is a player’s', () => {
  const speed = { source: 'attribute', text: '40 ft., fly 80 ft. (hover), swim 40 ft.', where: 'x', fixed: 30 };
  const c = roll20Creature(token(), grid, SIZES, { speed, ruleset: 'sw5e' });
  assert.deepEqual(c.spec.speeds, { walk: 40, fly: 80, swim: 40 });
  assert.deepEqual(c.spec.traits, ['hover']);
  assert.equal(c.spec.size, 'large');
  assert.deepEqual(c.spec.position, [1, 1]);
  assert.equal(c.spec.side, 'gm');
  assert.deepEqual(c.notes, []);
  const theirs = roll20Creature(token(), grid, SIZES, { speed, ruleset: 'sw5e', characterControllers: 'p1' });
  assert.equal(theirs.spec.side, 'players');
  // A controlledby of blanks and commas names nobody.
  assert.equal(roll20Creature(token({ controlledby: ' , ' }), grid, SIZES, { speed, ruleset: 'sw5e' }).spec.side, 'gm');
});

test('speeds: 4e’s bare numbers are squares of 5 ft; a text with no speed gives the fixed speed and says why', () => {
  assert.deepEqual(tokenSpeeds({ source: 'bar1', text: '6', where: 'bar1 of the token', fixed: 30 }, '4e').speeds, {
    walk: 30,
  });
  assert.deepEqual(tokenSpeeds({ source: 'bar1', text: '6', where: 'bar1 of the token', fixed: 30 }, 'sw5e').speeds, {
    walk: 6,
  });
  // "6 sq" is 30 ft on a page of 10-ft cells too: a square is the rules' 5 ft.
  assert.deepEqual(tokenSpeeds({ source: 'bar1', text: '6 sq', where: 'b', fixed: 30 }, 'sw5e').speeds, { walk: 30 });
  assert.deepEqual(tokenSpeeds({ source: 'bar2', text: 'fly 60', where: 'b', fixed: 30 }, 'sw5e').speeds, {
    walk: 0,
    fly: 60,
  });
  const none = tokenSpeeds({ source: 'bar2', text: 'fast', where: 'bar2 of the token', fixed: 25 }, 'sw5e');
  assert.deepEqual(none.speeds, { walk: 25 });
  assert.equal(none.note, 'Speed 25 ft assumed: "fast" in the bar2 of the token is no speed.');
  assert.deepEqual(tokenSpeeds(fixed, 'sw5e'), { speeds: { walk: 30 }, hover: false });
});

test('an odd size is one cell, with a note', () => {
  const g = saneGraphic(token({ width: 'abc', height: 0 }), 70);
  assert.equal(g.width, 70);
  assert.equal(g.height, 70);
  assert.equal(g.sizeNote, 'Dragon has no usable size (width "abc", height 0); one square assumed.');
  const c = roll20Creature(g, grid, SIZES, { speed: fixed, ruleset: 'sw5e' });
  assert.equal(c.spec.size, 'medium');
  assert.deepEqual(c.notes, [g.sizeNote]);
  const ok = token();
  assert.equal(saneGraphic(ok, 70), ok);
});

test('the turn passes: the creature whose turn it is and those outside the order start afresh; an order begun or emptied, everyone', () => {
  const order = JSON.stringify([
    { id: 'b', pr: 12 },
    { id: '-1', custom: 'Round', pr: 2 },
    { id: 'a', pr: 15 },
  ]);
  const afresh = startsAfresh(order, false);
  assert.ok(afresh);
  assert.deepEqual(['a', 'b', 'c'].filter(afresh), ['b', 'c']);
  assert.equal(startsAfresh(order, true), null, 'combat begins');
  assert.equal(startsAfresh('[]', false), null, 'combat over');
  // A custom row's turn: only those outside the order.
  const custom = startsAfresh(JSON.stringify([{ id: '-1', custom: 'Lair' }, { id: 'a' }]), false);
  assert.ok(custom);
  assert.deepEqual(['a', 'x'].filter(custom), ['x']);
});

test('speeds: a walking speed set for the token (the extension’s typed speed) is over the source’s, its other modes kept', () => {
  const sheet = { source: 'attribute', text: '40 ft., fly 80 ft. (hover)', where: 'x', fixed: 30, walk: 25 };
  assert.deepEqual(tokenSpeeds(sheet, 'sw5e'), { speeds: { walk: 25, fly: 80 }, hover: true });
  assert.deepEqual(tokenSpeeds({ ...sheet, text: 'fly 60' }, 'sw5e').speeds, { walk: 25, fly: 60 });
  // Nothing to read: the walking speed set, and no "30 ft assumed".
  assert.deepEqual(tokenSpeeds({ ...sheet, text: '' }, 'sw5e'), { speeds: { walk: 25 }, hover: false });
  assert.deepEqual(tokenSpeeds({ source: 'fixed', fixed: 30, walk: 0 }, 'sw5e').speeds, { walk: 0 });
});
