// The live view's arithmetic under Node, worked by hand: the map → screen fit (view.js), the legacy
// and Jumpgate readings of the transform (page-view.js) on plain objects shaped as the notes record
// them, the status markers → conditions mapping (web/roll20/markers.js and the panel's
// marker-mapping.js) and the turn order (web/roll20/turnorder.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fitHomography, applyHomography, invertHomography, makeView } from '../../extension/view.js';
import { readView, detectEngine, projectPoint } from '../../extension/page-view.js';
import { labelLines } from '../../extension/overlay.js';
import { conditionsFromMarkers } from '../../roll20/markers.js';
import { parseTurnorder, currentTurn, turnKey } from '../../roll20/turnorder.js';
import { DEFAULT_MARKER_MAP, parseMarkerMapping, formatMarkerMapping } from '../../extension/marker-mapping.js';

const close = (a, b, eps = 1e-6) => a.every((v, i) => Math.abs(v - b[i]) <= eps);

test('a homography through four points maps them, and its inverse maps them back', () => {
  const src = [
    [0, 0],
    [700, 0],
    [0, 560],
    [700, 560],
  ];
  // A zoom of 1.5 and an offset (an affine case) …
  const dst = src.map(([x, y]) => [x * 1.5 + 40, y * 1.5 - 12]);
  const h = fitHomography(src, dst);
  assert.ok(close(applyHomography(h, 350, 280), [565, 408]));
  const inv = invertHomography(h);
  assert.ok(close(applyHomography(inv, 565, 408), [350, 280]));
  // … and a true perspective (a tilted camera): the four corners still land where they should.
  const tilted = [
    [10, 10],
    [600, 40],
    [0, 500],
    [650, 470],
  ];
  const t = fitHomography(src, tilted);
  src.forEach((p, i) => assert.ok(close(applyHomography(t, ...p), tilted[i], 1e-6)));
  // Three points on one line make no plane.
  assert.equal(
    fitHomography(
      [
        [0, 0],
        [1, 1],
        [2, 2],
        [3, 3],
      ],
      dst,
    ),
    null,
  );
});

test('makeView refuses what makes no sense: missing numbers, a mirrored map, a zoom out of range', () => {
  const corners = (f) =>
    [
      [0, 0],
      [700, 0],
      [0, 700],
      [700, 700],
    ].map(([x, y]) => [x, y, ...f(x, y)]);
  assert.equal(makeView({ engine: null, reason: 'none' }).ok, false);
  assert.match(makeView({ engine: 'legacy', corners: corners(() => [NaN, 1]) }).reason, /no usable numbers/);
  assert.match(makeView({ engine: 'legacy', corners: corners((x, y) => [-x, y]) }).reason, /mirrors/);
  assert.match(makeView({ engine: 'legacy', corners: corners((x, y) => [x * 9, y * 9]) }).reason, /zoom of 900 %/);
  const v = makeView({ engine: 'legacy', corners: corners((x, y) => [x * 0.5 + 100, y * 0.5 + 50]) });
  assert.equal(v.ok, true);
  assert.equal(Math.round(v.scale * 100), 50);
  assert.ok(close(v.toMap(...v.toScreen(123, 456)), [123, 456]));
});

test('legacy: pageX = (mapX − currentCanvasOffset) × canvasZoom + paddingOffset (betteR20 canvas-handler, inverted)', () => {
  const w = {
    scrollX: 0,
    scrollY: 0,
    currentPlayer: {
      d20: { engine: { canvas: {}, canvasZoom: 2, currentCanvasOffset: [100, 50], paddingOffset: [160, 20] } },
    },
  };
  assert.equal(detectEngine(w), 'legacy');
  const v = readView(w, 700, 700);
  // Map (0, 0): (0 − 100) × 2 + 160 = −40; (0 − 50) × 2 + 20 = −80. Map (700, 700): 1360, 1320.
  assert.deepEqual(v.corners[0], [0, 0, -40, -80]);
  assert.deepEqual(v.corners[3], [700, 700, 1360, 1320]);
  // And back, Roll20's own formula: floor(pageX / zoom + offset − padding / zoom).
  const view = makeView(v);
  const [mx] = view.toMap(500, 0);
  assert.equal(Math.floor(mx), Math.floor(500 / 2 + 100 - 160 / 2));
});

