// The one Roll20 flow (web/roll20/moves.js) that the browser extension and the Mod share, under Node
// against the real WebAssembly build: what a token's move was (a drag with lastmove's waypoints, a
// straight move, a nudge, Roll20's undo), returning to the last legal place, and the reachable areas
// priced again after a scene change. Costs are sw5e's: "the first diagonal square counts as 5 feet,
// but the second diagonal square counts as 10 feet"; orthogonal squares cost 5 feet.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { library } from '../harness.mjs';
import { Session } from '../../shim/index.js';
import { roll20Grid, roll20MoveDrag, Roll20Moves, ROLL20_GRID_ATTRIBUTES } from '../../roll20/index.js';
import { PAGE_ATTRIBUTES, TOKEN_ATTRIBUTES } from '../../extension/page-messages.js';

let footwork;
before(async () => {
  const { load } = await library();
  footwork = await load();
});

// A 10 × 10 page of 70-px, 5-ft squares: the centre of square [x, y] is (70x + 35, 70y + 35).
const { grid } = roll20Grid({ width: 10, height: 10, snapping_increment: 1, scale_number: 5, scale_units: 'ft' });
const at = ([x, y]) => ({ left: 70 * x + 35, top: 70 * y + 35 });
const token = (cell, extra = {}) => ({ id: 'hero', width: 70, height: 70, ...at(cell), ...extra });
const lastmove = (...cells) => cells.map((c) => `${at(c).left},${at(c).top}`).join(',');

function page() {
  const session = new Session(footwork);
  const errors = session.loadMap({
    ruleset: 'sw5e',
    grid: { width: 10, height: 10, cellFeet: 5 },
    tokens: [{ id: 'hero', position: [0, 0], speeds: { walk: 30 }, side: 'party' }],
  });
  assert.deepEqual(errors, []);
  return { session, moves: new Roll20Moves(session) };
}

test('the drag a move was: lastmove with its waypoints, else straight from before; a nudge is none', () => {
  const withWaypoints = roll20MoveDrag(token([3, 0], { lastmove: lastmove([0, 0], [2, 2]) }), at([0, 0]), grid, {
    newLastmove: true,
  });
  assert.deepEqual(withWaypoints.drag, { start: [0, 0], waypoints: [[2, 2]], current: [3, 0] });
  assert.deepEqual(withWaypoints.span, [1, 1]);
  const straight = roll20MoveDrag(token([3, 0], { lastmove: lastmove([0, 0], [2, 2]) }), at([1, 0]), grid, {
    newLastmove: false,
  });
  assert.deepEqual(
    straight.drag,
    { start: [1, 0], waypoints: [], current: [3, 0] },
    'an old lastmove is not this move',
  );
  // 10 px within the same square: nothing to price.
  assert.equal(roll20MoveDrag(token([1, 0]), { left: at([1, 0]).left - 10, top: at([1, 0]).top }, grid, {}), null);
  assert.equal(roll20MoveDrag(token([1, 0]), undefined, grid, { newLastmove: false }), null, 'nothing says where from');
});

test('a move is priced and recorded; Roll20 undo (back to where the drag began, no new lastmove) refunds it', () => {
  const { session, moves } = page();
  const r = moves.move('hero', token([2, 2], { lastmove: lastmove([0, 0]) }), at([0, 0]), grid, { newLastmove: true });
  assert.equal(r.annotation.kind, 'move');
  assert.equal(r.annotation.total, 15, 'two diagonals: 5 + 10 ft');
  assert.deepEqual(session.position('hero'), [2, 2]);
  const back = moves.move('hero', token([0, 0], { lastmove: lastmove([0, 0]) }), at([2, 2]), grid, {
    newLastmove: false,
  });
  assert.deepEqual(back.undone.from, [0, 0]);
  assert.equal(back.error, null);
  assert.equal(session.spent('hero').feet, 0, 'the undone drag is refunded');
  assert.deepEqual(session.position('hero'), [0, 0]);
});

test('the same way back as a new drag (lastmove written) is a move of its own, not an undo', () => {
  const { session, moves } = page();
  moves.move('hero', token([2, 0], { lastmove: lastmove([0, 0]) }), at([0, 0]), grid, { newLastmove: true });
  const r = moves.move('hero', token([0, 0], { lastmove: lastmove([2, 0]) }), at([2, 0]), grid, { newLastmove: true });
  assert.equal(r.undone, undefined);
  assert.equal(r.annotation.total, 20, '10 ft there and 10 ft back');
  assert.equal(session.spent('hero').drags, 2);
});

test('fresh: a move priced as a turn of its own (out of combat) forgets what was spent before', () => {
  const { session, moves } = page();
  moves.move('hero', token([3, 0], { lastmove: lastmove([0, 0]) }), at([0, 0]), grid, { newLastmove: true });
  const r = moves.move('hero', token([5, 0], { lastmove: lastmove([3, 0]) }), at([3, 0]), grid, {
    newLastmove: true,
    fresh: true,
  });
  assert.equal(r.annotation.total, 10);
  assert.equal(session.spent('hero').feet, 10);
});

test('returnToLegal: a move past the Dash allowance goes back to its last legal square, and only that is recorded', () => {
  const { session, moves } = page();
  // 9 squares east is 45 ft of a 60-ft Dash: legal; then 4 more down and back is 85 ft, past it.
  const r = moves.move('hero', token([9, 8], { lastmove: lastmove([0, 0], [9, 0]) }), at([0, 0]), grid, {
    newLastmove: true,
  });
  assert.equal(r.annotation.legal, false);
  const stop = r.annotation.stop;
  assert.equal(stop.spent, 60, 'the creature may go as far as the 60-ft Dash allowance');
  const back = moves.returnToLegal('hero', r.annotation, r.drag, grid, r.span);
  assert.deepEqual(back.cell, stop.cell);
  assert.deepEqual(back.centre, [at(stop.cell).left, at(stop.cell).top]);
  assert.equal(back.legal.legal, true);
  assert.equal(session.spent('hero').feet, 60);
  assert.deepEqual(session.position('hero'), stop.cell);
});

test('reprice: the reachable areas shown follow a wall added to the scene', () => {
  const { session, moves } = page();
  const before = moves.reprice(['hero', 'nobody']);
  assert.deepEqual([...before.keys()], ['hero'], 'a creature the engine does not know has no area');
  const to = (m, cell) => m.get('hero').places.find((p) => p.cell[0] === cell[0] && p.cell[1] === cell[1]);
  assert.equal(to(before, [1, 0]).total, 5);
  // A closed box around [0, 0]: its east and south edges walled.
  session.syncBarriers([{ id: 'w', kind: 'wall', edges: new Set(['0,0,E', '0,0,S']) }]);
  const after = moves.reprice(['hero']);
  assert.equal(to(after, [1, 0]), undefined, 'boxed in: nowhere else to go');
});

test("Roll20's attribute names are one list for the extension's page script and the Mod", () => {
  assert.deepEqual(PAGE_ATTRIBUTES, ['name', ...ROLL20_GRID_ATTRIBUTES]);
  for (const k of ['left', 'top', 'width', 'height', 'lastmove', 'layer', 'statusmarkers'])
    assert.ok(TOKEN_ATTRIBUTES.includes(k), k);
});
