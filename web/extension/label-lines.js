// The words of the label beside the pointer while a token is dragged (docs/extension.md, "On the
// map, live"): the move annotation's cost, what is left and the band, why a step is illegal, who gets
// an opportunity attack; overlay.js draws them.
import { attackWhen } from '../shim/words.js';

const feet = (n) => String(Math.round(n * 1000) / 1000);
const capital = (s) => (s ? s[0].toUpperCase() + s.slice(1) : '');

/**
 * The label's lines for a move annotation (web/shim annotateMove): the path's cost under the rules,
 * what is left and the band, why a step is illegal (the engine's sentence), who gets an opportunity
 * attack. → {band, lines: [{cls, text}]}
 */
export function labelLines(a, { name = '', waypoints = 0, recorded = false } = {}) {
  if (!a || a.kind === 'error')
    return { band: 'beyond', lines: [{ cls: 'illegal', text: a?.message ?? 'No price for this move.' }] };
  // The band of the last step the rules allow: a refused step has no band, and its sentence says why.
  const legal = a.cells.filter((c) => !c.illegal);
  const last = legal[legal.length - 1];
  const band = last ? last.band : 'speed';
  const bandName = capital(a.bandName);
  const lines = [];
  const of = a.speed !== undefined ? ` of ${feet(a.speed)}` : '';
  lines.push({
    cls: 'total',
    text: `${name ? `${name}: ` : ''}${feet(a.total)} ft${of}${recorded ? ' (recorded)' : ''}`,
  });
  if (band === 'speed' && a.speed !== undefined)
    lines.push({ cls: 'band-speed', text: `within speed, ${feet(a.speed - a.total)} ft left` });
  else if (band === 'speed')
    lines.push({ cls: 'band-speed', text: `within ${bandName}, ${feet(a.remaining)} ft left` });
  else if (band === 'dash') lines.push({ cls: 'band-dash', text: `${bandName}, ${feet(a.remaining)} ft left` });
  else lines.push({ cls: 'band-beyond', text: `beyond ${bandName} (${feet(a.allowance)} ft)` });
  if (a.illegal.length) lines.push({ cls: 'illegal', text: `✗ ${a.illegal[0].message}` });
  else if (!a.canEnd && a.endProblem) lines.push({ cls: 'illegal', text: `✗ cannot end here: ${a.endProblem}` });
  const seen = new Set();
  for (const at of a.attacks) {
    if (seen.has(at.by)) continue;
    seen.add(at.by);
    lines.push({
      cls: 'attack',
      text: `⚔ opportunity attack: ${at.name}, ${attackWhen(at.reason)} at [${at.at[0]},${at.at[1]}]`,
    });
  }
  if (waypoints) lines.push({ cls: 'note', text: `${waypoints} waypoint${waypoints === 1 ? '' : 's'}` });
  return { band, lines, refused: a.illegal.length > 0 };
}
