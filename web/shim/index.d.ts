// Hand-written typings of the VTT shim (docs/shim.md). Checked by compiling
// web/test/shim/types/usage.ts with `tsc --noEmit` (scripts/test.d/26-extension.sh).
import type {
  Footwork,
  SceneSpec,
  CreatureSpec,
  Terrain,
  LegendChar,
  EdgeKind,
  Cell,
  RulesetId,
  RulesetSpec,
  PathItem,
  RulesetInfo,
  SceneInfo,
  TerrainPlanes,
  EdgePlanes,
  HexSidePlanes,
  MoveResult,
  ReachableResult,
  PathResult,
  PlacesResult,
  Results,
  QueryName,
  Refusal,
  Scene,
} from '../lib/index.js';

/** A step of the engine's move answer (docs/protocol.md, "Query: move"). */
type MoveStep = MoveResult['steps'][number];

export type BandClass = 'speed' | 'dash' | 'beyond';
export const SPEED: 'speed';
export const DASH: 'dash';
export const BEYOND: 'beyond';

export interface ErrorAnnotation {
  kind: 'error';
  source: 'engine' | 'shim' | 'extension' | 'mod' | 'owlbear' | 'page';
  code: string;
  message: string;
  path: string;
}

/** An illegal step: the engine's Refusal (its sentence with a blocking creature's id replaced by its display name). */
export interface IllegalStep extends Refusal {
  step: number;
  cell: Cell;
}

export interface CellAnnotation {
  step: number;
  cell: Cell;
  /** Feet this step costs. */
  cost: number;
  /** The turn's total in feet after this step. */
  total: number;
  remaining: number;
  /** The engine's band name ("move", "dash", "double" …) or null beyond every band. */
  bandName: MoveStep['band'];
  band: BandClass;
  legal: boolean;
  reasons: MoveStep['reasons'];
  action?: MoveStep['action'];
  illegal?: Refusal;
  checks?: MoveStep['checks'];
}

export interface AttackWarning {
  by: string;
  name: string;
  /** The cell the mover leaves when it provokes. */
  at: Cell;
  step: number;
  reason: MoveResult['opportunityAttacks'][number]['reason'];
}

export interface MoveAnnotation {
  kind: 'move';
  creature: string;
  bandName: MoveResult['band'];
  /** The ruleset's first band (speed), the one `speed` is the allowance of. */
  firstBand: string | undefined;
  /** The grid's cell word: every count of cells a line says uses it. */
  cellWord: 'square' | 'hex';
  /** The first band's allowance in feet (undefined when a band is counted in squares). */
  speed: number | undefined;
  allowance: number;
  spentBefore: number;
  total: number;
  remaining: number;
  legal: boolean;
  complete: boolean;
  canEnd: boolean;
  /** Why the move may not end where its path ends: the engine's Refusal, its creature named as the host names it. */
  endProblem?: Refusal;
  stop: { cell: Cell; step: number; spent: number };
  cells: CellAnnotation[];
  unreached: Cell[];
  illegal: IllegalStep[];
  attacks: AttackWarning[];
  /** The move in one line (present.js moveSummary): "25 ft of 30 (Dash: 60) — provokes Orc". */
  summary: string;
  /** endDrag only: the engine refused to place the creature at the drop. */
  placeError?: ErrorAnnotation;
  /** The engine's answer this was made of (not enumerable: left out of copies and JSON). */
  readonly result: MoveResult;
  readonly request: Record<string, unknown>;
}

export interface ReachablePlace {
  cell: Cell;
  total: number;
  bandName: string | null;
  band: BandClass;
  canEnd: boolean;
  /** 0 a cheapest path is safe, 1 only a dearer one is, 2 every path provokes. */
  provokes: 0 | 1 | 2;
}

