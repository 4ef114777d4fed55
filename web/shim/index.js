// Footwork's VTT shim (docs/shim.md): between a VTT adapter and web/lib. ES modules, no DOM.
export { Session } from './session.js';
export { HostScene } from './host-scene.js';
export { Movement } from './movement.js';
export { rulesetsOf } from './house-rules.js';
export { SearchBudget } from './budget.js';
export { TurnLedger } from './turns.js';
export { annotatePlaces, placesRequest, placesParts, placesTargets, placesTarget, PLACE_MODES } from './places.js';
export {
  feet,
  capital,
  cellWord,
  cellCount,
  sentence,
  endProblemText,
  moveFacts,
  moveLines,
  labelRows,
  moveSummary,
  recordLines,
  reachLine,
  sentences,
} from './present.js';
export {
  annotateMove,
  annotateReachable,
  summaryLine,
  bandClass,
  errorAnnotation,
  shimError,
  withAnswer,
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
  cellOutline,
  outlinePoints,
  protocolGrid,
} from './geometry.js';
export {
  hexGrid,
  explainHexRefusal,
  offsetToCube,
  cubeToOffset,
  cubeRound,
  hexDistance,
  hexNeighbours,
  hexAdjacent,
  hexCellToCentre,
  hexPixelToCell,
  hexCentreToCell,
  hexAnchorToCentre,
  hexCentreToAnchor,
  hexCorners,
  hexSide,
  hexLineCells,
  hexRectCells,
  hexCellsOnPage,
} from './hex.js';
export {
  hexSegmentSides,
  hexGridBox,
  clipSegment,
  hexSideKey,
  hexSideCells,
  isHexSideKey,
  hexSideWall,
} from './hexwalls.js';
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
export { sizeForExtent } from './token-size.js';
