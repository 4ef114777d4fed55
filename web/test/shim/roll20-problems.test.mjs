// One problem shape (issue 37): every problem web/roll20 finds in a page's numbers (bounds.js, the
// page's grid, its walls, its rules and house rules) is the shim's `{kind: 'error', source, code,
// message, path}` (annotate.js shimError), so a surface reads every refusal the same way.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { library } from '../harness.mjs';
import { roll20Grid, roll20Barriers, roll20PageRules } from '../../roll20/index.js';
import { readLastmove, tokenProblem, boxProblem, moveProblem } from '../../roll20/bounds.js';

let footwork;
before(async () => {
  const { load } = await library();
  footwork = await load();
});

const page = { width: 10, height: 10, snapping_increment: 1, scale_number: 5, scale_units: 'ft' };

function assertShape(p, code, path) {
  assert.equal(p.kind, 'error');
  assert.equal(p.source, 'shim');
  assert.equal(p.code, code);
  assert.equal(p.path, path);
  assert.equal(typeof p.message, 'string');
  assert.ok(p.message.length > 10, p.message);
}

test("roll20Grid's problems are shim errors; a page too big to read keeps its `fatal` flag", () => {
  const odd = roll20Grid({ ...page, snapping_increment: 0, grid_type: 'iso', scale_units: 'm' }).problems;
  assert.deepEqual(
    odd.map((p) => p.code),
    ['no-snapping', 'unsupported-grid', 'unsupported-units'],
  );
  assertShape(odd[0], 'no-snapping', '$.page.snapping_increment');
  assertShape(odd[2], 'unsupported-units', '$.page.scale_units');
  const [huge] = roll20Grid({ ...page, width: 1e6 }).problems;
  assertShape(huge, 'page-size', '$.page.width');
  assert.equal(huge.fatal, true);
});

test("bounds.js's problems (a token, a lastmove, a terrain box, a wall) are shim errors", () => {
  const { grid } = roll20Grid(page);
  assertShape(readLastmove('1,2,'.repeat(2000), grid, 'Hero').problem, 'limit', '$.lastmove');
  assertShape(readLastmove('35,35,1e308,-1e308', grid, 'Hero').problem, 'off-page', '$.lastmove');
  assertShape(tokenProblem({ left: 1e300, top: 35, width: 70, height: 70 }, grid, 'Hero'), 'off-page', '$.left');
  assertShape(tokenProblem({ left: 35, top: 35, width: 70 * 300, height: 70 }, grid, 'Hero'), 'limit', '$.width');
  assertShape(
    moveProblem({ left: 35, top: 35, width: 70, height: 70, lastmove: '9e9,0' }, grid, 'Hero'),
    'off-page',
    '$.lastmove',
  );
  assertShape(boxProblem({ left: 35, top: 35, width: 1e7, height: 70 }, grid, 'Mud'), 'off-page', '$.left');
  const wall = {
    id: 'w1',
    type: 'pathv2',
    layer: 'walls',
    points: JSON.stringify([
      [0, 0],
      [1e9, 0],
    ]),
    x: 0,
    y: 0,
  };
  const [b] = roll20Barriers([wall], grid, page);
  assertShape(b.problem, 'off-page', '$.points');
  assert.match(b.problem.message, /it is left out\.$/);
});

test("roll20PageRules's lines for the GM are shim errors, house rules at their path in the rules", () => {
  const r = roll20PageRules(footwork, {
    diagonaltype: 'foure',
    chosen: 'dnd35',
    rules: { noSuchRule: true, bands: { double: 'fast' } },
  });
  const codes = r.problems.map((p) => [p.kind, p.source, p.code, p.path]);
  assert.deepEqual(codes, [
    ['error', 'shim', 'ruleset', '$.page.diagonaltype'],
    ['error', 'shim', 'unknown-house-rule', '$.rules.noSuchRule'],
    ['error', 'shim', 'bad-house-rule', '$.rules.bands.double'],
  ]);
  for (const p of r.problems) assert.ok(p.message && !p.message.includes('[object'), p.message);
});
