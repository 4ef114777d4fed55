// The Ask tool and the Calculators tab: each query asked through the page's forms (creatures picked
// in the lists, cells clicked on the canvas map), the answer read where the page shows it and what
// it draws on the map. Expected answers are derived by hand from the rule texts, quoted beside the
// checks (files named in /docs/rules and in the rules README by file name).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  calculatorForFile,
  openPage,
  clickCell,
  importScene,
  tool,
  text,
  calc,
  overlaps,
  shotDir,
} from './helpers.mjs';

let site;
let server;
let browser;
calculatorForFile((s) => ({ site, server, browser } = s), { http: true });

const rows = (w, h) => Array.from({ length: h }, () => '.'.repeat(w));

async function askWith(page, query, fields) {
  await tool(page, 'ask');
  await page.selectOption('#ask-query', query);
  for (const [name, value] of Object.entries(fields)) {
    const sel = `#ask-${name}`;
    const tag = await page.$eval(sel, (e) => (e.tagName === 'SELECT' ? 'select' : e.type));
    if (tag === 'select') await page.selectOption(sel, value);
    else if (tag === 'checkbox') {
      if (value) await page.check(sel);
    } else if (Array.isArray(value)) {
      // Cells are clicked on the map: the field being picked takes them.
      await page.focus(sel);
      for (const c of Array.isArray(value[0]) ? value : [value]) await clickCell(page, ...c);
    } else await page.fill(sel, String(value));
  }
  await page.click('#ask-run');
  return {
    fact: (k) => text(page, `#answer-facts dd[data-key="${k}"]`),
    result: () => calc(page, (app) => app.ask.answer.result),
    error: () => text(page, '#answer-error'),
  };
}

const marked = (page) =>
  calc(page, (app) =>
    app.view.data.marks ? app.view.data.marks.cells.map((g) => g.cells.map((c) => c.join(',')).sort()) : null,
  );

