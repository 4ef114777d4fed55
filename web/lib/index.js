// Footwork for JavaScript: `await load()` gives the engine; see docs/js-api.md.
//
//   import { load, FootworkError } from 'footwork';
//   const footwork = await load();                 // WebAssembly; load({engine: 'js'}) for plain JS
//   const scene = footwork.loadScene({ruleset: 'sw5e', grid: {width: 10, height: 6}, creatures: [...]});
//   scene.move('hero', [[1, 1], [2, 1]]);           // throws FootworkError {code, message, path}
//   scene.delete();
import { FootworkError, Footwork, Scene, loadWith } from './api.js';

export { FootworkError, Footwork, Scene };

const isNode = typeof process === 'object' && typeof process.versions === 'object' && !!process.versions.node;

// Under Node the module cannot fetch its .wasm (Emscripten 3.1.6 with Node's global fetch), so the
// bytes are read here and handed over. The specifier is computed so that bundlers leave it alone.
/** @param {string} name */
async function readBesideThisFile(name) {
  const fsName = 'node:fs/promises';
  const { readFile } = await import(/* webpackIgnore: true */ /* @vite-ignore */ fsName);
  return readFile(new URL(name, import.meta.url));
}

/**
 * Loads the engine.
 * @param {object} [options]
 * @param {'wasm'|'js'} [options.engine] "wasm" (default) or "js", the plain-JavaScript build for hosts
 *   that forbid WebAssembly.
 * @param {ArrayBuffer|Uint8Array} [options.wasmBinary] the bytes of footwork.wasm, if the host has them.
 * @param {(file: string, prefix: string) => string} [options.locateFile] where footwork.wasm is served.
 */
export async function load(options = {}) {
  if (options === null || typeof options !== 'object')
    throw new FootworkError('bad-type', 'Expected an options object at $, got something else.', '$');
  const engine = options.engine ?? 'wasm';
  const args = {};
  if (engine === 'wasm') {
    if (options.wasmBinary !== undefined) args.wasmBinary = options.wasmBinary;
    else if (isNode && !options.locateFile) {
      try {
        args.wasmBinary = await readBesideThisFile('./footwork.wasm');
      } catch (e) {
        throw new FootworkError(
          'load-failed',
          `Could not read footwork.wasm: ${e instanceof Error ? e.message : String(e)}`,
          '$',
        );
      }
    }
    if (options.locateFile !== undefined) args.locateFile = options.locateFile;
    // @ts-ignore: the engine's glue is built beside this file (bindings/CMakeLists.txt), not in web/lib
    const { default: factory } = await import('./footwork.mjs');
    return loadWith(factory, args, 'wasm');
  }
  if (engine === 'js') {
    // @ts-ignore: built beside this file as footwork.mjs is
    const { default: factory } = await import('./footwork.asm.mjs');
    return loadWith(factory, args, 'js');
  }
  throw new FootworkError('bad-value', `Unknown engine "${engine}" at $.engine; expected "wasm" or "js".`, '$.engine');
}
