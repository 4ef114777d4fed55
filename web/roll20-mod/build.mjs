// Builds dist/footwork-roll20-mod.js: the Mod script, one file to paste into a campaign's Mod
// scripts (docs/roll20-mod.md). esbuild bundles web/roll20-mod, web/roll20, web/shim, web/lib's
// api.js and the engine's plain-JavaScript build (footwork.asm.mjs from the wasm package) into one
// IIFE whose only global is FootworkMod.
//   node web/roll20-mod/build.mjs [out file] [package dir]
import { mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle, repo } from '../build/bundle.mjs';
import { version as projectVersion } from '../build/version.mjs';

const here = dirname(fileURLToPath(import.meta.url));

export async function buildMod({
  outfile = resolve(repo, 'dist/footwork-roll20-mod.js'),
  packageDir = process.env.FOOTWORK_PACKAGE_DIR ?? resolve(repo, 'build/wasm/package'),
} = {}) {
  mkdirSync(dirname(outfile), { recursive: true });
  const pkg = resolve(packageDir);
  statSync(resolve(pkg, 'footwork.asm.mjs')); // a clear error when the package is missing
  // The shared esbuild defaults (web/build/bundle.mjs: no eval or new Function in the output, which
  // the sandbox refuses; warnings fail the build), as one IIFE for Roll20's Node.
  const result = await bundle({
    name: 'Roll20 Mod script',
    entryPoints: [resolve(here, 'main.js')],
    outfile,
    globalName: 'FootworkMod',
    platform: 'neutral',
    minify: true,
    alias: { 'footwork-package': pkg },
    // The engine's glue looks for a global TextDecoder; it gets the sandbox's, or a small one.
    inject: [resolve(here, 'text-decoder.js')],
    // The project's version (CMakeLists.txt), said at start-up and in !footwork status.
    define: { 'process.env.NODE_ENV': '"production"', FOOTWORK_MOD_VERSION: JSON.stringify(projectVersion()) },
    // import.meta.url is only read on a path the script never takes (it passes locateFile).
    logOverride: { 'empty-import-meta': 'silent' },
    banner: {
      js: `// Footwork for Roll20 (Mod script) — tactical movement rules for every token move. Paste this whole file\n// into the campaign's Mod scripts; !footwork help in chat (docs/roll20-mod.md in Footwork's repository).`,
    },
  });
  return { outfile, bytes: statSync(outfile).size, files: result.files };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { outfile, bytes } = await buildMod({
    outfile: process.argv[2] ? resolve(process.argv[2]) : undefined,
    packageDir: process.argv[3],
  });
  console.log(`${outfile}: ${bytes} bytes`);
}
