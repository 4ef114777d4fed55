// Builds footwork.single.js: the single-file Emscripten build (a classic script, .wasm embedded)
// followed by web/lib/api.js, wrapped so that one <script> tag defines globalThis.Footwork
// = {load, FootworkError}. It works from file:// pages, where ES modules cannot be loaded.
//   node build/classic.mjs <footwork.single.raw.js> <out footwork.single.js>
import { readFileSync, writeFileSync } from 'node:fs';

const [raw, out] = process.argv.slice(2);
let engine = readFileSync(raw, 'utf8');
// Drop Emscripten's CommonJS/AMD export tail: this file exports Footwork instead.
const tail = engine.indexOf("if (typeof exports === 'object' && typeof module === 'object')");
if (tail < 0) throw new Error('classic.mjs: the Emscripten export tail was not found in ' + raw);
engine = engine.slice(0, tail);

const apiPath = new URL('../api.js', import.meta.url);
const api = readFileSync(apiPath, 'utf8').replace(/^export /gm, '');
if (/^\s*(import|export)\b/m.test(api)) throw new Error('classic.mjs: api.js must not import or re-export');
const version = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version;

writeFileSync(out, `/* Footwork ${version}: single-file build (WebAssembly embedded). <script src="footwork.single.js">
   defines Footwork = {load, FootworkError, version}; see docs/js-api.md. */
(function (root) {
'use strict';
${engine}
${api}
const exported = {
  version: ${JSON.stringify(version)},
  FootworkError,
  load(options = {}) {
    const args = {};
    if (options.wasmBinary !== undefined) args.wasmBinary = options.wasmBinary;
    return loadWith(createFootworkModule, args, 'wasm');
  },
};
root.Footwork = exported;
if (typeof module === 'object' && module && typeof module.exports === 'object') module.exports = exported;
})(typeof globalThis !== 'undefined' ? globalThis : this);
`);