export interface ReachableAnnotation {
  kind: 'reachable';
  status: string;
  spentBefore: number;
  places: ReachablePlace[];
  /** The engine's answer this was made of (not enumerable: left out of copies and JSON). */
  readonly result: ReachableResult;
  readonly request: Record<string, unknown>;
}

export interface Drag {
  start?: Cell;
  /** The cell of the space (at `start`) the pointer holds: `waypoints` and `current` are then the pointer's cells. */
  grab?: Cell;
  waypoints?: Cell[];
  current?: Cell;
  /** Instead of waypoints and current: the protocol's path items as they are (cells and actions). */
  path?: Array<Cell | { action: string } | { cell: Cell; mode?: string }>;
  /** A movement mode for every step (fly, swim, climb …). */
  mode?: string;
}

/** The engine's space query as an annotation: outline corners are [x, y, k] (outlinePoints → pixels). */
export interface SpaceAnnotation {
  kind: 'space';
  creature?: string;
  at: Cell;
  onGrid: boolean;
  cells: Cell[];
  outline: Array<[number, number, number]>;
  squeezed?: { cells: Cell[]; outline: Array<[number, number, number]> };
  /** Only when it may not stand there: whose space it is (`occupied`), a full cell, a phasing one in an obstacle. */
  occupied?: { code: 'occupied' | 'cell-full' | 'inside-obstacle'; message: string; creature?: string };
}

export interface Spent {
  feet: number;
  diagonals: number;
  drags: number;
}

export interface RecordedDrag {
  from: Cell;
  to: Cell;
  path: Array<Cell | { cell: Cell }>;
  feet: number;
  diagonals: number;
  summary?: string;
}

export class TurnLedger {
  turn: number;
  spent(id: string): Spent;
  history(id: string): RecordedDrag[];
  record(id: string, drag: RecordedDrag): void;
  undo(id: string): RecordedDrag | undefined;
  reset(id: string): void;
  newTurn(): void;
  movers(): string[];
}

export interface BandInfo {
  name: string;
  multiplier?: number;
  squares?: number;
  provokes?: boolean;
  text?: string;
}

/** A token as an adapter gives it to the sync: a creature spec plus an optional display name. */
export type Token = CreatureSpec & { name?: string };
/** Terrain painted over some cells (a VTT's drawing, region or tile marked as terrain). */
export interface TerrainRegion {
  id: string;
  cells: Cell[];
  terrain: Terrain;
}
/** A wall, door or window as the cell edges it covers (walls.js polylineEdges). */
export interface Barrier {
  id: string;
  kind: EdgeKind;
  edges: Iterable<EdgeKey>;
}
export interface MapSpec {
  ruleset?: RulesetSpec;
  /** The protocol's grid; a grid without a width or height is the engine's to refuse (an error annotation). */
  grid: Omit<SceneSpec['grid'], 'width' | 'height'> & { width?: number; height?: number };
  tokens?: Token[];
  terrain?: TerrainRegion[];
  barriers?: Barrier[];
}
export interface PathAnnotation extends MoveAnnotation {
  search: {
    status: 'complete' | 'partial' | 'budget';
    reason?: string;
    nodes: number;
    end: Cell;
    /** The cells (and actions) the search added after the drag so far. */
    path: Array<Cell | { action: string }>;
    /** The path query's own answer (not enumerable). */
    readonly result: PathResult;
    readonly request: Record<string, unknown>;
  };
}
/** bestPathRequest's answer: the path query to send, and the drag so far it continues. */
export interface PathRequestAsked {
  kind: 'path-request';
  request: Record<string, unknown> & { query: 'path' };
  walked: PathItem[];
}
/** A query's answer through the shim: the engine's result, or the error as an annotation. */
export type QueryAnswer<R> = { kind: 'result'; result: R } | ErrorAnnotation;

