// One voice for the Mod's `show` and `where` whispers (issue 37), proven by generation: random
// scenes (squares and every hex layout, every size, the five rulesets, creatures of both sides with
// names that carry markup, terrain) and random movement already spent; each answer of the four
// `where` modes and of `show` goes through the Mod's text path (web/roll20-mod/messages.js, its
// sentences web/shim/present.js's) and fails on words a person should never read ("[object",
// "undefined", "NaN", "null", an empty line, a code, a word cut mid-word), on the other grid's cell
// word, on markup not escaped, and when a line disagrees with the engine's answer: how many places
// qualify of how many, each mark's count, the feet to each place named, how far the token moved.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { fuzz } from '../fuzz-seed.mjs';
import { library } from '../harness.mjs';
import { codeShaped } from '../words/code-shaped.mjs';
import { Session, PLACE_MODES, hexGrid } from '../../shim/index.js';
import { showLines, placesLines, positionWords } from '../../roll20-mod/messages.js';

let footwork;
before(async () => {
  const { load } = await library();
  footwork = await load();
});

const RULESETS = ['5e-fine', 'sw5e', 'dnd35', 'd20-3.0', '4e'];
const SIZES = ['small', 'medium', 'large'];
// Display names a Roll20 token may have: Roll20's chat reads `[x](!cmd)`, `<b>` and `@{…}` as markup.
const NAMES = ['Orc', "Kel'dor", 'Goblin <b>', '[Ogre](!footwork reset all)', 'Archer @{x|y}'];
const W = 16;
const H = 12;

const scenario = fc.record({
  grid: fc.oneof(
    fc.constant(null),
    fc.record({
      type: fc.constant('hex'),
      orientation: fc.constantFrom('flat', 'pointy'),
      offset: fc.constantFrom('odd', 'even'),
    }),
  ),
  ruleset: fc.constantFrom(...RULESETS),
  // Mostly open floor: one cell in four is what was generated (difficult, rock or floor).
  rows: fc
    .array(fc.stringMatching(new RegExp(`^[.~#]{${W}}$`)), { minLength: H, maxLength: H })
    .map((rs) => rs.map((r, y) => [...r].map((ch, x) => ((x * 7 + y * 3) % 4 === 0 ? ch : '.')).join(''))),
  // Each creature in a band of columns of its own (4 wide), so no two spaces overlap.
  creatures: fc.array(
    fc.record({
      size: fc.constantFrom(...SIZES),
      side: fc.constantFrom('party', 'foes'),
      dx: fc.nat(2),
      y: fc.integer({ min: 0, max: H - 3 }),
      walk: fc.constantFrom(0, 5, 25, 30),
    }),
    { minLength: 2, maxLength: 4 },
  ),
  spent: fc.constantFrom(0, 5, 7.5, 10),
  target: fc.nat(3),
});

// What Roll20's chat shows of a whisper: the layout tags dropped, the escaped characters read back.
const shown = (line) =>
  line
    .replace(/<\/?b>/g, '')
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
// Feet written here, not with present.js: the engine's number as text, to the hundredth.
const ft = (n) => `${String(Math.round(n * 100) / 100)} ft`;

