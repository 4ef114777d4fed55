// The Move tab: what the engine answered about the path, its codes (reasons, illegal steps, attacks)
// said in the words of web/shim/words.js, its sentences as given. "Allowance" is the band the move is judged against; "within" is the
// band the total falls in — two different things, never both called "band". Steps past the point
// where the engine stopped evaluating are listed as not reached.
import { illegalWords, stepReason, attackReason, actionWords, plainWords, SAY } from '../../shim/words.js';
import { labelRows, moveFacts } from '../../shim/present.js';
import { feetText as ft } from './map/draw-marks.js';
import { inWords, markField } from './fields.js';
import { $, need } from './dom.js';

/** @typedef {import('./drag-road.js').Priced} Priced */
/** @typedef {import('../../shim/index.js').ErrorAnnotation} ErrorAnnotation */
/** @typedef {import('../../lib/protocol.js').MoveResult} MoveResult */
/** @typedef {import('../../lib/protocol.js').Length} Length */
/** @typedef {{cls: string, cells: Array<[string, string] | [string, string, number]>}} Row a row of the step table */

// The engine counts cells as `squares` on any grid; on a hex map the page calls them hexes.
let cellWord = 'sq';
export const setCellWord = (/** @type {boolean} */ hex) => {
  cellWord = hex ? 'hex' : 'sq';
};
export const cells = (/** @type {number} */ n) => `${ft(n)} ${cellWord === 'hex' && n !== 1 ? 'hexes' : cellWord}`;

/** @param {number | null | undefined} feet @param {number} [squares] */
const len = (feet, squares) =>
  feet === undefined || feet === null ? '—' : `${ft(feet)} ft` + (squares !== undefined ? ` (${cells(squares)})` : '');

/**
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag @param {string} [cls] @param {string} [text] @returns {HTMLElementTagNameMap[K]}
 */
function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

/**
 * The Move tab follows the move model: after every change and every step of a drag; a move the
 * engine refused is said at the field its error names.
 * @param {{move: import('./move-state.js').MoveModel, state: import('./store.js').State, changes: import('./changes.js').Changes}} parts
 */
export function wireMovePanel({ move, state, changes }) {
  changes.on(['scene', 'move', 'step'], () => {
    const answer = move.move;
    if (answer && answer.kind === 'error') markField(answer);
    showMove(answer, state.mover);
  });
}

/**
 * @param {Priced | ErrorAnnotation | null} answer   {result, annotation, path} of the move query, the
 *   shim's error, or null (no mover)
 * @param {string} moverId
 */
