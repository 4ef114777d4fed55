// Footwork's Roll20 mapping (docs/extension.md, docs/roll20-mod.md): Roll20's attribute names → the
// shim's cells, tokens, drags, terrain and walls. Shared by the browser extension and the Mod script;
// plain data in, plain data out, no DOM and no Roll20 objects.
export {
  ROLL20_UNIT_PX,
  ROLL20_HEX,
  roll20Grid,
  roll20Token,
  roll20Terrain,
  roll20Drag,
  parseLastmove,
  rulesetForDiagonal,
  sizeForSpan,
  roll20Barrier,
  roll20Barriers,
  legacyPathLines,
  pathv2Lines,
  portalLine,
} from './roll20.js';
export { roll20PageRules } from './page-rules.js';
export { roll20MoveDrag, Roll20Moves } from './moves.js';
export {
  ROLL20_GRID_ATTRIBUTES,
  ROLL20_PAGE_ATTRIBUTES,
  ROLL20_MOVE_ATTRIBUTES,
  ROLL20_TOKEN_ATTRIBUTES,
} from './attributes.js';
