// The npm package as a user gets it (docs/js-api.md, "The npm package"): packed with npm pack from the
// wasm build's package folder, its file list pinned (files.txt here), checked by the ecosystem's own
// linters (publint, @arethetypeswrong/cli), installed into a fresh folder, loaded by require() and
// import, and bundled into a small app by Vite and by esbuild, each answering a move in Chromium.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, test } from 'node:test';

import { launchChromium } from '../chromium.mjs';
import { packageDir, repo } from '../harness.mjs';
import { serveFolder } from './serve.mjs';

const web = join(repo, 'web');
const bin = (name) => join(web, 'node_modules', '.bin', name);
const run = (cmd, args, options = {}) => execFileSync(cmd, args, { encoding: 'utf8', stdio: 'pipe', ...options });

let work, tarball;
before(() => {
  work = mkdtempSync(join(tmpdir(), 'footwork-package-'));
  const packed = JSON.parse(run('npm', ['pack', packageDir, '--pack-destination', work, '--json', '--silent']));
  tarball = join(work, packed[0].filename);
});
after(() => rmSync(work, { recursive: true, force: true }));

test('npm pack --dry-run lists exactly the pinned files (web/test/package/files.txt)', () => {
  const [info] = JSON.parse(run('npm', ['pack', packageDir, '--dry-run', '--json', '--silent']));
  const files = info.files.map((f) => f.path).sort();
  const pinned = readFileSync(new URL('./files.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean)
    .sort();
  assert.deepEqual(files, pinned, 'the package holds other files than web/test/package/files.txt says');
  assert.equal(info.version, run('node', [join(web, 'build/version.mjs')]).trim(), 'the version of CMakeLists.txt');
});

test('publint: no errors, warnings or suggestions', () => {
  const out = run(bin('publint'), ['--level', 'suggestion', tarball], { cwd: work });
  assert.match(out, /All good!/, out);
});

test('@arethetypeswrong/cli: no problems for the module, require() and footwork/single', () => {
  // The .wasm is an asset, not a module: it has no types to resolve (its use is tested below).
  const attw = spawnSync(
    bin('attw'),
    [tarball, '--format', 'json', '--no-definitely-typed', '--exclude-entrypoints', './footwork.wasm'],
    {
      cwd: work,
      encoding: 'utf8',
    },
  );
  const report = JSON.parse(attw.stdout);
  // attw lists problems by kind ({CJSResolvesToESM: [...], ...}) and exits with 1 when there are any.
  const problems = Object.values(report.problems ?? {}).flat();
  assert.deepEqual(problems, [], JSON.stringify(problems, null, 1));
  assert.equal(attw.status, 0, attw.stderr);
  const entrypoints = Object.keys(report.analysis.entrypoints);
  for (const e of ['.', './single']) assert.ok(entrypoints.includes(e), `attw did not check ${e}: ${entrypoints}`);
});

// A fresh folder with the packed tarball installed, as a user would; --offline: it has no dependencies,
// so nothing needs the registry.
function installed(name) {
  const dir = join(work, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, private: true, type: 'module' }));
  run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--silent', tarball], { cwd: dir });
  return dir;
}

// sw5e "Diagonals": 5 ft, three straight 15 ft, another diagonal 10 ft = 30 ft.
const MOVE_APP = `import { load } from 'footwork';
const footwork = await load();
const scene = footwork.loadScene({
  ruleset: 'sw5e',
  grid: { width: 10, height: 6 },
  creatures: [{ id: 'hero', position: [0, 0], speeds: { walk: 30 }, side: 'party' }],
});
const move = scene.move('hero', [[1, 1], [2, 1], [3, 1], [4, 1], [5, 2]]);
document.body.dataset.answer = JSON.stringify({ feet: move.total.feet, legal: move.legal, engine: footwork.engine });
scene.delete();
`;
const PAGE =
  '<!doctype html><meta charset="utf-8"><title>app</title><body><script type="module" src="./main.js"></script></body>\n';

test('installed: require("footwork") and require("footwork/single") answer; import "footwork" answers with both engines', () => {
  const dir = installed('node-app');
  const script = `
    const { load, version } = require('footwork');
    const single = require('footwork/single');
    (async () => {
      const fw = await load();
      const scene = fw.loadScene({ ruleset: 'sw5e', grid: { width: 4, height: 4 }, creatures: [{ id: 'h', position: [0, 0], speeds: { walk: 30 } }] });
      console.log(JSON.stringify({ version, feet: scene.move('h', [[1, 1]]).total.feet, same: single.load === load }));
    })();`;
  writeFileSync(join(dir, 'app.cjs'), script);
  const cjs = JSON.parse(run('node', ['app.cjs'], { cwd: dir }));
  assert.deepEqual(cjs, { version: run('node', [join(web, 'build/version.mjs')]).trim(), feet: 5, same: true });
  writeFileSync(
    join(dir, 'app.mjs'),
    `import { load } from 'footwork';
     for (const engine of ['wasm', 'js']) {
       const fw = await load({ engine });
       console.log(fw.query({ query: 'rulesets' }).rulesets.length);
     }
     console.log(import.meta.resolve('footwork/footwork.wasm'));`,
  );
  const [wasm, js, wasmFile] = run('node', ['app.mjs'], { cwd: dir }).trim().split('\n');
  assert.equal(wasm, '5');
  assert.equal(js, '5');
  assert.match(wasmFile, /node_modules\/footwork\/footwork\.wasm$/);
});

