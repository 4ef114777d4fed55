// The Ask tool's questions: the position queries of docs/protocol.md as forms, each field with the
// kind of input it takes (a place — a creature id or a cell — is filled by clicking the map; "map"
// fields), optional fields marked. Data only: ask-panel.js builds the forms from it.

export const PLACE = 'place'; // a creature id or a cell
/**
 * A question: its title and its fields, each [name, input, optional]: the input a kind ('number',
 * 'bool', 'cell', 'cells', PLACE, 'creature', 'size', 'text') or a list of choices; optional true,
 * or the words saying when it is needed.
 * @typedef {{title: string, fields: [string, string | string[], (boolean | string)?][]}} Query
 */
/** @type {Record<string, Query>} */
export const QUERIES = {
  distance: {
    title: 'Range between two places',
    fields: [
      ['from', PLACE],
      ['to', PLACE],
    ],
  },
  threatened: { title: 'Squares a creature threatens', fields: [['creature', 'creature']] },
  closest: {
    title: 'Closest creatures',
    fields: [
      ['from', PLACE],
      ['side', ['all', 'enemies', 'allies'], true],
      ['seed', 'number', true],
    ],
  },
  sight: {
    title: 'Line of sight / effect',
    fields: [
      ['from', PLACE],
      ['to', PLACE],
      ['kind', ['sight', 'effect'], true],
    ],
  },
  cover: {
    title: 'Cover (5e-fine)',
    fields: [
      ['attacker', PLACE],
      ['target', PLACE],
    ],
  },
  flanking: {
    title: 'Flanking',
    fields: [
      ['creature', 'creature'],
      ['enemy', 'creature'],
      ['ally', 'creature', true],
    ],
  },
  flankSquares: {
    title: 'Where an ally would flank',
    fields: [
      ['creature', 'creature'],
      ['enemy', 'creature'],
      ['ally', 'creature'],
    ],
  },
  area: {
    title: 'Area template (the 5e texts)',
    fields: [
      ['shape', ['sphere', 'cylinder', 'cube', 'cone', 'line']],
      ['origin', 'cell'],
      ['radius', 'number', true],
      ['size', 'number', true],
      ['length', 'number', true],
      ['width', 'number', true],
      ['toward', 'cell', true],
      ['direction', ['east', 'north', 'south', 'west'], true],
      ['rule', ['centre', 'whole'], true],
    ],
  },
  facing: {
    title: 'Facing arcs (5e-fine)',
    fields: [
      ['creature', 'creature'],
      ['facing', ['north', 'east', 'south', 'west', 'ne', 'se', 'sw', 'nw']],
      ['weaponHand', ['right', 'left'], true],
      ['shieldHand', ['left', 'right'], true],
      ['grip', ['one-handed', 'two-handed-melee', 'two-handed-missile'], true],
    ],
  },
  crowding: {
    title: 'Crowding round a defender',
    fields: [
      ['defender', PLACE],
      ['attackerSize', 'size', true],
      ['ignoreCreatures', 'bool', true],
    ],
  },
  forced: {
    title: 'Push, pull or slide (4e)',
    fields: [
      ['kind', ['push', 'pull', 'slide']],
      ['creature', 'creature'],
      // A push or a pull moves the target away from or toward someone (or a cell: an origin); the
      // engine refuses either without one (docs/protocol.md, "Query: forced"); a slide needs neither.
      ['by', 'creature', 'to push or pull, or an “Origin”'],
      ['origin', 'cell', true],
      ['distance', 'number', true],
      // Needed unless the question is where the target may end (the engine refuses it missing then).
      ['path', 'cells', 'unless “Ends” is ticked'],
      ['ends', 'bool', true],
      ['pitDepthFeet', 'number', true],
    ],
  },
  swap: {
    title: 'Swap places (4e)',
    fields: [
      ['creature', 'creature'],
      ['target', 'creature'],
      ['targetTo', 'cell', true],
      ['to', 'cell', true],
    ],
  },
  teleportation: {
    title: 'Teleportation',
    fields: [
      ['creature', 'creature'],
      ['to', 'cell'],
      ['distance', 'number', true],
      ['physicalHold', 'bool', true],
    ],
  },
};

// On a hex grid `facing` names a side of the creature's hex or a corner by its two sides
// (docs/protocol.md, "Query: facing"; docs/rules/hex.md, "Facing on hexes"): six sides and six
// corners, listed clockwise round the hex from the top (flat) or from the east (pointy).
/** @type {Record<string, string[]>} */
const HEX_FACINGS = {
  flat: ['north', 'ne-north', 'ne', 'se-ne', 'se', 'south-se', 'south', 'sw-south', 'sw', 'nw-sw', 'nw', 'north-nw'],
  pointy: ['east', 'se-east', 'se', 'sw-se', 'sw', 'west-sw', 'west', 'nw-west', 'nw', 'ne-nw', 'ne', 'east-ne'],
};
/**
 * @param {{orientation: string} | null} shape @param {string} query @param {string} field @param {string | string[]} type
 * @returns {string | string[]}
 */
export const choicesOnGrid = (shape, query, field, type) =>
  query === 'facing' && field === 'facing' && shape ? HEX_FACINGS[shape.orientation] : type;
// How a facing is offered: a hex corner says it is the corner between those two sides.
export const facingLabel = (/** @type {string} */ v) =>
  v.includes('-') ? `${v} (corner between ${v.replace('-', ' and ')})` : v;