/** Where to stand (places.js): the modes a surface offers on pick-up. */
export type PlaceMode = 'safe' | 'flank' | 'cover' | 'reach';
export const PLACE_MODES: PlaceMode[];
export interface PlacesPlace {
  cell: Cell;
  /** The turn's total in feet to get there. */
  total: number;
  bandName: string | null;
  band: BandClass;
  /** safe: 'safe' | 'threatened' | 'provokes'; flank: 'flanks' | 'no-flank'; cover: the cover query's
   * level; reach: 'in-reach' | 'out-of-reach'; null when the ruleset lacks the mode's rule. */
  mark: string | null;
  qualifies: boolean;
  provokers?: string[];
  threats?: string[];
  flanking?: string[];
  cover?: string;
  /** Feet to the target. */
  range?: number;
}
export interface PlacesAnnotation {
  kind: 'places';
  mode: PlaceMode;
  status: string;
  target?: string;
  targetName?: string;
  places: PlacesPlace[];
  /** The marks present, best first: words for people, and how many places have each. */
  legend: Array<{ mark: string; label: string; count: number }>;
  summary: string;
  /** The ruleset has no rule for this mode: the engine's sentence. */
  unavailable?: string;
  /** The engine's answer (not enumerable). */
  readonly result: PlacesResult;
  readonly request: Record<string, unknown>;
}
export function placesParts(mode: PlaceMode): string[];
/** The other creatures a mode may weigh a creature's places against, by display name and side. */
export function placesTargets(
  session: Session,
  id: string | null,
): Array<{ id: string; name: string; side: string | undefined }>;
/** The chosen target when it is another creature, else the first of another side, else any other; null with none. */
export function placesTarget(session: Session, id: string, chosen?: string | null): string | null;
export function placesRequest(
  id: string,
  options?: {
    mode?: PlaceMode;
    target?: string;
    band?: string;
    spent?: number;
    diagonals?: number;
    from?: Cell;
    moveMode?: string;
  },
): { request: Record<string, unknown>; error?: undefined } | { error: ErrorAnnotation; request?: undefined };
/** The annotation alone: Session adds the engine's answer beside it (withAnswer). */
export function annotatePlaces(
  result: unknown,
  ctx: { mode?: PlaceMode; bands?: BandInfo[]; name?: (id: string) => string },
): Omit<PlacesAnnotation, 'result' | 'request'>;

/** A surface's search budget (budget.js): every search's maxNodes, learnt from the answers' times. */
export class SearchBudget {
  constructor(options?: { targetMs?: number; first?: number; min?: number; max?: number; now?: () => number });
  readonly maxNodes: number;
  targetMs: number;
  stats: { queries: number; stopped: number; longestMs: number };
  run<T>(ask: (maxNodes: number) => T): T;
  observe(ms: number, nodes?: number, status?: string): void;
}

/**
 * The first of the Session's two parts (host-scene.js): the engine's scene kept in step with a host.
 * One edit shape per thing (docs/shim.md, "One edit API"): tokens, regions and barriers, each by id;
 * `placeCreature`, `paint` and `setEdge` are the cell edits those are made of.
 */
