// The Move tab: what the engine answered about the path, in its own words (band names, reason and
// illegal codes, its sentences). "Allowance" is the band the move is judged against; "within" is the
// band the total falls in — two different things, never both called "band". Steps past the point
// where the engine stopped evaluating are listed as not reached.
import { feetText as ft } from './map/draw-marks.js';
import { inWords } from './fields.js';

const len = (feet, squares) =>
  feet === undefined || feet === null ? '—' : `${ft(feet)} ft` + (squares !== undefined ? ` (${ft(squares)} sq)` : '');

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

/**
 * @param answer   {result, annotation, path} of the move query, {error}, or null (no mover)
 */
export function showMove(answer, moverId) {
  const summary = document.getElementById('summary');
  const body = document.querySelector('#steps tbody');
  const attacks = document.getElementById('attacks');
  body.replaceChildren();
  attacks.replaceChildren();
  if (!answer) {
    summary.replaceChildren(
      el(
        'p',
        'hint',
        moverId
          ? 'Drag from the mover or click a cell to build a path.'
          : 'Place a creature (Creatures tool) to move it.',
      ),
    );
    return;
  }
  if (answer.error) {
    summary.replaceChildren(el('p', 'illegal', `The move could not be priced: ${inWords(answer.error)}`));
    return;
  }
  const r = answer.result;
  const a = answer.annotation;
  const firstIllegal = r.steps.find((s) => !s.legal);
  const dl = el('dl', 'totals');
  const item = (label, id, value, cls) => {
    dl.append(el('dt', '', label));
    const dd = el('dd', cls || '', value);
    dd.id = id;
    dl.append(dd);
  };
  item('Mover', 'sum-mover', r.creature);
  item('Allowance', 'sum-allowance', `${len(r.allowance.feet, r.allowance.squares)}: ${r.band}`);
  if (r.spentBefore.feet) item('Spent before', 'sum-spent', len(r.spentBefore.feet, r.spentBefore.squares));
  item('Turn total', 'sum-total', len(r.total.feet, r.total.squares));
  const atStop = r.legal ? r.steps[r.steps.length - 1] : r.steps[r.stop.step];
  // Not legal and stopped before the first step: nothing of the allowance was used by this path.
  const left = r.legal
    ? r.remaining
    : atStop
      ? atStop.remaining
      : {
          feet: Math.max(0, r.allowance.feet - r.spentBefore.feet),
          squares: Math.max(0, r.allowance.squares - r.spentBefore.squares),
        };
  item(r.legal ? 'Left' : 'Left at the stop', 'sum-left', len(left.feet, left.squares));
  const within = atStop ? atStop.band : null;
  item(
    'Total is within',
    'sum-within',
    within === null || within === undefined ? (r.steps.length ? 'no band (beyond them all)' : '—') : within,
  );
  // An empty path is no move: the verdict waits for a step (a spent beyond the allowance is shown above).
  if (!r.steps.length) {
    const over = r.spentBefore.feet > r.allowance.feet;
    item(
      'Verdict',
      'sum-legal',
      over ? `no step possible: ${ft(r.spentBefore.feet)} ft already spent of ${ft(r.allowance.feet)}` : 'no step yet',
      over ? 'illegal' : '',
    );
  } else {
    let verdict = r.legal ? 'legal' : 'illegal';
    if (!r.legal && firstIllegal) verdict += `: ${firstIllegal.illegal.code}`;
    else if (!r.legal && !r.canEnd) verdict += `: cannot end here (${r.endProblem || 'occupied'})`;
    item('Verdict', 'sum-legal', verdict, r.legal ? 'legal' : 'illegal');
    if (firstIllegal)
      item('Why', 'sum-message', a.illegal[0] ? a.illegal[0].message : firstIllegal.illegal.message, 'illegal');
    item('Stops at', 'sum-stop', `[${r.stop.cell}] after ${len(r.stop.spent.feet, r.stop.spent.squares)}`);
  }
  if (r.closestLegal) item('Closest legal', 'sum-closest', `[${r.closestLegal.cell}]`);
  if (r.falls) item('Falls', 'sum-falls', r.fallReason || 'yes', 'illegal');
  summary.replaceChildren(dl);

  r.steps.forEach((s, i) => {
    const tr = el('tr', s.legal ? 'legal' : 'illegal');
    const verdict = s.legal ? 'legal' : s === firstIllegal ? `${s.illegal.code}: ${s.illegal.message}` : s.illegal.code;
    const to = s.action ? s.action : s.to ? `[${s.to}]` : '';
    const cells = [
      ['n', String(i + 1)],
      ['to', to],
      ['mode', s.mode || ''],
      ['cost', ft(s.cost.feet)],
      ['why', (s.reasons || []).join(', ')],
      ['total', ft(s.total.feet)],
      ['left', ft(s.remaining.feet)],
      ['band', s.band === null ? 'beyond' : s.band],
      ['verdict', verdict],
      ['provokes', (s.provokes || []).join(', ')],
    ];
    for (const [cls, text] of cells) tr.append(el('td', cls, text));
    if (s.checks && s.checks.length)
      tr.lastChild.textContent += ' checks: ' + s.checks.map((c) => c.check || JSON.stringify(c)).join(', ');
    body.append(tr);
  });
  // The path's items the engine did not evaluate: evaluation ended at a step that could not be taken.
  const unreached = answer.path.slice(r.steps.length);
  unreached.forEach((item, k) => {
    const tr = el('tr', 'unreached');
    const to = Array.isArray(item) ? `[${item}]` : item.action || `[${item.cell}]`;
    tr.append(el('td', 'n', String(r.steps.length + k + 1)), el('td', 'to', to));
    const td = el('td', 'verdict', 'not reached: the move ended at an earlier step');
    td.colSpan = 8;
    tr.append(td);
    body.append(tr);
  });

  if (r.opportunityAttacks.length) {
    attacks.append(el('h3', '', 'Opportunity attacks'));
    const ul = el('ul');
    ul.id = 'attack-list';
    for (const x of r.opportunityAttacks)
      ul.append(el('li', 'attack', `${x.by}: ${x.reason}, step ${x.step + 1} at [${x.at}]`));
    attacks.append(ul);
  } else if (r.steps.length) {
    attacks.append(el('p', 'hint', 'No opportunity attacks.'));
  }
}

/** The cursor label's text for a move annotation over the whole turn (path so far + best path). */
export function cursorWords(a) {
  if (!a || !a.cells.length) return null;
  const last = a.cells[a.cells.length - 1];
  const stopAt = a.legal ? last : a.cells[a.stop.step];
  const allowance = `${a.bandName} ${ft(a.allowance)} ft`;
  const lines = [];
  const band = a.legal ? last.band : 'beyond';
  const within = a.legal ? (last.bandName === null ? 'beyond every band' : `within ${last.bandName}`) : 'illegal';
  lines.push({
    text: `${ft(a.total)} ft this turn · ${ft(a.legal ? a.remaining : stopAt ? stopAt.remaining : 0)} ft left of ${allowance}`,
    band: null,
  });
  lines.push({ text: within, band });
  if (!a.legal) {
    const why = a.illegal[0] ? a.illegal[0].message : a.endProblem ? `cannot end here: ${a.endProblem}` : '';
    if (why) lines.push({ text: why, band: 'beyond' });
  }
  if (a.attacks.length)
    lines.push({ text: `provokes ${[...new Set(a.attacks.map((x) => x.name))].join(', ')}`, band: null });
  return lines;
}
