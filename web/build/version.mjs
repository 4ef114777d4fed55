// Footwork's one version number, for every JavaScript build step. It lives in ONE place, the top-level
// CMakeLists.txt (`project(footwork VERSION x.y.z …)`), which the native and WebAssembly builds already
// read; the npm package's package.json, the Chrome extension's and the Owlbear extension's manifests,
// the bundles' banners, the single-file script's `Footwork.version` and the Roll20 Mod's script.json
// take it from here when they are built (web/test/package/version.test.mjs checks that they agree).
//
//   import { version } from '../build/version.mjs';   // "0.2.0"
//   node web/build/version.mjs                        // prints it
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where the version is written: the top-level CMakeLists.txt. */
export const VERSION_FILE = resolve(repo, 'CMakeLists.txt');

// CMake's project() takes VERSION as major[.minor[.patch[.tweak]]]; Footwork uses three numbers, the
// form npm (semver), Chrome (1 to 4 dot-separated integers) and Owlbear all accept.
const PROJECT_VERSION = /^\s*project\s*\(\s*footwork\b[^)]*?\bVERSION\s+(\d+\.\d+\.\d+)\b/m;

/** The version in CMakeLists.txt's text; throws with the file's name when it is missing. */
export function parseVersion(cmakeText, file = 'CMakeLists.txt') {
  const m = PROJECT_VERSION.exec(cmakeText);
  if (!m) throw new Error(`${file}: no "project(footwork VERSION x.y.z ...)" line; the version lives there`);
  return m[1];
}

/** Footwork's version ("0.2.0"), read from the top-level CMakeLists.txt. */
export function version() {
  return parseVersion(readFileSync(VERSION_FILE, 'utf8'), VERSION_FILE);
}

/**
 * A JSON manifest's text (package.json, manifest.json, script.json) with its "version" set to
 * Footwork's, placed right after "name" as the ecosystems' own examples write it.
 */
export function stampVersion(manifestText, file = 'manifest') {
  let manifest;
  try {
    manifest = JSON.parse(manifestText);
  } catch (e) {
    throw new Error(`${file}: not JSON (${e.message})`);
  }
  const out = {};
  for (const [k, v] of Object.entries(manifest)) {
    if (k === 'version') continue;
    out[k] = v;
    if (k === 'name') out.version = version();
  }
  if (!('version' in out)) out.version = version();
  return JSON.stringify(out, null, 2) + '\n';
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) console.log(version());
