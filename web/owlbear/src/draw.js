// Annotations (web/shim's reachable and move annotations) → Owlbear local items, built with the SDK's
// builders. Only the mover sees local items (docs: "A local item is a temporary item that will only be
// seen by the current user"). The path items are made once per drag and then changed with fast
// updates, which carry only some fields (the docs' list for interactions: position, rotation, scale,
// a curve's points, a label's text, a shape's size …), so colour is fixed per item: one curve per band.
import { buildCurve, buildLabel, buildPath, Command } from '@owlbear-rodeo/sdk';
import { cellToCentre } from '../../shim/index.js';
import { LOCAL_KEY } from './ids.js';

export const COLOURS = { speed: '#1f9d3a', dash: '#e3b505', beyond: '#d7263d', illegal: '#555555' };
export const PATH_BANDS = ['speed', 'dash', 'beyond', 'illegal'];
const tag = (role) => ({ [LOCAL_KEY]: role });

/**
 * The reachable area: one filled path per band, its cells merged into runs along each row.
 * Returns items for OBR.scene.local.addItems.
 */
export function reachableItems(annotation, pixel) {
  /** @type {Record<string, Array<[number, number]>>} */
  const byBand = { speed: [], dash: [], beyond: [] };
  for (const p of annotation.places) if (p.canEnd || p.band !== 'beyond') byBand[p.band]?.push(p.cell);
  const items = [];
  const c = pixel.cellPx;
  for (const band of ['speed', 'dash', 'beyond']) {
    const cells = byBand[band].sort((a, b) => a[1] - b[1] || a[0] - b[0]);
    if (cells.length === 0) continue;
    /** @type {import('@owlbear-rodeo/sdk').PathCommand[]} */
    const commands = [];
    for (let i = 0; i < cells.length; ) {
      const [x0, y] = cells[i];
      let x1 = x0;
      while (i + 1 < cells.length && cells[i + 1][1] === y && cells[i + 1][0] === x1 + 1) x1 = cells[++i][0];
      i++;
      const l = pixel.offsetX + x0 * c;
      const t = pixel.offsetY + y * c;
      const r = pixel.offsetX + (x1 + 1) * c;
      const b = t + c;
      commands.push([Command.MOVE, l, t], [Command.LINE, r, t], [Command.LINE, r, b], [Command.LINE, l, b], [Command.CLOSE]);
    }
    items.push(
      buildPath()
        .commands(commands)
        .fillColor(COLOURS[band])
        .fillOpacity(0.3)
        .strokeOpacity(0)
        .strokeWidth(0)
        .layer('DRAWING')
        .disableHit(true)
        .locked(true)
        .name(`Footwork reach (${band})`)
        .metadata(tag(`reach-${band}`))
        .build(),
    );
  }
  return items;
}

/** The path's items, empty: one curve per band (fixed colour) and the label. */
export function pathItems(pixel) {
  const width = Math.max(2, pixel.cellPx / 10);
  const curves = PATH_BANDS.map((band) =>
    buildCurve()
      .points([])
      .strokeColor(COLOURS[band])
      .strokeWidth(width)
      .strokeOpacity(0.9)
      .strokeDash(band === 'illegal' ? [width * 2, width * 2] : [])
      .fillOpacity(0)
      .tension(0)
      .closed(false)
      .layer('RULER')
      .disableHit(true)
      .locked(true)
      .name(`Footwork path (${band})`)
      .metadata(tag(`path-${band}`))
      .build(),
  );
  const label = buildLabel()
    .plainText('')
    .pointerDirection('DOWN')
    .backgroundOpacity(0.85)
    .backgroundColor('#222222')
    .fillColor('#ffffff')
    .padding(6)
    .cornerRadius(8)
    .layer('RULER')
    .disableHit(true)
    .locked(true)
    .name('Footwork label')
    .metadata(tag('label'))
    .build();
  return { curves, label, all: [...curves, label] };
}

const feet = (n) => String(Math.round(n * 100) / 100);
const capital = (s) => (s ? s[0].toUpperCase() + s.slice(1) : s);

/** The label's lines: cost, what is left, the band, the first illegal step's reason, who attacks. */
export function labelText(a) {
  const lines = [];
  // The band of the last square the token may legally reach (an illegal step has no band of its own).
  const legal = a.cells.filter((c) => c.legal);
  const last = legal[legal.length - 1];
  const total = last ? last.total : a.spentBefore;
  const moved = total - a.spentBefore;
  const turn = a.spentBefore > 0 ? ` (${feet(total)} ft this turn)` : '';
  const speed = a.speed ?? a.allowance;
  if (!last) lines.push(`0 ft · ${feet(Math.max(0, speed - total))} ft of speed left`);
  else if (last.band === 'speed') lines.push(`${feet(moved)} ft${turn} · ${feet(Math.max(0, speed - total))} ft of speed left`);
  else if (last.band === 'dash') lines.push(`${feet(moved)} ft${turn} · ${capital(a.bandName)} · ${feet(Math.max(0, a.allowance - total))} ft left`);
  else lines.push(`${feet(moved)} ft${turn} · beyond ${capital(a.bandName)} (${feet(a.allowance)} ft)`);
  if (a.illegal.length) lines.push(`✖ ${a.illegal[0].message}`);
  else if (!a.canEnd && a.endProblem) lines.push(`✖ cannot end here: ${a.endProblem}`);
  if (a.attacks.length) lines.push(`⚔ opportunity attack: ${[...new Set(a.attacks.map((x) => x.name))].join(', ')}`);
  return lines.join('\n');
}

/**
 * Per drag move: the points of each band's curve (scene pixels, centres of the token's space along
 * the path; each piece starts where the one before ends) and the label's text and place.
 * `start` is the drag's start cell, `span` the token's space, `top` the token's top edge offset.
 */
export function pathGeometry(a, pixel, start, span) {
  const centre = (cell) => {
    const [x, y] = cellToCentre(pixel, cell, span);
    return { x, y };
  };
  /** @type {Record<string, Array<{x: number, y: number}>>} */
  const points = { speed: [], dash: [], beyond: [], illegal: [] };
  let prev = centre(start);
  let current = null;
  let bad = false;
  for (const cell of a.cells) {
    const band = bad || cell.illegal ? 'illegal' : cell.band;
    if (cell.illegal) bad = true;
    if (band !== current) {
      points[band].push(prev); // pieces join up
      current = band;
    }
    prev = centre(cell.cell);
    points[band].push(prev);
  }
  for (const cell of a.unreached) {
    if (current !== 'illegal') {
      points.illegal.push(prev);
      current = 'illegal';
    }
    prev = centre(cell);
    points.illegal.push(prev);
  }
  const end = a.unreached.length ? a.unreached[a.unreached.length - 1] : a.cells.length ? a.cells[a.cells.length - 1].cell : start;
  const [cx, cy] = cellToCentre(pixel, end, span);
  return { points, labelAt: { x: cx, y: cy - (span[1] * pixel.cellPx) / 2 - 4 }, text: labelText(a) };
}
