// Loads the engine beside this script: footwork.mjs + footwork.wasm through web/lib's
// load({locateFile}), or the plain-JavaScript build where the page refuses WebAssembly (a strict
// Content-Security-Policy without 'wasm-unsafe-eval').
import { load } from '../../lib/index.js';
import { messageOf } from './errors.js';

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
      return { error: `Footwork's engine did not load: ${messageOf(jsError)} (WebAssembly: ${messageOf(wasmError)})` };
    }
  }
}
