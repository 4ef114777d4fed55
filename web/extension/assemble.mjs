// Assembles the unpacked extension (docs/extension.md): node web/extension/assemble.mjs <out> [<package dir>]
//   <out>/manifest.json, content.js, page.js, app.js, panel.js   this folder
//   <out>/shim/*.js, <out>/roll20/*.js                           web/shim, web/roll20
//   <out>/lib/index.js, api.js, footwork.mjs, footwork.wasm,     the engine and web/lib, from the wasm
//            footwork.asm.mjs                                     build's package (build/wasm/package)
// Used by scripts/run.d/22-extension.sh (dist/extension/) and by the extension tests (a temp folder).
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '..', '..');
export const EXTENSION_FILES = ['manifest.json', 'content.js', 'page.js', 'app.js', 'panel.js'];
export const ENGINE_FILES = ['index.js', 'api.js', 'footwork.mjs', 'footwork.wasm', 'footwork.asm.mjs'];

export function assemble(out, packageDir = resolve(repo, 'build/wasm/package')) {
  for (const f of ENGINE_FILES)
    if (!existsSync(join(packageDir, f))) throw new Error(`${join(packageDir, f)} is missing: build the wasm preset first`);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(join(out, 'shim'), { recursive: true });
  mkdirSync(join(out, 'lib'), { recursive: true });
  for (const f of EXTENSION_FILES) copyFileSync(join(here, f), join(out, f));
  for (const dir of ['shim', 'roll20']) {
    mkdirSync(join(out, dir), { recursive: true });
    for (const f of readdirSync(resolve(repo, 'web', dir)).filter((f) => f.endsWith('.js')))
      copyFileSync(resolve(repo, 'web', dir, f), join(out, dir, f));
  }
  for (const f of ENGINE_FILES) copyFileSync(join(packageDir, f), join(out, 'lib', f));
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [out, pkg] = process.argv.slice(2);
  if (!out) {
    console.error('usage: node web/extension/assemble.mjs <out dir> [<package dir>]');
    process.exit(2);
  }
  console.log(`extension assembled in ${assemble(resolve(out), pkg ? resolve(pkg) : undefined)}`);
}