export class HostScene {
  constructor(footwork: Footwork, options?: { names?: Record<string, string> });
  /** Moves on with every change sent to the engine (and every display name's): answers kept for a revision hold while it stays. */
  readonly revision: number;
  /** The engine's scene that answers, for the turn part's queries (movement.js); a surface reads through the members. */
  readonly answering: Scene | null;
  /** The loaded scene's ruleset id (undefined before a scene). */
  readonly ruleset: RulesetId;
  /** The loaded grid's shape: null on squares, the protocol's hex fields on hexes. */
  readonly grid: { type: 'hex'; orientation: 'flat' | 'pointy'; offset: 'odd' | 'even' } | null;
  readonly bands: BandInfo[];
  /** Whether a scene is loaded that answers (false before the first and while a page's map is refused). */
  readonly loaded: boolean;
  /** Why nothing is priced, or null when a scene answers. */
  readonly refusal: ErrorAnnotation | null;
  /** The `rulesets` query's table. */
  readonly rulesets: RulesetInfo[];
  /** The loaded ruleset's size table. */
  readonly sizes: RulesetInfo['sizes'];
  load(scene: SceneSpec | string): ErrorAnnotation | null;
  /** A ruleset's id, or a variant (`{base, …changes}`: house rules, docs/protocol.md). */
  setRuleset(id: RulesetSpec): ErrorAnnotation | null;
  /** Scene sync: a whole page, then add/change/remove events; only what changed reaches the engine. */
  loadMap(map: MapSpec): ErrorAnnotation[];
  syncTokens(tokens: Token[]): ErrorAnnotation[];
  /**
   * The one way a creature goes into the scene: added, or replaced by id; refused, it is left out
   * (with `keep`, a scene author's edit: a refused change leaves it as it was).
   */
  upsertToken(token: Token, options?: { keep?: boolean }): (ErrorAnnotation & { token?: string }) | null;
  removeToken(id: string): ErrorAnnotation | null;
  /** A creature put somewhere without a drag the turn counts (GM placement). */
  placeCreature(id: string, cell: Cell): ErrorAnnotation | null;
  syncTerrain(regions: TerrainRegion[]): ErrorAnnotation[];
  upsertRegion(region: TerrainRegion): ErrorAnnotation[];
  removeRegion(id: string): ErrorAnnotation[];
  /** The cell edit regions are made of, for a surface that authors the scene itself (no regions). */
  paint(cells: Cell[], terrain: Terrain | LegendChar): ErrorAnnotation | null;
  syncBarriers(barriers: Barrier[]): ErrorAnnotation[];
  upsertBarrier(barrier: Barrier): ErrorAnnotation[];
  removeBarrier(id: string): ErrorAnnotation[];
  /** The edge edit barriers are made of, for a surface that authors the scene itself (no barriers). */
  setEdge(a: Cell, b: Cell, kind: EdgeKind): ErrorAnnotation | null;
  name(id: string): string;
  setName(id: string, name?: string): void;
  clearNames(): void;
  hasCreature(id: string): boolean;
  creature(id: string): CreatureSpec | null;
  creatures(): CreatureSpec[];
  position(id: string): Cell | null;
  space(
    id: string,
    options?: { at?: Cell; grab?: Cell; pointer?: Cell; mode?: string },
  ): SpaceAnnotation | ErrorAnnotation;
  /** The cells of the creature's space with its top-left cell (hex anchor) at `at` (default where it stands). */
  cells(id: string, at?: Cell): Cell[] | null;
  info(): SceneInfo | null;
  sceneSpec(): SceneSpec | null;
  terrain(): TerrainPlanes | null;
  edges(): EdgePlanes | HexSidePlanes | null;
  /** Cell edges (hex sides) the synced walls, doors and windows block now (open doors left out). */
  blockedEdges(): number;
  /** Any protocol query against the loaded scene; typed by its name. */
  query<Q extends QueryName>(request: { query: Q } & Record<string, unknown>): QueryAnswer<Results[Q]>;
  /** A query that needs no scene (rulesets, sizes, speed, carrying …). */
  queryEngine<Q extends QueryName>(request: { query: Q } & Record<string, unknown>): QueryAnswer<Results[Q]>;
  delete(): void;
}

