// The Mod script in Roll20's one-click layout, as the public Roll20/roll20-api-scripts repository asks
// of a script (its README, "Creating a script.json File", and its `script.json.schema`, validated on
// every pull request since 29 January 2021): a folder named like the script holding `script.json`
// and the script in a folder per version, `<version>/<script>`, as the repository's
// "_Example Script - Check for formatting details" folder is laid out (`1.1/example.js`).
//
//   node web/roll20-mod/one-click.mjs <out dir> <bundle file>   → <out dir>/Footwork/script.json, <out dir>/Footwork/<version>/footwork.js,
//   <out dir>/Footwork/LICENSE and CHANGELOG.md (web/build/legal.mjs)
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyLegalFiles } from '../build/legal.mjs';
import { version as projectVersion } from '../build/version.mjs';
import { HELP } from './commands.js';

export const SCRIPT_NAME = 'Footwork';
export const SCRIPT_FILE = 'footwork.js';
// Versions published before this one, newest first: when the project's version moves on, the one
// published last goes here (the README: "All previous versions of the script in an array format").
export const PREVIOUS_VERSIONS = [];
// The authors' Roll20 user ids ("Used internally and won't be shown publicly on the site"; required by
// the schema): the publisher's, given when the listing is built (FOOTWORK_ROLL20_USERID). Without
// it the listing says "0", which Roll20 would refuse to credit: set it before a pull request.
const ROLL20_USERID = process.env.FOOTWORK_ROLL20_USERID ?? '0';

const plainHelp = (s) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/**
 * The listing's description (the README: "an example use or purpose, list and explanation of API
 * Commands, and any other information necessary"; markdown with \n line breaks).
 */
export function description() {
  return [
    'Footwork prices every token move by the movement rules of D&D 5e (SW5e, fine 5e grids), 3.5e, 3.0 and 4e, on square and hex pages.',
    'When a token is dropped in combat it whispers to the token’s controllers and the GM what the move cost (waypoints included), what is left of speed and Dash (or double move), the opportunity attacks it provoked and why a step was illegal (walls, doors, difficult terrain, not enough movement). With enforcement on, an illegal move sends the token back to its last legal position.',
    '',
    '**Example:** start combat (add the tokens to the turn order) and drag a token; its player reads “Hero: this move 25 ft, 25 ft this turn of 30 (Dash: 60). Left: 5 ft of speed, 35 ft of Dash. Band: move.”',
    '',
    '**Commands** (everyone may ask; settings are the GM’s):',
    ...HELP.map(([c, t]) => `* \`!footwork ${plainHelp(c)}\` — ${plainHelp(t)}`),
    '',
    'Speeds come from the character’s `speed` attribute (or a bar, or a fixed number), conditions from status markers named like them (prone, grappled …), difficult terrain from graphics on the map or GM layer named “difficult…”, walls from the Dynamic Lighting layer, doors and windows. Settings live in `state.FootworkMod`.',
    'Documentation: docs/roll20-mod.md in Footwork’s repository.',
  ].join('\n');
}

/**
 * What the script reads and writes of Roll20's objects (the README: "A list of the common Roll20
 * objects and properties the script reads and writes to"; values "read", "write" or "read,write"):
 * web/roll20-mod/objects.js lists what it reads; it writes a token's position (enforcement) and its
 * own record in state.
 */
export const MODIFIES = {
  'state.FootworkMod': 'read,write',
  'graphic.left': 'read,write',
  'graphic.top': 'read,write',
  'graphic.lastmove': 'read',
  'graphic.width': 'read',
  'graphic.height': 'read',
  'graphic.layer': 'read',
  'graphic.name': 'read',
  'graphic.controlledby': 'read',
  'graphic.represents': 'read',
  'graphic.statusmarkers': 'read',
  'graphic.bar1_value': 'read',
  'graphic.bar2_value': 'read',
  'graphic.bar3_value': 'read',
  'page.width': 'read',
  'page.height': 'read',
  'page.snapping_increment': 'read',
  'page.scale_number': 'read',
  'page.scale_units': 'read',
  'page.grid_type': 'read',
  'page.diagonaltype': 'read',
  'path._path': 'read',
  'pathv2.points': 'read',
  'door.isOpen': 'read',
  'window.isOpen': 'read',
  'campaign.turnorder': 'read',
  'campaign.playerpageid': 'read',
  'character.controlledby': 'read',
  'attribute.current': 'read',
  'player._displayname': 'read',
};

/** The listing's script.json, for `version` (the project's). */
export function scriptJson(version) {
  return {
    name: SCRIPT_NAME,
    script: SCRIPT_FILE,
    version,
    previousversions: [...PREVIOUS_VERSIONS],
    description: description(),
    authors: 'Footwork contributors',
    roll20userid: ROLL20_USERID,
    patreon: '',
    tipeee: '',
    useroptions: [],
    dependencies: [],
    modifies: { ...MODIFIES },
    conflicts: [],
  };
}

/**
 * Writes `<outDir>/Footwork/script.json` and `<outDir>/Footwork/<version>/footwork.js` (a copy of the
 * built bundle). Returns the paths and the script.json written.
 */
export function writeOneClick({ outDir, bundleFile, version = projectVersion() }) {
  const folder = resolve(outDir, SCRIPT_NAME);
  const script = resolve(folder, version, SCRIPT_FILE);
  mkdirSync(dirname(script), { recursive: true });
  copyFileSync(bundleFile, script);
  const json = scriptJson(version);
  const jsonFile = resolve(folder, 'script.json');
  writeFileSync(jsonFile, `${JSON.stringify(json, null, 2)}\n`);
  // The licence beside script.json: the one-click library asks for MIT, whose notice goes with every copy.
  copyLegalFiles(folder);
  return { folder, script, jsonFile, json };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [outDir, bundleFile] = process.argv.slice(2);
  if (!outDir || !bundleFile) {
    console.error('usage: node web/roll20-mod/one-click.mjs <out dir> <bundle file>');
    process.exit(2);
  }
  const { jsonFile, script } = writeOneClick({ outDir: resolve(outDir), bundleFile: resolve(bundleFile) });
  console.log(`${jsonFile}\n${script}`);
}
