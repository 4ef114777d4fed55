// The JavaScript API over each build: friendly methods, incremental updates, typed arrays, delete(),
// and bad input from JavaScript (wrong types, NaN, huge numbers, null) giving a FootworkError, never
// an abort, with the module answering the next query afterwards.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, test } from 'node:test';

import { allBuilds, library, packageDir, singleFile } from './harness.mjs';

const { FootworkError } = await library();
const builds = await allBuilds();

// sw5e "Diagonals": one square diagonally (5 ft), three straight (15 ft), another diagonal (10 ft) = 30 ft.
const sw5e = () => ({
  ruleset: 'sw5e',
  grid: { width: 10, height: 6 },
  creatures: [
    { id: 'hero', position: [0, 0], speeds: { walk: 30 }, side: 'party' },
    { id: 'orc', position: [6, 3], speeds: { walk: 30 }, side: 'monsters' },
  ],
});
const workedPath = [
  [1, 1],
  [2, 1],
  [3, 1],
  [4, 1],
  [5, 2],
];

function throwsFootwork(fn, code, path) {
  let caught;
  try {
    fn();
  } catch (e) {
    caught = e;
  }
  assert.ok(caught instanceof Error, `expected an error (${code} at ${path})`);
  assert.equal(caught.name, 'FootworkError', `not a FootworkError: ${caught}`);
  assert.equal(caught.code, code, caught.message);
  if (path !== undefined) assert.equal(caught.path, path, caught.message);
  assert.equal(typeof caught.message, 'string');
  return caught;
}

