// (Node) The same Roll20 page is the same engine scene in the browser extension and in the Mod, and
// every move on it is priced the same (issue 38): random pages — square and hex grids, tokens of
// every size and layer (odd and missing sizes too), characters with speed attributes in the forms
// players write, walls in the three formats (legacy path, pathv2, door and window), difficult
// terrain, controllers on the token or its character — are read by each host as it reads Roll20:
// the extension through its page messages (web/extension/page-messages.js, Roll20App), the Mod in
// its sandbox on the Mock20-based replica (web/test/roll20-mod/harness.mjs, FootworkApp driven in
// this process). Both load and follow the page through one page model (web/roll20/page-scene.js
// PageScene), so what this holds apart is what each host hands it: the page messages against the
// sandbox's objects, and each host's reading of a token (its speed source, a typed speed, markers,
// the character's controllers); a host reading walking speeds only fails it on the first pages.
// Both scenes' protocol form (Session.sceneSpec) must be equal, then each creature is
// dragged once in turn by both hosts and what it spent must be equal. fast-check (test/fuzz-seed.mjs:
// FOOTWORK_FUZZ_SEED replays a failure, FOOTWORK_FUZZ_RUNS runs more).
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { library } from '../harness.mjs';
import { fuzz } from '../fuzz-seed.mjs';
import { Game, Table } from '../roll20-mod/harness.mjs';
import { sandboxApi } from '../roll20-mod/fixtures.mjs';
import { Roll20App } from '../../extension/app.js';
import { Settings } from '../../extension/settings.js';
import { FootworkApp } from '../../roll20-mod/app.js';
import { STATE_VERSION } from '../../roll20-mod/settings.js';

let footwork;
before(async () => {
  const { load } = await library();
  footwork = await load();
});

const GM = 'gm-gina';
const ALICE = 'p-alice';
const PAGE = 'page-1';

// ---- Random pages.

// Speeds as players write them on a sheet or a bar (web/roll20/speeds.js reads them).
const SPEED_TEXTS = [
  '30',
  '30 ft.',
  '25 ft',
  '40 ft., fly 80 ft. (hover)',
  '30 ft., fly 60 ft.',
  'fly 60',
  '25 ft., swim 30 ft., climb 20 ft.',
  '6',
  '6 sq',
  '10 m',
  'fast',
  '',
  '10000 ft.',
];
const sizeArb = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(1, 1, 2, 3).map((n) => [70 * n, 70 * n]) },
  { weight: 1, arbitrary: fc.constantFrom([35, 35], [140, 70], [0, 70], ['', ''], ['abc', 70], [105, 105]) },
);
const tokenArb = fc.record({
  x: fc.nat({ max: 9 }),
  y: fc.nat({ max: 7 }),
  size: sizeArb,
  layer: fc.constantFrom('objects', 'objects', 'objects', 'gmlayer', 'map'),
  isdrawing: fc.constantFrom(false, false, false, true),
  subtype: fc.constantFrom('token', 'token', 'token', 'card'),
  name: fc.constantFrom('Orc', 'Hero', 'Difficult mud', 'difficult x2', 'Statue'),
  controlledby: fc.constantFrom('', '', ALICE, 'all', ' , '),
  character: fc.option(fc.nat({ max: 2 }), { nil: undefined }),
  bar1_value: fc.constantFrom(...SPEED_TEXTS),
  statusmarkers: fc.constantFrom('', 'prone', 'red', 'grappled@2,blue'),
});
const characterArb = fc.record({
  speed: fc.option(fc.constantFrom(...SPEED_TEXTS), { nil: undefined }),
  controlledby: fc.constantFrom('', ALICE),
});
// Walls: the three formats, each a line between two cell corners.
const wallArb = fc.record({
  format: fc.constantFrom('path', 'pathv2', 'door', 'window'),
  a: fc.tuple(fc.nat({ max: 10 }), fc.nat({ max: 8 })),
  b: fc.tuple(fc.nat({ max: 10 }), fc.nat({ max: 8 })),
  isOpen: fc.boolean(),
  barrierType: fc.constantFrom(undefined, 'wall', 'transparent', 'oneWay'),
});
const pageArb = fc.record({
  grid_type: fc.constantFrom('square', 'square', 'hex', 'hexr'),
  diagonaltype: fc.constantFrom('foure', 'threefive', 'manhattan', 'pythagorean'),
  width: fc.integer({ min: 8, max: 12 }),
  height: fc.integer({ min: 6, max: 10 }),
  speedSource: fc.constantFrom('attribute', 'bar1', 'fixed'),
  tokens: fc.array(tokenArb, { minLength: 1, maxLength: 6 }),
  characters: fc.array(characterArb, { minLength: 3, maxLength: 3 }),
  walls: fc.array(wallArb, { maxLength: 3 }),
  moves: fc.array(fc.tuple(fc.integer({ min: -3, max: 3 }), fc.integer({ min: -3, max: 3 })), {
    minLength: 6,
    maxLength: 6,
  }),
  // Then the page changes, each host hearing of it as it hears (a token's layer or size, a token or
  // wall deleted, a door or window opened or closed).
  edits: fc.array(
    fc.oneof(
      fc.record({ kind: fc.constant('layer'), i: fc.nat(), layer: fc.constantFrom('objects', 'gmlayer', 'map') }),
      fc.record({ kind: fc.constant('size'), i: fc.nat(), size: sizeArb }),
      fc.record({ kind: fc.constant('remove'), i: fc.nat() }),
      fc.record({ kind: fc.constant('open'), i: fc.nat(), isOpen: fc.boolean() }),
      fc.record({ kind: fc.constant('removeWall'), i: fc.nat() }),
    ),
    { maxLength: 4 },
  ),
});

