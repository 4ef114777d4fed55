// Owlbear items → geometry in scene pixels. Owlbear draws an item's own points (a curve's points, a
// wall's points, a shape's corners) relative to its `position`, scaled by `scale` and turned by
// `rotation` degrees (types/items/Item.d.ts); an image is `image.width` × `image.height` pixels of its
// own at `grid.dpi` pixels per cell, placed so that its `grid.offset` pixel sits at `position`
// (types/items/Image.d.ts, ImageGrid.d.ts). Every function here checks the fields it reads and says
// what is wrong instead of throwing: a broken item must never stop the extension. What is wrong is a
// clause (`why`: "has no usable position"), which scene-map.js makes into the scene's problem naming
// the item.
import { rectCells, cellToCentre, hexGridBox } from '../../shim/index.js';

/**
 * An item as the SDK hands it over: any shape (another extension may write anything into a scene);
 * every field read here is checked first.
 * @typedef {any} HostItem
 */
/** @typedef {{x: number, y: number}} Vector */

/** @param {unknown} v @returns {v is number} */
const finite = (v) => typeof v === 'number' && Number.isFinite(v);
// The most points an item's outline may have: a hand-drawn curve has hundreds; more is left out, so
// no item can make the scan of its cells (or a spread of its coordinates) unbounded (issue 29).
export const MAX_ITEM_POINTS = 10000;
/** @param {any} v @returns {v is Vector} */
const isVector = (v) => v !== null && typeof v === 'object' && finite(v.x) && finite(v.y);

/** What is wrong with an item's common fields (a clause), or null. @param {HostItem} item @returns {string | null} */
export function itemProblem(item) {
  if (item === null || typeof item !== 'object') return 'is not an object';
  if (typeof item.id !== 'string' || item.id === '') return 'has no id';
  if (!isVector(item.position)) return 'has no usable position';
  if (item.scale !== undefined && !isVector(item.scale)) return 'has a scale that is not a vector';
  if (item.rotation !== undefined && !finite(item.rotation)) return 'has a rotation that is not a number';
  return null;
}

/**
 * The item's transform: its own point → scene pixels [x, y].
 * @param {HostItem} item one itemProblem passed
 * @returns {(p: Vector) => [number, number]}
 */
