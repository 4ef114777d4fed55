// The calculator page in headless Chromium, opened from disk (file://) and served over http.
// Scenes are built through the page (ruleset select, painting, creature tool, clicks and drags on the
// map); the numbers checked are derived by hand from the rule texts (the five rule texts named in docs/rules/), quoted
// beside each check, not copied from the engine.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { assemble, launch, serve, openPage, clickCell, dragCells, importScene } from './helpers.mjs';

let site;
let server;
let browser;

before(async () => {
  site = assemble();
  server = await serve(site.dir);
  browser = await launch();
});

after(async () => {
  if (browser) await browser.close();
  if (server) server.stop();
  if (site) site.remove();
});

const text = (page, sel) => page.textContent(sel).then((t) => t.trim());
const column = (page, cls) => page.$$eval(`#steps tbody td.${cls}`, (tds) => tds.map((td) => td.textContent.trim()));

// The default scene has a hero at [1,3] (walk 30, party) and an orc at [7,3]. Removing the orc
// through the creature tool and shrinking the grid builds the small scene most tests start from.
async function smallScene(page, ruleset) {
  await page.check('input[name=tool][value=creature]');
  await clickCell(page, 7, 3);                       // selects the orc
  assert.equal(await page.inputValue('#cr-id'), 'orc');
  await page.click('#cr-remove');
  await page.fill('#grid-width', '6');
  await page.fill('#grid-height', '5');
  await page.click('#grid-apply');
  await page.selectOption('#ruleset', ruleset);
  await page.check('input[name=tool][value=path]');
  assert.equal(await page.locator('#board .cell').count(), 30);
  assert.equal(await page.isHidden('#error'), true, 'no error while building the scene');
}

async function paint(page, brush, cells) {
  await page.check('input[name=tool][value=terrain]');
  await page.check(`input[name=brush][value="${brush}"]`);
  for (const [x, y] of cells) await clickCell(page, x, y);
  await page.check('input[name=tool][value=path]');
}

