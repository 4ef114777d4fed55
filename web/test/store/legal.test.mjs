// Every package Footwork hands to users carries the licence and the changelog (issue 41): the npm
// package (assembled by web/lib/build/package.mjs and packed by npm), the Chrome extension's folder and
// its store zip, the Owlbear folder and the Roll20 one-click folder, each byte for byte the
// repository's LICENSE and CHANGELOG.md (web/build/legal.mjs). The MIT notice is checked for what it
// must say, so an empty or foreign LICENSE fails too.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, test } from 'node:test';

import { LEGAL_FILES, legalSource } from '../../build/legal.mjs';
import { version } from '../../build/version.mjs';
import { buildExtension as buildRoll20Extension } from '../../extension/build.mjs';
import { storePackage } from '../../extension/store/store-package.mjs';
import { assemblePackage } from '../../lib/build/package.mjs';
import { buildExtension as buildOwlbear } from '../../owlbear/build.mjs';
import { writeOneClick } from '../../roll20-mod/one-click.mjs';
import { packageDir, repo } from '../harness.mjs';

let work;
before(() => (work = mkdtempSync(join(tmpdir(), 'footwork-legal-'))));
after(() => rmSync(work, { recursive: true, force: true }));

const source = (f) => readFileSync(legalSource(f));

/** Each of LEGAL_FILES in `dir`, the repository's bytes. */
function carriesBoth(dir, what) {
  for (const f of LEGAL_FILES) {
    assert.ok(existsSync(join(dir, f)), `${what} has no ${f}`);
    assert.deepEqual(readFileSync(join(dir, f)), source(f), `${what}'s ${f} is not the repository's`);
  }
}

test('the repository: an MIT LICENSE naming The Footwork developers, a CHANGELOG with this version', () => {
  const licence = source('LICENSE').toString('utf8');
  assert.match(licence, /^MIT License\n/);
  assert.match(licence, /Copyright \(c\) 2026 The Footwork developers/);
  assert.match(licence, /THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND/);
  for (const manifest of ['web/package.json', 'web/lib/package.json'])
    assert.equal(JSON.parse(readFileSync(resolve(repo, manifest), 'utf8')).license, 'MIT', manifest);
  assert.match(source('CHANGELOG.md').toString('utf8'), new RegExp(`^## ${version().replace(/\./g, '\\.')}\\b`, 'm'));
});

test('the npm package: LICENSE and CHANGELOG.md in the folder and in what npm packs', async () => {
  // The engine files come from the wasm build (the folder holding footwork.mjs beside the package).
  const engineDir = resolve(packageDir, '..', 'bindings');
  const out = await assemblePackage(engineDir, join(work, 'package'));
  carriesBoth(out, 'the npm package');
  const [info] = JSON.parse(
    execFileSync('npm', ['pack', out, '--dry-run', '--json', '--silent'], { encoding: 'utf8', stdio: 'pipe' }),
  );
  const packed = info.files.map((f) => f.path);
  for (const f of LEGAL_FILES) assert.ok(packed.includes(f), `npm pack leaves out ${f}: ${packed.join(', ')}`);
});

test('the Roll20 extension: LICENSE and CHANGELOG.md in the unpacked folder and in the store zip', async () => {
  const ext = await buildRoll20Extension(join(work, 'extension'), packageDir);
  carriesBoth(ext, 'the unpacked extension');
  const zip = storePackage(join(work, 'extension'), join(work, 'store'));
  const unzipped = join(work, 'unzipped');
  mkdirSync(unzipped);
  execFileSync('unzip', ['-q', zip, ...LEGAL_FILES, '-d', unzipped]);
  carriesBoth(unzipped, 'the store zip');
});

test('the Owlbear folder: LICENSE and CHANGELOG.md beside manifest.json', async () => {
  const out = await buildOwlbear(join(work, 'owlbear'), packageDir);
  carriesBoth(out, 'the Owlbear folder');
});

test('the Roll20 one-click folder: LICENSE and CHANGELOG.md beside script.json', () => {
  const bundle = join(work, 'footwork-roll20-mod.js');
  // The layout copies whatever bundle it is given; the licence does not depend on the bundle's text.
  writeFileSync(bundle, '/* Footwork */\n');
  const { folder } = writeOneClick({ outDir: join(work, 'one-click'), bundleFile: bundle });
  carriesBoth(folder, 'the one-click folder');
});
