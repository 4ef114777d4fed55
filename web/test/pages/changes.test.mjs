// The calculator's one update path (web/calculator/js/changes.js), in Node: listeners run in the
// order they subscribed, only for their topics; a change said while listeners run is said after them
// (no listener sees a half-done update); an unsubscribed listener is not called; a listener that
// throws does not leave the path stuck.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Changes } from '../../calculator/js/changes.js';

test('listeners run in subscription order, for their topics only, with the detail', () => {
  const changes = new Changes();
  const heard = [];
  changes.on('scene', (d) => heard.push(['model', 'scene', d.whole]));
  changes.on(['scene', 'move'], (d, topic) => heard.push(['view', topic, d.lazy]));
  changes.on('hover', () => heard.push(['label', 'hover']));
  changes.emit('scene', { whole: true, lazy: false });
  changes.emit('move', { lazy: true });
  assert.deepEqual(heard, [
    ['model', 'scene', true],
    ['view', 'scene', false],
    ['view', 'move', true],
  ]);
});

test('a change said during an update is said after every listener of the first', () => {
  const changes = new Changes();
  const heard = [];
  changes.on('move', () => {
    heard.push('model saw move');
    changes.emit('hover');
  });
  changes.on('move', () => heard.push('view saw move'));
  changes.on('hover', () => heard.push('label saw hover'));
  changes.emit('move');
  assert.deepEqual(heard, ['model saw move', 'view saw move', 'label saw hover']);
});

test('an unsubscribed listener is not called; a throwing listener leaves the path usable', () => {
  const changes = new Changes();
  let calls = 0;
  const off = changes.on('tool', () => calls++);
  changes.emit('tool');
  off();
  changes.emit('tool');
  assert.equal(calls, 1);
  const stop = changes.on('tab', () => {
    throw new Error('a broken panel');
  });
  assert.throws(() => changes.emit('tab'), /a broken panel/);
  stop();
  let later = 0;
  changes.on('tab', () => later++);
  changes.emit('tab');
  assert.equal(later, 1, 'the next change is said');
});
