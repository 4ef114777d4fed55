// Hand-written typings of the Footwork JavaScript API (docs/js-api.md). Checked by compiling
// web/test/types/usage.ts with `tsc --noEmit` in the tests.

/** A cell [x, y]: x to the right, y down, [0, 0] the top-left cell. */
export type Cell = [x: number, y: number];
/** A grid corner [x, y], 0..width and 0..height (walls run between corners). */
export type Corner = [x: number, y: number];

export type RulesetId = '5e-fine' | 'sw5e' | 'dnd35' | 'd20-3.0' | '4e';

/**
 * A table's variant of a built-in ruleset (docs/rules/variants.md): the base and the knobs it plays
 * otherwise; `{"query": "rulesets", "knobs": true}` lists every knob and its values.
 */
export interface RulesetVariant {
  base: RulesetId;
  diagonal?: 'alternating' | 'one' | 'alternating-from-two' | 'manhattan';
  hamper?: 'extra-per-foot' | 'doubling' | 'extra-square';
  /** Band name → its multiplier of the speed (or its squares for a fixed band), 1–10. */
  bands?: Record<string, number>;
  [knob: string]: unknown;
}

/** Wherever the protocol takes a ruleset: a built-in's id or a variant. */
export type RulesetSpec = RulesetId | RulesetVariant;
export type Ground = 'open' | 'pit' | 'solid';
export type Water = 'none' | 'calm' | 'rough';
export type Climb = 'none' | 'climbable' | 'slippery';
export type Material = 'earth' | 'rock';
export type EdgeKind = 'none' | 'wall' | 'low' | 'door-closed' | 'door-open' | 'window';
export type SizeName =
  'fine' | 'diminutive' | 'tiny' | 'small' | 'medium' | 'large' | 'huge' | 'gargantuan' | 'colossal';
export type Mode = 'walk' | 'fly' | 'swim' | 'climb' | 'burrow' | 'crawl' | 'jump';
export type Engine = 'wasm' | 'js';

/** One cell's terrain; every field optional (defaults: open, not difficult, dry, earth, see-through). */
export interface Terrain {
  ground?: Ground;
  /** How many things make the cell difficult, 0–9 (dnd35 doubles the cost once per count). */
  difficult?: number;
  obstructed?: boolean;
  water?: Water;
  climb?: Climb;
  material?: Material;
  opaque?: boolean;
}

/**
 * A character of the default legend: "." open, "~" difficult, "1"–"9" difficult N times, "#" solid,
 * "_" pit, "o" obstructed, "w"/"W" calm/rough water, "c"/"C" climbable/slippery, "r" rock, "%" opaque.
 */
export type LegendChar = string;

export interface Wall {
  from: Corner;
  to: Corner;
  kind?: Exclude<EdgeKind, 'none'>;
}

export interface GridSpec {
  width: number;
  height: number;
  cellFeet?: number;
  rows?: string[];
  legend?: Record<string, Terrain>;
  cells?: Array<Terrain & { cell: Cell }>;
  walls?: Wall[];
}

export interface Speeds {
  walk?: number;
  fly?: number;
  swim?: number;
  climb?: number;
  burrow?: number;
}

/** A creature as the protocol writes it (docs/protocol.md, "Scenes"). */
export interface CreatureSpec {
  id: string;
  /** Top-left cell of its space. */
  position: Cell;
  size?: SizeName;
  shape?: 'tall' | 'long';
  space?: [width: number, height: number];
  perCell?: number;
  reach?: number;
  reachWeapon?: boolean;
  speeds?: Speeds;
  side?: string;
  conditions?: string[];
  traits?: string[];
  unawareOf?: string[];
  load?: 'light' | 'medium' | 'heavy';
  strength?: number;
}

export interface SceneSpec {
  ruleset: RulesetSpec;
  grid: GridSpec;
  creatures?: CreatureSpec[];
}

/** A length in feet and in squares of the scene's grid. */
export interface Length {
  feet: number;
  squares: number;
}

export interface MoveStep {
  action?: 'stand' | 'drop-prone';
  from: Cell;
  to: Cell;
  mode: Mode;
  cost: Length;
  reasons: string[];
  total: Length;
  remaining: Length;
  band: string;
  legal: boolean;
  provokes: unknown[];
  [more: string]: unknown;
}

/** The move query's result (docs/protocol.md, "Query: move"). */
export interface MoveResult {
  creature: string;
  band: string;
  allowance: Length;
  spentBefore: Length;
  steps: MoveStep[];
  total: Length;
  remaining: Length;
  /** Every step of the path was taken. */
  complete: boolean;
  legal: boolean;
  canEnd: boolean;
  /** Where the move ends: the last cell the creature may end in. */
  stop: { cell: Cell; step: number; spent: Length; [more: string]: unknown };
  opportunityAttacks: unknown[];
  [more: string]: unknown;
}

/** A step of a move path: a cell, a cell with a mode, or an action. */
export type PathItem = Cell | { cell: Cell; mode?: Mode } | { action: 'stand' | 'drop-prone' };

export interface MoveOptions {
  from?: Cell;
  mode?: Mode;
  band?: string;
  spent?: number;
  diagonals?: number;
  stopping?: boolean;
}

/** A protocol request (docs/protocol.md); a Scene's query() may leave out "scene". */
export interface Request {
  query: string;
  version?: 1;
  scene?: SceneSpec;
  [field: string]: unknown;
}

export interface SceneInfo {
  ruleset: RulesetId;
  width: number;
  height: number;
  cellFeet: number;
  /** How many creatures the scene holds. */
  creatures: number;
}

