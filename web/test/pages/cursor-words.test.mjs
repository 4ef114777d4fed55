// The calculator's words at the cursor that are not a priced path (web/calculator/js/cursor.js
// placeWords: a reachable place the cursor stands for) and a step's checks in the Move tab
// (move-panel.js stepChecks), in Node without a page: feet as present.js writes them, band names
// as the label says them ("within Dash"), never "null", a code or JSON quotes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { placeWords } from '../../calculator/js/cursor.js';
import { stepChecks } from '../../calculator/js/move-panel.js';

const place = (over = {}) => ({
  cell: [2, 2],
  total: 15,
  bandName: 'dash',
  band: 'dash',
  canEnd: true,
  provokes: 0,
  ...over,
});

test('a reachable place: its total in feet and its band as the label names it', () => {
  const w = placeWords(place());
  assert.deepEqual(
    w.label.map((l) => l.text),
    ['15 ft this turn', 'within Dash'],
  );
  assert.equal(w.hover, 'reachable: 15 ft this turn (Dash)');
  assert.equal(w.label[1].band, 'dash');
});

test('a place where the move may not end, or every path provokes, says so', () => {
  const w = placeWords(place({ canEnd: false, provokes: 2, total: 7.5, bandName: 'move', band: 'speed' }));
  assert.deepEqual(
    w.label.map((l) => l.text),
    ['7.5 ft this turn', 'within Move (cannot end here)'],
  );
  assert.equal(w.hover, 'reachable: 7.5 ft this turn (Move), cannot end here, every path provokes');
});

test('a place with no band and a total of a third of a foot: no "null", feet to the hundredth', () => {
  const w = placeWords(place({ bandName: null, band: 'beyond', total: 1 / 3 }));
  const all = [w.hover, ...w.label.map((l) => l.text)].join(' / ');
  assert.doesNotMatch(all, /null|undefined|NaN/);
  assert.equal(w.label[0].text, '0.33 ft this turn');
  assert.equal(w.label[1].text, 'beyond every band');
});

test("a step's checks in words, not JSON text of their codes", () => {
  assert.equal(stepChecks(undefined), '');
  assert.equal(stepChecks([]), '');
  const said = stepChecks(['athletics-rough-water', 'acrobatics-landing-difficult']);
  assert.equal(said, ' checks: athletics rough water, acrobatics landing difficult');
  assert.doesNotMatch(said, /["-]/);
});