/** The second of the Session's two parts (movement.js): the turn on the scene part's scene. */
export class Movement {
  constructor(host: HostScene, options?: { band?: string; budget?: SearchBudget });
  /** The band drags are judged against; set undefined (or a name the ruleset lacks) for its default. */
  get band(): string;
  set band(name: string | undefined);
  /** The surface's search budget, or null. */
  readonly budget: SearchBudget | null;
  /** How many times the engine was asked the places query (the other calls were answered as kept). */
  readonly placesAsked: number;
  spent(id: string): Spent;
  history(id: string): RecordedDrag[];
  lastDrag(id: string): RecordedDrag | null;
  movers(): string[];
  undo(id: string): { drag: RecordedDrag | undefined; error: ErrorAnnotation | null };
  setSpent(id: string, spent: { feet?: number; diagonals?: number }): ErrorAnnotation | null;
  resetTurn(id: string): void;
  newTurn(): void;
  beginDrag(id: string, start?: Cell, options?: { mode?: string }): ReachableAnnotation | ErrorAnnotation;
  /** The reachable annotation; no drag begins. */
  reachable(id: string, options?: { from?: Cell; mode?: string }): ReachableAnnotation | ErrorAnnotation;
  dragTo(id: string, drag: Drag): MoveAnnotation | ErrorAnnotation;
  endDrag(id: string, drag: Drag): MoveAnnotation | ErrorAnnotation;
  cancelDrag(id?: string): void;
  bestPath(
    id: string,
    target: Cell,
    options?: { from?: Cell; after?: Drag; grab?: Cell; mode?: string; firstIllegalOnly?: boolean },
  ): PathAnnotation | ErrorAnnotation;
  /**
   * bestPath's question without its answer, for a second engine kept in step with this scene (a
   * worker): the path query as bestPath sends it, the budget's `maxNodes` included.
   */
  bestPathRequest(
    id: string,
    target: Cell,
    options?: { from?: Cell; after?: Drag; grab?: Cell; mode?: string; firstIllegalOnly?: boolean },
  ): PathRequestAsked | ErrorAnnotation;
  /**
   * The other engine's response to a bestPathRequest (the protocol's `{result}` or `{error}`) as
   * bestPath answers it; `ms` (the time it took there) teaches the budget.
   */
  bestPathAnswer(
    asked: PathRequestAsked,
    response: { result?: unknown; error?: { code: string; message: string; path: string } },
    ms?: number,
  ): PathAnnotation | ErrorAnnotation;
  /**
   * Where to stand (places.js): the places it may end its move in, marked for the mode. The answer
   * is kept for the question on the scene it was asked on: the same question asked again, the scene
   * unchanged, is that answer (the same object), without a query.
   */
  places(
    id: string,
    options?: { mode?: PlaceMode; target?: string; from?: Cell; moveMode?: string },
  ): PlacesAnnotation | ErrorAnnotation;
}

/**
 * The one object a surface holds (session.js): a thin front over the two parts, every member of the
 * scene part (but `answering`) and of the turn part.
 */
export class Session {
  constructor(
    footwork: Footwork,
    options?: { scene?: SceneSpec; band?: string; names?: Record<string, string>; budget?: SearchBudget },
  );
  /** Set when the first scene was refused. */
  readonly error: ErrorAnnotation | null;
  /** The same map under other rules; a change of ruleset starts a new turn. */
  setRuleset(id: RulesetSpec): ErrorAnnotation | null;
}
export interface Session extends Omit<HostScene, 'answering' | 'setRuleset'>, Movement {}

/** The engine's `rulesets` table, asked once per engine (house-rules.js; `Session.rulesets` is the same table). */
export function rulesetsOf(footwork: Footwork): RulesetInfo[];

export function bandClass(bandName: string | null | undefined, bands: BandInfo[]): BandClass;
export function errorAnnotation(e: unknown, source?: ErrorAnnotation['source']): ErrorAnnotation;
/** The one way to build an error the shim or a surface finds itself. */
export function shimError(
  code: string,
  message: string,
  path?: string,
  source?: ErrorAnnotation['source'],
): ErrorAnnotation;
/** The annotation with the engine's answer beside it (not enumerable): `request` asked, `result` answered. */
export function withAnswer<A extends object, R>(
  annotation: A,
  request: Record<string, unknown>,
  result: R,
): A & { readonly request: Record<string, unknown>; readonly result: R };
export function annotateMove(
  result: MoveResult,
  ctx: { bands: BandInfo[]; name?: (id: string) => string; path?: Array<Cell | { cell: Cell }>; hex?: boolean },
): MoveAnnotation;
/** The annotation alone: Session adds the engine's answer beside it (withAnswer). */
export function annotateReachable(
  result: unknown,
  ctx: { bands: BandInfo[] },
): Omit<ReachableAnnotation, 'result' | 'request'>;
export function summaryLine(a: MoveShown, bands: BandInfo[]): string;