export function showMove(answer, moverId) {
  const summary = $('summary');
  const body = /** @type {HTMLTableSectionElement} */ (need(document.querySelector('#steps tbody'), '#steps tbody'));
  const attacks = $('attacks');
  if (!answer || answer.kind === 'error') {
    body.replaceChildren();
    attacks.replaceChildren();
  }
  if (!answer) {
    delete summary.dataset.key;
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
  if (answer.kind === 'error') {
    delete summary.dataset.key;
    summary.replaceChildren(el('p', 'illegal', `The move could not be priced: ${inWords(answer)}`));
    return;
  }
  const r = answer.result;
  const a = answer.annotation;
  const firstIllegal = r.steps.find((s) => !s.legal);
  const dl = el('dl', 'totals');
  /** @param {string} label @param {string} id @param {string} value @param {string} [cls] */
  const item = (label, id, value, cls) => {
    dl.append(el('dt', '', label));
    const dd = el('dd', cls || '', value);
    dd.id = id;
    dl.append(dd);
  };
  item('Mover', 'sum-mover', r.creature);
  item('Allowance', 'sum-allowance', `${len(r.allowance.feet, r.allowance.squares)}: ${r.band}`);
  if (r.spentBefore.feet) item('Spent before', 'sum-spent', len(r.spentBefore.feet, r.spentBefore.squares));
  const atStop = r.legal ? r.steps[r.steps.length - 1] : r.steps[r.stop.step];
  // The turn's total and what is left are the shim's one fact (present.js moveFacts): after the last
  // legal step, as the label at the pointer says them, not at the stop (a path ending in an ally's
  // square stops before it) nor over illegal steps (the engine's total counts the whole path: a move
  // out of movement read "75 ft" here and "50 ft" at the pointer). The squares are that same step's.
  const facts = moveFacts(a);
  const lastLegal = r.steps.filter((s) => s.legal).at(-1);
  item('Turn total', 'sum-total', len(facts.total, lastLegal ? lastLegal.total.squares : r.spentBefore.squares));
  const leftSquares = lastLegal
    ? lastLegal.remaining.squares
    : Math.max(0, r.allowance.squares - r.spentBefore.squares);
  item('Left', 'sum-left', len(facts.left, leftSquares));
  const within = atStop ? atStop.band : null;
  // Stopped before its first step, the move spent nothing: no band is passed (issue 25, defect 3).
  item(
    'Total is within',
    'sum-within',
    !atStop ? '— (no step taken)' : within === null || within === undefined ? 'no band (beyond them all)' : within,
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
    // Why it is illegal: the shim's words (present.js), the engine's sentence with names, never its object.
    const problem = facts.problem;
    let verdict = r.legal ? 'legal' : 'illegal';
    if (!r.legal && firstIllegal?.illegal) verdict += `: ${illegalWords(firstIllegal.illegal.code)}`;
    else if (!r.legal && !r.canEnd) verdict += ': cannot end here';
    item('Verdict', 'sum-legal', verdict, r.legal ? 'legal' : 'illegal');
    if (!r.legal && problem) item('Why', 'sum-message', problem.text, 'illegal');
    item('Stops at', 'sum-stop', `[${r.stop.cell}] after ${len(r.stop.spent.feet, r.stop.spent.squares)}`);
  }
  if (r.closestLegal) item('Closest legal', 'sum-closest', `[${r.closestLegal.cell}]`);
  if (r.falls) item('Falls', 'sum-falls', r.fallReason || 'yes', 'illegal');
  replaceKeyed(summary, dl.textContent, () => [dl]);

  const rows = r.steps.map((s, i) => {
    const said = illegalWords(s.legal || !s.illegal ? '' : s.illegal.code);
    const verdict = s.legal ? 'legal' : s === firstIllegal && s.illegal ? `${said}: ${s.illegal.message}` : said;
    const to = s.action ? actionWords(s.action) : s.to ? `[${s.to}]` : '';
    const checks = stepChecks(s.checks);
    /** @type {Row} */
    const row = {
      cls: s.legal ? 'legal' : 'illegal',
      cells: [
        ['n', String(i + 1)],
        ['to', to],
        ['mode', s.mode || ''],
        // A step that could not be taken spent nothing and left nothing: its figures are not shown.
        ['cost', s.legal || s.cost.feet ? ft(s.cost.feet) : '—'],
        ['why', (s.reasons || []).map(stepReason).join(', ')],
        ['total', s.legal ? ft(s.total.feet) : '—'],
        ['left', s.legal ? ft(s.remaining.feet) : '—'],
        ['band', !s.legal ? '—' : s.band === null ? 'beyond' : s.band],
        ['verdict', verdict],
        ['provokes', (s.provokes || []).join(', ') + checks],
      ],
    };
    return row;
  });
  // The path's items the engine did not evaluate: evaluation ended at a step that could not be taken.
  answer.path.slice(r.steps.length).forEach((item, k) => {
    const to = Array.isArray(item) ? `[${item}]` : actionWords(item.action);
    rows.push({
      cls: 'unreached',
      cells: [
        ['n', String(r.steps.length + k + 1)],
        ['to', to],
        ['verdict', SAY.notReached, 8],
      ],
    });
  });
  showRows(body, rows);

  /** @type {string[]} */
  const said = [];
  if (r.opportunityAttacks.length) {
    const ul = el('ul');
    ul.id = 'attack-list';
    for (const x of r.opportunityAttacks) {
      const line = `${x.by}: ${attackReason(x.reason)}, step ${x.step + 1} at [${x.at}]`;
      said.push(line);
      ul.append(el('li', 'attack', line));
    }
    replaceKeyed(attacks, said.join('\n'), () => [el('h3', '', 'Opportunity attacks'), ul]);
  } else
    replaceKeyed(attacks, r.steps.length ? 'none' : '', () =>
      r.steps.length ? [el('p', 'hint', 'No opportunity attacks.')] : [],
    );
}

/**
 * The checks a step asks for (docs/protocol.md: a code each, "athletics-rough-water"), in words:
 * " checks: athletics rough water". They were shown as JSON text ("\"athletics-rough-water\""),
 * read as if each were an object with a `check` field. '' when there are none.
 * @param {import('../../lib/protocol.js').StepCheck[] | undefined} checks
 */
export const stepChecks = (checks) => (checks && checks.length ? ' checks: ' + checks.map(plainWords).join(', ') : '');

// The step table follows a drag cell by cell: only rows whose text changed are rebuilt (a step
// added or taken back touches one row), so a pointer move lays out one row, not the whole table.
/** @param {HTMLTableSectionElement} body @param {Row[]} rows */
function showRows(body, rows) {
  rows.forEach((row, i) => {
    const key = row.cls + '|' + row.cells.map((c) => c[1]).join('|');
    const old = body.rows[i];
    if (old && old.dataset.key === key) return;
    const tr = el('tr', row.cls);
    tr.dataset.key = key;
    for (const [cls, text, span] of row.cells) {
      const td = el('td', cls, text);
      if (span) td.colSpan = span;
      tr.append(td);
    }
    if (old) old.replaceWith(tr);
    else body.append(tr);
  });
  while (body.lastChild && body.rows.length > rows.length) body.lastChild.remove();
}

/** @param {HTMLElement} box @param {string} key @param {() => Node[]} build */
function replaceKeyed(box, key, build) {
  if (box.dataset.key === key && box.childNodes.length) return;
  box.dataset.key = key;
  box.replaceChildren(...build());
}

/**
 * The cursor label's lines for a move annotation over the whole turn (path so far + best path): the
 * shim's label rows (present.js labelRows), each with the band class it is coloured by (the total's
 * band; a problem as beyond). A pure function of the annotation.
 * @param {import('../../shim/index.js').MoveShown | null | undefined} a
 * @returns {{text: string, band: string | null}[] | null}
 */
export function cursorWords(a) {
  if (!a || !a.cells.length) return null;
  /** A row's colour: a problem beyond; the total its band, or beyond when the move may not be made as drawn. */
  const bandOf = (/** @type {{kind: string, band?: string}} */ r) => {
    if (r.kind === 'illegal' || r.kind === 'cannot-end') return 'beyond';
    if (r.kind !== 'total') return null;
    return a.legal ? (r.band ?? null) : 'beyond';
  };
  return labelRows(a).map((r) => ({ text: r.text, band: bandOf(r) }));
}
