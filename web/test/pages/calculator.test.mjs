// The calculator page's move tools in headless Chromium, opened from disk (file://) and served over
// http. Scenes are built through the page (ruleset select, painting, creature tool, clicks and drags
// on the canvas map with real pointer events); the numbers checked are derived by hand from the rule
// texts (named in docs/rules/), quoted beside each check, not copied from the engine.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  calculatorForFile,
  openPage,
  clickCell,
  hoverCell,
  dragCells,
  importScene,
  cellCentre,
  tool,
  text,
  column,
  calc,
  smallScene,
  paint,
  cellColour,
} from './helpers.mjs';

let site;
let server;
let browser;

calculatorForFile((s) => ({ site, server, browser } = s), { http: true });

const edgeCount = (page) =>
  calc(page, (app) => [...app.view.data.edges.vertical, ...app.view.data.edges.horizontal].filter((k) => k).length);
const position = (page, id) => calc(page, (app, id) => app.scene.creatures().find((c) => c.id === id).position, id);

for (const how of ['file', 'http']) {
  describe(`calculator page over ${how}`, () => {
    const url = () => (how === 'file' ? site.url : server.url);

    test('sw5e: diagonal, diagonal = 5 + 10 = 15 ft; the pattern continues after a straight step', async () => {
      const page = await openPage(browser, url());
      await smallScene(page, 'sw5e', assert);
      for (const [x, y] of [
        [2, 2],
        [3, 1],
        [4, 1],
        [5, 0],
      ])
        await clickCell(page, x, y);
      // "the first diagonal square counts as 5 feet, but the second diagonal square counts as 10
      // feet. This pattern of 5 feet and then 10 feet continues whenever you're counting diagonally,
      // even if you move horizontally or vertically between different bits of diagonal movement."
      assert.deepEqual(await column(page, 'cost'), ['5', '10', '5', '5']);
      assert.deepEqual(await column(page, 'total'), ['5', '15', '20', '25']);
      assert.deepEqual(await column(page, 'left'), ['25', '15', '10', '5']);
      assert.equal(await text(page, '#sum-total'), '25 ft (5 sq)');
      assert.equal(await text(page, '#sum-left'), '5 ft (1 sq)');
      assert.equal(await text(page, '#sum-within'), 'move');
      assert.equal(await text(page, '#sum-legal'), 'legal');
      // The keyboard does the same: Backspace takes the last step back, arrows and Enter add one.
      await page.focus('#map');
      await page.keyboard.press('Backspace');
      assert.equal(await text(page, '#sum-total'), '20 ft (4 sq)');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      assert.deepEqual(await column(page, 'to'), ['[2,2]', '[3,1]', '[4,1]', '[5,0]']);
      await clickCell(page, 5, 0); // the last cell again takes the step back
      assert.equal(await text(page, '#sum-total'), '20 ft (4 sq)');
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });

    test('dnd35: difficult terrain counts 2 squares, a diagonal into it 3', async () => {
      const page = await openPage(browser, url());
      await smallScene(page, 'dnd35', assert);
      await paint(page, '~', [
        [2, 3],
        [3, 2],
      ]);
      // Drawn in the difficult terrain's fill (the palette's), the next cell in the clear one's.
      assert.equal(await cellColour(page, 2, 3), '#f3e4b5');
      assert.equal(await cellColour(page, 4, 3), '#fbfaf6');
      await clickCell(page, 2, 3);
      await clickCell(page, 3, 2);
      // "Each square of difficult terrain counts as 2 squares of movement. (Each diagonal move into a
      // difficult terrain square counts as 3 squares.)" 2 × 5 ft, then 3 × 5 ft; speed 30.
      assert.deepEqual(await column(page, 'cost'), ['10', '15']);
      assert.equal(await text(page, '#sum-total'), '25 ft (5 sq)');
      assert.equal(await text(page, '#sum-left'), '5 ft (1 sq)');
      await page.selectOption('#band', 'double');
      assert.equal(await text(page, '#sum-left'), '35 ft (7 sq)');
      await page.context().close();
    });

    test('4e: a path dragged diagonally costs 1 square per diagonal; a fast drag leaves no gap', async () => {
      const page = await openPage(browser, url());
      await smallScene(page, '4e', assert);
      await dragCells(page, [
        [1, 3],
        [2, 2],
        [3, 1],
        [4, 0],
      ]);
      assert.deepEqual(await column(page, 'to'), ['[2,2]', '[3,1]', '[4,0]']);
      // "Moving diagonally works the same as other movement": 3 squares = 15 ft.
      assert.deepEqual(await column(page, 'cost'), ['5', '5', '5']);
      assert.equal(await text(page, '#sum-total'), '15 ft (3 sq)');
      assert.equal(await text(page, '#sum-left'), '15 ft (3 sq)');
      // One pointer move from [1,3] straight to [5,3]: the cells between join the path.
      await dragCells(
        page,
        [
          [1, 3],
          [5, 3],
        ],
        1,
      );
      assert.deepEqual(await column(page, 'to'), ['[2,3]', '[3,3]', '[4,3]', '[5,3]']);
      await page.context().close();
    });

    test('an illegal step shows its code and message: too little movement, a solid square, a wall', async () => {
      const page = await openPage(browser, url());
      await smallScene(page, 'sw5e', assert);
      await tool(page, 'creature');
      await clickCell(page, 1, 3);
      await page.fill('#cr-walk', '10');
      await page.click('#cr-apply');
      await tool(page, 'path');
      for (const [x, y] of [
        [2, 3],
        [3, 3],
        [4, 3],
      ])
        await clickCell(page, x, y);
      // "you can move a distance up to your speed": 10 ft is 2 squares; the third needs 5 ft more.
      const verdicts = await column(page, 'verdict');
      assert.deepEqual(verdicts.slice(0, 2), ['legal', 'legal']);
      assert.match(verdicts[2], /^not enough movement: .*\[4,3\].*5 ft/);
      assert.equal(await text(page, '#sum-legal'), 'illegal: not enough movement');
      assert.equal(await text(page, '#sum-stop'), '[3,3] after 10 ft (2 sq)');
      assert.equal(await text(page, '#sum-left'), '0 ft (0 sq)');
      // A filled square cannot be entered; nothing was spent.
      await page.click('#path-clear');
      await paint(page, '#', [[1, 2]]);
      await clickCell(page, 1, 2);
      assert.match((await column(page, 'verdict'))[0], /^solid rock: .*\[1,2\]/);
      assert.equal(await text(page, '#sum-left'), '10 ft (2 sq)');
      // A wall on the right side of the hero's cell blocks the step east.
      await page.click('#path-clear');
      await tool(page, 'wall');
      const [wx, wy] = await cellCentre(page, 1, 3, 0.95, 0.5);
      await page.mouse.click(wx, wy);
      assert.equal(await edgeCount(page), 1);
      await tool(page, 'path');
      await clickCell(page, 2, 3);
      assert.match((await column(page, 'verdict'))[0], /^a wall: /);
      assert.equal(await text(page, '#sum-legal'), 'illegal: a wall');
      await page.context().close();
    });

    test('opportunity attack when leaving reach; the best path and the turn at the cursor', async () => {
      const page = await openPage(browser, url());
      await smallScene(page, 'sw5e', assert);
      await tool(page, 'creature');
      await page.fill('#cr-id', 'goblin');
      await page.fill('#cr-side', 'monsters');
      await page.fill('#cr-walk', '30');
      await clickCell(page, 2, 2);
      await tool(page, 'path');
      await page.selectOption('#mover', 'hero');
      await clickCell(page, 0, 4);
      // "You can make an opportunity attack when a hostile creature that you can see moves out of your
      // reach": [0,4] is out of the goblin's 5-ft reach.
      assert.deepEqual(await column(page, 'provokes'), ['goblin']);
      assert.match(await text(page, '#attack-list'), /^goblin: leaves its reach, step 1 at \[1,3\]/);
      // Hovering [2,4] from [0,4]: two squares east, 10 ft more, 15 ft this turn, 15 ft left of 30.
      await hoverCell(page, 2, 4);
      await page.waitForSelector('#cursor-label:not([hidden])');
      assert.match(
        await text(page, '#cursor-label'),
        /^15 ft · within speed15 ft of speed left⚔ Opportunity attack: goblin/,
      );
      assert.equal(await page.getAttribute('#cursor-label .band', 'class'), 'band band-speed');
      // The label sits beside the pointer, inside the map.
      const [px, py] = await cellCentre(page, 2, 4);
      const box = await page.locator('#cursor-label').boundingBox();
      assert.ok(
        Math.abs(box.x - px) < 60 + box.width && Math.abs(box.y - py) < 60 + box.height,
        'label near the pointer',
      );
      // Beyond 30 ft the label turns red: [5,0] from [0,4] is 4 diagonals + 1 straight ... over 30.
      await hoverCell(page, 5, 0);
      assert.match(await text(page, '#cursor-label'), /✗ /);
      assert.equal(await page.getAttribute('#cursor-label .band', 'class'), 'band band-beyond');
      await page.context().close();
    });

    test('the Move tab follows a drag live: steps, total, left, band, why illegal, attacks', async () => {
      const page = await openPage(browser, url());
      const rows = ['......', '......', '......', '......', '......'];
      rows[1] = '....#.';
      await importScene(page, {
        ruleset: 'sw5e',
        grid: { width: 6, height: 5, cellFeet: 5, rows },
        creatures: [
          { id: 'hero', position: [1, 3], speeds: { walk: 30 }, side: 'party' },
          { id: 'orc', position: [3, 3], speeds: { walk: 30 }, side: 'monsters' },
        ],
      });
      await page.selectOption('#band', 'move');
      const points = [];
      for (const c of [
        [1, 3],
        [2, 2],
        [3, 1],
        [4, 1],
      ])
        points.push(await cellCentre(page, ...c));
      await page.mouse.move(...points[0]);
      await page.mouse.down();
      await page.mouse.move(...points[1], { steps: 3 });
      // Button still held: [2,2] is the first diagonal ("the first diagonal square counts as 5 feet").
      assert.deepEqual(await column(page, 'cost'), ['5']);
      assert.equal(await text(page, '#sum-total'), '5 ft (1 sq)');
      assert.equal(await text(page, '#sum-left'), '25 ft (5 sq)');
      assert.equal(await text(page, '#sum-within'), 'move');
      await page.mouse.move(...points[2], { steps: 3 });
      // "but the second diagonal square counts as 10 feet": 15 ft; leaving [2,2], next to the orc at
      // [3,3], for [3,1], two squares from it: "You can make an opportunity attack when a hostile
      // creature that you can see moves out of your reach."
      assert.deepEqual(await column(page, 'cost'), ['5', '10']);
      assert.equal(await text(page, '#sum-total'), '15 ft (3 sq)');
      assert.equal(await text(page, '#sum-left'), '15 ft (3 sq)');
      assert.match(await text(page, '#attack-list'), /^orc: leaves its reach, step 2 at \[2,2\]/);
      await page.mouse.move(...points[3], { steps: 3 });
      // [4,1] is solid: the step is refused with the engine's sentence, still before the release.
      assert.match((await column(page, 'verdict'))[2], /^solid rock: .*\[4,1\]/);
      assert.equal(await text(page, '#sum-legal'), 'illegal: solid rock');
      assert.match(await text(page, '#sum-message'), /\[4,1\]/);
      assert.equal(await calc(page, (app) => app.tools.busy), true, 'the button is still held');
      await page.mouse.up();
      assert.equal((await column(page, 'cost')).length, 3);
      assert.equal(await text(page, '#sum-legal'), 'illegal: solid rock');
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });

    test('a reach of 10 ft set in the creature form: stepping out of it provokes, with 5 ft it does not', async () => {
      const page = await openPage(browser, url());
      await smallScene(page, 'sw5e', assert);
      await tool(page, 'creature');
      await page.fill('#cr-id', 'pike');
      await page.fill('#cr-side', 'monsters');
      await page.fill('#cr-walk', '30');
      await clickCell(page, 3, 3);
      await tool(page, 'path');
      await page.selectOption('#mover', 'hero');
      await clickCell(page, 0, 3);
      // The hero at [1,3] is 10 ft from the pike at [3,3] ("start counting squares from a square
      // adjacent to one of them and stop counting in the space of the other"): outside a 5-ft reach.
      assert.deepEqual(await column(page, 'provokes'), ['']);
      await tool(page, 'creature');
      await clickCell(page, 3, 3);
      await page.click('#tool-creature details:nth-of-type(2) summary');
      await page.fill('#cr-reach', '10');
      await page.click('#cr-apply');
      assert.equal(await page.isHidden('#error'), true);
      assert.deepEqual(await column(page, 'provokes'), ['pike']);
      await page.context().close();
    });

    test('prone: crawling costs double, standing up half the speed; Move token carries the spent feet', async () => {
      const page = await openPage(browser, url());
      await smallScene(page, 'sw5e', assert);
      await tool(page, 'creature');
      await clickCell(page, 1, 3);
      await page.click('#tool-creature details:nth-of-type(1) summary');
      await page.check('#cr-conditions input[value=prone]');
      await page.click('#cr-apply');
      await tool(page, 'path');
      await clickCell(page, 2, 3);
      await page.click('#path-stand');
      await clickCell(page, 3, 3);
      // "Every foot of movement while crawling costs 1 extra foot": 10 ft; "Standing up … costing an
      // amount of movement equal to half your speed": 15 ft; then 5 ft walking. 30 ft in all.
      assert.deepEqual(await column(page, 'cost'), ['10', '15', '5']);
      assert.deepEqual(await column(page, 'to'), ['[2,3]', 'stand up', '[3,3]']);
      assert.equal(await text(page, '#sum-total'), '30 ft (6 sq)');
      assert.equal(await text(page, '#sum-legal'), 'legal');
      await page.click('#path-commit');
      assert.equal(await page.inputValue('#spent'), '30');
      assert.deepEqual(await position(page, 'hero'), [3, 3]);
      // The turn ledger is kept with the scene: after a reload the hero has still spent 30 ft.
      await page.reload();
      await page.waitForSelector('body[data-ready="1"]');
      assert.equal(await page.inputValue('#spent'), '30');
      assert.deepEqual(await position(page, 'hero'), [3, 3]);
      assert.deepEqual(await calc(page, (app) => app.scene.creatures()[0].conditions || []), []);
      await clickCell(page, 4, 3);
      assert.match((await column(page, 'verdict'))[0], /^not enough movement: /);
      await page.click('#new-turn');
      assert.deepEqual(await column(page, 'cost'), ['5']);
      assert.equal(await text(page, '#sum-left'), '25 ft (5 sq)');
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });

    test('the reachable area: every band by default, with the turn total per place', async () => {
      const page = await openPage(browser, url());
      await importScene(page, {
        ruleset: 'sw5e',
        grid: { width: 4, height: 3 },
        creatures: [{ id: 'scout', position: [0, 0], speeds: { walk: 10 }, side: 'party' }],
      });
      assert.equal(await page.isHidden('#error'), true);
      const places = () =>
        calc(page, (app) =>
          Object.fromEntries(app.move.reach.places.map((p) => [p.cell.join(','), [p.total, p.band]])),
        );
      // Move 10 ft + Dash 10 ft ("you gain extra movement for the current turn … equal to your
      // speed"): 20 ft. The farthest cell [3,2] is diagonal, diagonal, straight = 5 + 10 + 5 = 20 ft,
      // so all 12 cells; [2,2] (5 + 10 = 15 ft) and column 3 are beyond the 10-ft move band.
      const p = await places();
      assert.equal(Object.keys(p).length, 12);
      assert.deepEqual(p['1,1'], [5, 'speed']);
      assert.deepEqual(p['2,1'], [10, 'speed']);
      assert.deepEqual(p['2,2'], [15, 'dash']);
      assert.deepEqual(p['3,2'], [20, 'dash']);
      assert.equal(Object.values(p).filter((x) => x[1] === 'dash').length, 4);
      assert.equal(await text(page, '#reach-count'), '12 places reachable');
      // Hovering a reachable place labels it: [2,2] is 15 ft this turn, within dash.
      await page.uncheck('#show-best');
      await hoverCell(page, 2, 2);
      assert.match(await text(page, '#cursor-label'), /^15 ft this turn/);
      // 4e: every diagonal 1 square; move 2 squares + double 2 more: all 12 within 4 squares, 9 in the first band.
      await page.selectOption('#ruleset', '4e');
      const q = await places();
      assert.equal(Object.values(q).filter((x) => x[1] === 'speed').length, 9);
      await page.context().close();
    });

    test('editing: a brush stroke, a wall toggled, a creature dragged, refused edits change nothing', async () => {
      const page = await openPage(browser, url());
      await smallScene(page, 'dnd35', assert);
      await tool(page, 'terrain');
      await page.check('input[name=brush][value="2"]');
      await dragCells(
        page,
        [
          [0, 0],
          [3, 0],
        ],
        1,
      ); // one fast pointer move over four cells
      const difficult = () =>
        calc(page, (app) =>
          [...app.view.data.planes.difficult].map((d, i) => (d === 2 ? i : -1)).filter((i) => i >= 0),
        );
      assert.deepEqual(await difficult(), [0, 1, 2, 3]);
      await page.click('#scene-section summary');
      await page.click('#scene-undo');
      assert.deepEqual(await difficult(), []);
      await dragCells(page, [
        [0, 0],
        [1, 0],
        [2, 0],
        [3, 0],
      ]);
      assert.deepEqual(await difficult(), [0, 1, 2, 3]);
      // A solid square under the hero is refused: inside-solid, and the cell stays clear.
      await page.check('input[name=brush][value="#"]');
      await clickCell(page, 1, 3);
      assert.equal(await text(page, '#error-code'), 'inside-solid');
      assert.equal(await calc(page, (app) => app.view.data.planes.ground[3 * 6 + 1]), 0);
      // A wall below [2,2], set and cleared by a second click.
      await tool(page, 'wall');
      const [bx, by] = await cellCentre(page, 2, 2, 0.5, 0.95);
      await page.mouse.click(bx, by);
      assert.equal(await edgeCount(page), 1);
      await page.mouse.click(bx, by);
      assert.equal(await edgeCount(page), 0);
      // The hero dragged from [1,3] to [2,1]; a bad speed refused at its field.
      await tool(page, 'creature');
      await dragCells(page, [
        [1, 3],
        [1, 2],
        [2, 1],
      ]);
      assert.deepEqual(await position(page, 'hero'), [2, 1]);
      await page.fill('#cr-walk', '-5');
      await page.click('#cr-apply');
      assert.equal(await text(page, '#error-code'), 'out-of-range');
      assert.equal(await text(page, '#error-path'), '$.creature.speeds.walk');
      await page.fill('#cr-walk', '30');
      await page.click('#cr-apply');
      assert.equal(await page.isHidden('#error'), true);
      // From [2,1] into the ×4 row: dnd35 "doubled twice" straight = 4 squares = 20 ft.
      await tool(page, 'path');
      await clickCell(page, 2, 0);
      assert.deepEqual(await column(page, 'cost'), ['20']);
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });

    test('a malformed import shows the error and keeps the scene, also across a reload', async () => {
      const page = await openPage(browser, url());
      await smallScene(page, 'sw5e', assert);
      await paint(page, '~', [[4, 1]]);
      await clickCell(page, 2, 3);
      await importScene(page, '{"ruleset": "sw5e", "grid": {"width": 4');
      assert.equal(await text(page, '#error-code'), 'bad-json');
      await importScene(page, {
        ruleset: 'sw5e',
        grid: { width: 3, height: 2 },
        creatures: [{ id: 'x', position: [5, 0] }],
      });
      assert.equal(await text(page, '#error-code'), 'out-of-grid');
      const check = async () => {
        assert.deepEqual(
          await calc(page, (app) => [app.scene.info().width, app.view.data.planes.difficult[1 * 6 + 4]]),
          [6, 1],
        );
        assert.equal(await text(page, '#sum-total'), '5 ft (1 sq)');
      };
      await check();
      await page.waitForTimeout(300); // the state is saved a moment after the last change
      await page.reload();
      await page.waitForSelector('body[data-ready="1"]');
      await check();
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });

    test('a saved scene the engine refuses is kept in the scene box, and a new one is started', async () => {
      // A saved state whose scene has width 0, in localStorage before the page starts.
      const context = await browser.newContext({ viewport: { width: 1500, height: 1000 } });
      await context.addInitScript(() => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(
          'footwork.calculator.v2',
          JSON.stringify({
            scene: { ruleset: 'sw5e', grid: { width: 0, height: 3 }, creatures: [] },
            mover: '',
            path: [],
          }),
        );
      });
      const page = await openPage(browser, url(), { context });
      assert.equal(await text(page, '#error-code'), 'out-of-range');
      assert.equal(await text(page, '#error-path'), '$.scene.grid.width');
      assert.equal(JSON.parse(await page.inputValue('#scene-text')).grid.width, 0);
      assert.deepEqual(await calc(page, (app) => [app.scene.info().width, app.scene.info().height]), [12, 8]);
      await page.context().close();
    });

    test('the JSON tab shows a request the engine answers; a far click adds the cheapest path', async () => {
      const page = await openPage(browser, url());
      await smallScene(page, 'sw5e', assert);
      await clickCell(page, 2, 2);
      await page.click('.tabs [data-tab=json]');
      const request = JSON.parse(await page.inputValue('#json-request'));
      assert.equal(request.query, 'move');
      assert.equal(request.scene.ruleset, 'sw5e');
      assert.deepEqual(request.path, [[2, 2]]);
      assert.equal(JSON.parse(await page.inputValue('#json-response')).result.total.feet, 5);
      await page.click('button.copy[data-target="json-response"]');
      await page.waitForFunction(() => document.getElementById('status').textContent === 'Copied.');
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), await page.inputValue('#json-response'));
      // With the cursor preview off, a click three cells away adds the cheapest path: from [2,2] to
      // [5,0] two diagonals and a straight step; one diagonal already taken, so the next is the
      // second (10 ft): 5 + 10 + 5 + 5 or 5 + 5 + 10 + 5 = 25 ft.
      await page.uncheck('#show-best');
      await clickCell(page, 5, 0);
      await page.click('.tabs [data-tab=move]');
      assert.equal((await column(page, 'to')).length, 4);
      assert.equal(await text(page, '#sum-total'), '25 ft (5 sq)');
      await page.click('.tabs [data-tab=json]');
      await page.selectOption('#json-which', 'path');
      // One query (issue 24): the path so far ([2,2]) is `walked`, and the search goes on from its end
      // after its 5 ft and its diagonal: 25 ft this turn.
      const p = JSON.parse(await page.inputValue('#json-request'));
      assert.deepEqual([p.query, p.walked, p.target, p.move], ['path', [[2, 2]], [5, 0], true]);
      const answer = JSON.parse(await page.inputValue('#json-response')).result;
      assert.deepEqual([answer.total.feet, answer.move.total.feet], [25, 25]);
      await page.context().close();
    });
  });
}