// ---- What a surface says about a move (present.js): structured lines a surface only lays out ----

/** A move annotation as present.js reads it (its summary is made of it; the engine's answer is not read). */
export type MoveShown = Omit<MoveAnnotation, 'summary' | 'result' | 'request'>;

/** A line's kind: what it says, so a surface may pick, colour or mark it without reading its words. */
export type PresentKind =
  | 'total' // the turn's total (and this move's part of it), in feet
  | 'band' // within speed, within Dash …, beyond, no step taken
  | 'left' // what is left after the last legal step
  | 'illegal' // the first illegal step's sentence (the engine's)
  | 'cannot-end' // why the move may not end where it ends (the engine's endProblem sentence)
  | 'provokes' // one attacker's opportunity attack
  | 'note' // the cells of the drag not priced
  | 'returned' // enforcement put the token back at its last legal position
  | 'reach'; // what is still reachable this turn

export interface PresentLine {
  kind: PresentKind;
  /** Words for people: never empty, never a code, an object or a non-number. */
  text: string;
  /** total and band lines: the class the line is coloured by. */
  band?: BandClass;
  /** illegal and cannot-end lines: the engine's code (for a data attribute, not for words). */
  code?: string;
  /** provokes lines: the attacker's id. */
  by?: string;
}

/** The facts every line rests on, so no two surfaces can disagree about them. */
export interface MoveFacts {
  /** Feet of this move up to its last legal step. */
  moved: number;
  /** The turn's total in feet after the last legal step. */
  total: number;
  spentBefore: number;
  /** Feet left of the requested band's allowance after the last legal step. */
  left: number;
  /** Feet left of the speed, when the requested band is a later one and the speed is known. */
  speedLeft: number | undefined;
  /** The class of the last legal step, null when no step was taken. */
  band: BandClass | null;
  bandName: string | null;
  stepped: boolean;
  problem: { kind: 'illegal' | 'cannot-end'; code: string; text: string } | null;
  /** Who gets an opportunity attack, each once, by display name. */
  provokers: string[];
}

/** Feet as people read them: rounded to 1/100, no trailing zeros, '—' for no number. */
export function feet(n: unknown): string;
export function capital(s: unknown): string;
/** The grid's cell word for n cells (default 1): "square(s)", or "hex(es)" when the grid's type is 'hex' (or `grid` is true). */
export function cellWord(grid: { type?: string } | boolean | null | undefined, n?: number): string;
export function cellCount(n: number, hex?: boolean): string;
export function sentence(text: string): string;
/** A Refusal (or an older bare code) in words: the engine's sentence; '' for none. */
export function endProblemText(p: Refusal | string | undefined | null): string;
export function moveFacts(a: MoveShown): MoveFacts;
export function moveLines(a: MoveShown, options?: { hex?: boolean }): PresentLine[];
export function labelRows(a: MoveShown, options?: { name?: string; hex?: boolean }): PresentLine[];
export function moveSummary(a: MoveShown): string;
export function recordLines(
  a: MoveShown,
  options?: { name?: string; hex?: boolean; returned?: { cells: number; total: number } | null },
): PresentLine[];
export function reachLine(reach: { places: Array<{ canEnd: boolean; band: string }> }, bandName: string): PresentLine;
export function sentences(lines: PresentLine[]): string;