/** The problems with the lines of one whisper, as sentences naming it and the line. */
function wordProblems(what, lines, hex) {
  const found = [];
  for (const raw of lines) {
    const say = (why) => found.push(`${what}: ${why} in ${JSON.stringify(raw)}`);
    // Markup a name carries reaches the chat escaped: no tag but the bold name, no link, no roll.
    if (/<(?!\/?b>)|\[|@\{/.test(raw)) say('markup not escaped');
    const line = shown(raw);
    if (!line.trim()) say('an empty line');
    for (const bad of ['[object', 'undefined', 'NaN', 'null']) if (line.includes(bad)) say(`"${bad}"`);
    const names = NAMES.reduce((t, n) => t.split(n).join('Name'), line);
    const codes = codeShaped(names);
    if (codes.length) say(`code-shaped words ${codes.map((c) => c.token).join(', ')}`);
    if (/\p{L}…/u.test(names)) say('a word cut mid-word');
    if (hex ? /\bsquares?\b|diagonal/.test(names) : /\bhex(es)?\b/.test(names)) say("the other grid's cell word");
  }
  return found;
}

test('property: the Mod says where to stand and what is left in words, with the engine’s numbers', () => {
  const seen = { scenes: 0, refused: 0, places: 0, unavailable: 0, named: 0, hex: 0 };
  fc.assert(
    fc.property(scenario, (s) => {
      const creatures = s.creatures.map((c, i) => ({
        id: i === 0 ? 'hero' : `c${i}`,
        position: [4 * i + c.dx, c.y],
        // On hexes a creature is one hex (bigger ones are refused: not-on-hex).
        size: s.grid ? 'medium' : c.size,
        side: i === 0 ? 'party' : c.side,
        speeds: { walk: c.walk },
      }));
      const names = { hero: 'Hero' };
      creatures.slice(1).forEach((c, i) => (names[c.id] = NAMES[i % NAMES.length]));
      const grid = { width: W, height: H, rows: s.rows, ...(s.grid ?? {}) };
      const session = new Session(footwork, { scene: { ruleset: s.ruleset, grid, creatures }, names });
      if (session.error || !session.loaded) {
        seen.refused += 1;
        return;
      }
      seen.scenes += 1;
      const hex = session.grid?.type === 'hex';
      if (hex) seen.hex += 1;
      if (s.spent) session.setSpent('hero', { feet: s.spent });
      const found = [];
      const from = session.position('hero');
      // The page's grid in pixels, as the Mod holds it (web/roll20 roll20Grid): positions are read on it.
      const pixels = s.grid
        ? hexGrid({ orientation: s.grid.orientation, offset: s.grid.offset, hexWidth: 70, hexHeight: 70 })
        : null;
      const target = creatures[1 + (s.target % (creatures.length - 1))].id;
      for (const mode of PLACE_MODES) {
        const a = session.places('hero', { mode, target: mode === 'safe' ? undefined : target });
        if (a.kind === 'error') continue;
        seen.places += 1;
        const lines = placesLines({
          name: 'Hero',
          annotation: a,
          firstBand: session.bands[0]?.name,
          where: (cell) => positionWords(pixels, from, cell),
          nearest: 5,
          hex,
        });
        const what = `where ${mode}`;
        found.push(...wordProblems(what, lines, hex));
        const text = lines.map(shown);
        const r = a.result;
        if (r.notInRuleset && Object.keys(r.notInRuleset).length) {
          seen.unavailable += 1;
          if (!text[0].includes(Object.values(r.notInRuleset)[0])) found.push(`${what}: not the engine's sentence`);
          continue;
        }
        // "N of M squares": M the engine's count of places; N those the legend's best marks count.
        const m = /^Hero: (?:too far to list: the nearest \w+ only\. )?(\d+) of (\d+) (\w+)/.exec(text[0]);
        if (!m || Number(m[2]) !== r.count) found.push(`${what}: the count is not ${r.count}: ${text[0]}`);
        const counts = text.filter((l) => /^\d+: /.test(l)).map((l) => Number(/^\d+/.exec(l)[0]));
        if (r.count && counts.reduce((x, y) => x + y, 0) !== r.count)
          found.push(`${what}: the marks count ${counts.join('+')}, not ${r.count}`);
        // Each place named costs what the engine says a move there costs.
        const costs = new Set(r.costs.map((c) => ft(c * r.cellFeet)));
        for (const l of text.filter((x) => x.startsWith('• '))) {
          seen.named += 1;
          const cost = /\((\d+(?:\.\d+)? ft)/.exec(l)?.[1];
          if (!costs.has(cost)) found.push(`${what}: ${cost} is no cost of the engine's: ${l}`);
        }
      }
      const reach = session.query({ query: 'threatened', creature: 'hero' });
      const moved = session.dragTo('hero', { path: [] });
      const show = showLines({
        name: 'Hero',
        spent: session.spent('hero'),
        speed: creatures[0].speeds.walk,
        bandName: session.band,
        allowance: moved.kind === 'move' ? moved.allowance : undefined,
        firstBand: session.bands[0]?.name,
        reach: reach.kind === 'result' ? { feet: reach.result.reach, canThreaten: reach.result.canThreaten } : reach,
        reachable: session.reachable('hero'),
        hex,
      });
      found.push(...wordProblems('show', show, hex));
      if (!shown(show[0]).startsWith(`Hero: ${ft(s.spent)} moved this turn`))
        found.push(`show: not ${ft(s.spent)} moved: ${show[0]}`);
      session.delete();
      assert.deepEqual(found, [], `${JSON.stringify(s)}\n${found.join('\n')}`);
    }),
    fuzz(60),
  );
  // The generator reaches what it is for: answers on both grids, places named, a mode a ruleset lacks.
  if (process.env.FOOTWORK_VOICE_STATS) console.log(seen);
  assert.ok(seen.places > 40 && seen.named > 0 && seen.hex > 0 && seen.unavailable > 0, JSON.stringify(seen));
});
