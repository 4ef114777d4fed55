// A token on the objects layer → the protocol's creature, under the campaign's settings: position and
// size from web/roll20 roll20Token; the side from who controls it (the token's `controlledby`, or the
// character it represents); speeds from a bar or a character attribute (web/roll20/speeds.js), else
// the fixed speed; conditions from status markers (web/roll20/markers.js). What had to be assumed is
// returned in `notes` for the whisper, never hidden.
import { roll20Token } from '../roll20/index.js';
import { parseSpeeds } from '../roll20/speeds.js';
import { conditionsFromMarkers } from '../roll20/markers.js';
import { controllers } from './objects.js';
import { shorten } from './chat-text.js';
import { feet } from '../shim/present.js';

/** @typedef {import('./roll20-api.js').ModApi} ModApi */
/** @typedef {import('./objects.js').Graphic} Graphic */
/** @typedef {import('../lib/index.js').CreatureSpec} CreatureSpec */
/** @typedef {import('../lib/protocol.js').Speeds} Speeds */

/**
 * The attribute's current value for a character, or undefined (findObjs with caseInsensitive).
 * @param {ModApi} api @param {unknown} characterId a token's `represents` @param {string} name
 * @returns {unknown} the campaign's value, as a character sheet holds it
 */
function characterAttribute(api, characterId, name) {
  if (!characterId) return undefined;
  const found = api.findObjs({ _type: 'attribute', _characterid: characterId, name }, { caseInsensitive: true });
  /** @type {import('./roll20-api.js').Roll20Object | undefined} */
  const a = Array.isArray(found) ? found[0] : undefined;
  return a ? a.get('current') : undefined;
}

/**
 * The character's `controlledby` (players controlling a character control its tokens, as TokenMod reads it).
 * @param {ModApi} api @param {unknown} characterId a token's `represents` @returns {string[]}
 */
export function characterControllers(api, characterId) {
  if (typeof characterId !== 'string' || !characterId) return [];
  const c = api.getObj('character', characterId);
  return c ? controllers(c.get('controlledby')) : [];
}

/**
 * The speeds of a token: {speeds, hover, note?}. Source 'bar1'…'bar3' reads the bar's value,
 * 'attribute' the represented character's attribute; 'fixed', or nothing readable, gives the fixed
 * speed (with a note saying so when a bar or attribute was expected).
 * @param {ModApi} api @param {Graphic} g @param {import('./settings.js').Settings['speed']} speedSettings
 * @param {{ruleset: unknown, cellFeet?: number}} page the page's ruleset (an id, or a variant) and cell size
 * @returns {{speeds: Speeds, hover: boolean, note?: string}}
 */
export function tokenSpeeds(api, g, speedSettings, { ruleset }) {
  const bare = ruleset === '4e' ? 'squares' : 'feet';
  const { source, attribute, fixed } = speedSettings;
  /** @type {unknown} */
  let text;
  /** @type {string | undefined} */
  let where;
  if (source === 'bar1' || source === 'bar2' || source === 'bar3') {
    text = g[`${source}_value`];
    where = `${source} of the token`;
  } else if (source === 'attribute') {
    text = characterAttribute(api, g.represents, attribute);
    where = g.represents ? `attribute "${attribute}" of its character` : undefined;
  }
  if (source !== 'fixed') {
    const r = parseSpeeds(text, { squareFeet: 5, bare });
    /** @type {Speeds} */
    const read = r.speeds;
    if (read.walk !== undefined || Object.keys(read).length > 0) {
      const speeds = { walk: read.walk ?? 0, ...read };
      return r.problem ? { speeds, hover: r.hover, note: r.problem.message } : { speeds, hover: r.hover };
    }
    const why =
      where === undefined
        ? `the token represents no character to read "${attribute}" from`
        : text === undefined || String(text).trim() === ''
          ? `no speed in the ${where}`
          : `"${shorten(text, 40)}" in the ${where} is no speed`;
    return {
      speeds: { walk: fixed },
      hover: false,
      note: `Speed ${feet(fixed)} ft assumed: ${why}.${r.problem ? ` ${r.problem.message}` : ''}`,
    };
  }
  return { speeds: { walk: fixed }, hover: false };
}

/**
 * The creature for a token: {spec, name, span, notes}. `g` is plain graphic attributes
 * (objects.js), `grid` the page's grid, `sizes` the ruleset's size table.
 * @param {ModApi} api @param {Graphic} g @param {import('../shim/index.js').Grid} grid
 * @param {Array<{size: string, spaceFeet: number}>} sizes
 * @param {{settings: import('./settings.js').Settings, ruleset: unknown}} o
 * @returns {{spec: CreatureSpec, name: string, span: import('../shim/index.js').Span, notes: string[]}}
 */
export function tokenCreature(api, g, grid, sizes, { settings, ruleset }) {
  const notes = g.sizeNote ? [g.sizeNote] : [];
  const { speeds, hover, note } = tokenSpeeds(api, g, settings.speed, { ruleset, cellFeet: grid.cellFeet });
  if (note) notes.push(note);
  const controlled = controllers(g.controlledby).length > 0 || characterControllers(api, g.represents).length > 0;
  const { spec, name, span } = roll20Token(g, grid, { sizes, side: controlled ? 'players' : 'gm' });
  spec.speeds = speeds;
  const { conditions, unknown } = conditionsFromMarkers(g.statusmarkers, settings.markers);
  // conditionsFromMarkers gives only the conditions the protocol names (CONDITIONS).
  if (conditions.length) spec.conditions = /** @type {CreatureSpec['conditions']} */ (conditions);
  for (const u of unknown) notes.push(`The marker setting names "${u}", which is no condition Footwork knows.`);
  if (hover) spec.traits = ['hover'];
  // The name every sentence quotes (a move's provokers, where's target …): cut once here, at the
  // length a whisper quotes a name (chat-text.js MAX_NAME_CHARS), so no sentence carries more.
  return { spec, name: shorten(name), span, notes };
}
