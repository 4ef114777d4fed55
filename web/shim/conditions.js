// The creature conditions the protocol knows: one list for every surface's forms and mappings.
/** The conditions the protocol knows (docs/protocol.md, "Creatures", `conditions`). */
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
