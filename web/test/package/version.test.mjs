// One version for the whole project: the top-level CMakeLists.txt's project VERSION (read by
// web/build/version.mjs) is what every product carries — the npm package, the single-file build's
// Footwork.version, the bundles' banners, the Chrome extension's and the Owlbear extension's manifests
// (stamped by their builds), web/package.json and its lock file, and the Roll20 Mod's one-click
// script.json and version folder.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { test } from 'node:test';

import { banner } from '../../build/bundle.mjs';
import { parseVersion, stampVersion, version } from '../../build/version.mjs';
import { buildExtension as buildChrome } from '../../extension/build.mjs';
import { buildExtension as buildOwlbear } from '../../owlbear/build.mjs';
import { writeOneClick } from '../../roll20-mod/one-click.mjs';
import { packageDir, repo, singleFile } from '../harness.mjs';

const V = version();
const json = (file) => JSON.parse(readFileSync(file, 'utf8'));

test('the version is read from CMakeLists.txt, and a missing one is a clear error', () => {
  assert.match(V, /^\d+\.\d+\.\d+$/);
  assert.equal(parseVersion(readFileSync(join(repo, 'CMakeLists.txt'), 'utf8')), V);
  assert.equal(
    parseVersion('cmake_minimum_required(VERSION 3.20)\nproject(footwork VERSION 1.2.3 LANGUAGES CXX)'),
    '1.2.3',
  );
  assert.throws(
    () => parseVersion('project(footwork LANGUAGES CXX)', 'x.txt'),
    /x\.txt: no "project\(footwork VERSION/,
  );
  assert.deepEqual(Object.keys(JSON.parse(stampVersion('{"name": "n", "a": 1}'))), ['name', 'version', 'a']);
});

test('web/package.json and its lock file', () => {
  assert.equal(json(join(repo, 'web/package.json')).version, V);
  const lock = json(join(repo, 'web/package-lock.json'));
  assert.equal(lock.version, V);
  assert.equal(lock.packages[''].version, V);
});

test('the npm package, the single-file build and the bundles', () => {
  assert.equal(json(join(packageDir, 'package.json')).version, V);
  assert.equal(singleFile().version, V);
  assert.ok(banner('x').startsWith(`/* Footwork ${V}: x.`));
});

test("the Chrome extension's and the Owlbear extension's manifests, as built", async () => {
  const dir = mkdtempSync(join(tmpdir(), 'footwork-version-'));
  try {
    await buildChrome(join(dir, 'chrome'), packageDir);
    await buildOwlbear(join(dir, 'owlbear'), packageDir);
    assert.equal(json(join(dir, 'chrome/manifest.json')).version, V);
    assert.equal(json(join(dir, 'owlbear/manifest.json')).version, V);
    // The sources carry none: the build is the one place that writes it.
    assert.equal(json(join(repo, 'web/extension/manifest.json')).version, undefined);
    assert.equal(json(join(repo, 'web/owlbear/manifest.json')).version, undefined);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the Roll20 Mod's one-click layout: script.json and the version folder say the version, and so does dist/'s copy", () => {
  const dir = mkdtempSync(join(tmpdir(), 'footwork-one-click-'));
  try {
    const bundleFile = join(dir, 'footwork-roll20-mod.js');
    writeFileSync(bundleFile, '// the Mod script\n');
    const { json: script, script: scriptFile } = writeOneClick({ outDir: join(dir, 'out'), bundleFile });
    assert.equal(script.version, V);
    assert.equal(basename(dirname(scriptFile)), V);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // What the main command wrote, where it has run (scripts/run.d/23-roll20-mod.sh).
  const dist = join(repo, 'dist');
  const found = existsSync(dist)
    ? readdirSync(dist, { recursive: true })
        .filter((f) => basename(f) === 'script.json')
        .map((f) => join(dist, f))
    : [];
  for (const f of found) assert.equal(json(f).version, V, f);
});
