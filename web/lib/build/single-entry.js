// The single-file build's entry (web/lib/build/single.mjs bundles it as a classic script): the
// single-file Emscripten module (WebAssembly embedded as base64), imported as an ES module, and
// web/lib's API. One <script src="footwork.single.js"> defines globalThis.Footwork = {load,
// FootworkError, version} (docs/js-api.md); it works from file:// pages, where ES modules cannot load.
import createFootworkModule from 'footwork:engine';
import { FootworkError, loadWith } from '../api.js';

/**
 * Loads the engine (the embedded WebAssembly).
 * @param {{wasmBinary?: ArrayBuffer|Uint8Array}} [options] the bytes of footwork.wasm, if the host has them.
 */
function load(options = {}) {
  if (options === null || typeof options !== 'object')
    return Promise.reject(new FootworkError('bad-type', 'Expected an options object at $, got something else.', '$'));
  const args = {};
  if (options.wasmBinary !== undefined) args.wasmBinary = options.wasmBinary;
  return loadWith(createFootworkModule, args, 'wasm');
}

// FOOTWORK_VERSION is defined by the build (web/lib/package.json's version).
globalThis.Footwork = { version: FOOTWORK_VERSION, FootworkError, load };
