// The benchmark maps, identical to tests/bench/mapgen.h (same generator, same seed).
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

export const OPEN = 0, BLOCKED = 1, DIFFICULT = 2;

export function generateMap(side, scale, clear, seed = 20261129) {
  const coarse = Math.ceil(side / scale);
  const c = new Uint8Array(coarse * coarse);
  const next = mulberry32(seed);
  const fifth = 858993459;
  for (let i = 0; i < c.length; ++i) {
    if (next() < fifth) c[i] = BLOCKED;
    else c[i] = next() < fifth ? DIFFICULT : OPEN;
  }
  const m = new Uint8Array(side * side);
  for (let y = 0; y < side; ++y)
    for (let x = 0; x < side; ++x) m[y * side + x] = c[Math.floor(y / scale) * coarse + Math.floor(x / scale)];
  const open = (x0, y0) => {
    for (let y = y0; y < y0 + clear; ++y)
      for (let x = x0; x < x0 + clear; ++x) if (x >= 0 && y >= 0 && x < side && y < side) m[y * side + x] = OPEN;
  };
  open(0, 0);
  open(side - clear, side - clear);
  open(Math.floor(side / 2) - Math.floor(clear / 2), Math.floor(side / 2) - Math.floor(clear / 2));
  return m;
}

// The corners a path bench runs between (tests/bench/mapgen.h connectedCorners, the same): the
// positions of a `space`×`space` mover that the one at (cx, cy) reaches by four-neighbour steps over
// cells that are not blocked, the one nearest [0, 0] (least x + y, then least y) and the one nearest
// the far corner (greatest x + y, then greatest y): [0, 0] itself is walled in at 100 and 200.
export function connectedCorners(m, side, space, cx, cy) {
  const n = side - space + 1;
  const open = (x, y) => {
    if (x < 0 || y < 0 || x >= n || y >= n) return false;
    for (let j = y; j < y + space; ++j) for (let i = x; i < x + space; ++i) if (m[j * side + i] === BLOCKED) return false;
    return true;
  };
  const seen = new Uint8Array(n * n);
  const queue = [[cx, cy]];
  seen[cy * n + cx] = 1;
  const c = { from: [cx, cy], to: [cx, cy] };
  for (let k = 0; k < queue.length; ++k) {
    const [x, y] = queue[k];
    const [x0, y0] = c.from;
    const [x1, y1] = c.to;
    if (x + y < x0 + y0 || (x + y === x0 + y0 && y < y0)) c.from = [x, y];
    if (x + y > x1 + y1 || (x + y === x1 + y1 && y > y1)) c.to = [x, y];
    for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
      const nx = x + dx, ny = y + dy;
      if (!open(nx, ny) || seen[ny * n + nx]) continue;
      seen[ny * n + nx] = 1;
      queue.push([nx, ny]);
    }
  }
  return c;
}

// FNV-1a of the map bytes: the C++ benchmark prints the same for the same map.
export function mapHash(m) {
  let h = 0x811c9dc5;
  for (const v of m) h = Math.imul(h ^ v, 0x01000193) >>> 0;
  return h.toString(16);
}
