// The words of the label beside the pointer while a token is dragged (docs/extension.md, "On the
// map, live"): the shim's label rows (web/shim/present.js labelRows: the cost and band, what is
// left, why a step is illegal or the move may not end, who gets an opportunity attack), laid out as
// the overlay's classed lines; overlay.js draws them.
import { labelRows, capital } from '../shim/present.js';

// A row's kind → the label's class (overlay.css colours by them).
/** @type {Record<string, string>} */
const CLASS = { illegal: 'illegal', 'cannot-end': 'illegal', provokes: 'attack', note: 'note' };

/**
 * The label's lines for a move annotation (web/shim annotateMove) → {band, lines: [{cls, text}],
 * refused}; `band` the class of the last legal step (the label's colour).
 * @param {import('../shim/index.js').MoveAnnotation | import('../shim/index.js').ErrorAnnotation | null} a
 * @param {{name?: string, waypoints?: number, recorded?: boolean}} [options]
 */
export function labelLines(a, { name = '', waypoints = 0, recorded = false } = {}) {
  /** @param {string | undefined} message */
  const unpriced = (message) => ({
    band: 'beyond',
    lines: [{ cls: 'illegal', text: capital(message ?? 'No price for this move.') }],
  });
  if (!a) return unpriced(undefined);
  if (a.kind === 'error') return unpriced(a.message);
  const rows = labelRows(a, { name });
  const band = rows[0].band ?? 'speed';
  const lines = rows.map((r, i) => ({
    cls: i === 0 ? 'total' : r.kind === 'left' ? `band-${band}` : (CLASS[r.kind] ?? 'note'),
    text: i === 0 && recorded ? `${r.text} (recorded)` : r.text,
  }));
  if (waypoints) lines.push({ cls: 'note', text: `${waypoints} waypoint${waypoints === 1 ? '' : 's'}` });
  return { band, lines, refused: a.illegal.length > 0 };
}
