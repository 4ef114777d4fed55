// A token on the objects layer → the protocol's creature, under the campaign's settings: what the Mod
// reads of the sandbox for it (a character's attribute, a character's controllers), handed to
// web/roll20/creatures.js roll20Creature, the reading the browser extension shares.
import { roll20Creature } from '../roll20/creatures.js';
import { controllers } from '../roll20/creatures.js';
import { shorten } from './chat-text.js';

/** @typedef {import('./roll20-api.js').ModApi} ModApi */
/** @typedef {import('./objects.js').Graphic} Graphic */
/** @typedef {import('../lib/index.js').CreatureSpec} CreatureSpec */

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
 * Where the token's speed is read under the settings (web/roll20/creatures.js SpeedSource): a bar's
 * value, the represented character's attribute, or the fixed speed.
 * @param {ModApi} api @param {Graphic} g @param {import('./settings.js').Settings['speed']} s
 * @returns {import('../roll20/creatures.js').SpeedSource}
 */
export function speedSource(api, g, { source, attribute, fixed }) {
  if (source === 'bar1' || source === 'bar2' || source === 'bar3')
    return { source, text: g[`${source}_value`], where: `${source} of the token`, attribute, fixed };
  if (source === 'attribute')
    return {
      source,
      text: characterAttribute(api, g.represents, attribute),
      where: g.represents ? `attribute "${attribute}" of its character` : undefined,
      attribute,
      fixed,
    };
  return { source: 'fixed', fixed };
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
  const c = roll20Creature(g, grid, sizes, {
    speed: speedSource(api, g, settings.speed),
    ruleset,
    markers: settings.markers,
    characterControllers: characterControllers(api, g.represents),
  });
  // The name every sentence quotes (a move's provokers, where's target …): cut once here, at the
  // length a whisper quotes a name (chat-text.js MAX_NAME_CHARS), so no sentence carries more.
  return { ...c, name: shorten(c.name) };
}
