// docs/shim.md is the whole contract a surface may use (issue 24): every member of the Session a
// surface calls (the example VTT's adapter, the Roll20 extension and Mod, the Owlbear extension, the
// calculator page) is one the page names, and none is the Session's private state. Read from the
// sources; no engine.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { repo } from '../harness.mjs';

const doc = readFileSync(resolve(repo, 'docs/shim.md'), 'utf8');
const FOLDERS = [
  'web/examples',
  'web/extension',
  'web/roll20-mod',
  'web/roll20',
  'web/owlbear/src',
  'web/calculator/js',
  'web/calculator/js/map',
];
// A Session reached as `session.x`, `this.session.x`, `scene.session.x`, `link.session.x` …
const USE = /\bsession(?:\(\))?\.(#?[A-Za-z_]\w*)/g;

function uses() {
  const found = new Map(); // member → first file using it
  for (const folder of FOLDERS)
    for (const f of readdirSync(resolve(repo, folder)).filter((n) => /\.m?js$/.test(n))) {
      const text = readFileSync(resolve(repo, folder, f), 'utf8');
      for (const [, name] of text.matchAll(USE)) if (!found.has(name)) found.set(name, `${folder}/${f}`);
    }
  return found;
}

test("every Session member a surface uses is named in docs/shim.md's tables", () => {
  const found = uses();
  assert.ok(found.size >= 20, `expected the surfaces' Session calls, found ${found.size}`);
  for (const [name, file] of found) {
    const named = new RegExp('`' + name + '(\\(|`|,)').test(doc);
    assert.ok(named, `${file} uses session.${name}, which docs/shim.md does not name`);
  }
});

test("no surface reads the Session's state", () => {
  for (const [name, file] of uses())
    assert.ok(
      // (and neither of its two parts, host-scene.js and movement.js, nor what only they share; the
      // scene part's `revision` is a member: a copy of the scene holds while it stays, docs/shim.md)
      ![
        'scene',
        'ledger',
        'mirror',
        'names',
        'footwork',
        'rulesetTable',
        'refused',
        'drag',
        'host',
        'turn',
        'answering',
      ].includes(name),
      `${file} reads session.${name}`,
    );
});