// The page's objects as Roll20 holds them (Mod attribute names; `_`-prefixed read-only ones).
function objects(p) {
  const page = {
    _id: PAGE,
    name: 'Random',
    width: p.width,
    height: p.height,
    snapping_increment: 1,
    scale_number: 5,
    scale_units: 'ft',
    grid_type: p.grid_type,
    diagonaltype: p.diagonaltype,
  };
  const characters = p.characters.map((c, i) => ({ _id: `char-${i}`, name: `C${i}`, controlledby: c.controlledby }));
  const tokens = p.tokens.map((t, i) => ({
    _id: `-T${i}`,
    _pageid: PAGE,
    _subtype: t.subtype,
    name: t.name,
    left: 70 * t.x + 35,
    top: 70 * t.y + 35,
    width: t.size[0],
    height: t.size[1],
    layer: t.layer,
    isdrawing: t.isdrawing,
    controlledby: t.controlledby,
    represents: t.character === undefined ? '' : `char-${t.character}`,
    bar1_value: t.bar1_value,
    statusmarkers: t.statusmarkers,
  }));
  const walls = p.walls.map((w, i) => {
    const [ax, ay] = [70 * w.a[0], 70 * w.a[1]];
    const [bx, by] = [70 * w.b[0], 70 * w.b[1]];
    const box = { left: (ax + bx) / 2, top: (ay + by) / 2, width: Math.abs(bx - ax), height: Math.abs(by - ay) };
    const base = { _id: `-W${i}`, _pageid: PAGE };
    if (w.format === 'path')
      return {
        type: 'path',
        attrs: {
          ...base,
          layer: 'walls',
          barrierType: w.barrierType,
          _path: JSON.stringify([
            ['M', ax - box.left + box.width / 2, ay - box.top + box.height / 2],
            ['L', bx - box.left + box.width / 2, by - box.top + box.height / 2],
          ]),
          ...box,
        },
      };
    if (w.format === 'pathv2')
      return {
        type: 'pathv2',
        attrs: {
          ...base,
          layer: 'walls',
          shape: 'pol',
          barrierType: w.barrierType,
          points: JSON.stringify([
            [ax, ay],
            [bx, by],
          ]),
          x: box.left,
          y: box.top,
        },
      };
    // A door or window: x, y with the Y axis inverted, handles relative to it, Y up.
    return {
      type: w.format,
      attrs: {
        ...base,
        x: box.left,
        y: -box.top,
        isOpen: w.isOpen,
        path: { handle0: { x: ax - box.left, y: box.top - ay }, handle1: { x: bx - box.left, y: box.top - by } },
      },
    };
  });
  const turnorder = JSON.stringify(tokens.map((t, i) => ({ id: t._id, pr: 20 - i, custom: '', _pageid: PAGE })));
  return { page, characters, tokens, walls, turnorder };
}