test('installed: the typings compile for an ES module and a CommonJS consumer (tsc, node16 resolution, lib check on)', () => {
  const dir = installed('typed-app');
  writeFileSync(
    join(dir, 'app.mts'),
    `import { load, type MoveResult } from 'footwork';
     const footwork = await load();
     const speed = footwork.query({ query: 'speed', ruleset: 'dnd35', race: 'human' });
     const feet: number = speed.speed.feet;
     const scene = footwork.loadScene({ ruleset: 'sw5e', grid: { width: 4, height: 4 }, creatures: [{ id: 'h', position: [0, 0] }] });
     const move: MoveResult = scene.move('h', [[1, 1]]);
     const reach = scene.query({ query: 'reachable', creature: 'h' });
     const costs: number[] = reach.costs;
     // @ts-expect-error the result is typed: status is a string
     const wrong: number = reach.status;
     console.log(feet, move.legal, costs, wrong);
     export {};\n`,
  );
  writeFileSync(
    join(dir, 'app.cts'),
    `import footwork = require('footwork');
     const version: string = footwork.version;
     footwork.load().then((f) => {
       const r = f.query({ query: 'rulesets' });
       const ids: string[] = r.rulesets.map((x) => x.id);
       console.log(version, ids);
     });\n`,
  );
  // No @types of the machine's own: only what the package brings (a fresh folder has none anyway).
  const compilerOptions = {
    noEmit: true,
    strict: true,
    module: 'node16',
    moduleResolution: 'node16',
    target: 'es2022',
    lib: ['es2022', 'dom'],
    types: [],
    skipLibCheck: false,
  };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['app.mts', 'app.cts'] }));
  const tsc = join(web, 'node_modules', 'typescript', 'bin', 'tsc');
  const out = spawnSync('node', [tsc, '-p', 'tsconfig.json'], { cwd: dir, encoding: 'utf8' });
  assert.equal(out.status, 0, out.stdout + out.stderr);
});

async function answerInChromium(folder) {
  const server = await serveFolder(folder);
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext()).newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.url}/index.html`);
    await page.waitForFunction(() => document.body.dataset.answer, null, { timeout: 30000 }).catch(() => {});
    const answer = await page.evaluate(() => document.body.dataset.answer);
    assert.ok(answer, `no answer in the page; page errors: ${errors.join('; ')}`);
    return JSON.parse(answer);
  } finally {
    await browser.close();
    await server.close();
  }
}

test('bundled by Vite from the installed package: a move answered in Chromium', async () => {
  const dir = installed('vite-app');
  writeFileSync(join(dir, 'index.html'), PAGE);
  writeFileSync(join(dir, 'main.js'), MOVE_APP);
  const { build } = await import(resolve(web, 'node_modules/vite/dist/node/index.js'));
  await build({
    root: dir,
    logLevel: 'silent',
    configFile: false,
    build: { outDir: join(dir, 'dist'), target: 'es2022' },
  });
  assert.deepEqual(await answerInChromium(join(dir, 'dist')), { feet: 30, legal: true, engine: 'wasm' });
});

test('bundled by esbuild from the installed package, footwork.wasm copied beside it: a move answered in Chromium', async () => {
  const dir = installed('esbuild-app');
  writeFileSync(join(dir, 'main.js'), MOVE_APP);
  const out = join(dir, 'dist');
  mkdirSync(out);
  const { build } = await import('esbuild');
  await build({
    absWorkingDir: dir,
    entryPoints: [join(dir, 'main.js')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outfile: join(out, 'main.js'),
    external: ['node:*'],
    logLevel: 'silent',
  }).catch((e) => assert.fail(e.message));
  // The documented asset: footwork/footwork.wasm, served beside the bundle (docs/js-api.md).
  const wasm = createRequire(join(dir, 'package.json')).resolve('footwork/footwork.wasm');
  copyFileSync(wasm, join(out, 'footwork.wasm'));
  writeFileSync(join(out, 'index.html'), PAGE);
  assert.deepEqual(await answerInChromium(out), { feet: 30, legal: true, engine: 'wasm' });
});
