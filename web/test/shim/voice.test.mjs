// One voice (issue 37), proven by generation: random scenes (squares and every hex layout, every
// size, the five rulesets and random house-rule variants, creatures of both sides, terrain) and
// random drags (paths ending in another creature's space, off the map, into rock, squeezes), each
// answer put through every surface's text path: the extension's label and panel, the Mod's whisper,
// Owlbear's label and move record, the example VTT's label, the calculator's pointer label. A line
// fails on words a person should never read ("[object", "undefined", "NaN", "null", an empty line,
// a code, a word cut mid-word), and the surfaces fail when they disagree about a fact: the turn's
// total, what is left, who provokes, why the move cannot end. The facts are worked out here from the
// engine's own answer (not from web/shim/present.js), so a surface that says its own sum is caught.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { fuzz } from '../fuzz-seed.mjs';
import { library } from '../harness.mjs';
import { codeShaped } from '../words/code-shaped.mjs';
import { Session } from '../../shim/index.js';
import { labelLines } from '../../extension/label-lines.js';
import { moveLines as modMoveLines } from '../../roll20-mod/messages.js';
import { labelText } from '../../owlbear/src/layout.js';
import { moveRecord } from '../../owlbear/src/move-record.js';
import { labelOf } from '../../examples/adapter.js';
import { cursorWords } from '../../calculator/js/move-panel.js';

let footwork;
before(async () => {
  const { load } = await library();
  footwork = await load();
});

const RULESETS = ['5e-fine', 'sw5e', 'dnd35', 'd20-3.0', '4e'];
const SIZES = ['tiny', 'small', 'medium', 'large', 'huge', 'gargantuan'];
// Display names a host may give (one with an apostrophe, one with markup the Mod must escape).
const NAMES = ['Orc', 'Ogre', 'Ally', "Kel'dor", 'Goblin <b>'];

const grid = fc.oneof(
  fc.record({ type: fc.constant('square') }),
  fc.record({
    type: fc.constant('hex'),
    orientation: fc.constantFrom('flat', 'pointy'),
    offset: fc.constantFrom('odd', 'even'),
  }),
);
// A built-in ruleset, or a variant of one with some of the knobs that change where a move may go or end.
const ruleset = fc.oneof(
  fc.constantFrom(...RULESETS),
  fc.record(
    {
      base: fc.constantFrom(...RULESETS),
      diagonal: fc.constantFrom('alternating', 'one', 'alternating-from-two', 'manhattan'),
      hamper: fc.constantFrom('extra-per-foot', 'doubling', 'extra-square'),
      endInAlly: fc.constantFrom('never', 'if-prone', 'if-helpless', 'always'),
      endInEnemy: fc.constantFrom('never', 'if-prone', 'if-helpless', 'always'),
      allyPass: fc.boolean(),
      squeezes: fc.boolean(),
    },
    { requiredKeys: ['base'] },
  ),
);
// Room for a gargantuan 5e-fine creature (16 of its 1.25-ft cells across) beside another.
const W = 24;
const H = 20;
// Where a creature stands: its top-left cell (hex anchor), kept where most spaces fit the map.
const position = fc.tuple(fc.integer({ min: 0, max: W - 6 }), fc.integer({ min: 0, max: H - 6 }));
const creature = fc.record({
  size: fc.constantFrom(...SIZES),
  side: fc.constantFrom('party', 'foes'),
  position,
  walk: fc.constantFrom(0, 5, 20, 25, 30, 40),
});
const rows = fc.array(fc.stringMatching(new RegExp(`^[.~#o_2]{${W}}$`)), { minLength: H, maxLength: H }).map((rs) =>
  // Mostly open floor: each generated cell stays what it is one time in four.
  rs.map((r, y) => [...r].map((ch, x) => ((x * 7 + y * 3) % 4 === 0 ? ch : '.')).join('')),
);
const scenario = fc.record({
  grid,
  ruleset,
  rows,
  mover: creature,
  others: fc.array(creature, { minLength: 1, maxLength: 3 }),
  band: fc.nat(4),
  spent: fc.constantFrom(0, 0, 5, 10, 25),
  // The drag: 0–2 waypoints, then where it is dropped: a random cell (off the map too), another
  // creature's position (an occupied end), or the cell next to the start.
  waypoints: fc.array(fc.tuple(fc.integer({ min: -1, max: W }), fc.integer({ min: -1, max: H })), { maxLength: 2 }),
  end: fc.oneof(
    fc.record({
      to: fc.constant('cell'),
      cell: fc.tuple(fc.integer({ min: -1, max: W }), fc.integer({ min: -1, max: H })),
    }),
    { arbitrary: fc.record({ to: fc.constant('creature'), which: fc.nat(2) }), weight: 3 },
    fc.record({ to: fc.constant('next'), dx: fc.integer({ min: -1, max: 1 }), dy: fc.integer({ min: -1, max: 1 }) }),
  ),
  best: fc.boolean(),
});

