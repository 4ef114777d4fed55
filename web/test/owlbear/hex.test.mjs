// Owlbear's hex grids under Node (web/owlbear/src/scene-map.js, items.js, layout.js): HEX_VERTICAL
// and HEX_HORIZONTAL scenes → the engine's hex grid, tokens, terrain and walls, and the reach drawn as
// hexagons. The lattice is the one docs/owlbear.md assumes (a hex centred on the scene's origin, odd
// rows / columns shoved, the dpi the hex's side-to-side extent); each expected cell is worked out
// from it by hand here, independently of the shim's rounding.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { library } from '../harness.mjs';
import { mapScene, DEFAULT_SETTINGS } from '../../owlbear/src/scene-map.js';
import { beyondRing, reachShapes } from '../../owlbear/src/layout.js';
import { cellToCentre, centreToCell, hexNeighbours, hexSideKey } from '../../shim/index.js';
import { token, DPI, PLUGIN } from './helpers.mjs';

let rulesets;
before(async () => {
  const { load } = await library();
  rulesets = (await load()).rulesets();
});
const settings = (extra = {}) => ({ ...DEFAULT_SETTINGS, ...extra });
const map = (items, type, extra = {}, s = settings()) =>
  mapScene({
    grid: { dpi: DPI, scale: '5ft', type, measurement: 'ALTERNATING', ...extra },
    items,
    settings: s,
    rulesets,
  });

const H = (DPI * 2) / Math.sqrt(3); // a regular hexagon's corner-to-corner extent for a 150-px dpi
// The centre of lattice cell [c, r]: vertical (pointy) rows ¾ H apart, odd rows shoved right by half
// a dpi; horizontal (flat) columns ¾ H apart, odd columns shoved down by half a dpi.
const centre = (type, [c, r]) =>
  type === 'HEX_VERTICAL'
    ? [c * DPI + (r & 1 ? DPI / 2 : 0), r * 0.75 * H]
    : [c * 0.75 * H, r * DPI + (c & 1 ? DPI / 2 : 0)];
// A one-hex token centred on lattice cell [c, r].
const hexToken = (id, type, cell, extra) => {
  const t = token(id, id, [0, 0], extra);
  const [x, y] = centre(type, cell);
  t.position = { x, y };
  return t;
};