for (const [engine, fw] of Object.entries(builds)) {
  describe(`${engine} build`, () => {
    test('the sw5e worked example costs 30 ft through move()', () => {
      const scene = fw.loadScene(sw5e());
      try {
        const r = scene.move('hero', workedPath);
        assert.deepEqual(r.total, { feet: 30, squares: 6 });
        assert.deepEqual(
          r.steps.map((s) => s.cost.feet),
          [5, 5, 5, 5, 10],
        );
        assert.equal(r.legal, true);
        assert.deepEqual(r.stop.cell, [5, 2]);
      } finally {
        scene.delete();
      }
    });

    test('query() returns the result; queryText() the response text; errors throw with the path', () => {
      const r = fw.query({ query: 'move', scene: sw5e(), creature: 'hero', path: workedPath });
      assert.deepEqual(r.total, { feet: 30, squares: 6 });
      const text = fw.queryText(JSON.stringify({ query: 'nope' }));
      assert.match(text, /^\{"version":1,"query":"nope","error":\{"code":"unknown-query"/);
      const e = throwsFootwork(
        () => fw.query({ query: 'move', scene: sw5e(), creature: 'ghost', path: [] }),
        'unknown-creature',
        '$.creature',
      );
      assert.equal(e.response.error.code, 'unknown-creature');
      throwsFootwork(() => fw.query('{"query": "move",'), 'bad-json', '$');
      assert.ok(fw.rulesets().some((r) => r.id === '4e'));
    });

    test('a request is answered the same however it crosses into the module: surrogates, long texts, grown memory', () => {
      // Small requests cross as UTF-8 written into the module's memory (api.js, requestWriter); the
      // plain-JS build always passes them as strings, so its answers are the reference.
      const reference = builds.js;
      const texts = [
        JSON.stringify({ query: 'move', scene: sw5e(), creature: 'hero', path: workedPath }),
        '{"query":"nope\uD800"}', // a lone surrogate
        '{"query":"nope\uD83D\uDE00\u00e9"}', // a surrogate pair and a two-byte character
        JSON.stringify({ query: 'x'.repeat(20000) }), // longer than the written path takes
        '',
      ];
      for (const t of texts) assert.equal(fw.queryText(t), reference.queryText(t), t.slice(0, 40));
      // The module's memory grows under a large scene; the next request still reaches it whole.
      const big = fw.loadScene({ ruleset: 'sw5e', grid: { width: 1500, height: 1500 }, creatures: [] });
      try {
        const scene = fw.loadScene(sw5e());
        try {
          assert.equal(scene.queryText(texts[0]), reference.queryText(texts[0]));
          assert.deepEqual(scene.move('hero', workedPath).total, { feet: 30, squares: 6 });
        } finally {
          scene.delete();
        }
      } finally {
        big.delete();
      }
    });

    test('incremental updates change the answers without reloading the map', () => {
      const scene = fw.loadScene(sw5e());
      try {
        // Difficult terrain on [2,1]: "every foot of movement in difficult terrain costs 1 extra foot".
        scene.setTerrain([2, 1], '~');
        assert.equal(scene.move('hero', workedPath).steps[1].cost.feet, 10);
        scene.setTerrain([2, 1], { difficult: 0 });
        assert.equal(scene.move('hero', workedPath).steps[1].cost.feet, 5);
        // A wall between [1,1] and [2,1] blocks the second step.
        scene.setEdge([1, 1], [2, 1], 'wall');
        let r = scene.move('hero', workedPath);
        assert.equal(r.complete, false);
        assert.equal(r.steps[1].illegal.code, 'wall');
        scene.setEdge([1, 1], [2, 1], 'none');
        assert.equal(scene.move('hero', workedPath).legal, true);
        // Moving the token: the path now starts from its new cell.
        scene.moveCreature('hero', [1, 0]);
        r = scene.move('hero', [[2, 1]]);
        assert.deepEqual(r.steps[0].from, [1, 0]);
        assert.deepEqual(scene.creature('hero').position, [1, 0]);
        // Adding, replacing and removing creatures.
        scene.addCreature({ id: 'ally', position: [3, 3], side: 'party', speeds: { walk: 25 } });
        assert.equal(scene.info().creatures, 3);
        scene.replaceCreature({ id: 'ally', position: [4, 4], side: 'party', speeds: { walk: 25 } });
        assert.deepEqual(scene.creature('ally').position, [4, 4]);
        scene.removeCreature('ally');
        assert.equal(scene.creature('ally'), undefined);
        assert.deepEqual(
          scene.creatures().map((c) => c.id),
          ['hero', 'orc'],
        );
        // A wall along a grid line, and painting several cells at once.
        scene.setWall([5, 0], [5, 3]);
        scene.paint(
          [
            [7, 0],
            [8, 0],
          ],
          '#',
        );
        scene.paint(Int32Array.of(7, 1, 8, 1), { ground: 'pit' });
        const json = scene.toJSON();
        assert.deepEqual(json.grid.rows[0], '.......##.');
        assert.deepEqual(json.grid.rows[1], '.......__.');
        assert.deepEqual(json.grid.walls, [{ from: [5, 0], to: [5, 3], kind: 'wall' }]);
      } finally {
        scene.delete();
      }
    });

    test('terrain and edges as typed arrays round-trip', () => {
      const scene = fw.loadScene({ ruleset: 'dnd35', grid: { width: 4, height: 3, rows: ['.~#_', 'owWc', 'Cr%2'] } });
      try {
        const t = scene.terrain();
        assert.equal(t.width, 4);
        assert.ok(t.ground instanceof Uint8Array && t.ground.length === 12);
        assert.deepEqual([...t.ground], [0, 0, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0]);
        assert.deepEqual([...t.difficult], [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2]);
        assert.deepEqual([...t.obstructed], [0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0]);
        assert.deepEqual([...t.water], [0, 0, 0, 0, 0, 1, 2, 0, 0, 0, 0, 0]);
        assert.deepEqual([...t.climb], [0, 0, 0, 0, 0, 0, 0, 1, 2, 0, 0, 0]);
        // '#' is solid rock (material 1), 'r' a rock floor.
        assert.deepEqual([...t.material], [0, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0]);
        assert.deepEqual([...t.opaque], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0]);
        // Planes in, one object: only ground and difficult given, the rest default.
        const ground = new Uint8Array(12);
        ground[5] = 2;
        const material = new Uint8Array(12);
        material[5] = 1;
        scene.setTerrainPlanes({ ground, material, difficult: Uint8Array.from([3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]) });
        assert.deepEqual(scene.toJSON().grid.rows, ['3...', '.#..', '....']);
        // Packed planes in: what terrain() gave back restores the original.
        const packed = new Uint8Array(7 * 12);
        ['ground', 'difficult', 'obstructed', 'water', 'climb', 'material', 'opaque'].forEach((k, i) =>
          packed.set(t[k], 12 * i),
        );
        scene.setTerrainPlanes(packed);
        assert.deepEqual(scene.toJSON().grid.rows, ['.~#_', 'owWc', 'Cr%2']);
        // Edges: a door on the vertical line x=1 beside row 0, a window on the horizontal line y=3 under [2,2].
        const e = scene.edges();
        assert.equal(e.vertical.length, 5 * 3);
        assert.equal(e.horizontal.length, 4 * 4);
        const vertical = new Uint8Array(15),
          horizontal = new Uint8Array(16);
        vertical[0 * 5 + 1] = 3;
        horizontal[3 * 4 + 2] = 5;
        scene.setEdgePlanes({ vertical, horizontal });
        assert.deepEqual(scene.toJSON().grid.walls, [
          { from: [1, 0], to: [1, 1], kind: 'door-closed' },
          { from: [2, 3], to: [3, 3], kind: 'window' },
        ]);
        assert.deepEqual([...scene.edges().vertical], [...vertical]);
      } finally {
        scene.delete();
      }
    });

    test('edges() and setEdgePlanes() on a hex grid: the sides each cell owns, map and border ring', () => {
      // Pointy-topped hexes in odd-r rows, 3 × 2: direction 0 is east (docs/protocol.md "Hex grids"), so
      // the wall between [0, 0] and its east neighbour [1, 0] is side 0 of [0, 0].
      const scene = fw.loadScene({
        ruleset: 'sw5e',
        grid: {
          type: 'hex',
          orientation: 'pointy',
          width: 3,
          height: 2,
          walls: [
            {
              between: [
                [0, 0],
                [1, 0],
              ],
              kind: 'wall',
            },
          ],
        },
        creatures: [],
      });
      try {
        const e = scene.edges();
        assert.equal(e.vertical, undefined, 'no square planes on hexes');
        assert.equal(e.sides.length, (3 + 2) * (2 + 2) * 3);
        const at = (x, y, d) => ((y + 1) * (3 + 2) + (x + 1)) * 3 + d;
        assert.equal(e.sides[at(0, 0, 0)], 1, 'the wall');
        assert.equal(
          e.sides.reduce((n, v) => n + (v !== 0), 0),
          1,
          'and nothing else',
        );
        // A window east of [1, 1] instead: the plane as an object, then as packed bytes.
        const sides = new Uint8Array(e.sides.length);
        sides[at(1, 1, 0)] = 5;
        scene.setEdgePlanes({ sides });
        assert.deepEqual(scene.toJSON().grid.walls, [
          {
            between: [
              [1, 1],
              [2, 1],
            ],
            kind: 'window',
          },
        ]);
        scene.setEdgePlanes(e.sides);
        assert.deepEqual(scene.toJSON().grid.walls, [
          {
            between: [
              [0, 0],
              [1, 0],
            ],
            kind: 'wall',
          },
        ]);
        // The square form is refused on hexes with the size the hex plane needs.
        assert.throws(
          () => scene.setEdgePlanes({ vertical: new Uint8Array(8) }),
          (err) => err.code === 'bad-type' && err.path === '$.planes.sides',
        );
        assert.throws(
          () => scene.setEdgePlanes(new Uint8Array(7)),
          (err) => err.code === 'bad-value' && /must hold 60 values/.test(err.message),
        );
      } finally {
        scene.delete();
      }
    });

    test('bad input from JavaScript gives a FootworkError, and the next query still works', () => {
      const scene = fw.loadScene(sw5e());
      try {
        const cases = [
          [() => scene.moveCreature('hero', [NaN, 1]), 'bad-type', '$.position[0]'],
          [() => scene.moveCreature('hero', [1, Infinity]), 'bad-type', '$.position[1]'],
          [() => scene.moveCreature('hero', [1e300, 1]), 'out-of-range', '$.position[0]'],
          [() => scene.moveCreature('hero', [2 ** 53, 1]), 'out-of-range', '$.position[0]'],
          [() => scene.moveCreature('hero', [1.5, 1]), 'bad-type', '$.position[0]'],
          [() => scene.moveCreature('hero', null), 'bad-type', '$.position'],
          [() => scene.moveCreature('hero', '1,1'), 'bad-type', '$.position'],
          [() => scene.moveCreature('hero', [1]), 'bad-type', '$.position'],
          [() => scene.moveCreature(null, [1, 1]), 'bad-type', '$.id'],
          [() => scene.moveCreature(7, [1, 1]), 'bad-type', '$.id'],
          [() => scene.moveCreature('hero', [99, 1]), 'out-of-grid', '$.position'],
          [() => scene.moveCreature('ghost', [1, 1]), 'unknown-creature', '$.id'],
          [() => scene.addCreature(null), 'bad-type', '$.creature'],
          [
            () => scene.addCreature({ id: 'x', position: [1, 1], speeds: { walk: NaN } }),
            'bad-type',
            '$.creature.speeds.walk',
          ],
          [
            () => scene.addCreature({ id: 'x', position: [1, 1], speeds: { walk: 1e300 } }),
            'out-of-range',
            '$.creature.speeds.walk',
          ],
          [
            () => scene.addCreature({ id: 'x', position: [1, 1], speeds: { walk: 10n } }),
            'bad-type',
            '$.creature.speeds.walk',
          ],
          [() => scene.addCreature({ id: 'x', position: [1, 1], size: 'enormous' }), 'bad-value', '$.creature.size'],
          [() => scene.addCreature({ id: 'hero', position: [1, 1] }), 'duplicate-id', '$.creature.id'],
          [() => scene.addCreature({ id: 'x', position: [1, 1], wings: true }), 'unknown-field', '$.creature.wings'],
          [() => scene.setTerrain([1, 1], { ground: 'lava' }), 'bad-value', '$.terrain.ground'],
          [() => scene.setTerrain([1, 1], { difficult: 10 }), 'out-of-range', '$.terrain.difficult'],
          [() => scene.setTerrain([1, 1], { difficult: NaN }), 'bad-type', '$.terrain.difficult'],
          [() => scene.setTerrain([1, 1], { slope: 2 }), 'unknown-field', '$.terrain.slope'],
          [() => scene.setTerrain([1, 1], null), 'bad-type', '$.terrain'],
          [() => scene.setTerrain([1, 1], 'Z'), 'bad-value', '$.terrain'],
          [() => scene.setTerrain([0, 0], '#'), 'inside-solid', '$.cells[0]'],
          [
            () =>
              scene.paint(
                [
                  [1, 1],
                  [20, 1],
                ],
                '~',
              ),
            'out-of-grid',
            '$.cells[1]',
          ],
          [() => scene.paint([[1, 1], null], '~'), 'bad-type', '$.cells[1]'],
          [() => scene.paint({ length: 2 }, '~'), 'bad-type', '$.cells'],
          [() => scene.paint(Int32Array.of(1, 1, 2), '~'), 'bad-value', '$.cells'],
          [() => scene.setEdge([1, 1], [2, 2], 'wall'), 'not-adjacent', '$.b'],
          [() => scene.setEdge([1, 1], [2, 1], 'moat'), 'bad-value', '$.kind'],
          [() => scene.setWall([0, 0], [3, 3]), 'bad-value', '$.to'],
          [() => scene.setWall([0, 0], [0, 99]), 'out-of-grid', '$.to'],
          [() => scene.setTerrainPlanes(new Uint8Array(3)), 'bad-value', '$.planes'],
          [() => scene.setTerrainPlanes({ ground: new Uint8Array(60).fill(7) }), 'out-of-range', '$.planes[0]'],
          [() => scene.setTerrainPlanes({ lava: new Uint8Array(60) }), 'unknown-field', '$.planes.lava'],
          [() => scene.setEdgePlanes({ vertical: [1, 2] }), 'bad-value', '$.planes.vertical'],
          [
            () =>
              scene.move('hero', [
                [1, 1],
                [NaN, 2],
              ]),
            'bad-type',
            '$.path[1][0]',
          ],
          [() => scene.move('hero', null), 'bad-type', '$.path'],
          // An own "__proto__" option (JSON.parse makes one) reaches the engine as a member, as any
          // unknown option does, rather than becoming the request's prototype.
          [
            () => scene.move('hero', workedPath, JSON.parse('{"__proto__": {"band": "dash"}}')),
            'unknown-field',
            '$.__proto__',
          ],
          [
            () =>
              scene.move('hero', [
                [1, 1],
                [3, 3],
              ]),
            'not-adjacent',
            '$.path[1]',
          ],
          [() => scene.move(undefined, []), 'bad-type', '$.creature'],
          [() => scene.query(null), 'bad-type', '$'],
          [() => scene.query({ query: 'move', creature: 'hero', path: [], extra: 1 }), 'unknown-field', '$.extra'],
          [
            () => fw.query({ query: 'move', scene: { ruleset: 'sw5e', grid: { width: 5000, height: 2 } } }),
            'out-of-range',
            '$.scene.grid.width',
          ],
          [() => fw.query({ query: 'rulesets', version: 2 }), 'unsupported-version', '$.version'],
          [() => fw.query({ query: 'x', a: () => 1 }), 'bad-type', '$.a'],
          [
            () => {
              const o = { query: 'x' };
              o.self = o;
              fw.query(o);
            },
            'bad-value',
            '$.self',
          ],
          [
            () => {
              const ring = [{ n: 1 }];
              ring.push(ring);
              fw.query({ query: 'x', ring });
            },
            'bad-value',
            '$.ring[1]',
          ],
          [
            () => {
              let deep = [1];
              for (let i = 0; i < 70; ++i) deep = [deep];
              fw.query({ query: 'x', deep });
            },
            'limit',
            '$.deep' + '[0]'.repeat(63),
          ],
          [() => fw.query('['.repeat(100) + ']'.repeat(100)), 'limit', '$'],
          [() => fw.queryText(undefined), 'bad-type', '$'],
          [() => fw.loadScene(null), 'bad-type', '$.scene'],
          [
            () => fw.loadScene({ ruleset: 'gurps', grid: { width: 2, height: 2 } }),
            'unknown-ruleset',
            '$.scene.ruleset',
          ],
          [
            () => fw.loadScene({ ruleset: 'sw5e', grid: { width: -1, height: 2 } }),
            'out-of-range',
            '$.scene.grid.width',
          ],
          [() => fw.loadScene('{"ruleset": "sw5e", '), 'bad-json', '$'],
        ];
        for (const [fn, code, path] of cases) {
          throwsFootwork(fn, code, path);
          // The module still answers, and the scene is unchanged by the failed call.
          assert.deepEqual(scene.move('hero', workedPath).total, { feet: 30, squares: 6 });
        }
        assert.deepEqual(
          scene.creatures().map((c) => c.id),
          ['hero', 'orc'],
        );
        assert.equal(scene.toJSON().grid.rows.join(''), '.'.repeat(60));
      } finally {
        scene.delete();
      }
    });

    test('a failed load() of a scene keeps the previous one', () => {
      const scene = fw.loadScene(sw5e());
      try {
        throwsFootwork(
          () =>
            scene.load({ ruleset: 'sw5e', grid: { width: 3, height: 3 }, creatures: [{ id: 'a', position: [5, 5] }] }),
          'out-of-grid',
          '$.scene.creatures[0].position',
        );
        assert.equal(scene.info().width, 10);
        scene.load({ ruleset: '4e', grid: { width: 3, height: 3 } });
        assert.deepEqual(scene.info(), { ruleset: '4e', width: 3, height: 3, cellFeet: 5, creatures: 0 });
      } finally {
        scene.delete();
      }
    });

    test('delete() frees the scene; using it afterwards is a FootworkError', () => {
      const scene = fw.loadScene(sw5e());
      assert.equal(scene.deleted, false);
      scene.delete();
      assert.equal(scene.deleted, true);
      scene.delete(); // twice is fine
      throwsFootwork(() => scene.move('hero', workedPath), 'deleted', '$');
      throwsFootwork(() => scene.info(), 'deleted', '$');
    });

    test('many scenes created and deleted do not leak into failure', () => {
      for (let i = 0; i < 200; ++i) {
        const s = fw.loadScene({ ruleset: 'dnd35', grid: { width: 200, height: 200 } });
        s.delete();
      }
      assert.ok(fw.query({ query: 'rulesets' }).rulesets.length >= 5);
    });

    test('a scene at the protocol limit loads; one past it is refused', () => {
      const big = fw.loadScene({ ruleset: 'sw5e', grid: { width: 2000, height: 2000 } });
      try {
        assert.equal(big.terrain().ground.length, 4_000_000);
      } finally {
        big.delete();
      }
      throwsFootwork(
        () => fw.loadScene({ ruleset: 'sw5e', grid: { width: 4096, height: 4096 } }),
        'limit',
        '$.scene.grid',
      );
    });

    // Why the browser builds keep C++ exceptions (docs/performance.md, "Why not 300 KB"): past the
    // module's 1 GiB cap `new` throws, the bindings report `limit`, and the scenes already loaded
    // and the module itself carry on.
    test('running out of memory is a limit error; loaded scenes and the module live on', () => {
      const small = fw.loadScene(sw5e());
      const big = [];
      let caught;
      try {
        for (let i = 0; i < 60 && !caught; ++i) {
          try {
            big.push(fw.loadScene({ ruleset: 'sw5e', grid: { width: 2000, height: 2000 } }));
          } catch (e) {
            caught = e;
          }
        }
        assert.ok(caught, `${big.length} scenes of 4,000,000 cells loaded without running out of memory`);
        assert.equal(caught.name, 'FootworkError', String(caught));
        assert.equal(caught.code, 'limit', caught.message);
        assert.match(caught.message, /out of memory/);
        assert.ok(big.length >= 10, `only ${big.length} large scenes fitted under the cap`);
        assert.equal(small.move('hero', workedPath).total.feet, 30);
      } finally {
        for (const s of big) s.delete();
      }
      // The memory of the deleted scenes is reused: the next large scene loads again.
      const again = fw.loadScene({ ruleset: 'sw5e', grid: { width: 2000, height: 2000 } });
      assert.equal(again.info().width, 2000);
      again.delete();
      assert.equal(small.move('hero', workedPath).total.feet, 30);
      small.delete();
    });
  });
}

test('load() refuses an unknown engine', async () => {
  const { load } = await library();
  await assert.rejects(
    load({ engine: 'flash' }),
    (e) => e instanceof FootworkError && e.code === 'bad-value' && e.path === '$.engine',
  );
});

// The single-file build embeds only the WebAssembly engine: asking it for the plain-JS one is refused
// with a message that names the build that has it, never silently answered by WebAssembly.
test('the single-file load() refuses engine "js", naming the ES module build', async () => {
  await assert.rejects(
    singleFile().load({ engine: 'js' }),
    (e) => e.name === 'FootworkError' && e.code === 'bad-value' && e.path === '$.engine' && /ES module/.test(e.message),
  );
  const footwork = await singleFile().load({ engine: 'wasm' });
  assert.equal(footwork.engine, 'wasm');
});

// CommonJS hosts: require('footwork/single') through the package's exports, as a project that
// installed the package would write it (a node_modules/footwork link to the package directory).
test("require('footwork/single') gives CommonJS the single-file build's {load, FootworkError, version}", async () => {
  const { mkdtempSync, mkdirSync, symlinkSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const { createRequire } = await import('node:module');
  const dir = mkdtempSync(join(tmpdir(), 'footwork-cjs-'));
  try {
    mkdirSync(join(dir, 'node_modules'));
    symlinkSync(packageDir, join(dir, 'node_modules', 'footwork'), 'dir');
    const require = createRequire(join(dir, 'index.cjs'));
    const single = require('footwork/single');
    assert.equal(typeof single.load, 'function');
    assert.equal(typeof single.FootworkError, 'function');
    const footwork = await single.load();
    const scene = footwork.loadScene(sw5e());
    // The worked example: 5 + 5 + 5 + 5 + 10 = 30 ft.
    assert.equal(scene.move('hero', workedPath).total.feet, 30);
    scene.delete();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

// A query's answer crosses from the module as UTF-8 bytes (bindings.cpp, responseView); a host
// without TextDecoder (a bare vm context) gets the same text from the library's own decoding.
test('answers read the same without a global TextDecoder, non-ASCII text included', async () => {
  const scene = { ...sw5e(), creatures: [{ id: 'Ölf → 勇者 🐉', position: [0, 0], speeds: { walk: 30 } }] };
  const request = JSON.stringify({ query: 'move', creature: 'Ölf → 勇者 🐉', path: workedPath, scene });
  const expected = builds.wasm.queryText(request);
  assert.match(expected, /"creature":"Ölf → 勇者 🐉"/);
  const saved = globalThis.TextDecoder;
  let loadWith;
  try {
    delete globalThis.TextDecoder;
    // A fresh copy of the library (api.js), evaluated while the host has no TextDecoder.
    ({ loadWith } = await import(pathToFileURL(resolve(packageDir, 'api.js')).href + '?without-textdecoder'));
  } finally {
    globalThis.TextDecoder = saved;
  }
  const { default: factory } = await import(pathToFileURL(resolve(packageDir, 'footwork.mjs')).href);
  const footwork = await loadWith(factory, { wasmBinary: readFileSync(resolve(packageDir, 'footwork.wasm')) }, 'wasm');
  assert.equal(footwork.queryText(request), expected);
  const loaded = footwork.loadScene(scene);
  assert.equal(loaded.move('Ölf → 勇者 🐉', workedPath).creature, 'Ölf → 勇者 🐉');
  loaded.delete();
});
