// Builds the Owlbear Rodeo extension as static files (docs/owlbear.md):
//   node web/owlbear/build.mjs <out dir> [<package dir>]
//   <out>/manifest.json, background.html, panel.html, icon.svg, README.md   this folder (the manifest
//        with Footwork's version, web/build/version.mjs)
//   <out>/LICENSE, CHANGELOG.md          the repository's (web/build/legal.mjs)
//   <out>/icon-128.png                   the store listing's icon (web/extension/store/, store/listing.mjs)
//   <out>/background.js, panel.js       src/ bundled by esbuild (web/build/bundle.mjs) with the SDK, web/shim and web/lib
//   <out>/footwork.mjs, footwork.wasm,   the engine from the wasm build's package (build/wasm/package),
//        footwork.asm.mjs                loaded by web/lib's load() beside the bundle (not bundled)
// The SDK's published lib/ has extensionless imports and Node's `events`, so it cannot be served as
// is; esbuild resolves both (the `events` package is one of the SDK's dependencies).
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle, repo } from '../build/bundle.mjs';
import { copyLegalFiles } from '../build/legal.mjs';
import { stampVersion } from '../build/version.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const STATIC_FILES = ['manifest.json', 'background.html', 'panel.html', 'icon.svg'];
export const ENGINE_FILES = ['footwork.mjs', 'footwork.wasm', 'footwork.asm.mjs'];
export const README = `# Footwork for Owlbear Rodeo

Host this folder on any static HTTPS server that sends CORS headers (e.g. \`npx http-server --cors\` or
GitHub Pages), then in Owlbear Rodeo open your profile → Extensions → Add Custom Extension and paste the
address of its manifest.json (https://<your host>/<path>/manifest.json). See docs/owlbear.md.
`;

// web/lib's load() imports ./footwork.mjs or ./footwork.asm.mjs when asked: kept as files beside the
// bundle, so a page that never needs the plain-JS build never downloads it.
const engineBesideBundle = {
  name: 'engine-beside-bundle',
  setup(build) {
    build.onResolve({ filter: /^\.\/footwork(\.asm)?\.mjs$/ }, (args) => ({ path: args.path, external: true }));
  },
};

export async function buildExtension(out, packageDir = resolve(repo, 'build/wasm/package'), { minify = true } = {}) {
  for (const f of ENGINE_FILES)
    if (!existsSync(join(packageDir, f)))
      throw new Error(`${join(packageDir, f)} is missing: build the wasm preset first`);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  await bundle({
    name: 'Owlbear Rodeo extension',
    entryPoints: { background: join(here, 'src/background.js'), panel: join(here, 'src/panel.js') },
    outdir: out,
    format: 'esm',
    minify,
    nodePaths: [join(repo, 'web', 'node_modules')],
    plugins: [engineBesideBundle],
  });
  for (const f of STATIC_FILES) copyFileSync(join(here, f), join(out, f));
  // The manifest takes Footwork's one version (the top-level CMakeLists.txt).
  writeFileSync(join(out, 'manifest.json'), stampVersion(readFileSync(join(here, 'manifest.json'), 'utf8')));
  // The store listing's icon (store/listing.mjs), the project's icon drawn for the extension stores.
  copyFileSync(join(repo, 'web/extension/store/icon-128.png'), join(out, 'icon-128.png'));
  for (const f of ENGINE_FILES) copyFileSync(join(packageDir, f), join(out, f));
  writeFileSync(join(out, 'README.md'), README);
  copyLegalFiles(out);
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [out, pkg] = process.argv.slice(2);
  if (!out) {
    console.error('usage: node web/owlbear/build.mjs <out dir> [<package dir>]');
    process.exit(2);
  }
  buildExtension(resolve(out), pkg ? resolve(pkg) : undefined).then(
    (dir) => console.log(`Owlbear extension built in ${dir}`),
    (e) => {
      console.error(e.message);
      process.exit(1);
    },
  );
}
