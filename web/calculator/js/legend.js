// The brush palette and the Legend tab: every colour, hatch, ring and red number the map uses,
// drawn with the map's own palette so the legend cannot drift from the map.
import { TERRAINS, BAND_COLOURS, EDGE_COLOURS, INK, FOCUS } from './palette.js';
import { swatch } from './map/draw-terrain.js';
import { MARK_COLOURS } from './map/draw-marks.js';
import { $, context2d } from './dom.js';

export { CONDITIONS } from '../../shim/conditions.js';
export const TRAITS = [
  'fills-space',
  'incorporeal',
  'phasing',
  'hover',
  'held-aloft',
  'terrain-walk',
  'burrow-rock',
  'obstacle-when-helpless',
];

/** The brush palette (Terrain tool): the brush is the page's state's. @param {{brush: string}} state */
export function buildPalette(state) {
  const box = $('palette');
  box.replaceChildren(
    ...TERRAINS.map((t) => {
      const label = document.createElement('label');
      label.className = 'brush';
      const input = document.createElement('input');
      input.type = 'radio';
      input.name = 'brush';
      input.value = t.char;
      input.checked = t.char === state.brush;
      input.addEventListener('change', () => {
        state.brush = t.char;
      });
      label.append(input, swatch(t.key), ` ${t.char} ${t.name}`);
      return label;
    }),
  );
}

/** A small picture of a mark: `draw` paints it on a 28 × 18 canvas. @param {(g: CanvasRenderingContext2D) => void} draw */
function mark(draw) {
  const dpr = window.devicePixelRatio || 1;
  const c = document.createElement('canvas');
  c.className = 'mark';
  c.width = 28 * dpr;
  c.height = 18 * dpr;
  const g = context2d(c);
  g.scale(dpr, dpr);
  g.fillStyle = '#fbfaf6';
  g.fillRect(0, 0, 28, 18);
  draw(g);
  return c;
}

/** @param {HTMLElement} list @param {HTMLCanvasElement} canvas @param {string} text */
function item(list, canvas, text) {
  const li = document.createElement('li');
  li.append(canvas, text);
  list.append(li);
}

