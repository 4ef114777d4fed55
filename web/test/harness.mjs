// Shared by the node tests: where the built package and the native CLI are, and loaders for the
// three builds (ES module + .wasm, plain JS, single-file classic script).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import vm from 'node:vm';

export const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

// The npm package assembled by the wasm build (bindings/CMakeLists.txt).
export const packageDir = process.env.FOOTWORK_PACKAGE_DIR
  ? resolve(process.env.FOOTWORK_PACKAGE_DIR)
  : resolve(repo, 'build/wasm/package');

// The native command-line tool: $FOOTWORK_CLI, or the first native build found.
export function nativeCli() {
  const candidates = [process.env.FOOTWORK_CLI, 'build/native/cpp/footwork', 'build/wasm-dev/cpp/footwork']
    .filter(Boolean)
    .map((p) => resolve(repo, p));
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`No native footwork CLI; build it or set FOOTWORK_CLI (tried ${candidates.join(', ')})`);
  return found;
}

export async function library() {
  return import(pathToFileURL(resolve(packageDir, 'index.js')).href);
}

// The single-file build, run as a page would run it: a classic script that defines Footwork.
export function singleFile() {
  const code = readFileSync(resolve(packageDir, 'footwork.single.js'), 'utf8');
  const before = globalThis.Footwork;
  vm.runInThisContext(code, { filename: 'footwork.single.js' });
  const footwork = globalThis.Footwork;
  if (before === undefined) delete globalThis.Footwork;
  else globalThis.Footwork = before;
  return footwork;
}

export async function allBuilds() {
  const { load } = await library();
  return {
    wasm: await load(),
    js: await load({ engine: 'js' }),
    single: await singleFile().load(),
  };
}

/** Every golden vector file under tests/vectors/ (any depth), in sorted path order (tests/vectors/README.md). */
export function vectorFiles(dir = resolve(repo, 'tests', 'vectors')) {
  const out = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = resolve(dir, e.name);
    if (e.isDirectory()) out.push(...vectorFiles(p));
    else if (e.isFile() && e.name.endsWith('.json')) out.push(p);
  }
  return out.sort();
}
