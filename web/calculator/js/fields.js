// Errors spoken at the field they concern: the engine's message with its JSON path replaced by the
// field's label, the field marked (aria-invalid) with the words beside it; the code and the path
// stay in the error box's details. Paths the page has no field for go to the error box only.

import { fieldLabel } from '../../shim/words.js';

/** @typedef {(m: RegExpExecArray) => string} Named */
/** @type {[RegExp, string | Named, string | Named][]} path pattern, the field's id, its label */
const FIELDS = [
  [/^\$(\.scene)?\.grid\.width$/, 'grid-width', 'Width'],
  [/^\$(\.scene)?\.grid\.height$/, 'grid-height', 'Height'],
  [/^\$(\.scene)?\.grid\.cellFeet$/, 'grid-feet', 'Cell ft'],
  [/^\$(\.scene)?\.grid\.(type|orientation|offset)$/, 'grid-type', 'Grid'],
  [/^\$\.spent$/, 'spent', 'Spent ft'],
  [/^\$\.diagonals$/, 'diagonals', 'Diagonals'],
  [/^\$\.band$/, 'band', 'Allowance'],
  [/^\$\.mode$/, 'mode', 'Mode'],
  [
    /^\$(\.scene\.creatures\[\d+\]|\.creature)\.speeds\.(walk|fly|swim|climb|burrow)$/,
    (m) => 'cr-' + m[2],
    (m) => `${m[2]} speed`,
  ],
  [/^\$(\.scene\.creatures\[\d+\]|\.creature)\.reach$/, 'cr-reach', 'Reach ft'],
  [/^\$(\.scene\.creatures\[\d+\]|\.creature)\.id$/, 'cr-id', 'Id'],
  [/^\$(\.scene\.creatures\[\d+\]|\.creature)\.side$/, 'cr-side', 'Side'],
  [/^\$(\.scene\.creatures\[\d+\]|\.creature)\.size$/, 'cr-size', 'Size'],
];

/** @type {Set<string>} the ids of the fields marked */
const marked = new Set();
/** @typedef {{path?: string, message?: string}} Said an error as the page reads it (the shim's ErrorAnnotation, or its like) */

/**
 * The field for an error path: {id, label} or null. `scope` 'ask' or 'calc': the question's or the
 * calculator's own form, whose fields are named as the protocol names them ($.radius → "radius").
 * @param {string | undefined} path @param {string} [scope] @returns {{id: string, label: string} | null}
 */
export function fieldFor(path, scope) {
  if (scope) {
    const m = /^\$\.(\w+)/.exec(path || '');
    if (m && document.getElementById(`${scope}-${m[1]}`)) return { id: `${scope}-${m[1]}`, label: fieldLabel(m[1]) };
    if (m && m[1] === 'bonuses') return { id: `${scope}-bonusAmount`, label: fieldLabel('bonusAmount') };
  }
  for (const [re, id, label] of FIELDS) {
    const m = re.exec(path || '');
    if (m) return { id: typeof id === 'function' ? id(m) : id, label: typeof label === 'function' ? label(m) : label };
  }
  return null;
}

/**
 * The engine's (or the shim's) sentence in the page's words: its path becomes the field's name; a
 * sentence that names neither its path nor the field is said of the field ("“Spent ft”: …").
 * @param {Said} err @param {string} [scope]
 */
export function inWords(err, scope) {
  const f = fieldFor(err.path, scope);
  if (!f || !err.message || !err.path) return pathsInWords(err.message || String(err), scope);
  if (!err.message.includes(err.path) && !err.message.includes(f.label))
    return `“${f.label}”: ${pathsInWords(err.message, scope)}`;
  return pathsInWords(err.message.split(err.path).join(`“${f.label}”`), scope);
}

// Any other JSON path a sentence names ("(or $.baseSpeed)") said as its field's label.
/** @param {string} text @param {string} [scope] */
const pathsInWords = (text, scope) =>
  text.replace(/\$(\.[A-Za-z_]\w*|\[\d+\])+/g, (path) => {
    const f = fieldFor(path, scope);
    // The pattern ends in a name or an index: the last word is there.
    return `“${f ? f.label : fieldLabel(/** @type {RegExpExecArray} */ (/(\w+)\]?$/.exec(path))[1])}”`;
  });

/** Marks the field an error names; returns true when there was one. @param {Said} err @param {string} [scope] */
export function markField(err, scope) {
  const f = fieldFor(err.path, scope);
  if (!f) return false;
  const input = document.getElementById(f.id);
  if (!input) return false;
  input.setAttribute('aria-invalid', 'true');
  let note = document.getElementById(f.id + '-error');
  if (!note) {
    note = document.createElement('span');
    note.id = f.id + '-error';
    note.className = 'field-error';
    note.setAttribute('role', 'alert');
    // In the map's bar the note floats under its field (calculator.css) rather than pushing the map down.
    const label = input.closest('label');
    if (label && label.closest('#map-bar')) label.append(note);
    else (label || input).after(note);
  }
  note.textContent = inWords(err, scope);
  input.setAttribute('aria-describedby', note.id);
  marked.add(f.id);
  return true;
}

/** Clears the marks of the given field ids (all when none given). @param {string[]} [ids] */
export function clearFields(ids) {
  for (const id of ids || [...marked]) {
    if (!marked.has(id)) continue;
    marked.delete(id);
    const input = document.getElementById(id);
    if (input) {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    }
    const note = document.getElementById(id + '-error');
    if (note) note.remove();
  }
}
