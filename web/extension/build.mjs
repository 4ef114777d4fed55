// Builds the unpacked extension (docs/extension.md) with esbuild, through the shared defaults of
// web/build/bundle.mjs (target, banner, no eval / new Function, warnings fail the build):
//   node web/extension/build.mjs <out> [<package dir>]
//   <out>/manifest.json                      this folder, with Footwork's version (web/build/version.mjs)
//   <out>/icons/icon-16.png, -48, -128       store/ (the store's icons, drawn in store/icon.svg)
//   <out>/LICENSE, CHANGELOG.md              the repository's (web/build/legal.mjs)
//   <out>/content.js   (IIFE)                content.js: the content script; imports app.js at run time
//   <out>/page.js      (IIFE)                page.js + page-view.js: runs in Roll20's own world
//   <out>/app.js       (ES module)           app.js, panel, overlay, web/shim, web/roll20, web/lib
//   <out>/lib/footwork.mjs, footwork.wasm,   the engine from the wasm build's package (build/wasm/package),
//            footwork.asm.mjs                kept as files: web/lib imports them only when it starts
// app.js stays an ES module loaded with import() from the content script (content scripts are classic
// scripts); web/lib's `import('./footwork.mjs')` is rewritten to `./lib/footwork.mjs`, beside it.
// Used by scripts/run.d/22-extension.sh (dist/extension/) and by the extension tests (a temp folder).
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle } from '../build/bundle.mjs';
import { copyLegalFiles } from '../build/legal.mjs';
import { stampVersion } from '../build/version.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '..', '..');
export const ENGINE_FILES = ['footwork.mjs', 'footwork.wasm', 'footwork.asm.mjs'];
export const ICON_FILES = ['icon-16.png', 'icon-48.png', 'icon-128.png'];

// web/lib loads the engine's glue with a dynamic import beside itself; in the bundle it lives in lib/.
const engineBesideBundle = {
  name: 'engine-beside-bundle',
  setup(b) {
    b.onResolve({ filter: /^\.\/footwork(\.asm)?\.mjs$/ }, (args) => ({
      path: `./lib/${args.path.slice(2)}`,
      external: true,
    }));
  },
};

// The content script and the page script are classic scripts (IIFE, bundle.mjs's default); app.js is
// an ES module, imported by the content script.

/**
 * `openShadow`: the panel's and overlay's shadow roots open (shadow-mode.js), for the tests that
 * drive the panel with Playwright's locators; users' builds keep them closed.
 */
export async function buildExtension(
  out,
  packageDir = resolve(repo, 'build/wasm/package'),
  { openShadow = false } = {},
) {
  for (const f of ENGINE_FILES)
    if (!existsSync(join(packageDir, f)))
      throw new Error(`${join(packageDir, f)} is missing: build the wasm preset first`);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(join(out, 'lib'), { recursive: true });
  mkdirSync(join(out, 'icons'), { recursive: true });
  const manifest = join(here, 'manifest.json');
  writeFileSync(join(out, 'manifest.json'), stampVersion(readFileSync(manifest, 'utf8'), manifest));
  for (const f of ICON_FILES) copyFileSync(join(here, 'store', f), join(out, 'icons', f));
  copyLegalFiles(out);
  await bundle({
    name: 'Roll20 extension, content script',
    entryPoints: [join(here, 'content.js')],
    outfile: join(out, 'content.js'),
  });
  await bundle({
    name: 'Roll20 extension, page script',
    entryPoints: [join(here, 'page.js')],
    outfile: join(out, 'page.js'),
  });
  // Node-only branches of web/lib (reading the .wasm from disk) are never taken in a browser.
  await bundle({
    name: 'Roll20 extension, app',
    entryPoints: [join(here, 'app.js')],
    outfile: join(out, 'app.js'),
    format: 'esm',
    plugins: [engineBesideBundle],
    define: {
      'process.env.NODE_ENV': '"production"',
      ...(openShadow ? { __FOOTWORK_SHADOW_MODE__: '"open"' } : {}),
    },
    external: ['node:*'],
  });
  for (const f of ENGINE_FILES) copyFileSync(join(packageDir, f), join(out, 'lib', f));
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [out, pkg] = process.argv.slice(2);
  if (!out) {
    console.error('usage: node web/extension/build.mjs <out dir> [<package dir>]');
    process.exit(2);
  }
  buildExtension(resolve(out), pkg ? resolve(pkg) : undefined).then(
    (dir) => console.log(`extension built in ${dir}`),
    (e) => {
      console.error(`extension build failed: ${e.message}`);
      process.exit(1);
    },
  );
}
