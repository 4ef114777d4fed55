// The rules and grid form: the scene's rules and grid shown after every whole-scene load; the ruleset, the grid's size, cell and shape (squares, or hexes flat- or
// pointy-topped with the odd or even columns / rows shoved: the protocol's grid.type, orientation and
// offset), applied by *Apply grid* as one new scene. A scene the engine cannot take on the new grid
// is refused with the reason in words, and the user's scene stays as it was.
import { rescaled } from './rescale.js';
import { MAX_SIDE } from './store.js';
import { shimError } from '../../shim/index.js';
import { clearFields } from './fields.js';
import { shapeOf } from './map/hex-frame.js';
import { diagonalClause } from './house-rules-panel.js';
import { $, byId, need, fillSelect, status } from './dom.js';

/** @typedef {import('../../lib/protocol.js').Scene} Scene */
/** @typedef {import('./map/hex-frame.js').HexShape} HexShape */

const FIELDS = ['grid-width', 'grid-height', 'grid-feet', 'grid-type'];

/**
 * @param {{scene: import('./scene-state.js').SceneState, state: import('./store.js').State, errors: import('./errors.js').ErrorBox,
 *   changes: import('./changes.js').Changes, houseRules: {carry(base: string): {ruleset: any, note: string}}}} parts
 */
