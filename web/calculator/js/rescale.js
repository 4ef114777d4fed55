// A square battlefield kept the same size in feet when its cells change size (issue 25: switching to
// 5e-fine turned a 60×40-ft field into 15×10 ft, everyone suddenly in reach). Each cell becomes k×k
// finer cells (k = old feet / new feet, a whole number), or k×k cells become one (k = new / old):
// terrain, per-cell features, walls and every creature's position follow. Returns the new scene
// spec, or null when the ratio is not whole or the result would pass `maxSide` cells a side.
/** @typedef {[number, number]} Cell */
/**
 * @param {import('../../lib/protocol.js').Scene} spec @param {number} feet @param {number} maxSide
 * @returns {import('../../lib/protocol.js').Scene | null}
 */
export function rescaled(spec, feet, maxSide) {
  const old = spec.grid.cellFeet;
  if (old === undefined || !(old > 0) || !(feet > 0) || old === feet || spec.grid.type === 'hex') return null;
  const grow = old > feet;
  const k = grow ? old / feet : feet / old;
  if (!Number.isInteger(k)) return null;
  /** @type {import('../../lib/protocol.js').Scene} */
  const s = JSON.parse(JSON.stringify(spec));
  const g = s.grid;
  const side = (/** @type {number} */ n) => (grow ? n * k : Math.ceil(n / k));
  const width = side(g.width);
  const height = side(g.height);
  if (width > maxSide || height > maxSide) return null;
  /** @param {Cell} c @returns {Cell} */
  const cell = ([x, y]) => (grow ? [x * k, y * k] : [Math.floor(x / k), Math.floor(y / k)]);
  /** @param {Cell} c @returns {Cell} */
  const corner = ([x, y]) => (grow ? [x * k, y * k] : [Math.round(x / k), Math.round(y / k)]);
  if (g.rows) {
    /** @type {string[]} */
    const rows = [];
    if (grow) for (const r of g.rows) for (let i = 0; i < k; i++) rows.push([...r].map((c) => c.repeat(k)).join(''));
    else for (let y = 0; y < g.rows.length; y += k) rows.push([...g.rows[y]].filter((_, x) => x % k === 0).join(''));
    g.rows = rows;
  }
  if (g.cells) {
    /** @type {import('../../lib/protocol.js').TerrainCell[]} */
    const out = [];
    for (const c of g.cells) {
      const [x0, y0] = cell(c.cell);
      if (!grow) {
        if (!out.some((o) => o.cell[0] === x0 && o.cell[1] === y0)) out.push({ ...c, cell: [x0, y0] });
        continue;
      }
      for (let dy = 0; dy < k; dy++) for (let dx = 0; dx < k; dx++) out.push({ ...c, cell: [x0 + dx, y0 + dy] });
    }
    g.cells = out;
  }
  if (g.walls)
    g.walls = g.walls
      .map(
        /** @returns {import('../../lib/protocol.js').Wall} */ (w) => {
          // A square wall has both ends (the engine refused the scene otherwise).
          if (!w.between)
            return { ...w, from: corner(/** @type {Cell} */ (w.from)), to: corner(/** @type {Cell} */ (w.to)) };
          // A wall between two cells: the whole side they share, k cells long once finer.
          const [a, b] = w.between;
          /** @type {[Cell, Cell]} */
          const between = [cell(a), cell(b)];
          if (!grow) return { ...w, between };
          const { between: _shared, ...rest } = w;
          const [x, y] = [Math.max(a[0], b[0]) * k, Math.max(a[1], b[1]) * k];
          return a[0] !== b[0]
            ? { ...rest, from: [x, a[1] * k], to: [x, a[1] * k + k] }
            : { ...rest, from: [a[0] * k, y], to: [a[0] * k + k, y] };
        },
      )
      .filter((w) => !w.between || w.between[0].join() !== w.between[1].join());
  g.width = width;
  g.height = height;
  g.cellFeet = feet;
  for (const c of s.creatures || []) if (c.position) c.position = cell(c.position);
  return s;
}