export function toScene(item) {
  const sx = item.scale?.x ?? 1;
  const sy = item.scale?.y ?? 1;
  const a = ((item.rotation ?? 0) * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const { x: px, y: py } = item.position;
  return (p) => {
    const x = p.x * sx;
    const y = p.y * sy;
    return [px + x * cos - y * sin, py + x * sin + y * cos];
  };
}

/** @typedef {{left: number, top: number, width: number, height: number, centre: [number, number]}} Rect */
/** @typedef {{points: Array<[number, number]>, closed: boolean}} Outline */

/**
 * An image's rectangle in scene pixels when the scene has `sceneDpi` pixels per cell:
 * {left, top, width, height, centre: [x, y]} or {why} (what is wrong). Rotation is ignored except that a quarter
 * turn swaps width and height (tokens are turned to face, not to change their footprint).
 * @param {HostItem} item @param {number} sceneDpi
 * @returns {Rect | {why: string}}
 */
export function imageRect(item, sceneDpi) {
  const why = itemProblem(item);
  if (why) return { why };
  const image = item.image;
  const grid = item.grid;
  if (!image || !finite(image.width) || !finite(image.height) || image.width <= 0 || image.height <= 0)
    return { why: 'has no image size (image.width/height)' };
  if (!grid || !finite(grid.dpi) || grid.dpi <= 0) return { why: 'has no image resolution (grid.dpi)' };
  const offset = isVector(grid.offset) ? grid.offset : { x: image.width / 2, y: image.height / 2 };
  const k = sceneDpi / grid.dpi;
  const sx = Math.abs(item.scale?.x ?? 1) * k;
  const sy = Math.abs(item.scale?.y ?? 1) * k;
  const quarter = Math.round(((((item.rotation ?? 0) % 180) + 180) % 180) / 90) === 1;
  let width = image.width * sx;
  let height = image.height * sy;
  let left = item.position.x - offset.x * sx;
  let top = item.position.y - offset.y * sy;
  if (quarter) {
    // turned about `position`: the rectangle's centre turns with it
    const cx = left + width / 2 - item.position.x;
    const cy = top + height / 2 - item.position.y;
    [width, height] = [height, width];
    left = item.position.x - cy - width / 2;
    top = item.position.y + cx - height / 2;
  }
  if (![left, top, width, height].every(finite)) return { why: 'has a size or position that is not a number' };
  return { left, top, width, height, centre: [left + width / 2, top + height / 2] };
}

/**
 * The outline of an item as scene-pixel points: {points, closed} or {why} (what is wrong).
 * @param {HostItem} item
 * @returns {Outline | {why: string}}
 */
export function outline(item) {
  const why = itemProblem(item);
  if (why) return { why };
  return placed(outlineOf(item));
}

/** @param {Outline | {why: string}} o @returns {Outline | {why: string}} */
const placed = (o) =>
  'points' in o && !o.points.every(([x, y]) => finite(x) && finite(y))
    ? { why: 'has a point that is not a finite number once scaled and placed' }
    : o;

// The outline before its points are checked to be finite (a scale of 1e300 overflows them).
/** @param {HostItem} item @returns {Outline | {why: string}} */
function outlineOf(item) {
  const at = toScene(item);
  if (Array.isArray(item.points) && item.points.length > MAX_ITEM_POINTS)
    return {
      why: `has ${item.points.length.toLocaleString('en')} points (at most ${MAX_ITEM_POINTS.toLocaleString('en')})`,
    };
  /** @param {unknown} list */
  const pointList = (list) => (Array.isArray(list) && list.length >= 2 && list.every(isVector) ? list.map(at) : null);
  switch (item.type) {
    case 'WALL': {
      const points = pointList(item.points);
      return points ? { points, closed: false } : { why: 'is a wall without at least two points' };
    }
    case 'CURVE': {
      const points = pointList(item.points);
      return points
        ? { points, closed: item.style?.closed === true }
        : { why: 'is a curve without at least two points' };
    }
    case 'LINE': {
      if (!isVector(item.startPosition) || !isVector(item.endPosition)) return { why: 'is a line without both ends' };
      return { points: [at(item.startPosition), at(item.endPosition)], closed: false };
    }
    case 'SHAPE': {
      const w = item.width;
      const h = item.height;
      if (!finite(w) || !finite(h) || w <= 0 || h <= 0) return { why: 'is a shape without a size' };
      if (item.shapeType === 'RECTANGLE') {
        return {
          points: [
            { x: 0, y: 0 },
            { x: w, y: 0 },
            { x: w, y: h },
            { x: 0, y: h },
          ].map(at),
          closed: true,
        };
      }
      // Circles (and the other shapes, by their inscribed ellipse) are drawn around their position.
      const n = 32;
      /** @type {Array<[number, number]>} */
      const points = [];
      for (let i = 0; i < n; i++) {
        const t = (2 * Math.PI * i) / n;
        points.push(at({ x: (w / 2) * Math.cos(t), y: (h / 2) * Math.sin(t) }));
      }
      return { points, closed: true };
    }
    case 'IMAGE':
      return { why: 'is an image: use imageRect' };
    default:
      return { why: `is a ${String(item.type)} item, which Footwork cannot read as an area or a line` };
  }
}

/** Is scene point p inside the polygon (even-odd rule)? @param {Array<[number, number]>} points @param {number[]} p */
export function insidePolygon(points, [x, y]) {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/**
 * The cells of `grid` whose centres lie inside the polygon (scene pixels), clipped to the grid.
 * @param {import('../../shim/index.js').Grid & {width: number, height: number}} grid @param {Array<[number, number]>} points
 * @returns {import('../../lib/index.js').Cell[]}
 */
export function polygonCells(grid, points) {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  if (grid.type === 'hex') {
    const hex = /** @type {import('../../shim/index.js').HexGrid} */ (grid);
    // Only the polygon's part over the grid is looked at: an area drawn far off the map costs no more
    // than the map itself (issue 29).
    const [l, t, r, b] = hexGridBox(hex);
    const left = Math.max(l, Math.min(...xs));
    const top = Math.max(t, Math.min(...ys));
    const right = Math.min(r, Math.max(...xs) + 1e-9);
    const bottom = Math.min(b, Math.max(...ys) + 1e-9);
    return rectCells(grid, left, top, right, bottom).filter(
      ([x, y]) =>
        x >= 0 && y >= 0 && x < grid.width && y < grid.height && insidePolygon(points, cellToCentre(grid, [x, y])),
    );
  }
  const square = /** @type {import('../../shim/index.js').PixelGrid & {width: number, height: number}} */ (grid);
  const c = square.cellPx;
  const x0 = Math.max(0, Math.floor((Math.min(...xs) - square.offsetX) / c));
  const x1 = Math.min(square.width - 1, Math.ceil((Math.max(...xs) - square.offsetX) / c));
  const y0 = Math.max(0, Math.floor((Math.min(...ys) - square.offsetY) / c));
  const y1 = Math.min(square.height - 1, Math.ceil((Math.max(...ys) - square.offsetY) / c));
  /** @type {import('../../lib/index.js').Cell[]} */
  const cells = [];
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++)
      if (insidePolygon(points, [square.offsetX + (x + 0.5) * c, square.offsetY + (y + 0.5) * c])) cells.push([x, y]);
  return cells;
}
