// The creature conditions the protocol knows: one list for every surface's forms and mappings.
/** @typedef {NonNullable<import('../lib/index.js').CreatureSpec['conditions']>[number]} Condition */
/**
 * The conditions the protocol knows (docs/protocol.md, "Creatures", `conditions`): a list of words, so
 * that a host's word may be looked up in it (markers.js isCondition narrows one to a Condition).
 * @type {readonly string[]}
 */
export const CONDITIONS = Object.freeze([
  'prone',
  'helpless',
  'unconscious',
  'stunned',
  'bound',
  'held',
  'cowering',
  'dead',
  'paralyzed',
  'incapacitated',
  'immobilized',
  'restrained',
  'grappled',
  'cannot-attack',
  'no-opportunity-actions',
  'squeezing',
  'charging',
]);
