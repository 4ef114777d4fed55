// web/roll20's readers added for the Mod script (and free for the extension): speed texts, status
// markers and the turn tracker's `turnorder`, on the forms Roll20 games write them in.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseSpeeds } from '../../roll20/speeds.js';
import { parseStatusmarkers, conditionsFromMarkers } from '../../roll20/markers.js';
import { parseTurnorder, currentTurn, turnKey, roundCounters } from '../../roll20/turnorder.js';

test('speeds: bars, sheet texts with several modes and hover, 4e squares, metres refused', () => {
  const p = (t, o) => JSON.parse(JSON.stringify(parseSpeeds(t, o)));
  assert.deepEqual(p('30'), { speeds: { walk: 30 }, hover: false });
  assert.deepEqual(p('30 ft.'), { speeds: { walk: 30 }, hover: false });
  assert.deepEqual(p('30 ft., fly 60 ft. (hover), swim 30 ft.'), {
    speeds: { walk: 30, fly: 60, swim: 30 },
    hover: true,
  });
  assert.deepEqual(p('walk 25, climbing 20'), { speeds: { walk: 25, climb: 20 }, hover: false });
  // 4e: "A character who has a speed of 6 can move up to 6 squares (or 30 feet)".
  assert.deepEqual(p('6', { bare: 'squares', squareFeet: 5 }), { speeds: { walk: 30 }, hover: false });
  assert.deepEqual(p('6 squares', { squareFeet: 5 }), { speeds: { walk: 30 }, hover: false });
  assert.deepEqual(p('9 m').speeds, {});
  assert.match(p('9 m').problem.message, /metres/);
  // The shim's one problem shape (annotate.js shimError).
  assert.deepEqual((({ kind, source, code, path }) => ({ kind, source, code, path }))(p('9 m').problem), {
    kind: 'error',
    source: 'shim',
    code: 'unsupported-units',
    path: '$',
  });
  assert.deepEqual(p('').speeds, {});
  assert.deepEqual(p(undefined).speeds, {});
  assert.deepEqual(p('fast').speeds, {});
});

test('status markers: plain, numbered, custom token-marker tags; conditions by name or by the map', () => {
  assert.deepEqual(JSON.parse(JSON.stringify(parseStatusmarkers('red,prone@2,Grappled::4711,,dead'))), [
    { name: 'red' },
    { name: 'prone', count: 2 },
    { name: 'grappled', tag: 'Grappled::4711' },
    { name: 'dead' },
  ]);
  const r = conditionsFromMarkers('red,Prone,sleepy@3,Cannot Attack::9', { sleepy: 'unconscious', red: 'on fire' });
  assert.deepEqual([...r.conditions].sort(), ['cannot-attack', 'prone', 'unconscious']);
  assert.deepEqual([...r.unknown], ['on-fire']);
  assert.deepEqual(conditionsFromMarkers(undefined).conditions, []);
});

test('turnorder: JSON text or array, custom rows, empty and bad text', () => {
  const text = JSON.stringify([
    { id: '-1', pr: 20, custom: 'Lair action' },
    { id: '-Mtok', pr: 15, custom: '', _pageid: 'p' },
  ]);
  assert.deepEqual(currentTurn(text), { id: '-1', custom: 'Lair action', pr: 20, pageid: undefined });
  assert.equal(turnKey(currentTurn(text)), '-1|Lair action');
  assert.equal(parseTurnorder(text)[1].pageid, 'p');
  assert.equal(turnKey(parseTurnorder(text)[1]), '-Mtok|');
  assert.deepEqual(parseTurnorder(''), []);
  assert.deepEqual(parseTurnorder('not json'), []);
  assert.deepEqual(parseTurnorder('{"id":1}'), []);
  assert.equal(currentTurn('[]'), null);
  assert.equal(turnKey(null), '');
});

test('round counters: custom rows whose value is a number, by text and number; others left out', () => {
  const order = JSON.stringify([
    { id: 'tok-1', pr: 12, custom: '' },
    { id: '-1', pr: 3, custom: 'Round', formula: '+1' },
    { id: '-1', pr: '7', custom: 'Torch' },
    { id: '-1', pr: '', custom: 'Note' },
    { id: '-1', pr: 'soon', custom: 'Reinforcements' },
  ]);
  assert.deepEqual(roundCounters(order), [
    ['Round', 3],
    ['Torch', 7],
  ]);
  assert.deepEqual(roundCounters(''), []);
  assert.deepEqual(roundCounters('not json'), []);
});
