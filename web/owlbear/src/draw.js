// Annotations (web/shim's reachable and move annotations) → Owlbear local items, built with the SDK's
// builders. Only the mover sees local items (docs: "A local item is a temporary item that will only be
// seen by the current user"). The path items are made once per drag and then changed with fast
// updates, which carry only some fields (the docs' list for interactions: position, rotation, scale,
// a curve's points, a label's text, a shape's size …), so colour is fixed per item:
// one curve per band (in pieces).
import { buildCurve, buildLabel, buildPath, Command } from '@owlbear-rodeo/sdk';
import { reachShapes, beyondRing, spacePlaces } from './layout.js';
import { LOCAL_KEY } from './ids.js';

/** @type {Record<string, string>} */
export const COLOURS = { speed: '#1f9d3a', dash: '#e3b505', beyond: '#d7263d', illegal: '#555555' };
export const PATH_BANDS = ['speed', 'dash', 'beyond', 'illegal'];
const tag = (/** @type {string} */ role) => ({ [LOCAL_KEY]: role });

/**
 * The reachable area: one filled path per band, its cells merged into runs along each row; red the
 * squares just past it (and any the engine reports beyond both bands).
 * Returns items for OBR.scene.local.addItems.
 */
/**
 * @param {import('../../shim/index.js').ReachableAnnotation} annotation @param {import('./layout.js').SceneGrid} pixel
 * @param {import('../../shim/space-shape.js').SpaceShape | null} [shape]
 */
export function reachableItems(annotation, pixel, shape = null) {
  /** @type {Record<string, Array<[number, number]>>} */
  const byBand = { speed: [], dash: [], beyond: [] };
  // A token larger than one hex: the hexes its space may cover (layout.js spacePlaces).
  const places = spacePlaces(annotation.places, pixel, shape);
  for (const p of places) byBand[p.band]?.push(p.cell);
  byBand.beyond.push(
    ...beyondRing(
      places.filter((p) => p.band !== 'beyond'),
      pixel,
    ),
  );
  /** @type {import('@owlbear-rodeo/sdk').Item[]} */
  const items = [];
  for (const band of ['speed', 'dash', 'beyond']) {
    if (byBand[band].length === 0) continue;
    /** @type {import('@owlbear-rodeo/sdk').PathCommand[]} */
    const commands = [];
    for (const shape of reachShapes(byBand[band], pixel)) {
      commands.push([Command.MOVE, shape[0][0], shape[0][1]]);
      for (const [x, y] of shape.slice(1)) commands.push([Command.LINE, x, y]);
      commands.push([Command.CLOSE]);
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

/**
 * One piece of a band's curve (fixed colour, dashed when illegal): a band's curve is cut into pieces
 * of a few dozen points (path-pieces.js), so a drag move sends only the piece that changed. Its
 * `zIndex` is the path's (`z`, the band's place added), not the builder's Date.now(): a piece made
 * later in the drag still comes under the label.
 * @param {import('../../shim/index.js').Grid} pixel @param {string} band @param {number} index
 * @param {number} z @param {Array<{x: number, y: number}>} [points]
 */
export function pathPiece(pixel, band, index, z, points = []) {
  const width = Math.max(2, pixel.cellPx / 10);
  return buildCurve()
    .points(points)
    .strokeColor(COLOURS[band])
    .strokeWidth(width)
    .strokeOpacity(0.9)
    .strokeDash(band === 'illegal' ? [width * 2, width * 2] : [])
    .fillOpacity(0)
    .tension(0)
    .closed(false)
    .layer('RULER')
    .zIndex(z + PATH_BANDS.indexOf(band))
    .disableHit(true)
    .locked(true)
    .name(index === 0 ? `Footwork path (${band})` : `Footwork path (${band}) ${index + 1}`)
    .metadata(tag(`path-${band}`))
    .build();
}

/**
 * The path's items, empty: the first piece of each band's curve (`curves[band]`, to which a drag
 * adds pieces as the path grows) and the label; on hexes, for a token larger than one hex, a closed
 * curve round its space where the path ends. `z` is the path's zIndex (the label's is above).
 * @param {import('../../shim/index.js').Grid} pixel @param {number[]} [span] @param {number} [z]
 */
export function pathItems(pixel, span = [1, 1], z = Date.now()) {
  const width = Math.max(2, pixel.cellPx / 10);
  /** @type {Record<string, import('@owlbear-rodeo/sdk').Curve[]>} */
  const curves = Object.fromEntries(PATH_BANDS.map((band) => [band, [pathPiece(pixel, band, 0, z)]]));
  const label = buildLabel()
    .plainText('')
    .pointerDirection('DOWN')
    .backgroundOpacity(0.85)
    .backgroundColor('#222222')
    .fillColor('#ffffff')
    .padding(6)
    .cornerRadius(8)
    .layer('RULER')
    .zIndex(z + PATH_BANDS.length + 1)
    .disableHit(true)
    .locked(true)
    .name('Footwork label')
    .metadata(tag('label'))
    .build();
  const space =
    pixel.type === 'hex' && span[0] > 1
      ? buildCurve()
          .points([])
          .strokeColor('#222222')
          .strokeWidth(Math.max(2, width / 2))
          .strokeOpacity(0.9)
          .strokeDash([width, width / 2])
          .fillOpacity(0)
          .tension(0)
          .closed(true)
          .layer('RULER')
          .zIndex(z + PATH_BANDS.length)
          .disableHit(true)
          .locked(true)
          .name('Footwork space')
          .metadata(tag('path-space'))
          .build()
      : null;
  /** Every item of the path, the pieces added during the drag too (what the drag's end deletes). */
  const all = [...PATH_BANDS.map((band) => curves[band][0]), ...(space ? [space] : []), label];
  return { curves, label, space, all, z };
}

export { pathGeometry, labelText } from './layout.js';
