// Builds the example VTT (docs/embedding.md) into a folder that works served or opened from disk:
//   <out>/index.html, example.css   this folder
//   <out>/example.js                main.js bundled with the adapter and web/shim (esbuild, web/build/bundle.mjs)
//   <out>/footwork.single.js        the engine and web/lib (the wasm build's package)
//   node web/examples/build.mjs <out> [<package dir>]
// Used by scripts/run.d/20-dist.sh (dist/examples/) and by the example's tests and benchmark.
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle, repo } from '../build/bundle.mjs';

const here = dirname(fileURLToPath(import.meta.url));

export async function buildExample(out, packageDir = resolve(repo, 'build/wasm/package')) {
  const engine = join(packageDir, 'footwork.single.js');
  if (!existsSync(engine)) throw new Error(`${engine} is missing: build the wasm preset first`);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  await bundle({
    name: 'example VTT (web/examples)',
    entryPoints: [join(here, 'main.js')],
    outfile: join(out, 'example.js'),
  });
  for (const f of ['index.html', 'example.css']) copyFileSync(join(here, f), join(out, f));
  copyFileSync(engine, join(out, 'footwork.single.js'));
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [out, pkg] = process.argv.slice(2);
  if (!out) {
    console.error('usage: node web/examples/build.mjs <out dir> [<package dir>]');
    process.exit(2);
  }
  try {
    console.log(`example built in ${await buildExample(resolve(out), pkg ? resolve(pkg) : undefined)}`);
  } catch (e) {
    console.error(e.message);
    process.exit(1);
  }
}