export function wireGridForm({ scene, state, errors, changes, houseRules }) {
  const session = scene.session;
  fillSelect(
    byId('ruleset', HTMLSelectElement),
    scene.rulesets.map((r) => r.id),
    session.ruleset,
  );

  // The form shows the scene's rules and grid after every whole-scene load and rule change.
  changes.on('scene', ({ whole }) => {
    if (!whole) return;
    clearFields(FIELDS);
    const rs = scene.ruleset();
    const info = scene.info();
    const shape = scene.shape;
    byId('ruleset', HTMLSelectElement).value = rs.id;
    $('ruleset-title').textContent =
      `${rs.title}. Default cell: ${rs.cellFeet} ft; ` +
      (shape
        ? 'on hexes every step into a neighbouring hex costs one cell (no diagonals).'
        : diagonalClause(rs, scene.spec().ruleset));
    byId('grid-width', HTMLInputElement).value = String(info.width);
    byId('grid-height', HTMLInputElement).value = String(info.height);
    byId('grid-feet', HTMLInputElement).value = String(info.cellFeet);
    byId('grid-type', HTMLSelectElement).value = shape ? shape.orientation : 'square';
    byId('grid-offset', HTMLSelectElement).value = shape ? shape.offset : 'odd';
    byId('grid-offset', HTMLSelectElement).disabled = !shape;
    // Hexes have no diagonals (docs/rules/hex.md): the alternation never starts, so nothing to type.
    byId('diagonals', HTMLInputElement).disabled = !!shape;
    $('diagonals').title = shape
      ? 'Hexes have no diagonals: every step into a neighbouring hex costs one cell'
      : 'Diagonals already counted this turn (the 1-2-1 / 5-10 alternation carries on)';
  });

  $('ruleset').addEventListener('change', () => {
    const spec = scene.spec();
    const before = scene.ruleset();
    const chosen = byId('ruleset', HTMLSelectElement).value;
    const next = need(
      scene.rulesets.find((r) => r.id === chosen),
      `ruleset ${chosen} (the select lists the engine's rulesets)`,
    );
    const grid = { ...spec.grid };
    // A square grid on the old ruleset's default cell takes the new one's (5e-fine counts 1.25-ft
    // cells). A hex grid keeps its cell: on 1.25-ft hexes a Medium creature would be 4 hexes across
    // (12 hexes), every creature on the map growing as the user did not ask.
    const feet = grid.cellFeet ?? before.cellFeet;
    // The house rules go with the map where the new ruleset takes them (house-rules-panel.js).
    const { ruleset, note: rulesNote } = houseRules.carry(next.id);
    let note = rulesNote;
    let nextScene = { ...spec, ruleset, grid };
    if (feet === before.cellFeet && next.cellFeet !== before.cellFeet) {
      if (grid.type === 'hex') note += ` Hexes stay ${feet} ft (the ruleset's own cell is ${next.cellFeet} ft).`;
      else {
        // The battlefield keeps its size in feet: its cells are converted (rescale.js). Where they
        // cannot be (a ratio not whole, past the page's limit), the cells stay and the note says so.
        const kept = rescaled({ ...spec, grid: { ...grid, cellFeet: feet } }, next.cellFeet, MAX_SIDE);
        const ftW = grid.width * feet;
        const ftH = grid.height * feet;
        if (kept) {
          nextScene = { ...kept, ruleset };
          note += ` Cells are now ${next.cellFeet} ft, the ruleset's own grid: the ${ftW}×${ftH}-ft map is ${kept.grid.width}×${kept.grid.height} cells.`;
        } else {
          grid.cellFeet = next.cellFeet;
          note += ` Cells are now ${next.cellFeet} ft, the ruleset's own grid (the map could not keep its ${ftW}×${ftH} ft).`;
        }
      }
    }
    if (scene.load(nextScene)) byId('ruleset', HTMLSelectElement).value = session.ruleset;
    else {
      state.path = [];
      status(`Ruleset ${next.id}.${note}`);
      changes.emit('move');
    }
  });

  const syncOffset = () => {
    byId('grid-offset', HTMLSelectElement).disabled = byId('grid-type', HTMLSelectElement).value === 'square';
  };
  $('grid-type').addEventListener('change', syncOffset);

  // What the field holds, in words: a number field with letters typed reads as empty to the page.
  const typed = (/** @type {HTMLInputElement} */ input, /** @type {string} */ raw) =>
    input.validity && input.validity.badInput
      ? 'what was typed is not a number'
      : raw === ''
        ? 'the field is empty'
        : `you typed “${raw}”`;

  $('grid-apply').addEventListener('click', () => {
    clearFields(FIELDS);
    const spec = scene.spec();
    /** @type {Record<string, number>} */
    const dims = {};
    for (const [id, key, label] of [
      ['grid-width', 'width', 'Width'],
      ['grid-height', 'height', 'Height'],
    ]) {
      const raw = byId(id, HTMLInputElement).value.trim();
      const v = Number(raw);
      // The page's own limit (its speed targets), said at the field; anything else the engine judges.
      if (raw === '' || !Number.isInteger(v) || v < 1 || v > MAX_SIDE) {
        errors.report(
          shimError(
            'page-limit',
            `${label} must be a whole number from 1 to ${MAX_SIDE} on this page (${typed(byId(id, HTMLInputElement), raw)}).`,
            `$.grid.${key}`,
            'page',
          ),
        );
        return;
      }
      dims[key] = v;
    }
    const feetRaw = byId('grid-feet', HTMLInputElement).value.trim();
    const feet = feetRaw === '' ? feetRaw : Number(feetRaw);
    const type = byId('grid-type', HTMLSelectElement).value;
    // The selects offer the protocol's values alone (index.html): squares, flat, pointy; odd, even.
    const shape =
      type === 'square'
        ? null
        : /** @type {HexShape} */ ({
            type: 'hex',
            orientation: type,
            offset: byId('grid-offset', HTMLSelectElement).value,
          });
    const next = resized(spec, dims.width, dims.height, feet, shape);
    const err = scene.load(next, { quiet: true });
    if (!err) return;
    const from = shapeOf(spec.grid);
    if (sameShape(from, shape)) errors.report(err);
    else errors.report({ ...err, path: '$.grid.type', message: switchRefused(scene, spec, next, from, shape, err) });
    changes.emit('move');
  });
}

/** @param {HexShape | null} a @param {HexShape | null} b */
const sameShape = (a, b) => (!a && !b) || (a && b && a.orientation === b.orientation && a.offset === b.offset);
/** @param {HexShape | null} sh */
const shapeName = (sh) => (sh ? `${sh.orientation}-topped hexes (${sh.offset} offset)` : 'squares');

/**
 * Why a scene cannot move to another grid shape, in words: what in it the new grid cannot hold
 * (walls drawn on the other grid's edges, creatures longer than wide), then the engine's own
 * sentence, and that nothing was changed.
 * @param {import('./scene-state.js').SceneState} scene @param {Scene} spec @param {Scene} next
 * @param {HexShape | null} from @param {HexShape | null} to @param {{message: string}} err
 */
