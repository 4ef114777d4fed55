// Footwork's version, from its one place: the top-level CMakeLists.txt's `project(footwork VERSION
// x.y.z …)`. Node-only (build time): the Mod script gets it baked in by build.mjs, and the one-click
// listing (one-click.mjs) names its version folder after it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** "x.y.z" from `project(<name> VERSION x.y.z …)` in `<repo>/CMakeLists.txt`; throws when there is none. */
export function projectVersion(repo) {
  const file = resolve(repo, 'CMakeLists.txt');
  const m = /\bproject\s*\(\s*[\w-]+[^)]*?\bVERSION\s+(\d+(?:\.\d+){0,3})\b/i.exec(readFileSync(file, 'utf8'));
  if (!m) throw new Error(`${file}: no project(… VERSION x.y.z) to take Footwork's version from`);
  return m[1];
}
