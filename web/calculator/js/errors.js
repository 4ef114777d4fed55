// The error box under the header: an error in words (the engine's, the shim's or the page's own),
// its field marked (fields.js); the code and the JSON path stay in the box's details.
import { $ } from './dom.js';
import { markField, inWords } from './fields.js';

export class ErrorBox {
  constructor() {
    $('error-close').addEventListener('click', () => this.clear());
  }

  /** @param {any} err @param {string} [extra] words said before the error's */
  report(err, extra) {
    const e =
      err && err.code ? err : { code: 'page', message: err && err.message ? err.message : String(err), path: '$' };
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
