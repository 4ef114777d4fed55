// The single-file build's entry (web/lib/build/single.mjs bundles it as a classic script): the
// single-file Emscripten module (WebAssembly embedded as base64), imported as an ES module, and
// web/lib's API. One <script src="footwork.single.js"> defines globalThis.Footwork = {load,
// FootworkError, Footwork, Scene, version} (docs/js-api.md); it works from file:// pages, where ES
// modules cannot load. The same object is what require('footwork') and require('footwork/single')
// give (footwork.single.cjs), so it carries every name the typings declare.
import createFootworkModule from 'footwork:engine';
import { Footwork, FootworkError, Scene, loadWith } from '../api.js';

/**
 * Loads the engine (the embedded WebAssembly).
 * @param {{engine?: 'wasm', wasmBinary?: ArrayBuffer|Uint8Array}} [options] the bytes of footwork.wasm,
 *   if the host has them. This file holds only the WebAssembly engine: engine "js" is refused.
 */
function load(options = {}) {
  if (options === null || typeof options !== 'object')
    return Promise.reject(new FootworkError('bad-type', 'Expected an options object at $, got something else.', '$'));
  if (options.engine !== undefined && options.engine !== 'wasm')
    return Promise.reject(
      new FootworkError(
        'bad-value',
        `The single-file build holds only the WebAssembly engine, so engine "${options.engine}" at $.engine is refused; import the ES module build (import { load } from 'footwork') for engine "js".`,
        '$.engine',
      ),
    );
  const args = {};
  if (options.wasmBinary !== undefined) args.wasmBinary = options.wasmBinary;
  return loadWith(createFootworkModule, args, 'wasm');
}

// FOOTWORK_VERSION is defined by the build (the top-level CMakeLists.txt, web/build/version.mjs).
globalThis.Footwork = { version: FOOTWORK_VERSION, FootworkError, Footwork, Scene, load };