test('Jumpgate: Babylon-style projection of world (left, −top) through the transform matrix and the camera viewport, scaled to the canvas rectangle', () => {
  // An orthographic camera over map point (350, 350), zoom 1, a 700 × 700 render on a canvas shown at
  // 350 × 350 CSS pixels from (20, 30): NDC x = (wx − 350) / 350, NDC y = (wy + 350) / 350.
  const m = new Float32Array(16);
  m[0] = 1 / 350;
  m[5] = 1 / 350;
  m[10] = 1;
  m[12] = -1;
  m[13] = 1;
  m[15] = 1;
  assert.ok(close(projectPoint([350, -350, 0], m, { x: 0, y: 0, width: 700, height: 700 }), [350, 350], 1e-4));
  const canvas = {
    getBoundingClientRect: () => ({ left: 20, top: 30, width: 350, height: 350 }),
    hasAttribute: () => true,
  };
  const camera = { name: 'main-camera', viewport: { toGlobal: (w, h) => ({ x: 0, y: 0, width: w, height: h }) } };
  const scene = {
    cameras: [{ name: 'other' }, camera],
    getEngine: () => ({ getRenderWidth: () => 700, getRenderHeight: () => 700, getRenderingCanvas: () => canvas }),
    getTransformMatrix: () => ({ m }),
  };
  const w = { MeshScene: scene, currentPlayer: { d20: { engine: {} } } };
  assert.equal(detectEngine(w), 'jumpgate');
  const v = readView(w, 700, 700);
  // Map (0, 0) → world (0, 0) → NDC (−1, 1) → render (0, 0) → CSS (20, 30); map (700, 700) → render
  // (700, 700) → CSS (370, 380).
  assert.ok(close(v.corners[0], [0, 0, 20, 30], 1e-4));
  assert.ok(close(v.corners[3], [700, 700, 370, 380], 1e-4));
  assert.equal(Math.round(makeView(v).scale * 100), 50);
  // Neither engine: a reason, no numbers.
  assert.match(readView({ currentPlayer: { d20: {} } }, 700, 700).reason, /Neither Roll20 engine/);
});

test("the label: cost, what is left and the band; the refused step's own sentence; who attacks", () => {
  const cell = (band, extra = {}) => ({
    cell: [1, 1],
    band,
    bandName: band === 'speed' ? 'move' : 'dash',
    legal: true,
    cost: 5,
    total: 5,
    reasons: [],
    ...extra,
  });
  const a = {
    kind: 'move',
    cells: [cell('speed'), cell('dash', { total: 35 })],
    speed: 30,
    firstBand: 'move',
    spentBefore: 0,
    total: 35,
    remaining: 25,
    allowance: 60,
    bandName: 'dash',
    illegal: [],
    unreached: [],
    attacks: [{ by: 'o', name: 'Orc', reason: 'leave-reach', at: [6, 3] }],
    canEnd: true,
  };
  // The shim's label rows (web/shim/present.js labelRows), the same on every surface.
  assert.deepEqual(
    labelLines(a, { name: 'Hero', waypoints: 2 }).lines.map((l) => l.text),
    [
      'Hero: 35 ft · within Dash',
      '0 ft of speed left, 25 ft within Dash',
      '⚔ Opportunity attack: Orc, leaving its reach',
      '2 waypoints',
    ],
  );
  const refused = {
    ...a,
    cells: [cell('speed'), cell('beyond', { legal: false, illegal: { code: 'wall' } })],
    total: 5,
    attacks: [],
    illegal: [{ code: 'wall', message: 'A wall blocks the way.' }],
  };
  const r = labelLines(refused, { name: 'Hero' });
  assert.equal(r.band, 'speed');
  assert.deepEqual(
    r.lines.map((l) => l.text),
    ['Hero: 5 ft · within speed', '25 ft of speed left, 55 ft within Dash', '✗ A wall blocks the way.'],
  );
});

test("status markers → conditions with the panel's mapping (web/roll20/markers.js underneath)", () => {
  // A marker named after a condition needs no entry; "sleepy@2" (numbered) by the default mapping.
  assert.deepEqual(conditionsFromMarkers('red,Prone::4412,sleepy@2', DEFAULT_MARKER_MAP).conditions.sort(), [
    'prone',
    'unconscious',
  ]);
  const { map, problems } = parseMarkerMapping('red=prone, blue = grappled, skull=zombie, nonsense');
  assert.deepEqual({ ...map }, { red: 'prone', blue: 'grappled' });
  assert.equal(problems.length, 2);
  assert.equal(formatMarkerMapping(map), 'red=prone, blue=grappled');
  assert.deepEqual(conditionsFromMarkers('blue@2,red', map).conditions.sort(), ['grappled', 'prone']);
});

test('the turn tracker as the extension reads it: index 0 is the current turn; "next turn" moves it to the end', () => {
  const list = parseTurnorder('[{"id":"-Hero","pr":"17","custom":""},{"id":"-1","pr":"0","custom":"Lair action"}]');
  assert.equal(currentTurn(list).id, '-Hero');
  const next = [...list.slice(1), list[0]];
  assert.equal(currentTurn(next).custom, 'Lair action');
  assert.notEqual(turnKey(currentTurn(next)), turnKey(currentTurn(list)));
  assert.deepEqual(parseTurnorder('{not json'), []);
});