export interface PixelGrid {
  type?: undefined;
  cellPx: number;
  offsetX: number;
  offsetY: number;
  cellFeet: number;
  width?: number;
  height?: number;
}
/** A hex grid in pixels (web/shim/hex.js): the box of one hexagon and the centre of cell [0, 0]. */
export interface HexGrid {
  type: 'hex';
  orientation: 'flat' | 'pointy';
  offset: 'odd' | 'even';
  hexWidth: number;
  hexHeight: number;
  originX: number;
  originY: number;
  /** Centre-to-centre distance of side-by-side neighbours along the main axis. */
  cellPx: number;
  cellFeet: number;
  width?: number;
  height?: number;
}
/** Any grid the geometry functions take: squares or hexes. */
export type Grid = PixelGrid | HexGrid;
/** What hex arithmetic on cells needs: a HexGrid, or the protocol's hex grid fields. */
export interface HexLayout {
  type?: 'hex';
  orientation: 'flat' | 'pointy';
  offset?: 'odd' | 'even';
}
export type Cube = [q: number, r: number, s: number];
export type Span = [w: number, h: number];
export function pixelGrid(options: {
  cellPx: number;
  offsetX?: number;
  offsetY?: number;
  cellFeet?: number;
  width?: number;
  height?: number;
}): PixelGrid;
export function hexGrid(options: {
  orientation: 'flat' | 'pointy';
  offset?: 'odd' | 'even';
  hexWidth?: number;
  hexHeight?: number;
  originX?: number;
  originY?: number;
  cellFeet?: number;
  width?: number;
  height?: number;
}): HexGrid;
export function spanCells(grid: Grid, widthPx: number, heightPx?: number): Span;
/**
 * A creature's size from its token's extent (web/shim/token-size.js): the size in the ruleset's table
 * (the `rulesets` query's `sizes`) whose space is nearest `cellsAcross` cells of `cellFeet` feet;
 * medium among equals, and when the table is empty.
 */
export function sizeForExtent<S extends string>(
  cellsAcross: number,
  cellFeet: number,
  sizes: ReadonlyArray<{ size: S; spaceFeet: number }>,
): S | 'medium';
export function centreToCell(grid: Grid, cx: number, cy: number, span?: Span): Cell;
export function cellToCentre(grid: Grid, cell: Cell, span?: Span): [number, number];
export function pixelToCell(grid: Grid, px: number, py: number): Cell;
/** Cells listed from pixels or a line: cut short past a limit, with a `stoppedShort` saying why. */
export type CellList = Cell[] & { stoppedShort?: { code: 'limit'; message: string } };
export function rectCells(grid: Grid, left: number, top: number, right: number, bottom: number): CellList;
export function cellOutline(grid: Grid, cell: Cell, span?: Span): Array<[number, number]>;
export function outlinePoints(grid: Grid, outline: Array<[number, number, number]>): Array<[number, number]>;
export function protocolGrid(grid: Grid): {
  width?: number;
  height?: number;
  cellFeet: number;
  type?: 'hex';
  orientation?: 'flat' | 'pointy';
  offset?: 'odd' | 'even';
};
export function lineCells(a: Cell, b: Cell, grid?: Grid | HexLayout | null): CellList;
export function dragPath(start: Cell, waypoints?: Cell[], current?: Cell, grid?: Grid | HexLayout | null): CellList;
export function pointsToCells(grid: Grid, points: Array<[number, number]>, span?: Span): Cell[];
export function isDiagonal(from: Cell, to: Cell, grid?: Grid | HexLayout | null): boolean;