// ---- The Mod: the replica's campaign, FootworkApp driven in this process (as bad-data.test.mjs does).

async function modScene(p, o) {
  const game = new Game({
    players: [
      { id: GM, name: 'Gina', gm: true },
      { id: ALICE, name: 'Alice' },
    ],
  });
  const speed = { source: p.speedSource, attribute: 'speed', fixed: 30 };
  game.stateJson = JSON.stringify({
    FootworkMod: { version: STATE_VERSION, settings: { speed, track: 'always' } },
  });
  game.addObject('page', { ...o.page });
  // In combat (every token in the turn order), so the Mod keeps what each spent as the extension does.
  game.campaign.write({ playerpageid: PAGE, turnorder: o.turnorder });
  o.characters.forEach((c, i) => {
    game.addObject('character', c);
    if (p.characters[i].speed !== undefined)
      game.addObject('attribute', { _characterid: c._id, name: 'speed', current: p.characters[i].speed });
  });
  const tokens = o.tokens.map((t) => game.addObject('graphic', t));
  const walls = o.walls.map((w) => game.addObject(w.type, w.attrs));
  const sb = game.boot('');
  // The replica fires `add` for every object before `ready` (a script's handlers are bound in its
  // `ready`, as the bundle's main.js binds them): the app starts once that is done.
  await sb.idle();
  const app = new FootworkApp({
    api: sandboxApi(sb),
    startEngine: () => footwork,
    loadedAt: Date.now() - 60000,
    version: 'test',
  });
  app.ready();
  await sb.idle();
  const it = app.scene(PAGE);
  let r = it.next();
  while (!r.done) r = it.next();
  return { app, sb, table: new Table(game), tokens, walls, scene: r.value };
}

// ---- The extension: Roll20App fed the page script's messages (JSON text, checked by page-messages.js).

async function extensionApp(p, o) {
  const app = new Roll20App(footwork, { render() {} }, new Settings(null));
  // Its settings as the Mod's: speeds from the same source, no marker mapping of its own.
  app.campaign = 'c1';
  app.speedSource = p.speedSource === 'fixed' ? 'form' : p.speedSource;
  app.markers = {};
  const byId = new Map(o.characters.map((c, i) => [c._id, { ...c, speed: p.characters[i].speed }]));
  // What page.js copies of each model: the attributes, the character's speed and controllers.
  const graphics = o.tokens.map(({ _id, _pageid, _subtype, ...t }) => {
    const c = byId.get(t.represents);
    const g = { id: _id, subtype: _subtype, ...t };
    if (c?.speed !== undefined) g.speedAttribute = c.speed;
    if (c?.controlledby) g.characterControlledby = c.controlledby;
    return g;
  });
  const walls = o.walls.map(({ type, attrs: { _id, _pageid, ...w } }) => ({ id: _id, type, ...w }));
  const { _id, ...page } = o.page;
  const detail = JSON.stringify({
    campaign: 'c1',
    player: { id: GM, gm: true },
    page: { id: _id, ...page },
    graphics,
    walls,
    turnorder: o.turnorder,
  });
  await app.receive('snapshot', detail, (d) => app.onSnapshot(d));
  app.sent = new Map(graphics.map((g) => [g.id, g]));
  app.sentWalls = new Map(walls.map((w) => [w.id, w]));
  return app;
}

/** The scene in a form to compare: creatures by id, everything else as the engine holds it. */
function comparable(spec) {
  if (!spec) return spec;
  const out = { ...spec };
  for (const k of Object.keys(out))
    if (Array.isArray(out[k]) && out[k][0]?.id !== undefined)
      out[k] = [...out[k]].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return out;
}

