// Typings of the Footwork JavaScript API (docs/js-api.md): the API's own types written here, the
// protocol's requests and results generated from its JSON Schema (protocol.d.ts). Checked by
// compiling web/test/types/usage.ts with `tsc --noEmit` in the tests.

import type * as Protocol from './protocol.js';

// The protocol's requests and results, generated from docs/schema/protocol.schema.json.
export type * from './protocol.js';

/** A cell [x, y]: x to the right, y down, [0, 0] the top-left cell. */
export type Cell = [x: number, y: number];
/** A grid corner [x, y], 0..width and 0..height (walls run between corners). */
export type Corner = [x: number, y: number];

export type Ground = NonNullable<Protocol.Terrain['ground']>;
export type Water = NonNullable<Protocol.Terrain['water']>;
export type Climb = NonNullable<Protocol.Terrain['climb']>;
export type Material = NonNullable<Protocol.Terrain['material']>;
/** An edge between two cells: a wall kind, or "none" to clear it. */
export type EdgeKind = 'none' | Protocol.WallKind;
export type Engine = 'wasm' | 'js';

/**
 * A character of the default legend: "." open, "~" difficult, "1"–"9" difficult N times, "#" solid,
 * "_" pit, "o" obstructed, "w"/"W" calm/rough water, "c"/"C" climbable/slippery, "r" rock, "%" opaque.
 */
export type LegendChar = string;

/** A scene as the protocol writes it (docs/protocol.md, "Scenes"). */
export type SceneSpec = Protocol.Scene;
export type GridSpec = Protocol.Grid;
/** A creature as the protocol writes it (docs/protocol.md, "Creatures"). */
export type CreatureSpec = Protocol.Creature;
export type MoveStep = Protocol.MoveResult['steps'][number];
/** A step of a move path: a cell, a cell with a mode, an action or a jump. */
export type PathItem = Protocol.MoveRequest['path'][number];
/** The move query's fields other than the creature and the path. */
export type MoveOptions = Omit<Protocol.MoveRequest, 'query' | 'version' | 'scene' | 'creature' | 'path'>;
/** The space query's fields other than the creature. */
export type SpaceOptions = Omit<Protocol.SpaceRequest, 'query' | 'version' | 'scene' | 'creature' | 'size'>;
/** The places query's fields besides the creature (docs/protocol.md, "Query: places"). */
export type PlacesOptions = Omit<Protocol.PlacesRequest, 'query' | 'version' | 'scene' | 'creature'>;
export type RulesetInfo = Protocol.RulesetsResult['rulesets'][number];

/** The queries a loaded Scene answers: those that read a scene. */
export type SceneQueryName = {
  [Q in Protocol.QueryName]: 'scene' extends keyof Protocol.Requests[Q] ? Q : never;
}[Protocol.QueryName];
/** A request of query Q against a loaded Scene: the protocol's request without "scene". */
export type LoadedSceneRequest<Q extends SceneQueryName = SceneQueryName> = Omit<Protocol.Requests[Q], 'scene'>;

export interface SceneInfo {
  ruleset: Protocol.RulesetId;
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
  toJSON(): Protocol.Scene;

  creatures(): CreatureSpec[];
  creature(id: string): CreatureSpec | undefined;
  addCreature(creature: CreatureSpec): void;
  /** Replaces the creature with the same id. */
  replaceCreature(creature: CreatureSpec): void;
  moveCreature(id: string, position: Cell): void;
  removeCreature(id: string): void;

  /** One terrain for every listed cell: cells as [[x, y], …] or an Int32Array of x, y pairs. */
  paint(cells: Cell[] | Int32Array, terrain: Protocol.Terrain | LegendChar): void;
  setTerrain(cell: Cell, terrain: Protocol.Terrain | LegendChar): void;
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

  /** A protocol request against this scene (without "scene"); returns its result, throws FootworkError. */
  query<Q extends SceneQueryName>(request: LoadedSceneRequest<Q> & { query: Q }): Protocol.Results[Q];
  /** A protocol request as JSON text; returns the response text (errors included), never throws for engine errors. */
  queryText(text: string): string;
  move(creature: string, path: PathItem[], options?: MoveOptions): Protocol.MoveResult;
  /** The space query: the creature's cells and outline (where it stands, at `at`, or where a grab puts it). */
  space(creature: string, options?: SpaceOptions): Protocol.SpaceResult;
  /** Where to stand: every place the creature may end its move, with what each part says of it. */
  places(creature: string, options?: PlacesOptions): Protocol.PlacesResult;
}

/** The loaded engine. */
export class Footwork {
  private constructor();
  readonly engine: Engine;
  readonly protocolVersion: number;
  /** A protocol request → its result; errors throw FootworkError. */
  query<Q extends Protocol.QueryName>(request: Protocol.Requests[Q] & { query: Q }): Protocol.Results[Q];
  /** A protocol request as JSON text → its result (not checked by the compiler: see queryText). */
  query(request: string): unknown;
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