/**
 * Terrain as byte planes, width × height cells each, row-major (index y * width + x):
 * ground 0 open / 1 pit / 2 solid; difficult 0–9; obstructed 0/1; water 0 none / 1 calm / 2 rough;
 * climb 0 none / 1 climbable / 2 slippery; material 0 earth / 1 rock; opaque 0/1.
 */
export interface TerrainPlanes {
  width: number;
  height: number;
  ground: Uint8Array;
  difficult: Uint8Array;
  obstructed: Uint8Array;
  water: Uint8Array;
  climb: Uint8Array;
  material: Uint8Array;
  opaque: Uint8Array;
}

/**
 * Edges as bytes, 0 none / 1 wall / 2 low / 3 door-closed / 4 door-open / 5 window.
 * vertical: (width + 1) × height, segment of line x beside row y at y * (width + 1) + x;
 * horizontal: width × (height + 1), segment of line y above row y at y * width + x.
 */
export interface EdgePlanes {
  width: number;
  height: number;
  vertical: Uint8Array;
  horizontal: Uint8Array;
}

/**
 * Hex grids: the sides each cell owns (directions 0, 1, 2 of docs/protocol.md "Hex grids"), for every
 * cell of the map and of the ring one step off it: (width + 2) × (height + 2) × 3 bytes, row-major
 * from [-1, -1], side d of cell [x, y] at ((y + 1) * (width + 2) + (x + 1)) * 3 + d.
 */
export interface HexSidePlanes {
  width: number;
  height: number;
  sides: Uint8Array;
}

type PlaneInput = Uint8Array | Uint8ClampedArray | number[];

/** An error from the engine or from checking the input. */
export class FootworkError extends Error {
  constructor(code: string, message: string, path?: string);
  readonly name: 'FootworkError';
  /** Stable kebab-case code: "bad-type", "out-of-grid", "unknown-creature", "deleted" … */
  readonly code: string;
  /** JSON path of the input at fault ("$.position[0]"), "$" when none applies. */
  readonly path: string;
  /** The protocol response, when the error came from a query. */
  response?: { version: number; query?: string; error: { code: string; message: string; path: string } };
}

/**
 * A scene held by the engine and updated in place. Owns memory inside the module: call delete()
 * when done (a FinalizationRegistry frees forgotten scenes eventually, as a safety net only).
 */
export class Scene {
  private constructor();
  /** Frees the engine's copy. Safe to call twice; other methods then throw code "deleted". */
  delete(): void;
  readonly deleted: boolean;

  /** Replaces the whole scene. */
  load(scene: SceneSpec | string): void;
  info(): SceneInfo;
  /** The scene in the protocol's normal form. */
  toJSON(): SceneSpec;

  creatures(): CreatureSpec[];
  creature(id: string): CreatureSpec | undefined;
  addCreature(creature: CreatureSpec): void;
  /** Replaces the creature with the same id. */
  replaceCreature(creature: CreatureSpec): void;
  moveCreature(id: string, position: Cell): void;
  removeCreature(id: string): void;

  /** One terrain for every listed cell: cells as [[x, y], …] or an Int32Array of x, y pairs. */
  paint(cells: Cell[] | Int32Array, terrain: Terrain | LegendChar): void;
  setTerrain(cell: Cell, terrain: Terrain | LegendChar): void;
  terrain(): TerrainPlanes;
  /** All cells at once: 7 × width × height bytes, or planes (a missing plane means 0 everywhere). */
  setTerrainPlanes(
    planes: Uint8Array | Partial<Record<keyof Omit<TerrainPlanes, 'width' | 'height'>, PlaneInput>>,
  ): void;

  /** The edge between two orthogonally adjacent cells. */
  setEdge(a: Cell, b: Cell, kind: EdgeKind): void;
  /** Edges along a grid line between two corners. */
  setWall(from: Corner, to: Corner, kind?: EdgeKind): void;
  /** Square grids: EdgePlanes; hex grids: HexSidePlanes. */
  edges(): EdgePlanes | HexSidePlanes;
  setEdgePlanes(edges: Uint8Array | { vertical?: PlaneInput; horizontal?: PlaneInput } | { sides: PlaneInput }): void;

  /** A protocol request against this scene; returns the result, throws FootworkError. */
  query<R = any>(request: Request): R;
  /** A protocol request as JSON text; returns the response text (errors included), never throws for engine errors. */
  queryText(text: string): string;
  move(creature: string, path: PathItem[], options?: MoveOptions): MoveResult;
}

export interface RulesetInfo {
  id: RulesetId;
  [more: string]: unknown;
}

/** The loaded engine. */
export class Footwork {
  private constructor();
  readonly engine: Engine;
  readonly protocolVersion: number;
  /** A protocol request → its result; errors throw FootworkError. */
  query<R = any>(request: Request | string): R;
  /** A protocol request as JSON text → the response as JSON text, byte for byte as the CLI prints it. */
  queryText(text: string): string;
  rulesets(): RulesetInfo[];
  /** Loads a scene; call delete() on it when done. */
  loadScene(scene: SceneSpec | string): Scene;
}

export interface LoadOptions {
  /** "wasm" (default) or "js": the plain-JavaScript build, for hosts that forbid WebAssembly. */
  engine?: Engine;
  /** The bytes of footwork.wasm, when the host already has them. */
  wasmBinary?: ArrayBuffer | Uint8Array;
  /** Where footwork.wasm is served from, when not next to footwork.mjs. */
  locateFile?: (file: string, prefix: string) => string;
}

/** Loads and starts the engine. */
export function load(options?: LoadOptions): Promise<Footwork>;