/** One change of the page, as each host hears of it (the Mod an event, the extension the page script's message). */
async function edit(mod, ext, e) {
  const send = (type, data, handle) => ext.receive(type, JSON.stringify(data), handle);
  if (e.kind === 'layer' || e.kind === 'size' || e.kind === 'remove') {
    const token = mod.tokens[e.i % mod.tokens.length];
    if (!mod.sb.game.objects.has(token.id)) return false;
    if (e.kind === 'remove') {
      mod.table.remove(token);
      await send('remove', { id: token.id }, (d) => ext.onRemove(d));
    } else {
      const changes = e.kind === 'layer' ? { layer: e.layer } : { width: e.size[0], height: e.size[1] };
      mod.table.change(token, changes);
      const t = { ...ext.sent.get(token.id), ...changes };
      ext.sent.set(token.id, t);
      await send('token', { token: t, changed: Object.keys(changes) }, (d) => ext.onToken(d));
    }
  } else {
    if (mod.walls.length === 0) return false;
    const wall = mod.walls[e.i % mod.walls.length];
    if (!mod.sb.game.objects.has(wall.id)) return false;
    if (e.kind === 'removeWall') {
      mod.table.remove(wall);
      await send('wallremove', { id: wall.id }, (d) => ext.onWallRemove(d));
    } else {
      mod.table.change(wall, { isOpen: e.isOpen });
      const w = { ...ext.sentWalls.get(wall.id), isOpen: e.isOpen };
      ext.sentWalls.set(wall.id, w);
      await send('wall', { wall: w }, (d) => ext.onWall(d));
    }
  }
  await mod.sb.idle();
  return true;
}

async function sameScene(p) {
  const o = objects(p);
  const mod = await modScene(p, o);
  const ext = await extensionApp(p, o);
  const modSpec = comparable(mod.scene?.session.sceneSpec() ?? null);
  const extSpec = comparable(ext.priced ? ext.session.sceneSpec() : null);
  assert.deepEqual(extSpec, modSpec, 'the same engine scene');
  if (!modSpec) return { creatures: 0, moves: 0, refused: 1 };
  // Every creature dragged once, in turn, on both hosts: what each spent is the same.
  const ids = mod.scene.creatureIds().sort();
  let moves = 0;
  for (const [i, id] of ids.entries()) {
    const token = mod.tokens.find((t) => t.id === id);
    const [dx, dy] = p.moves[i % p.moves.length];
    const cell = 70;
    const from = [token.get('left'), token.get('top')];
    const to = [from[0] + dx * cell, from[1] + dy * cell];
    mod.table.drag(token, to);
    await mod.sb.idle();
    // page.js sends the whole token with every change (its attributes, the character's).
    const moved = { ...ext.sent.get(id), left: to[0], top: to[1], lastmove: `${from[0]},${from[1]}` };
    ext.sent.set(id, moved);
    await ext.receive(
      'move',
      JSON.stringify({
        token: moved,
        changed: ['left', 'top', 'lastmove'],
        previous: { left: from[0], top: from[1] },
      }),
      (d) => ext.onMove(d),
    );
    assert.deepEqual(ext.session.spent(id), mod.scene.spent(id), `${id} dragged by (${dx}, ${dy}): the same spent`);
    moves += 1;
  }
  assert.deepEqual(
    comparable(ext.session.sceneSpec()),
    comparable(mod.scene.session.sceneSpec()),
    'the same scene after the moves',
  );
  let edits = 0;
  for (const e of p.edits) edits += (await edit(mod, ext, e)) ? 1 : 0;
  assert.deepEqual(
    comparable(ext.session.sceneSpec()),
    comparable(mod.scene.session.sceneSpec()),
    `the same scene after ${JSON.stringify(p.edits)}`,
  );
  mod.sb.stop();
  return { creatures: ids.length, moves, edits };
}

test('property: a random Roll20 page is the same engine scene in the extension and the Mod, every move priced the same', async () => {
  const tally = { pages: 0, creatures: 0, moves: 0, edits: 0, hex: 0, refused: 0 };
  await fc.assert(
    fc.asyncProperty(pageArb, async (p) => {
      const r = await sameScene(p).catch((e) => {
        // fast-check reports the page; the difference itself is said here.
        console.error(String(e?.message ?? e).slice(0, 3000));
        throw e;
      });
      tally.pages += 1;
      tally.creatures += r.creatures;
      tally.moves += r.moves;
      tally.refused += r.refused ?? 0;
      tally.edits += r.edits ?? 0;
      if (p.grid_type !== 'square') tally.hex += 1;
    }),
    fuzz(40),
  );
  console.log(`same-scene: ${JSON.stringify(tally)}`);
});