for (const how of ['file', 'http']) {
  describe(`questions over ${how}`, () => {
    const url = () => (how === 'file' ? site.url : server.url);

    test('sw5e: range, reach, an area template', async () => {
      const page = await openPage(browser, url());
      await importScene(page, {
        ruleset: 'sw5e',
        grid: { width: 8, height: 5, rows: rows(8, 5) },
        creatures: [
          { id: 'hero', position: [1, 1], side: 'party', speeds: { walk: 30 } },
          { id: 'orc', position: [4, 1], side: 'monsters', speeds: { walk: 30 } },
          { id: 'goblin', position: [4, 3], side: 'monsters', speeds: { walk: 30 } },
        ],
      });
      // "start counting squares from a square adjacent to one of them and stop counting in the space
      // of the other one": [2,1] [3,1] [4,1], 3 squares, 15 ft; not adjacent.
      let a = await askWith(page, 'distance', { from: [1, 1], to: [4, 1] });
      assert.equal(await a.fact('distance'), '15 ft (3 sq)');
      assert.equal(await a.fact('adjacent'), 'no');
      assert.deepEqual(await marked(page), [['1,1'], ['4,1']]);
      // To the goblin [4,3]: two diagonals and one straight square; "the first diagonal square counts
      // as 5 feet, but the second diagonal square counts as 10 feet": 5 + 10 + 5 = 20 ft.
      a = await askWith(page, 'distance', { from: 'hero', to: 'goblin' });
      assert.match(await a.fact('distance'), /^20 ft/);
      // Reach 5 ft ("If you leave a hostile creature's reach"): the eight squares around the hero.
      a = await askWith(page, 'threatened', { creature: 'hero' });
      assert.deepEqual(await marked(page), [['0,0', '0,1', '0,2', '1,0', '1,2', '2,0', '2,1', '2,2']]);
      // A sphere of 5 ft from the centre of [4,1] ("choose the center of a square as the point of
      // origin"; "if an area of effect covers a square, it affects that square"): the centres 5 ft
      // away orthogonally are on it, the diagonal ones (7.07 ft) are not: 5 squares, the orc among
      // the creatures.
      a = await askWith(page, 'area', { shape: 'sphere', origin: [4, 1], radius: 5 });
      const r = await a.result();
      assert.deepEqual(r.cells.map((c) => c.join(',')).sort(), ['3,1', '4,0', '4,1', '4,2', '5,1']);
      assert.deepEqual(
        r.creatures.map((c) => c.id),
        ['orc'],
      );
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });

    test('4e: flanking, the squares that flank, push and pull, teleportation', async () => {
      const page = await openPage(browser, url());
      await importScene(page, {
        ruleset: '4e',
        grid: { width: 8, height: 5, rows: rows(8, 5) },
        creatures: [
          { id: 'fighter', position: [1, 2], side: 'party', speeds: { walk: 30 } },
          { id: 'rogue', position: [3, 2], side: 'party', speeds: { walk: 30 } },
          { id: 'orc', position: [2, 2], side: 'monsters', speeds: { walk: 30 } },
        ],
      });
      // "you and an ally must be adjacent to the enemy and on opposite sides or corners of the
      // enemy's space"; "You have combat advantage against an enemy you flank."
      let a = await askWith(page, 'flanking', { creature: 'fighter', enemy: 'orc', ally: 'rogue' });
      assert.equal(await a.fact('flanking'), 'yes');
      assert.equal(await a.fact('benefit'), 'combat advantage');
      // From the fighter's centre (1.5, 2.5), a line to [3,1]'s or [3,3]'s centre leaves the orc's
      // square through its top or bottom side, not the side opposite the fighter's: only [3,2] flanks.
      a = await askWith(page, 'flankSquares', { creature: 'fighter', enemy: 'orc', ally: 'rogue' });
      const positions = (await a.result()).positions.map((c) => c.join(','));
      assert.ok(positions.includes('3,2'));
      assert.ok(!positions.includes('3,1') && !positions.includes('3,3'));
      // The rogue moves away (creature tool) so the orc can be pushed east.
      await tool(page, 'creature');
      const drag = async (from, to) => {
        const v = await calc(page, (app) => ({ s: app.view.cellPx, ox: app.view.ox, oy: app.view.oy }));
        const r = await page.locator('#map').boundingBox();
        const at = ([x, y]) => [r.x + v.ox + (x + 0.5) * v.s, r.y + v.oy + (y + 0.5) * v.s];
        await page.mouse.move(...at(from));
        await page.mouse.down();
        await page.mouse.move(...at(to), { steps: 4 });
        await page.mouse.up();
      };
      await drag([3, 2], [3, 0]);
      // "When you push a creature, each square you move it must place it farther away from you":
      // [3,2] then [4,2] are 2 and 3 squares from the fighter.
      a = await askWith(page, 'forced', {
        kind: 'push',
        creature: 'orc',
        by: 'fighter',
        distance: 2,
        path: [
          [3, 2],
          [4, 2],
        ],
      });
      assert.equal(await a.fact('legal'), 'yes');
      assert.equal(await a.fact('moved'), '10 ft (2 sq)');
      // [2,1] is still 1 square from the fighter at [1,2] (diagonally adjacent): not farther.
      await page.fill('#ask-path', '');
      a = await askWith(page, 'forced', { kind: 'push', creature: 'orc', by: 'fighter', path: [[2, 1]] });
      assert.equal(await a.fact('legal'), 'no');
      assert.equal((await a.result()).steps[0].illegal.code, 'not-farther');
      // "You can teleport to a place you can see": [6,2] is 5 squares away (25 ft); with a range of 3 it is too far.
      a = await askWith(page, 'teleportation', { creature: 'fighter', to: [6, 4], distance: 10 });
      assert.equal(await a.fact('legal'), 'yes');
      assert.equal(await a.fact('range'), '25 ft (5 sq)');
      await page.fill('#ask-to', '');
      a = await askWith(page, 'teleportation', { creature: 'fighter', to: [6, 4], distance: 3 });
      assert.equal(await a.fact('legal'), 'no');
      // A Large creature (4e "2×2") teleported to [5, 1] would stand on its whole space there, the
      // place being "the top-left cell of its space" (docs/protocol.md): [5, 1], [6, 1], [5, 2], [6, 2].
      await tool(page, 'creature');
      await page.fill('#cr-id', 'ogre');
      await page.selectOption('#cr-size', 'large');
      await clickCell(page, 0, 0);
      await tool(page, 'ask');
      await page.fill('#ask-to', '');
      a = await askWith(page, 'teleportation', { creature: 'ogre', to: [5, 1], distance: 10 });
      assert.equal(await a.fact('legal'), 'yes');
      assert.deepEqual((await calc(page, (app) => app.view.data.marks.cells[0].cells)).map(String).sort(), [
        '5,1',
        '5,2',
        '6,1',
        '6,2',
      ]);
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });

    test('4e slide with ends: the squares it may end on, each with its fewest squares, drawn and in the legend', async () => {
      const page = await openPage(browser, url());
      // A pillar (solid) at [2,1] beside the orc at [1,1]; 4 × 3 squares.
      await importScene(page, {
        ruleset: '4e',
        grid: { width: 4, height: 3, cellFeet: 5, rows: ['....', '..#.', '....'] },
        creatures: [{ id: 'orc', position: [1, 1], speeds: { walk: 30 }, side: 'monsters' }],
      });
      const a = await askWith(page, 'forced', { kind: 'slide', creature: 'orc', distance: 2, ends: true });
      const answer = await calc(page, (app) => app.ask.answer);
      assert.equal(answer.kind, 'result', JSON.stringify(answer));
      // Derived from 004_83b4f7313492aa85.txt:
      // - "When you slide a creature, there's no restriction on the direction you can move it", and
      //   "Moving diagonally works the same as other movement": each of the eight neighbours is 1 square;
      // - "You can choose to move the target fewer squares or not to move it at all": the start [1,1], 0;
      // - "You can't enter a square that is filled by an obstacle": not [2,1];
      // - "When an obstacle fills a square, you can't move diagonally across the corner of that
      //   square": [1,1] → [2,0] and [1,1] → [2,2] cross the pillar's corners, so [2,0] is reached by
      //   [1,0] and [2,2] by [1,2], 2 squares each; [3,0], [3,1], [3,2] need 3 or more (the pillar's
      //   corners again), beyond the distance of 2.
      const expected = [
        [[0, 0], 1],
        [[1, 0], 1],
        [[2, 0], 2],
        [[0, 1], 1],
        [[1, 1], 0],
        [[0, 2], 1],
        [[1, 2], 1],
        [[2, 2], 2],
      ];
      assert.deepEqual(
        (await a.result()).ends.map((e) => [e.position, e.squares]),
        expected,
      );
      assert.match(await a.fact('ends'), /^8 places it may end on/);
      // On the map: those cells, each with its number of squares.
      const drawn = await calc(page, (app) => app.view.data.marks.cells.map((g) => ({ cells: g.cells, text: g.text })));
      assert.deepEqual(drawn, [{ cells: expected.map((e) => e[0]), text: expected.map((e) => String(e[1])) }]);
      if (how === 'file') {
        mkdirSync(shotDir, { recursive: true });
        await page.screenshot({ path: join(shotDir, 'calculator-forced-ends.png') });
      }
      // The legend says what the numbered teal cells are.
      await page.click('.tabs [data-tab=legend]');
      assert.match(await text(page, '#legend'), /where a forced movement may end .* fewest squares/);
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });

    test('5e-fine facing arcs and line of sight; d20-3.0 crowding; a question the ruleset has no text for', async () => {
      const page = await openPage(browser, url());
      await importScene(page, {
        ruleset: '5e-fine',
        grid: { width: 5, height: 5, cellFeet: 5, rows: rows(5, 5) },
        creatures: [
          { id: 'f', position: [2, 2], speeds: { walk: 30 } },
          { id: 'g', position: [0, 4], speeds: { walk: 30 } },
        ],
      });
      // Facing north: lines run out diagonally from the corners of the north side (front) and the
      // south side (rear); "front wins a half split, a side arc wins over the rear". Row by row:
      // FFFFF / LFFFR / LL@RR / LLBRR / LBBBR.
      let a = await askWith(page, 'facing', { creature: 'f', facing: 'north' });
      assert.deepEqual((await a.result()).arcs, ['FFFFF', 'LFFFR', 'LL@RR', 'LLBRR', 'LBBBR']);
      // Lettered on the map: the reachable area's numbers step aside, no two labels overlap.
      assert.deepEqual(overlaps(await calc(page, (app) => app.view.labels)), []);
      assert.equal(await calc(page, (app) => app.view.labels.filter((l) => l.layer === 'reach').length), 0);
      // g at [0,4] lies in the left arc (its square is split between left and rear; the side wins).
      assert.deepEqual((await a.result()).creatures.find((c) => c.id === 'g').arcs, ['left']);
      // Line of sight on an empty map is clear ("trace an imaginary line from that corner to any part of another space").
      a = await askWith(page, 'sight', { from: 'f', to: 'g' });
      assert.equal(await a.fact('clear'), 'yes');
      assert.equal(await calc(page, (app) => app.view.data.marks.lines.length), 1);
      // d20-3.0: "you can get eight people around a Medium-size creature at once".
      await page.selectOption('#ruleset', 'd20-3.0');
      a = await askWith(page, 'crowding', { defender: 'f' });
      assert.equal(await a.fact('count'), '8');
      // d20-3.0 has no facing text: refused in words, nothing drawn.
      a = await askWith(page, 'facing', { creature: 'f', facing: 'north' });
      assert.match(await a.error(), /has no rule for facing/);
      assert.match(await page.getAttribute('#answer-error', 'title'), /^not-in-ruleset at /);
      assert.equal(await calc(page, (app) => app.view.data.marks), null);
      await page.context().close();
    });

    test('calculators: speed, carrying, jump, falling, sizes', async () => {
      const page = await openPage(browser, url());
      await page.click('.tabs [data-tab=calc]');
      const run = async (query, ruleset, fields) => {
        await page.selectOption('#calc-query', query);
        await page.selectOption('#calc-ruleset', ruleset);
        for (const [k, v] of Object.entries(fields)) {
          const sel = `#calc-${k}`;
          const type = await page.$eval(sel, (e) => (e.tagName === 'SELECT' ? 'select' : e.type));
          if (type === 'select') await page.selectOption(sel, v);
          else if (type === 'checkbox') await page.check(sel);
          else await page.fill(sel, String(v));
        }
        await page.click('#calc-run');
        return (k) => text(page, `#calc-facts dd[data-key="${k}"]`);
      };
      // dnd35 Table 8–3: "Human, elf, half-elf, half-orc 30 ft.(6 squares) 20 ft.(4 squares)" (medium armour).
      let f = await run('speed', 'dnd35', { race: 'human', armor: 'medium' });
      assert.equal(await f('speed'), '20 ft (4 sq)');
      // d20-3.0: "14 Str up to 58 lb. 59-116 lb. 117-175 lb.": 100 lb is a medium load.
      f = await run('carrying', 'd20-3.0', { strength: 14, carried: 100 });
      assert.equal(await f('lightMax'), '58');
      assert.equal(await f('load'), 'medium');
      // 5e-fine: "you cover a number of feet up to your Strength score if you move at least 10 feet
      // on foot immediately before the jump": Str 15, a 15-ft run-up: 15 ft.
      f = await run('jump', '5e-fine', { strength: 15, runUp: 15 });
      const jump = JSON.parse(await page.textContent('#calc-answer pre'));
      assert.equal(jump.running.longJump.feet, 15);
      // "when you make a standing long jump, you can leap only half that distance": 7.5 ft.
      assert.equal(jump.standing.longJump.feet, 7.5);
      assert.equal(await f('runningStart'), 'yes');
      // 4e: "You take 1d10 damage for each 10 feet you fall": 25 ft is 2d10, 2 to 20, average 11.
      f = await run('falling', '4e', { distance: 25 });
      assert.equal(await f('expression'), '2d10');
      assert.deepEqual([await f('minimum'), await f('maximum'), await f('average')], ['2', '20', '11']);
      // sw5e: "eight creatures can fit in a 5-foot radius around another one".
      f = await run('sizes', 'sw5e', { size: 'medium' });
      assert.equal(JSON.parse(await page.textContent('#calc-answer pre')).sizes[0].surround, 8);
      // A calculator the ruleset has no tables for is refused in words.
      await run('carrying', 'sw5e', { strength: 10 });
      assert.match(await text(page, '#calc-error'), /has no carrying-capacity table/);
      assert.match(await page.getAttribute('#calc-error', 'title'), /^not-in-ruleset at /);
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  });
}