for (const how of ['file', 'http']) {
  describe(`calculator page over ${how}`, () => {
    const url = () => (how === 'file' ? site.url : server.url);

    test('sw5e: diagonal, diagonal = 5 + 10 = 15 ft; the pattern continues after a straight step', async () => {
      const page = await openPage(browser, url());
      await smallScene(page, 'sw5e');
      // Hero at [1,3]: two diagonals, one straight, one more diagonal.
      for (const [x, y] of [[2, 2], [3, 1], [4, 1], [5, 0]]) await clickCell(page, x, y);
      // "the first diagonal square counts as 5 feet, but the second diagonal square counts as 10
      // feet. This pattern of 5 feet and then 10 feet continues whenever you're counting diagonally,
      // even if you move horizontally or vertically between different bits of diagonal movement."
      assert.deepEqual(await column(page, 'cost'), ['5', '10', '5', '5']);
      assert.deepEqual(await column(page, 'total'), ['5', '15', '20', '25']);
      assert.deepEqual(await column(page, 'left'), ['25', '15', '10', '5']);
      assert.equal(await text(page, '#sum-total'), '25 ft (5 sq)');
      assert.equal(await text(page, '#sum-left'), '5 ft (1 sq)');
      assert.equal(await text(page, '#sum-band'), 'move');
      assert.equal(await text(page, '#sum-legal'), 'legal');
      // The keyboard does the same: Backspace takes the last step back, arrows and Enter add one.
      await page.focus('#board');
      await page.keyboard.press('Backspace');
      assert.equal(await text(page, '#sum-total'), '20 ft (4 sq)');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      assert.deepEqual(await column(page, 'to'), ['[2,2]', '[3,1]', '[4,1]', '[5,0]']);
      // Clicking the last cell again takes the step back.
      await clickCell(page, 5, 0);
      assert.equal(await text(page, '#sum-total'), '20 ft (4 sq)');
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });

    test('dnd35: difficult terrain counts 2 squares, a diagonal into it 3', async () => {
      const page = await openPage(browser, url());
      await smallScene(page, 'dnd35');
      await paint(page, '~', [[2, 3], [3, 2]]);
      assert.match(await page.getAttribute('#board .cell[data-x="2"][data-y="3"]', 'class'), /t-difficult/);
      await clickCell(page, 2, 3);
      await clickCell(page, 3, 2);
      // "Each square of difficult terrain counts as 2 squares of movement. (Each diagonal move into a
      // difficult terrain square counts as 3 squares.)" 2 × 5 ft, then 3 × 5 ft; speed 30.
      assert.deepEqual(await column(page, 'cost'), ['10', '15']);
      assert.equal(await text(page, '#sum-total'), '25 ft (5 sq)');
      assert.equal(await text(page, '#sum-left'), '5 ft (1 sq)');
      // The double move: a 3.x band list, chosen in the band select.
      await page.selectOption('#band', 'double');
      assert.equal(await text(page, '#sum-left'), '35 ft (7 sq)');
      await page.context().close();
    });

    test('4e: a path dragged diagonally costs 1 square per diagonal', async () => {
      const page = await openPage(browser, url());
      await smallScene(page, '4e');
      await dragCells(page, [[1, 3], [2, 2], [3, 1], [4, 0]]);
      assert.deepEqual(await column(page, 'to'), ['[2,2]', '[3,1]', '[4,0]']);
      // "Moving diagonally works the same as other movement": 3 squares = 15 ft.
      assert.deepEqual(await column(page, 'cost'), ['5', '5', '5']);
      assert.equal(await text(page, '#sum-total'), '15 ft (3 sq)');
      assert.equal(await text(page, '#sum-left'), '15 ft (3 sq)');
      await page.context().close();
    });

    test('an illegal step shows its code and message: too little movement, a solid square, a wall', async () => {
      const page = await openPage(browser, url());
      await smallScene(page, 'sw5e');
      // The hero's walking speed set to 10 ft through the creature form.
      await page.check('input[name=tool][value=creature]');
      await clickCell(page, 1, 3);
      await page.fill('#cr-walk', '10');
      await page.click('#cr-apply');
      await page.check('input[name=tool][value=path]');
      for (const [x, y] of [[2, 3], [3, 3], [4, 3]]) await clickCell(page, x, y);
      // "you can move a distance up to your speed": 10 ft is 2 squares; the third needs 5 ft more.
      const verdicts = await column(page, 'verdict');
      assert.equal(verdicts[0], 'legal');
      assert.equal(verdicts[1], 'legal');
      assert.match(verdicts[2], /^not-enough-movement: .*\[4,3\].*5 ft/);
      assert.equal(await text(page, '#sum-legal'), 'illegal: not-enough-movement');
      assert.equal(await text(page, '#sum-message'), verdicts[2].replace(/^not-enough-movement: /, ''));
      assert.equal(await text(page, '#sum-stop'), '[3,3] after 10 ft (2 sq)');
      assert.equal(await text(page, '#sum-left'), '0 ft (0 sq)');
      assert.equal(await text(page, '#sum-band'), 'move');

      // A filled square cannot be entered.
      await page.click('#path-clear');
      await paint(page, '#', [[1, 2]]);
      await clickCell(page, 1, 2);
      assert.match((await column(page, 'verdict'))[0], /^solid: .*\[1,2\]/);
      // Nothing was spent: the whole 10 ft is left where the move stops (at the start).
      assert.equal(await text(page, '#sum-left'), '10 ft (2 sq)');

      // A wall drawn on the right side of the hero's cell blocks the step east.
      await page.click('#path-clear');
      await page.check('input[name=tool][value=wall]');
      const box = await page.locator('#board .cell[data-x="1"][data-y="3"]').boundingBox();
      await page.mouse.click(box.x + box.width - 2, box.y + box.height / 2);
      assert.equal(await page.locator('#board .edge.e-wall').count(), 1);
      await page.check('input[name=tool][value=path]');
      await clickCell(page, 2, 3);
      assert.match((await column(page, 'verdict'))[0], /^wall: /);
      assert.equal(await text(page, '#sum-legal'), 'illegal: wall');
      await page.context().close();
    });

    test('opportunity attack when leaving an enemy\'s reach; best path under the cursor', async () => {
      const page = await openPage(browser, url());
      await smallScene(page, 'sw5e');
      // A goblin placed with the creature tool next to the hero.
      await page.check('input[name=tool][value=creature]');
      await page.fill('#cr-id', 'goblin');
      await page.fill('#cr-side', 'monsters');
      await page.fill('#cr-walk', '30');
      await clickCell(page, 2, 2);
      await page.check('input[name=tool][value=path]');
      await page.selectOption('#mover', 'hero');
      await clickCell(page, 0, 4);
      // "You can make an opportunity attack when a hostile creature that you can see moves out of your
      // reach": [0,4] is out of the goblin's 5-ft reach.
      assert.deepEqual(await column(page, 'provokes'), ['goblin']);
      assert.match(await text(page, '#attack-list'), /^goblin: leave-reach, step 1 at \[1,3\]/);
      // Hovering [2,4] from [0,4]: two squares east, 10 ft, turn total 15 ft.
      const b = await page.locator('#board .cell[data-x="2"][data-y="4"]').boundingBox();
      await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
      await page.waitForFunction(() => document.getElementById('hover').textContent.includes('best path'));
      assert.match(await text(page, '#hover'), /best path: 10 ft \(turn total 15 ft\), band move, legal/);
      assert.equal(await page.locator('svg.paths polyline.preview').count(), 1);
      await page.context().close();
    });

    test('a reach of 10 ft set in the creature form: stepping out of it provokes, with 5 ft it does not', async () => {
      const page = await openPage(browser, url());
      await smallScene(page, 'sw5e');
      await page.check('input[name=tool][value=creature]');
      await page.fill('#cr-id', 'pike');
      await page.fill('#cr-side', 'monsters');
      await page.fill('#cr-walk', '30');
      await clickCell(page, 3, 3);
      await page.check('input[name=tool][value=path]');
      await page.selectOption('#mover', 'hero');
      await clickCell(page, 0, 3);
      // The hero at [1,3] is 10 ft from the pike at [3,3] ("start counting squares from a square
      // adjacent to one of them and stop counting in the space of the other"): outside a 5-ft reach.
      assert.deepEqual(await column(page, 'provokes'), ['']);
      await page.check('input[name=tool][value=creature]');
      await clickCell(page, 3, 3);
      await page.click('details summary');
      await page.fill('#cr-reach', '10');
      await page.click('#cr-apply');
      assert.equal(await page.isHidden('#error'), true);
      // With 10 ft of reach the hero starts within it, and [0,3] (15 ft) is out of it.
      assert.deepEqual(await column(page, 'provokes'), ['pike']);
      assert.match(await text(page, '#attack-list'), /^pike: leave-reach, step 1/);
      await page.context().close();
    });

    test('prone: crawling costs double, standing up half the speed, then the token moves and stands', async () => {
      const page = await openPage(browser, url());
      await smallScene(page, 'sw5e');
      await page.check('input[name=tool][value=creature]');
      await clickCell(page, 1, 3);
      await page.check('#cr-conditions input[value=prone]');
      await page.click('#cr-apply');
      await page.check('input[name=tool][value=path]');
      await clickCell(page, 2, 3);
      await page.click('#path-stand');
      await clickCell(page, 3, 3);
      // "Every foot of movement while crawling costs 1 extra foot": 10 ft; "Standing up … costing an
      // amount of movement equal to half your speed": 15 ft; then 5 ft walking. 30 ft in all.
      assert.deepEqual(await column(page, 'cost'), ['10', '15', '5']);
      assert.deepEqual(await column(page, 'to'), ['[2,3]', 'stand', '[3,3]']);
      assert.equal(await text(page, '#sum-total'), '30 ft (6 sq)');
      assert.equal(await text(page, '#sum-legal'), 'legal');
      // Move token: the hero stands at [3,3] with 30 ft spent; the next step has nothing left.
      await page.click('#path-commit');
      assert.equal(await page.inputValue('#spent'), '30');
      assert.match(await page.getAttribute('#board .token[data-id="hero"]', 'title'), /at \[3,3\]$/);
      await clickCell(page, 4, 3);
      assert.match((await column(page, 'verdict'))[0], /^not-enough-movement: /);
      await page.click('#new-turn');
      assert.deepEqual(await column(page, 'cost'), ['5']);
      assert.equal(await text(page, '#sum-left'), '25 ft (5 sq)');
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });

    test('the reachable overlay marks the cells within the allowance on a tiny map', async () => {
      const page = await openPage(browser, url());
      await importScene(page, {
        ruleset: 'sw5e', grid: { width: 4, height: 3 },
        creatures: [{ id: 'scout', position: [0, 0], speeds: { walk: 10 }, side: 'party' }],
      });
      assert.equal(await page.isHidden('#error'), true);
      // 10 ft = 2 squares; a second diagonal counts 10 ft, so [2,2] (15 ft) and column 3 are out:
      // [0,0] [1,0] [2,0] [0,1] [1,1] [2,1] [0,2] [1,2].
      assert.equal(await page.locator('#board .cell.reach').count(), 8);
      assert.equal(await text(page, '#board .cell[data-x="1"][data-y="1"] .cost'), '5');
      assert.equal(await text(page, '#board .cell[data-x="2"][data-y="1"] .cost'), '10');
      assert.equal(await page.locator('#board .cell[data-x="2"][data-y="2"].reach').count(), 0);
      // Every band (move + dash = 20 ft): the farthest cell [3,2] is diagonal, diagonal, straight =
      // 5 + 10 + 5 = 20 ft, so all 12 cells.
      await page.selectOption('#reach-bands', 'all');
      assert.equal(await page.locator('#board .cell.reach').count(), 12);
      assert.equal(await page.locator('#board .cell.reach.band-1').count(), 4);   // [3,0] [3,1] [2,2] [3,2]
      await page.selectOption('#reach-bands', 'selected');
      // 4e: every diagonal 1 square, so everything within 2 squares: columns 0-2 of all 3 rows.
      await page.selectOption('#ruleset', '4e');
      assert.equal(await page.locator('#board .cell.reach').count(), 9);
      assert.equal(await page.locator('#board .cell[data-x="2"][data-y="2"].reach').count(), 1);
      await page.context().close();
    });

    test('a malformed scene import shows the error and keeps the previous scene', async () => {
      const page = await openPage(browser, url());
      await smallScene(page, 'sw5e');
      await paint(page, '~', [[4, 1]]);
      await clickCell(page, 2, 3);
      await importScene(page, '{"ruleset": "sw5e", "grid": {"width": 4');
      assert.equal(await page.isVisible('#error'), true);
      assert.equal(await text(page, '#error-code'), 'bad-json');
      await importScene(page, { ruleset: 'sw5e', grid: { width: -3, height: 2 } });
      assert.equal(await text(page, '#error-code'), 'out-of-range');
      assert.equal(await text(page, '#error-path'), '$.scene.grid.width');
      await importScene(page, { ruleset: 'sw5e', grid: { width: 3, height: 2 }, creatures: [{ id: 'x', position: [5, 0] }] });
      assert.equal(await text(page, '#error-code'), 'out-of-grid');
      assert.match(await text(page, '#error-path'), /^\$\.scene\.creatures\[0\]/);
      // The scene is as it was: 6 × 5, the painted cell, the hero, the path.
      assert.equal(await page.locator('#board .cell').count(), 30);
      assert.match(await page.getAttribute('#board .cell[data-x="4"][data-y="1"]', 'class'), /t-difficult/);
      assert.equal(await page.locator('#board .token[data-id="hero"]').count(), 1);
      assert.equal(await text(page, '#sum-total'), '5 ft (1 sq)');
      // ... and so is what was saved: a reload brings it back.
      await page.reload();
      await page.waitForSelector('body[data-ready="1"]');
      assert.equal(await page.locator('#board .cell').count(), 30);
      assert.match(await page.getAttribute('#board .cell[data-x="4"][data-y="1"]', 'class'), /t-difficult/);
      assert.equal(await text(page, '#sum-total'), '5 ft (1 sq)');
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });

    test('editing: drag-painted terrain, a wall toggled, a creature dragged, refused edits change nothing', async () => {
      const page = await openPage(browser, url());
      await smallScene(page, 'dnd35');
      await page.check('input[name=tool][value=terrain]');
      await page.check('input[name=brush][value="2"]');
      await dragCells(page, [[0, 0], [1, 0], [2, 0], [3, 0]]);
      for (let x = 0; x < 4; x++) {
        assert.match(await page.getAttribute(`#board .cell[data-x="${x}"][data-y="0"]`, 'class'), /t-difficult2/);
      }
      assert.doesNotMatch(await page.getAttribute('#board .cell[data-x="4"][data-y="0"]', 'class'), /t-difficult/);
      // Undo edit takes the whole stroke back (one gesture, one undo); the stroke is painted again.
      await page.click('#scene-undo');
      assert.equal(await page.locator('#board .cell.t-difficult2').count(), 0);
      await dragCells(page, [[0, 0], [1, 0], [2, 0], [3, 0]]);
      assert.equal(await page.locator('#board .cell.t-difficult2').count(), 4);
      // A solid square under the hero is refused: inside-solid, and the cell stays clear.
      await page.check('input[name=brush][value="#"]');
      await clickCell(page, 1, 3);
      assert.equal(await text(page, '#error-code'), 'inside-solid');
      assert.doesNotMatch(await page.getAttribute('#board .cell[data-x="1"][data-y="3"]', 'class'), /t-solid/);
      // A wall below [2,2], set and cleared again by a second click.
      await page.check('input[name=tool][value=wall]');
      const b = await page.locator('#board .cell[data-x="2"][data-y="2"]').boundingBox();
      await page.mouse.click(b.x + b.width / 2, b.y + b.height - 2);
      assert.equal(await page.locator('#board .edge.h.e-wall').count(), 1);
      await page.mouse.click(b.x + b.width / 2, b.y + b.height - 2);
      assert.equal(await page.locator('#board .edge').count(), 0);
      // The hero dragged from [1,3] to [2,1]; then given the id of nobody else and a bad speed.
      await page.check('input[name=tool][value=creature]');
      await dragCells(page, [[1, 3], [1, 2], [2, 1]]);
      assert.match(await page.getAttribute('#board .token[data-id="hero"]', 'title'), /at \[2,1\]$/);
      await page.fill('#cr-walk', '-5');
      await page.click('#cr-apply');
      assert.equal(await text(page, '#error-code'), 'out-of-range');
      assert.equal(await text(page, '#error-path'), '$.creature.speeds.walk');
      // Path from [2,1] into the ×4 row: dnd35 "doubled twice" straight = 4 squares = 20 ft.
      await page.fill('#cr-walk', '30');
      await page.click('#cr-apply');
      assert.equal(await page.isHidden('#error'), true);
      await page.check('input[name=tool][value=path]');
      await clickCell(page, 2, 0);
      assert.deepEqual(await column(page, 'cost'), ['20']);
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });

    test('a saved scene the engine refuses is kept in the scene box, and a new one is started', async () => {
      const page = await openPage(browser, url());
      await page.evaluate(() => {
        const saved = JSON.parse(localStorage.getItem('footwork.calculator.v1'));
        saved.scene.grid.width = 0;
        localStorage.setItem('footwork.calculator.v1', JSON.stringify(saved));
      });
      await page.reload();
      await page.waitForSelector('body[data-ready="1"]');
      assert.equal(await text(page, '#error-code'), 'out-of-range');
      assert.equal(await text(page, '#error-path'), '$.scene.grid.width');
      assert.equal(JSON.parse(await page.inputValue('#scene-text')).grid.width, 0);
      assert.equal(await page.locator('#board .cell').count(), 12 * 8);
      await page.context().close();
    });

    test('the JSON panel shows a request the engine answers and the response it gave', async () => {
      const page = await openPage(browser, url());
      await smallScene(page, 'sw5e');
      await clickCell(page, 2, 2);
      const request = JSON.parse(await page.inputValue('#json-request'));
      assert.equal(request.query, 'move');
      assert.equal(request.scene.ruleset, 'sw5e');
      assert.deepEqual(request.path, [[2, 2]]);
      const response = JSON.parse(await page.inputValue('#json-response'));
      assert.equal(response.result.total.feet, 5);
      // Copy puts the response text on the clipboard.
      await page.click('button.copy[data-target="json-response"]');
      await page.waitForFunction(() => document.getElementById('status').textContent === 'Copied.');
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), await page.inputValue('#json-response'));
      // Exported scene, re-imported: nothing changes.
      await page.click('#scene-export');
      const exported = JSON.parse(await page.inputValue('#scene-text'));
      assert.equal(exported.grid.width, 6);
      assert.deepEqual(exported.creatures.map((c) => c.id), ['hero']);
      await page.selectOption('#json-which', 'reachable');
      assert.equal(JSON.parse(await page.inputValue('#json-response')).query, 'reachable');
      // A click two or more cells away adds the cheapest path there, also with the cursor preview
      // off: from [2,2] to [5,0] is two diagonals and a straight step. Diagonals already taken: one,
      // so the next diagonal is the second (10 ft): 5 + 10 + 5 + 5 or 5 + 5 + 10 + 5 = 25 ft.
      await page.uncheck('#show-best');
      await clickCell(page, 5, 0);
      assert.equal((await column(page, 'to')).length, 4);
      assert.equal(await text(page, '#sum-total'), '25 ft (5 sq)');
      await page.selectOption('#json-which', 'path');
      const pathRequest = JSON.parse(await page.inputValue('#json-request'));
      assert.deepEqual([pathRequest.query, pathRequest.from, pathRequest.target, pathRequest.spent, pathRequest.diagonals],
        ['path', [2, 2], [5, 0], 5, 1]);
      await page.context().close();
    });
  });
}
