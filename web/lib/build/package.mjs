// Assembles the npm package (docs/js-api.md, "The npm package") from the wasm build's engine files:
//   node web/lib/build/package.mjs <engine dir> <out package dir>
// <engine dir> holds the wasm preset's outputs (footwork.mjs, footwork.wasm, footwork.asm.mjs,
// footwork.single.raw.mjs); bindings/CMakeLists.txt runs this as the footwork_package target.
//
// The package's shape, and why (publint and @arethetypeswrong/cli check it: scripts/test.d/22-package.sh):
// - `import 'footwork'` is the ES module library (index.js) loading footwork.mjs + footwork.wasm, or
//   footwork.asm.mjs for engine "js"; its types are index.d.ts (+ protocol.d.ts).
// - `require('footwork')` and `footwork/single` are the single-file build as CommonJS
//   (footwork.single.cjs: the engine embedded, the same API object); their types are index.d.cts
//   (+ protocol.d.cts), the same declarations read as CommonJS, so every resolution finds types of
//   the right module format. In this "type": "module" package a .js is an ES module, hence .cjs.
// - footwork.single.js is the classic script for <script> tags: no import, no export, no
//   module.exports, only globalThis.Footwork, so no tool mistakes its format.
// - single/package.json lets resolvers that predate "exports" (TypeScript's node10) find
//   footwork/single.
// - the version is stamped from the top-level CMakeLists.txt (web/build/version.mjs).
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyLegalFiles } from '../../build/legal.mjs';
import { stampVersion } from '../../build/version.mjs';
import { buildSingle } from './single.mjs';

const lib = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The engine's files the package ships as they come from the wasm build. */
export const ENGINE_FILES = ['footwork.mjs', 'footwork.wasm', 'footwork.asm.mjs'];
/** web/lib's files copied as they are. */
export const LIBRARY_FILES = ['index.js', 'api.js', 'index.d.ts', 'protocol.d.ts', 'README.md'];

// The same declarations, read as CommonJS: relative imports point at the .d.cts twins, and the
// CommonJS object also carries the version (footwork.single.cjs's `version`).
function commonJsTypings(text) {
  return text.replace(/from '\.\/protocol\.js'/g, "from './protocol.cjs'");
}
const VERSION_DECLARATION =
  "\n/** Footwork's version (the single-file build's `Footwork.version`). */\nexport declare const version: string;\n";

export async function assemblePackage(engineDir, out) {
  for (const f of [...ENGINE_FILES, 'footwork.single.raw.mjs'])
    if (!existsSync(join(engineDir, f)))
      throw new Error(`package.mjs: ${join(engineDir, f)} is missing: build the wasm preset first`);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(join(out, 'single'), { recursive: true });
  for (const f of LIBRARY_FILES) copyFileSync(join(lib, f), join(out, f));
  for (const f of ENGINE_FILES) copyFileSync(join(engineDir, f), join(out, f));
  copyLegalFiles(out);
  writeFileSync(
    join(out, 'package.json'),
    stampVersion(readFileSync(join(lib, 'package.json'), 'utf8'), 'web/lib/package.json'),
  );
  writeFileSync(
    join(out, 'index.d.cts'),
    commonJsTypings(readFileSync(join(lib, 'index.d.ts'), 'utf8')) + VERSION_DECLARATION,
  );
  writeFileSync(join(out, 'protocol.d.cts'), readFileSync(join(lib, 'protocol.d.ts'), 'utf8'));
  writeFileSync(
    join(out, 'single', 'package.json'),
    JSON.stringify({ main: '../footwork.single.cjs', types: '../index.d.cts' }, null, 2) + '\n',
  );
  const raw = join(engineDir, 'footwork.single.raw.mjs');
  await buildSingle(raw, join(out, 'footwork.single.js'), { format: 'script' });
  await buildSingle(raw, join(out, 'footwork.single.cjs'), { format: 'commonjs' });
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [engineDir, out] = process.argv.slice(2);
  if (!engineDir || !out) {
    console.error('usage: node web/lib/build/package.mjs <engine dir> <out package dir>');
    process.exit(2);
  }
  assemblePackage(resolve(engineDir), resolve(out)).then(
    (dir) => console.log(`npm package assembled in ${dir}`),
    (e) => {
      console.error(e.message);
      process.exit(1);
    },
  );
}
