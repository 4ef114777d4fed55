// Builds footwork.single.js with esbuild (web/build/bundle.mjs): the single-file Emscripten module,
// linked as an ES module (-sEXPORT_ES6=1 -sSINGLE_FILE=1, bindings/CMakeLists.txt), bundled with
// web/lib into one classic script (an IIFE) that defines globalThis.Footwork = {load, FootworkError,
// Footwork, Scene, version}; its CommonJS twin also sets module.exports. web/lib may import freely:
// esbuild resolves it. web/lib/build/package.mjs makes both when it assembles the npm package.
//   node web/lib/build/single.mjs <footwork.single.raw.mjs> <out footwork.single.js> [commonjs]
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle, version } from '../../build/bundle.mjs';

// The entry imports the engine as 'footwork:engine'; this resolves it to the raw Emscripten output.
function engineAt(path) {
  return {
    name: 'footwork-engine',
    setup(b) {
      b.onResolve({ filter: /^footwork:engine$/ }, () => ({ path }));
    },
  };
}

// The CommonJS tail of footwork.single.cjs: module.exports as an object literal of plain names, the
// one form Node's cjs-module-lexer reads statically, so `import { load } from 'footwork/single'` finds
// the names under Node as TypeScript says it will (@arethetypeswrong/cli checks this).
const COMMONJS_FOOTER = [
  "if (typeof module === 'object' && module && typeof module.exports === 'object') {",
  '  const { load, FootworkError, Footwork, Scene, version } = globalThis.Footwork;',
  '  module.exports = { load, FootworkError, Footwork, Scene, version };',
  '}',
].join('\n');

/**
 * Builds the single-file engine with the library. `format` "script" (default) is the classic script
 * for <script> tags (footwork.single.js: it only defines globalThis.Footwork); "commonjs" adds
 * module.exports for require() (footwork.single.cjs).
 */
export async function buildSingle(raw, out, { format = 'script' } = {}) {
  if (!existsSync(raw))
    throw new Error(`single.mjs: ${raw} is missing (the footwork_single target of the wasm preset)`);
  if (format !== 'script' && format !== 'commonjs')
    throw new Error(`single.mjs: format "${format}" is neither "script" nor "commonjs"`);
  return bundle({
    name: 'single-file build (WebAssembly embedded); <script src="footwork.single.js"> defines Footwork = {load, FootworkError, version}, see docs/js-api.md',
    entryPoints: [fileURLToPath(new URL('./single-entry.js', import.meta.url))],
    outfile: out,
    format: 'iife',
    define: { FOOTWORK_VERSION: JSON.stringify(version()) },
    plugins: [engineAt(raw)],
    // The Emscripten glue arrives minified; reprinted readably it would add 29 KiB to a file whose
    // engine is unreadable base64 anyway. Names and syntax are kept (readable stack traces); the
    // readable library is the ES module build beside it (index.js, api.js).
    minifyWhitespace: true,
    ...(format === 'commonjs' ? { footer: COMMONJS_FOOTER } : {}),
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [raw, out, format = 'script'] = process.argv.slice(2);
  if (!raw || !out) {
    console.error(
      'usage: node web/lib/build/single.mjs <footwork.single.raw.mjs> <out footwork.single.js> [script|commonjs]',
    );
    process.exit(2);
  }
  try {
    const { files } = await buildSingle(resolve(raw), resolve(out), { format });
    for (const f of files) console.log(`${f.path}: ${f.bytes} bytes`);
  } catch (e) {
    console.error(e.message);
    process.exit(1);
  }
}