for (const type of ['HEX_VERTICAL', 'HEX_HORIZONTAL']) {
  test(`${type}: the engine's hex grid, its window on the lattice, and tokens on their hexes`, () => {
    const cells = [
      [2, 2],
      [3, 5],
      [6, 3],
      [4, 4],
    ];
    const m = map(
      cells.map((c, i) => hexToken(`t${i}`, type, c)),
      type,
    );
    assert.equal(m.refused, undefined, JSON.stringify(m.problems));
    const orientation = type === 'HEX_VERTICAL' ? 'pointy' : 'flat';
    assert.equal(m.map.grid.type, 'hex');
    assert.equal(m.map.grid.orientation, orientation);
    assert.equal(m.map.grid.offset, 'odd');
    assert.equal(m.ruleset, 'sw5e', 'ALTERNATING: the room’s alternating choice');
    // The window starts on an even row (pointy) / column (flat) of the lattice, so its odd rows or
    // columns are the lattice's odd ones: each token's cell is its lattice cell minus the window's
    // first, and the window's centre of that cell is where the token stands.
    for (const [i, t] of m.tokens.entries()) {
      const got = cellToCentre(m.pixel, t.spec.position);
      const want = centre(type, cells[i]);
      assert.ok(Math.abs(got[0] - want[0]) < 1e-6 && Math.abs(got[1] - want[1]) < 1e-6, `${type} token ${i}`);
      assert.equal(t.spec.space, undefined);
    }
    const d = [cells[0][0] - m.tokens[0].spec.position[0], cells[0][1] - m.tokens[0].spec.position[1]];
    assert.equal(d[orientation === 'pointy' ? 1 : 0] & 1, 0, 'the window starts on an even row / column');
    for (const [i, t] of m.tokens.entries())
      assert.deepEqual(t.spec.position, [cells[i][0] - d[0], cells[i][1] - d[1]]);
  });

  test(`${type}: walls along a side, terrain by hex centres, the reach as hexagons`, () => {
    const hero = hexToken('hero', type, [3, 3]);
    // A WALL from corner to corner of the side between lattice [3, 3] and its neighbour [4, 3]
    // (pointy: the vertical side at x = 3.5 dpi; flat: [4, 3] is north-east of [3, 3] … its side's
    // corners are the two corners both hexes have).
    const [cx, cy] = centre(type, [3, 3]);
    const side =
      type === 'HEX_VERTICAL'
        ? [
            [cx + DPI / 2, cy - H / 4],
            [cx + DPI / 2, cy + H / 4],
          ]
        : // flat [3, 3] (odd column, shoved down): [4, 3] is up and to the right: the upper-right side,
          // from the top-right corner (cx + H/4, cy − DPI/2) to the right corner (cx + H/2, cy).
          [
            [cx + H / 4, cy - DPI / 2],
            [cx + H / 2, cy],
          ];
    const w = {
      id: 'w',
      type: 'WALL',
      name: 'Wall',
      layer: 'DRAWING',
      position: { x: 0, y: 0 },
      rotation: 0,
      scale: { x: 1, y: 1 },
      visible: true,
      locked: false,
      metadata: {},
      points: side.map(([x, y]) => ({ x, y })),
      doubleSided: true,
      blocking: true,
    };
    // A rectangle marked difficult over the centres of lattice [5, 2] and [5, 3] only: 5 px around the
    // box of the two centres (pointy: [5, 3] is on an odd row, half a hex right of [5, 2]; the next
    // centres are a whole hex away).
    const [ax, ay] = centre(type, [5, 2]);
    const [bx, by] = centre(type, [5, 3]);
    const rubble = {
      id: 'r',
      type: 'SHAPE',
      name: 'Rubble',
      layer: 'DRAWING',
      position: { x: ax - 5, y: ay - 5 },
      rotation: 0,
      scale: { x: 1, y: 1 },
      visible: true,
      locked: false,
      metadata: { [`${PLUGIN}/mark`]: { terrain: { difficult: 1 } } },
      width: bx - ax + 10,
      height: by - ay + 10,
      shapeType: 'RECTANGLE',
      style: {
        fillColor: '#000',
        fillOpacity: 1,
        strokeColor: '#000',
        strokeOpacity: 1,
        strokeWidth: 1,
        strokeDash: [],
      },
    };
    const m = map([hero, w, rubble], type);
    assert.deepEqual(m.problems, []);
    const at = m.tokens[0].spec.position; // lattice [3, 3] in the window
    const d = [3 - at[0], 3 - at[1]];
    const inWindow = ([x, y]) => [x - d[0], y - d[1]];
    assert.deepEqual([...m.barriers[0].edges], [hexSideKey(inWindow([3, 3]), inWindow([4, 3]))]);
    assert.deepEqual(m.regions[0].cells.sort(), [inWindow([5, 2]), inWindow([5, 3])].sort());
    // The reach drawn as the hexagons themselves; the ring just past it is the six neighbours.
    const shapes = reachShapes([at], m.pixel);
    assert.equal(shapes.length, 1);
    assert.equal(shapes[0].length, 6);
    const ring = beyondRing([{ cell: at }], m.pixel);
    assert.deepEqual(ring.sort(), hexNeighbours(m.pixel, at).sort());
  });
}

test('hex scenes: any measurement picks a family (no step is diagonal); an explicit ruleset needs no note', () => {
  const hero = hexToken('hero', 'HEX_VERTICAL', [1, 1]);
  assert.equal(map([hero], 'HEX_VERTICAL', { measurement: 'EUCLIDEAN' }).ruleset, 'sw5e');
  // The room's one-square base, without a diagonal rule (no step on hexes is diagonal).
  assert.equal(map([hero], 'HEX_VERTICAL', { measurement: 'CHEBYSHEV' }).ruleset, 'sw5e');
  assert.equal(map([hero], 'HEX_VERTICAL', { measurement: 'CHEBYSHEV' }, settings({ chebyshev: '4e' })).ruleset, '4e');
  const explicit = map([hero], 'HEX_HORIZONTAL', { measurement: 'MANHATTAN' }, settings({ ruleset: 'dnd35' }));
  assert.equal(explicit.ruleset, 'dnd35');
  assert.deepEqual(explicit.problems, []);
  assert.equal(map([hero], 'ISOMETRIC').refused.code, 'isometric-grid');
});

test('a drag trail on hexes steps into neighbouring hexes', async () => {
  const { Trail } = await import('../../shim/trail.js');
  const m = map([hexToken('hero', 'HEX_VERTICAL', [1, 1])], 'HEX_VERTICAL');
  const start = m.tokens[0].spec.position;
  const t = new Trail(start, m.pixel);
  // A fast pointer: from the start straight to three rows down and one column over.
  t.moveTo([start[0] + 1, start[1] + 3]);
  let prev = start;
  for (const c of t.cells) {
    assert.ok(
      hexNeighbours(m.pixel, prev).some((n) => n[0] === c[0] && n[1] === c[1]),
      `[${prev}] → [${c}] is a step into a neighbouring hex`,
    );
    prev = c;
  }
  assert.equal(t.cells.length, 3, 'three rows down is three steps on pointy hexes (the column comes with them)');
});

