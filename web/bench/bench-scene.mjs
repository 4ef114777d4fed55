// The benches' map: `size`×`size` cells, a dozen creatures spread over it, difficult patches, rubble
// and walls, the same on every run (a small LCG); on hexes (`hex` 'flat' or 'pointy', odd offset) the
// walls go on hex sides. Used by calculator-bench.mjs and paint-bench.mjs.
export function benchScene(size, hex = null) {
  // Deterministic: a small LCG, so every run measures the same map.
  let seed = 12345;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const rows = [];
  for (let y = 0; y < size; y++) {
    let r = '';
    for (let x = 0; x < size; x++) {
      const v = rand();
      r += v < 0.12 ? '~' : v < 0.14 ? '#' : v < 0.15 ? 'w' : '.';
    }
    rows.push(r);
  }
  const creatures = [];
  for (let i = 0; i < 12; i++) {
    const x = 2 + Math.floor(((i % 4) * (size - 4)) / 4);
    const y = 2 + Math.floor((Math.floor(i / 4) * (size - 4)) / 3);
    rows[y] = rows[y].slice(0, x) + '.' + rows[y].slice(x + 1);
    creatures.push({
      id: i === 0 ? 'hero' : `c${i}`,
      position: [x, y],
      speeds: { walk: 30 },
      side: i % 2 ? 'monsters' : 'party',
    });
  }
  const walls = [];
  for (let k = 0; k < size / 10; k++) {
    const x = 5 + k * 9;
    const bottom = Math.min(size - 1, 8 + k);
    if (!hex) walls.push({ from: [x, 1], to: [x, bottom] });
    else
      for (let y = 1; y < bottom; y++)
        walls.push({
          between: [
            [x - 1, y],
            [x, y],
          ],
          kind: 'wall',
        });
  }
  const grid = { width: size, height: size, cellFeet: 5, rows, walls };
  if (hex) Object.assign(grid, { type: 'hex', orientation: hex, offset: 'odd' });
  return { ruleset: 'sw5e', grid, creatures };
}
