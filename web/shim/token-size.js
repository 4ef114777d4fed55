// A creature's size from its token's extent, for every host (the Roll20 extension and Mod through
// web/roll20, Owlbear's scene-map.js, the example adapter): the size in the ruleset's own table (the
// `rulesets` query's `sizes`: `{size, spaceFeet}`) whose space is nearest the token's width across,
// so a 2 × 2-square token on 5-ft squares is large in 5e and a 3-square one huge. Plain data in and out.

/**
 * The size whose space is nearest a token `cellsAcross` cells across (its larger side, fractions
 * kept: a 35-px token on 70-px squares is half a cell, tiny), each cell `cellFeet` feet: the exact
 * match, preferring medium among equals (small and medium share 5 ft), else the nearest space;
 * 'medium' when the table is empty or the extent is no number.
 * @template {string} S
 * @param {number} cellsAcross @param {number} cellFeet @param {ReadonlyArray<{size: S, spaceFeet: number}>} sizes
 * @returns {S | 'medium'}
 */
export function sizeForExtent(cellsAcross, cellFeet, sizes) {
  const feet = cellsAcross * cellFeet;
  if (!Number.isFinite(feet)) return 'medium';
  /** @type {{size: S, d: number} | null} */
  let best = null;
  for (const s of sizes) {
    const d = Math.abs(s.spaceFeet - feet);
    if (!best || d < best.d - 1e-9 || (Math.abs(d - best.d) <= 1e-9 && s.size === 'medium')) best = { size: s.size, d };
  }
  return best?.size ?? 'medium';
}