// Where the lattice sits is the host's (the SDK ships no grid arithmetic: SceneGridApi.js sends
// OBR_SCENE_GRID_SNAP_POSITION to the host); the background page reads it as the hex centre the host
// snaps the origin to (`hexOrigin`). A lattice shifted off the origin: every token's pixel position,
// and points inside its hexagon away from the centre, map to that hex, on odd and even rows (columns)
// and on either side of the origin; two tokens on neighbouring hexes of an odd row (column) are
// neighbours in the engine's window.
for (const type of ['HEX_VERTICAL', 'HEX_HORIZONTAL']) {
  test(`${type}: a lattice the host shifts off the origin; token pixels map to their hexes`, () => {
    const o = { x: 61.5, y: -47.25 };
    const shifted = (cell) => {
      const [x, y] = centre(type, cell);
      return [x + o.x, y + o.y];
    };
    const cells = [
      [-2, -3],
      [-1, -1],
      [0, 0],
      [1, 1],
      [2, 1],
      [3, 4],
      [4, 5],
    ];
    const items = cells.map((c, i) => {
      const t = token(`t${i}`, `t${i}`, [0, 0]);
      const [x, y] = shifted(c);
      t.position = { x, y };
      return t;
    });
    const m = map(items, type, { hexOrigin: o });
    assert.equal(m.refused, undefined, JSON.stringify(m.problems));
    const win = m.pixel;
    for (const [i, t] of m.tokens.entries()) {
      const got = cellToCentre(win, t.spec.position);
      const want = shifted(cells[i]);
      assert.ok(Math.hypot(got[0] - want[0], got[1] - want[1]) < 1e-6, `${type} token ${i}: ${got} vs ${want}`);
      // Points 0.8 of the way from the centre to the middle of each side (the inradius, DPI / 2)
      // and to each corner (the circumradius, H / 2): still this hex. Pointy hexes have their side
      // middles at 0°, 60° …, their corners at 30°, 90° …; flat ones the other way round.
      const sideAt = type === 'HEX_VERTICAL' ? 0 : 30;
      for (let k = 0; k < 12; k++) {
        const side = k % 2 === 0;
        const a = ((sideAt + (side ? 0 : 30) + 60 * Math.floor(k / 2)) * Math.PI) / 180;
        const r = 0.8 * (side ? DPI / 2 : H / 2);
        const px = want[0] + r * Math.cos(a);
        const py = want[1] + r * Math.sin(a);
        assert.deepEqual(
          centreToCell(win, px, py, [1, 1]),
          t.spec.position,
          `${type} token ${i}: point ${k} (${px.toFixed(1)}, ${py.toFixed(1)})`,
        );
      }
    }
    // [1, 1] and [2, 1]: side by side on the odd row (vertical) / the odd column's neighbour
    // (horizontal: [1, 1] odd column shoved down, [2, 1] up and to its right) — one step apart.
    assert.ok(
      hexNeighbours(win, m.tokens[3].spec.position).some(
        (n) => n[0] === m.tokens[4].spec.position[0] && n[1] === m.tokens[4].spec.position[1],
      ),
      'neighbours in the window',
    );
    // Without the host's answer the lattice is centred on the origin: the same pixels then fall
    // elsewhere (the shift is more than half a hex), which is why the extension asks.
    const unshifted = map(items, type);
    const moved = unshifted.tokens.some((t, i) => {
      const got = cellToCentre(unshifted.pixel, t.spec.position);
      const want = shifted(cells[i]);
      return Math.hypot(got[0] - want[0], got[1] - want[1]) > 1;
    });
    assert.ok(moved, 'an origin-centred lattice does not put these tokens on their hexes');
  });
}

// A scale Footwork cannot read on a hex scene: the note counts per hex, not per square.
test('hex scenes: an unreadable scale is counted 5 ft per hex, and said so', () => {
  for (const type of ['HEX_VERTICAL', 'HEX_HORIZONTAL']) {
    const m = map([hexToken('t', type, [2, 2])], type, { scale: '5 parsecs' });
    const bad = m.problems.find((p) => p.code === 'bad-scale');
    assert.match(bad?.message ?? '', /counting 5 ft per hex\.$/, JSON.stringify(m.problems));
  }
});
