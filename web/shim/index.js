// Footwork's VTT shim (docs/shim.md): between a VTT adapter and web/lib. ES modules, no DOM.
export { Session } from './session.js';
export { TurnLedger } from './turns.js';
export {
  annotateMove,
  annotateReachable,
  summaryLine,
  bandClass,
  errorAnnotation,
  SPEED,
  DASH,
  BEYOND,
} from './annotate.js';
export {
  pixelGrid,
  spanCells,
  centreToCell,
  cellToCentre,
  pixelToCell,
  rectCells,
  lineCells,
  dragPath,
  pointsToCells,
  isDiagonal,
} from './geometry.js';
export {
  segmentEdges,
  polylineEdges,
  mergeEdges,
  edgeChanges,
  edgesToWalls,
  edgeKey,
  edgeCells,
  strongerEdge,
  EDGE_KINDS,
} from './walls.js';