export function buildLegend() {
  const root = $('legend');
  root.replaceChildren();
  const section = (/** @type {string} */ title) => {
    const h = document.createElement('h3');
    h.textContent = title;
    const ul = document.createElement('ul');
    root.append(h, ul);
    return ul;
  };
  const bands = section('Path and reachable area');
  /** @type {Record<string, string>} */
  const words = {
    speed: 'green: within speed (the first band, move)',
    dash: 'amber: within Dash or a double move (a later band)',
    beyond: 'red: beyond every band, or an illegal step',
  };
  for (const [band, colour] of Object.entries(BAND_COLOURS)) {
    item(
      bands,
      mark((g) => {
        g.strokeStyle = '#fff';
        g.lineWidth = 7;
        g.beginPath();
        g.moveTo(2, 9);
        g.lineTo(26, 9);
        g.stroke();
        g.strokeStyle = colour;
        g.lineWidth = 4;
        g.stroke();
      }),
      ` path, ${words[band]}`,
    );
  }
  item(
    bands,
    mark((g) => {
      g.strokeStyle = BAND_COLOURS.speed;
      g.lineWidth = 4;
      g.setLineDash([6, 4]);
      g.beginPath();
      g.moveTo(2, 9);
      g.lineTo(26, 9);
      g.stroke();
    }),
    ' dashed: the best path to the cursor (not yet part of the path)',
  );
  item(
    bands,
    mark((g) => {
      g.strokeStyle = BAND_COLOURS.speed;
      g.lineWidth = 2;
      g.strokeRect(6, 1, 16, 16);
      g.fillStyle = BAND_COLOURS.speed;
      g.font = 'bold 9px monospace';
      g.fillText('15', 9, 12);
    }),
    ' framed cell: reachable within speed; the number is the turn total there',
  );
  item(
    bands,
    mark((g) => {
      g.strokeStyle = BAND_COLOURS.dash;
      g.lineWidth = 2;
      g.setLineDash([3, 2]);
      g.strokeRect(6, 1, 16, 16);
    }),
    ' dashed frame: reachable within Dash / double',
  );
  item(
    bands,
    mark((g) => {
      g.strokeStyle = INK;
      g.globalAlpha = 0.6;
      for (let o = 4; o < 40; o += 4) {
        g.beginPath();
        g.moveTo(6 + Math.max(0, o - 16), 1 + Math.min(o, 16));
        g.lineTo(6 + Math.min(o, 16), 1 + Math.max(0, o - 16));
        g.stroke();
      }
    }),
    ' hatched: can be passed, not ended in',
  );
  item(
    bands,
    mark((g) => {
      g.fillStyle = BAND_COLOURS.beyond;
      g.font = 'bold 10px monospace';
      g.fillText('20!', 4, 13);
    }),
    ' red number with !: every path there within the allowance provokes',
  );
  item(
    bands,
    mark((g) => {
      g.strokeStyle = BAND_COLOURS.speed;
      g.lineWidth = 2.5;
      g.beginPath();
      g.arc(14, 9, 7, 0, 7);
      g.stroke();
    }),
    ' ring: where the move stops (the last place it may end)',
  );
  item(
    bands,
    mark((g) => {
      g.fillStyle = BAND_COLOURS.beyond;
      g.font = 'bold 11px sans-serif';
      g.fillText('✗', 9, 13);
    }),
    ' ✗: an illegal step',
  );
  const tokens = section('Creatures and cursor');
  item(
    tokens,
    mark((g) => {
      g.fillStyle = 'hsl(212 70% 78%)';
      g.beginPath();
      g.ellipse(14, 9, 7, 7, 0, 0, 7);
      g.fill();
      g.strokeStyle = FOCUS;
      g.lineWidth = 2.5;
      g.beginPath();
      g.ellipse(14, 9, 8.5, 8.5, 0, 0, 7);
      g.stroke();
    }),
    ' blue ring: the mover',
  );
  item(
    tokens,
    mark((g) => {
      g.strokeStyle = FOCUS;
      g.setLineDash([3, 2]);
      g.lineWidth = 2;
      g.beginPath();
      g.ellipse(14, 9, 8, 8, 0, 0, 7);
      g.stroke();
    }),
    ' dashed ring: the creature in the form',
  );
  // On hex maps a creature larger than one hex: its hexes (three pointy hexagons, a Large space).
  /** @param {CanvasRenderingContext2D} g @param {number} cx @param {number} cy @param {number} r */
  const hexagon = (g, cx, cy, r) => {
    g.moveTo(cx, cy - r);
    for (let i = 1; i < 6; i++) g.lineTo(cx + r * Math.sin((i * Math.PI) / 3), cy - r * Math.cos((i * Math.PI) / 3));
    g.closePath();
  };
  const large = (/** @type {CanvasRenderingContext2D} */ g) => {
    g.beginPath();
    for (const [cx, cy] of [
      [10, 5.5],
      [18, 5.5],
      [14, 12.5],
    ])
      hexagon(g, cx, cy, 4.6);
  };
  item(
    tokens,
    mark((g) => {
      large(g);
      g.fillStyle = 'hsl(0 70% 78%)';
      g.fill();
      g.strokeStyle = 'hsl(0 60% 25%)';
      g.lineWidth = 1;
      g.stroke();
    }),
    ' on hex maps, a creature larger than one hex: the hexes of its space (Large 3, Huge 7 …)',
  );
  item(
    tokens,
    mark((g) => {
      large(g);
      g.strokeStyle = BAND_COLOURS.speed;
      g.lineWidth = 1.5;
      g.stroke();
    }),
    ' outlined hexes at the end of a path: where a larger creature’s space would stand (dashed: the best path to the cursor)',
  );
  item(
    tokens,
    mark((g) => {
      g.strokeStyle = FOCUS;
      g.lineWidth = 3;
      g.strokeRect(7, 2, 14, 14);
    }),
    ' blue square: the keyboard cursor',
  );
  item(
    tokens,
    mark((g) => {
      g.fillStyle = MARK_COLOURS.a;
      g.globalAlpha = 0.3;
      g.fillRect(6, 1, 16, 16);
      g.globalAlpha = 1;
      g.strokeStyle = MARK_COLOURS.a;
      g.strokeRect(6, 1, 16, 16);
    }),
    " violet cells: a question's answer (threatened, area, flanking squares …)",
  );
  item(
    tokens,
    mark((g) => {
      g.fillStyle = MARK_COLOURS.b;
      g.globalAlpha = 0.3;
      g.fillRect(6, 1, 16, 16);
      g.globalAlpha = 1;
      g.strokeStyle = MARK_COLOURS.b;
      g.strokeRect(6, 1, 16, 16);
      g.fillStyle = MARK_COLOURS.b;
      g.font = 'bold 11px sans-serif';
      g.textAlign = 'center';
      g.textBaseline = 'middle';
      g.fillText('2', 14, 9.5);
    }),
    ' teal cells: the second place a question names (distance to, the crowding ring, an ally’s square); with a number: where a forced movement may end (push, pull, slide with “ends”) and the fewest squares to get there',
  );
  item(
    tokens,
    mark((g) => {
      g.strokeStyle = MARK_COLOURS.line;
      g.lineWidth = 2;
      g.beginPath();
      g.moveTo(2, 15);
      g.lineTo(26, 3);
      g.stroke();
    }),
    ' violet line: a line the rules trace; red dashed: blocked',
  );
  const edges = section('Edges');
  for (const [kind, colour] of Object.entries(EDGE_COLOURS)) {
    item(
      edges,
      mark((g) => {
        g.strokeStyle = colour;
        g.lineWidth = 4;
        if (kind === 'door-open') g.setLineDash([4, 4]);
        if (kind === 'low') g.setLineDash([6, 2]);
        g.beginPath();
        g.moveTo(2, 9);
        g.lineTo(26, 9);
        g.stroke();
      }),
      ' ' + kind.replace('-', ' '),
    );
  }
  const terrain = section('Terrain');
  for (const t of TERRAINS) {
    const li = document.createElement('li');
    li.append(swatch(t.key), ` ${t.char} ${t.name}`);
    terrain.append(li);
  }
}