/** A scene from a scenario, or null when the engine refuses it (the property counts those). */
function sessionOf(s) {
  const creatures = [s.mover, ...s.others].map((c, i) => ({
    id: i === 0 ? 'hero' : `c${i}`,
    position: c.position,
    size: c.size,
    side: i === 0 ? 'party' : c.side,
    speeds: { walk: c.walk },
  }));
  const names = { hero: 'Hero' };
  creatures.slice(1).forEach((c, i) => (names[c.id] = NAMES[i % NAMES.length]));
  const g = { width: W, height: H, rows: s.rows };
  if (s.grid.type === 'hex') Object.assign(g, s.grid);
  const session = new Session(footwork, { scene: { ruleset: s.ruleset, grid: g, creatures }, names });
  if (session.error || !session.loaded) return null;
  return { session, creatures };
}

const decode = (t) =>
  t
    .replace(/<br>/g, '\n')
    .replace(/<\/?b>/g, '')
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)));
// Feet written here, not with present.js's feet(): the fact as a number, compared as text.
const ft = (n) => `${String(Math.round(n * 100) / 100)} ft`;

/** The facts of a move, from the engine's answer alone (docs/protocol.md, "Query: move"). */
function facts(a, session) {
  const r = a.result;
  const name = (id) => session.name(id);
  const legal = r.steps.filter((x) => x.legal);
  const total = legal.length ? legal[legal.length - 1].total.feet : r.spentBefore.feet;
  const withNames = (refusal) =>
    refusal.creature
      ? refusal.message.replace(new RegExp(`(?<![\\w-])${refusal.creature}(?![\\w-])`, 'g'), name(refusal.creature))
      : refusal.message;
  const illegal = r.steps.find((x) => x.illegal);
  let problem = null;
  if (illegal) problem = withNames(illegal.illegal);
  else if (!r.canEnd && r.endProblem) problem = withNames(r.endProblem);
  if (problem) problem = problem[0].toUpperCase() + problem.slice(1);
  return {
    total,
    left: Math.max(0, r.allowance.feet - total),
    provokers: [...new Set(r.opportunityAttacks.map((x) => name(x.by)))],
    problem,
  };
}

/** Every surface's text for a move annotation: {surface: [line …]}. */
function surfaces(a, session, { dropped }) {
  const hex = session.grid?.type === 'hex';
  const out = {
    'extension label': labelLines(a, { name: 'Hero' }).lines.map((l) => l.text),
    'extension panel': [a.summary],
    'Owlbear label': labelText(a).split('\n'),
    'example VTT label': labelOf(a).map((l) => l.text),
    'calculator label': (cursorWords(a) ?? []).map((l) => l.text),
  };
  if (dropped) {
    out['Mod whisper'] = modMoveLines({ name: 'Hero', annotation: a, bands: session.bands, hex }).map(decode);
    out['Owlbear record'] = [moveRecord(a, { name: 'Hero', turn: 0, at: 0 }).text];
  }
  if (!a.cells.length) delete out['calculator label']; // the calculator shows no label before a step
  return out;
}

// Which facts each surface states: every one says the total, who provokes and what is wrong; the
// one-line summary leaves out what is left.
const SAYS_LEFT = new Set([
  'extension label',
  'Owlbear label',
  'example VTT label',
  'calculator label',
  'Mod whisper',
  'Owlbear record',
]);

