// Loads the engine beside this script: footwork.mjs + footwork.wasm through web/lib's
// load({locateFile}), or the plain-JavaScript build where the page refuses WebAssembly (a strict
// Content-Security-Policy without 'wasm-unsafe-eval').
import { load } from '../../lib/index.js';
import { shimError } from '../../shim/index.js';
import { messageOf } from './errors.js';

/**
 * The engine and which build it is, with a note when WebAssembly was refused; or the problem of an
 * engine that did not load (the shim's one shape).
 * @param {string} [base]
 * @returns {Promise<{footwork: import('../../lib/index.js').Footwork, engine: string, note?: string, error?: undefined}
 *   | {error: import('../../shim/index.js').ErrorAnnotation, footwork?: undefined, engine?: undefined, note?: undefined}>}
 */
export async function loadEngine(base = new URL('.', import.meta.url).href) {
  try {
    return { footwork: await load({ locateFile: (file) => new URL(file, base).href }), engine: 'wasm' };
  } catch (wasmError) {
    try {
      return {
        footwork: await load({ engine: 'js' }),
        engine: 'js',
        note: `WebAssembly refused (${messageOf(wasmError)}); using the plain-JavaScript engine.`,
      };
    } catch (jsError) {
      return {
        error: shimError(
          'engine-not-loaded',
          `Footwork's engine did not load: ${messageOf(jsError)} (WebAssembly: ${messageOf(wasmError)})`,
          '$',
          'owlbear',
        ),
      };
    }
  }
}
