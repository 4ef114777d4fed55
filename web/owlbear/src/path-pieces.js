// A band's curve cut into pieces, so a drag move sends Owlbear only what changed. A long drag's curve
// has hundreds of points (a hex line turns at nearly every step, so `straightened` keeps most of
// them); sent whole on every move, it was copied by the SDK, posted to the host, copied again there
// and redrawn: the cost of a move grew with the trail (the paint bench's fit view: 1,800 cells). Cut
// at fixed places along the curve, a piece's points stay the same while the trail grows past it or
// is cut back behind it, and only the piece at the trail's end goes to the host.

/** Points per piece: a few dozen, so a move sends little and a long drag makes few items. */
export const PIECE_POINTS = 32;

/**
 * The curve's points as pieces of at most `size` points, each starting where the one before ends (so
 * the pieces join up): piece k holds points k·(size−1) … k·(size−1) + size − 1. An empty curve has no
 * pieces, a one-point curve one piece.
 * @template T @param {T[]} points @param {number} [size]
 * @returns {T[][]}
 */
export function pieces(points, size = PIECE_POINTS) {
  if (points.length <= size) return points.length ? [points] : [];
  /** @type {T[][]} */
  const out = [];
  for (let at = 0; at < points.length - 1; at += size - 1) out.push(points.slice(at, at + size));
  return out;
}