/** The problems with one answer's texts, as sentences naming the surface and the line. */
function problems(a, session, options) {
  const found = [];
  const f = facts(a, session);
  for (const [surface, lines] of Object.entries(surfaces(a, session, options))) {
    const all = lines.join('\n');
    for (const line of lines) {
      const say = (what) => found.push(`${surface}: ${what} in ${JSON.stringify(line)}`);
      if (!line || !line.trim()) say('an empty line');
      for (const bad of ['[object', 'undefined', 'NaN', 'null']) if (line.includes(bad)) say(`"${bad}"`);
      const codes = codeShaped(line);
      if (codes.length) say(`code-shaped words ${codes.map((c) => c.token).join(', ')}`);
      if (/\p{L}…/u.test(line) && !line.includes('Goblin')) say('a word cut mid-word');
    }
    if (surface === 'Owlbear record' && !/[.!?)]$/.test(all))
      found.push(`${surface}: cut short: ${JSON.stringify(all)}`);
    const need = (what, text) => {
      if (!all.includes(text))
        found.push(`${surface} does not say ${what} (${JSON.stringify(text)}): ${JSON.stringify(all)}`);
    };
    need('the turn’s total', ft(f.total));
    if (SAYS_LEFT.has(surface)) need('what is left', ft(f.left));
    for (const p of f.provokers) need('who provokes', p);
    if (f.problem) need('why the move cannot go or end there', f.problem);
  }
  return found;
}

test('property: every surface says a move in words, and all say the same facts', () => {
  const seen = { priced: 0, refusedScene: 0, occupiedEnds: 0, illegal: 0, hex: 0, errors: 0 };
  const tally = new Map();
  const kindOf = (f) => f.replace(/ in ".*$| \(.*$|(: cut short).*$/s, '$1');
  fc.assert(
    fc.property(scenario, (s) => {
      const made = sessionOf(s);
      if (!made) {
        seen.refusedScene += 1;
        return;
      }
      const { session, creatures } = made;
      const start = creatures[0].position;
      session.band = session.bands[s.band % session.bands.length].name;
      if (s.spent) session.setSpent('hero', { feet: s.spent });
      const end =
        s.end.to === 'cell'
          ? s.end.cell
          : s.end.to === 'creature'
            ? creatures[1 + (s.end.which % (creatures.length - 1))].position
            : [start[0] + s.end.dx, start[1] + s.end.dy];
      const drag = { start, waypoints: s.waypoints, current: end };
      const found = [];
      const check = (a, options) => {
        if (a.kind === 'error') {
          seen.errors += 1;
          const text = labelLines(a).lines.map((l) => l.text);
          for (const line of text)
            if (!line || /\[object|undefined|NaN|null/.test(line)) found.push(`error label ${line}`);
          return;
        }
        seen.priced += 1;
        if (!a.canEnd) seen.occupiedEnds += 1;
        if (a.illegal.length) seen.illegal += 1;
        if (session.grid) seen.hex += 1;
        found.push(...problems(a, session, options));
      };
      check(session.dragTo('hero', drag), { dropped: false });
      if (s.best) {
        const best = session.bestPath('hero', end);
        if (best.kind !== 'error') check(best, { dropped: false });
      }
      check(session.endDrag('hero', drag), { dropped: true });
      session.delete();
      // FOOTWORK_VOICE_STATS=1 tallies what is found over every run instead of stopping at the first
      // (how the surfaces were measured before one voice; see the note).
      if (process.env.FOOTWORK_VOICE_STATS) {
        for (const f of found) tally.set(kindOf(f), (tally.get(kindOf(f)) ?? 0) + 1);
        if (found.length) seen.failedRuns = (seen.failedRuns ?? 0) + 1;
        return;
      }
      assert.deepEqual(found, [], `${JSON.stringify(s)}\n${found.join('\n')}`);
    }),
    fuzz(300),
  );
  if (process.env.FOOTWORK_VOICE_STATS)
    console.log(
      seen,
      [...tally].sort((x, y) => y[1] - x[1]),
    );
  // The generator reaches what it is for: priced moves, moves that may not end where they end,
  // illegal steps, hex grids.
  assert.ok(seen.priced > 50, JSON.stringify(seen));
  assert.ok(seen.occupiedEnds > 0 && seen.illegal > 0 && seen.hex > 0, JSON.stringify(seen));
});
