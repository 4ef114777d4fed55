// Names this extension uses in Owlbear Rodeo: the tool mode, the metadata keys (reverse-domain, as
// the SDK's docs ask of extensions) and the broadcast channel between the background page and the panel.
export const PLUGIN = 'com.footwork.owlbear';

/** The tool mode lives under Owlbear's built-in Move tool, beside its own modes. */
export const MOVE_TOOL = 'rodeo.owlbear.tool/move';
export const TOOL_MODE = `${PLUGIN}/mode/move`;

/** On a token (IMAGE on the CHARACTER layer): {side, walk, fly, swim, climb, burrow, size}. */
export const TOKEN_KEY = `${PLUGIN}/token`;
/** On a token: what it spent this turn, {turn, feet, diagonals, drags}, written with its drag. */
export const SPENT_KEY = `${PLUGIN}/spent`;
/** On any item the GM marks: {difficult: 1} (a protocol terrain object) or {wall: 'wall'|'window'|'low'}. */
export const MARK_KEY = `${PLUGIN}/mark`;
/** On the room: {ruleset, alternating, chebyshev, keepIllegalOut, turn} (settings.js). */
export const SETTINGS_KEY = `${PLUGIN}/settings`;
/** On this extension's local items, so they can be found and cleared. */
export const LOCAL_KEY = `${PLUGIN}/annotation`;

/** Background → panel: the scene's status (problems, ruleset, grid); panel → background: "send it". */
export const STATUS_CHANNEL = `${PLUGIN}/status`;
export const STATUS_REQUEST_CHANNEL = `${PLUGIN}/status-request`;
/** Panel → background: where to stand, {mode, target} (places.js). */
export const PLACES_CHANNEL = `${PLUGIN}/places`;

/** Smoke & Spectre's wall lines (CURVE items); keys as that extension's public source writes them. */
export const SMOKE = {
  visionLine: 'com.battle-system.smoke/isVisionLine',
  blocking: 'com.battle-system.smoke/blocking',
  disabled: 'com.battle-system.smoke/disabled',
  door: 'com.battle-system.smoke/isDoor',
  doorOpen: 'com.battle-system.smoke/doorOpen',
  window: 'com.battle-system.smoke/isWindow',
};