export function switchRefused(scene, spec, next, from, to, err) {
  /** @type {string[]} */
  const reasons = [];
  const walls = spec.grid.walls || [];
  const squareWalls = walls.filter((w) => w.from).length;
  const hexWalls = walls.filter((w) => w.between).length;
  if (to && squareWalls)
    reasons.push(
      `${squareWalls === 1 ? 'a wall stands' : `${squareWalls} walls stand`} on square edges, and on hexes a wall stands on the side two hexes share`,
    );
  if (!to && hexWalls)
    reasons.push(
      `${hexWalls === 1 ? 'a wall stands' : `${hexWalls} walls stand`} on hex sides, which squares do not have`,
    );
  // The engine says only its first refusal: the creatures are asked about on their own (the new
  // scene without its walls), and named only when the engine refuses them.
  // Hex grids hold spaces as wide as they are long (docs/rules/hex.md): an oblong one (a `long`
  // creature, or a space [w, h] with w ≠ h) is refused there until the engine reads it.
  if (to && creaturesRefused(scene.session, next)) {
    // (A size's space is square, so only a given one can be oblong.)
    const oblong = scene
      .creatures()
      .filter((c) => c.shape === 'long' || (Array.isArray(c.space) && c.space[0] !== c.space[1]));
    if (oblong.length)
      reasons.push(
        `${oblong.length === 1 ? 'the creature' : 'the creatures'} ${oblong.map((c) => c.id).join(', ')} ${oblong.length === 1 ? 'is' : 'are'} longer than wide, and hex grids do not yet hold a space longer than it is wide`,
      );
  }
  const list = reasons.join('; ');
  const why = reasons.length ? ` ${list[0].toUpperCase()}${list.slice(1)}.` : '';
  return (
    `Grid “${shapeName(to)}” not applied: the grid stays ${shapeName(from)}, as this scene cannot go onto ${to ? 'hexes' : 'squares'} as it is.${why}` +
    ` (The engine said: ${err.message}) Your scene is unchanged; remove ${reasons.length ? 'those' : 'what it names'} first, or keep the grid.`
  );
}

/** @param {import('../../shim/index.js').Session} session @param {Scene} next */
function creaturesRefused(session, next) {
  const answer = session.queryEngine({ query: 'scene', scene: { ...next, grid: { ...next.grid, walls: [] } } });
  return answer.kind === 'error' && /^\$(\.scene)?\.creatures\[/.test(answer.path || '');
}

// The scene on a new grid: size (rows and cells cropped or padded, never a negative repeat), cell and
// shape. Square walls are cropped to the new size; hex walls whose cells both leave the map go.
/**
 * @param {Scene} spec @param {number} width @param {number} height @param {number | string | undefined} feet
 *   the cell's feet as typed ('' leaves the engine to refuse it) @param {HexShape | null} [shape]
 * @returns {Scene}
 */
export function resized(spec, width, height, feet, shape = shapeOf(spec.grid)) {
  /** @type {Scene} */
  const s = JSON.parse(JSON.stringify(spec));
  const pad = (/** @type {string} */ r) => (r + '.'.repeat(Math.max(0, width - r.length))).slice(0, width);
  const rows = (s.grid.rows || []).slice(0, height).map(pad);
  while (rows.length < height) rows.push('.'.repeat(width));
  s.grid.width = width;
  s.grid.height = height;
  if (feet !== undefined) s.grid.cellFeet = /** @type {number} */ (feet); // '' goes to the engine, which says so
  delete s.grid.type;
  delete s.grid.orientation;
  delete s.grid.offset;
  if (shape) Object.assign(s.grid, { type: 'hex', orientation: shape.orientation, offset: shape.offset });
  s.grid.rows = rows;
  if (s.grid.cells) s.grid.cells = s.grid.cells.filter((c) => c.cell[0] < width && c.cell[1] < height);
  const onMap = (/** @type {[number, number]} */ [x, y]) => x >= 0 && y >= 0 && x < width && y < height;
  if (s.grid.walls) {
    s.grid.walls = s.grid.walls
      .map((wl) => {
        if (wl.between) return wl.between.some(onMap) ? wl : null;
        // A square wall has both ends (the engine refuses one that does not).
        const from = /** @type {[number, number]} */ (wl.from);
        const to = /** @type {[number, number]} */ (wl.to);
        const v = from[0] === to[0];
        const lim = v ? height : width;
        const fixed = v ? from[0] : from[1];
        if (fixed > (v ? width : height)) return null;
        const i = v ? 1 : 0;
        const lo = Math.min(from[i], to[i]);
        const hi = Math.min(Math.max(from[i], to[i]), lim);
        if (hi <= lo) return null;
        /** @type {import('../../lib/protocol.js').Wall} */
        const cropped = { ...wl, from: v ? [fixed, lo] : [lo, fixed], to: v ? [fixed, hi] : [hi, fixed] };
        return cropped;
      })
      .filter((wl) => wl !== null);
  }
  return s;
}
