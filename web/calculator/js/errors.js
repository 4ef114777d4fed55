// The error box under the header: an error in words (the engine's, the shim's or the page's own),
// its field marked (fields.js); the code and the JSON path stay in the box's details.
import { $ } from './dom.js';
import { markField, inWords } from './fields.js';
import { errorAnnotation } from '../../shim/index.js';

export class ErrorBox {
  constructor() {
    $('error-close').addEventListener('click', () => this.clear());
  }

  /**
   * @param {import('../../shim/index.js').ErrorAnnotation} err the shim's one problem shape
   * @param {string} [extra] words said before the error's
   */
  report(err, extra) {
    // Anything else that reaches here (a thrown error) is put in that shape, never shown as it is.
    const e = err && err.kind === 'error' ? err : errorAnnotation(err, 'page');
    markField(e);
    $('error-message').textContent = (extra ? extra + ' ' : '') + inWords(e);
    $('error-code').textContent = e.code;
    $('error-path').textContent = e.path || '$';
    $('error').hidden = false;
  }

  clear() {
    $('error').hidden = true;
  }
}
