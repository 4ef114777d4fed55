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

// FNV-1a of the map bytes: the C++ benchmark prints the same for the same map.
export function mapHash(m) {
  let h = 0x811c9dc5;
  for (const v of m) h = Math.imul(h ^ v, 0x01000193) >>> 0;
  return h.toString(16);
}
