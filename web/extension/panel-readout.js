// The readout of a move in the panel (docs/extension.md, "The panel"): who moved and the summary,
// each step behind one line, the opportunity attacks in words, what is still reachable this turn.
import { el, cellText } from './panel-dom.js';
import { feet, moveLines, reachLine } from '../shim/present.js';

/**
 * The readout's elements for the panel's state `s`; `panel` keeps whether *Each step* is open.
 * @param {{doc: Document, stepsOpen?: boolean}} panel
 * @param {{move?: (import('../shim/index.js').MoveAnnotation & {name: string}) | null, live?: {live?: boolean},
 *   reach?: {places: Array<{canEnd: boolean, band: string}>} | null}} s
 */
export function readout(panel, s) {
  const d = panel.doc;
  const m = s.move;
  if (!m)
    return [
      el(d, 'div', {
        class: 'summary',
        'data-fw': 'summary',
        text: s.live?.live
          ? 'Drag one of your tokens: its cost shows beside the pointer.'
          : 'Move a token to see what it costs.',
      }),
    ];
  /** @type {HTMLElement[]} */
  const out = [
    el(
      d,
      'div',
      { class: 'move' },
      el(d, 'span', { class: 'mover', 'data-fw': 'mover', text: m.name }),
      el(d, 'span', { class: 'summary', 'data-fw': 'summary', text: m.summary }),
    ),
  ];
  const table = el(
    d,
    'table',
    { 'data-fw': 'steps' },
    el(d, 'tr', {}, ...['cell', 'cost', 'total', 'band', ''].map((h) => el(d, 'th', { text: h }))),
  );
  for (const c of m.cells) {
    const note = c.illegal ? c.illegal.message : c.reasons.join(', ');
    table.append(
      el(
        d,
        'tr',
        { class: `band-${c.band}${c.illegal ? ' illegal' : ''}`, 'data-band': c.band },
        el(d, 'td', { class: 'cell', text: c.action ?? cellText(c.cell) }),
        el(d, 'td', { class: 'cost', text: feet(c.cost) }),
        el(d, 'td', { class: 'total', text: feet(c.total) }),
        el(d, 'td', { class: 'band', text: c.bandName ?? '—' }),
        el(d, 'td', { class: 'note', 'data-code': c.illegal?.code, text: note }),
      ),
    );
  }
  for (const u of m.unreached)
    table.append(
      el(
        d,
        'tr',
        { class: 'unreached' },
        el(d, 'td', { class: 'cell', text: cellText(u) }),
        el(d, 'td', { colspan: 4, text: '—' }),
      ),
    );
  // Each step behind one line (compact by default, issue 25 item 16); kept open once opened.
  const steps = el(
    d,
    'details',
    { class: 'steps-box', 'data-fw': 'steps-box', open: panel.stepsOpen || undefined },
    el(d, 'summary', { text: `Each step (${m.cells.length})` }),
    table,
  );
  steps.addEventListener('toggle', () => (panel.stepsOpen = steps.open));
  out.push(steps);
  const attacks = moveLines(m).filter((l) => l.kind === 'provokes');
  if (attacks.length)
    out.push(
      el(
        d,
        'ul',
        { class: 'attacks', 'data-fw': 'attacks' },
        ...attacks.map((l) => el(d, 'li', { 'data-by': l.by, text: l.text })),
      ),
    );
  if (s.reach)
    out.push(el(d, 'div', { 'data-fw': 'reach', class: 'muted', text: reachLine(s.reach, m.bandName).text }));
  return out;
}
