// The Mod in Roll20's one-click layout (web/roll20-mod/one-click.mjs), checked field by field against
// what the Roll20/roll20-api-scripts README asks of a script.json ("Creating a script.json File") and
// the rules of its script.json.schema (required fields, types and patterns), restated here in our words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repo } from '../harness.mjs';
import { modBundle, campaign } from './fixtures.mjs';
import { writeOneClick } from '../../roll20-mod/one-click.mjs';
import { HELP } from '../../roll20-mod/commands.js';

// The schema's version pattern ("^([0-9]+(\\.)?)+([0-9]+)?$": digits and dots, e.g. 12.3).
const VERSION = /^([0-9]+(\.)?)+([0-9]+)?$/;
const ACCESS = new Set(['read', 'write', 'read, write', 'write, read', 'read,write', 'write,read']);

test('one-click layout: <name>/script.json with the fields Roll20 asks for, the script in <version>/footwork.js', async (t) => {
  const { outfile, code } = await modBundle();
  const out = mkdtempSync(join(tmpdir(), 'footwork-one-click-'));
  t.after(() => rmSync(out, { recursive: true, force: true }));
  writeOneClick({ outDir: out, bundleFile: outfile });
  const project = /project\(\s*footwork\s+VERSION\s+([\d.]+)/.exec(
    readFileSync(join(repo, 'CMakeLists.txt'), 'utf8'),
  )[1];

  // "create a new folder with the name of the script which matches the name in your script.json file"
  assert.deepEqual(readdirSync(out), ['Footwork']);
  const folder = join(out, 'Footwork');
  assert.deepEqual(readdirSync(folder).sort(), [project, 'script.json', 'LICENSE', 'CHANGELOG.md'].sort());
  const json = JSON.parse(readFileSync(join(folder, 'script.json'), 'utf8'));

  // Required by the schema: name, description, script, version, authors, roll20userid.
  for (const k of ['name', 'description', 'script', 'version', 'authors', 'roll20userid']) assert.ok(k in json, k);
  assert.equal(json.name, 'Footwork');
  // "script: The name of the javascript file, which must remain uniform throughout versions" (pattern ".js$").
  assert.equal(json.script, 'footwork.js');
  // The version is the project's one version (CMakeLists.txt), and names the folder holding the script.
  assert.equal(json.version, project);
  assert.match(json.version, VERSION);
  assert.equal(readFileSync(join(folder, json.version, json.script), 'utf8'), code, 'the built bundle, unchanged');
  // "previousversions: All previous versions of the script in an array format", unique, each a version.
  assert.ok(Array.isArray(json.previousversions));
  assert.equal(new Set(json.previousversions).size, json.previousversions.length);
  for (const v of json.previousversions) {
    assert.match(String(v), VERSION);
    assert.notEqual(String(v), json.version);
  }
  // "description … an example use or purpose, list and explanation of API Commands": every command.
  assert.equal(typeof json.description, 'string');
  assert.match(json.description, /\*\*Example:\*\*/);
  for (const [cmd] of HELP) assert.ok(json.description.includes(`!footwork ${cmd.split(' ')[0]}`), cmd);
  assert.doesNotMatch(json.description, /&lt;|&gt;/, 'plain markdown, not chat entities');
  // authors: a string (or an array of strings); roll20userid: digits, comma-separated.
  assert.equal(typeof json.authors, 'string');
  assert.match(String(json.roll20userid), /^([0-9]+,[ ]?)*[0-9]+$/);
  // patreon / tipeee: empty, or a link to those sites.
  assert.match(json.patreon, /^(https?:\/\/(www\.)?patreon\.com\/.*)?$/);
  assert.match(json.tipeee, /^(https?:\/\/(www\.)?tipeee\.com\/.*)?$/);
  // useroptions: none (every setting is a chat command); dependencies and conflicts: lists of names.
  assert.deepEqual(json.useroptions, []);
  assert.ok(Array.isArray(json.dependencies) && json.dependencies.every((d) => typeof d === 'string'));
  assert.ok(Array.isArray(json.conflicts) && json.conflicts.every((d) => typeof d === 'string'));
  // modifies: "objects and properties the script reads and writes to" → "read" | "write" | "read,write".
  assert.equal(typeof json.modifies, 'object');
  for (const [k, v] of Object.entries(json.modifies)) {
    assert.match(k, /^[\w]+\.[\w.]+$/, k);
    assert.ok(ACCESS.has(v), `${k}: ${v}`);
  }
  // What it writes: a token's position (enforcement) and its own record in state; nothing else.
  const writes = Object.entries(json.modifies)
    .filter(([, v]) => v.includes('write'))
    .map(([k]) => k)
    .sort();
  assert.deepEqual(writes, ['graphic.left', 'graphic.top', 'state.FootworkMod']);
  // Only the fields the README names.
  const known = new Set([
    'name',
    'script',
    'version',
    'previousversions',
    'description',
    'authors',
    'roll20userid',
    'patreon',
    'tipeee',
    'useroptions',
    'dependencies',
    'modifies',
    'conflicts',
  ]);
  assert.deepEqual(
    Object.keys(json).filter((k) => !known.has(k)),
    [],
  );
});

test('the bundle says the project’s version at start-up', async () => {
  const project = /project\(\s*footwork\s+VERSION\s+([\d.]+)/.exec(
    readFileSync(join(repo, 'CMakeLists.txt'), 'utf8'),
  )[1];
  const c = await campaign();
  assert.ok(
    c.game.logs.some((l) => l.startsWith(`Footwork: ready (version ${project},`)),
    c.game.logs.join('\n'),
  );
});