// Hex grids (web/shim/hex.js, hexwalls.js; Red Blob Games' offset layouts).
export function offsetToCube(layout: HexLayout, cell: Cell): Cube;
export function cubeToOffset(layout: HexLayout, cube: Cube | [number, number]): Cell;
export function cubeRound(cube: Cube): Cube;
export function hexDistance(layout: HexLayout, a: Cell, b: Cell): number;
export function hexNeighbours(layout: HexLayout, cell: Cell): Cell[];
export function hexAdjacent(layout: HexLayout, a: Cell, b: Cell): boolean;
export function hexCellToCentre(grid: HexGrid, cell: Cell): [number, number];
export function hexPixelToCell(grid: HexGrid, px: number, py: number): Cell;
export function hexCentreToCell(grid: HexGrid, cx: number, cy: number): Cell;
/** The pixel point a token `across` hexes wide is drawn centred on when its anchor is `anchor`. */
export function hexAnchorToCentre(grid: HexGrid, anchor: Cell, across: number): [number, number];
/** The anchor of the space whose centre lies nearest a token centred at (cx, cy). */
export function hexCentreToAnchor(grid: HexGrid, cx: number, cy: number, across: number): Cell;
export function hexCorners(grid: HexGrid, cell: Cell): Array<[number, number]>;
export function hexSide(grid: HexGrid, a: Cell, b: Cell): [[number, number], [number, number]] | null;
export function hexLineCells(layout: HexLayout, a: Cell, b: Cell): Cell[];
export function hexRectCells(grid: HexGrid, left: number, top: number, right: number, bottom: number): Cell[];
export function hexCellsOnPage(grid: HexGrid, widthPx: number, heightPx: number): [number, number];
/** An old engine's refusal of a hex grid's fields → a sentence about the page (or `where`). */
export function explainHexRefusal<T>(annotation: T, grid: Grid | null | undefined, where?: string): T;
export function hexSegmentSides(grid: HexGrid, p: [number, number], q: [number, number]): Set<EdgeKey>;
/** The pixel box [left, top, right, bottom] that holds every hex of the grid, with a hex to spare each way. */
export function hexGridBox(grid: HexGrid): [number, number, number, number];
/** The part of segment p → q inside a pixel box [left, top, right, bottom], or null when none is. */
export function clipSegment(
  p: [number, number],
  q: [number, number],
  box: [number, number, number, number],
): [[number, number], [number, number]] | null;
export function hexSideKey(a: Cell, b: Cell): EdgeKey;
export function hexSideCells(key: EdgeKey): [Cell, Cell];
export function isHexSideKey(key: EdgeKey): boolean;
export function hexSideWall(key: EdgeKey, kind: EdgeKind): { between: [Cell, Cell]; kind: EdgeKind };

/**
 * Walls (web/shim/walls.js): an edge key is "x,y,E" (between [x,y] and [x+1,y]) or "x,y,S" (between
 * [x,y] and [x,y+1]) on squares, "x0,y0|x1,y1" (the side two hexes share) on hexes.
 */
export type EdgeKey = string;
export const EDGE_KINDS: EdgeKind[];
export function strongerEdge(a: EdgeKind | undefined, b: EdgeKind | undefined): EdgeKind | undefined;
export function edgeKey(cell: Cell, dir: 'E' | 'S'): EdgeKey;
export function edgeCells(key: EdgeKey): [Cell, Cell];
export function segmentEdges(grid: Grid, p: [number, number], q: [number, number]): Set<EdgeKey>;
export function polylineEdges(
  grid: Grid,
  points: Array<[number, number]>,
  options?: { closed?: boolean },
): Set<EdgeKey>;
export function mergeEdges(barriers: Iterable<{ kind: EdgeKind; edges: Iterable<EdgeKey> }>): Map<EdgeKey, EdgeKind>;
export function edgeChanges(
  before: Map<EdgeKey, EdgeKind>,
  after: Map<EdgeKey, EdgeKind>,
): Array<{ a: Cell; b: Cell; kind: EdgeKind }>;
/** The protocol's walls: `from`/`to` along grid lines on squares, `between` the two cells on hexes. */
export function edgesToWalls(
  edges: Map<EdgeKey, EdgeKind>,
): Array<{ from: Cell; to: Cell; kind: EdgeKind } | { between: [Cell, Cell]; kind: EdgeKind }>;
export const CONDITIONS: readonly string[];
