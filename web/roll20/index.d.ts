// Typings of web/roll20 (hand-written; checked by tsc on web/test/shim/types/usage.ts).
import type { Cell, CreatureSpec, EdgeKind, RulesetId, RulesetSpec } from '../lib/index.js';
import type {
  Grid,
  Span,
  Drag,
  EdgeKey,
  Session,
  MoveAnnotation,
  ErrorAnnotation,
  ReachableAnnotation,
  RecordedDrag,
} from '../shim/index.js';

/** Roll20 attributes (names of Roll20/roll20-api-scripts `.types/index.d.ts`), as plain data. */
export interface Roll20Page {
  width: number;
  height: number;
  snapping_increment: number;
  scale_number: number;
  scale_units: string;
  grid_type?: string;
  diagonaltype?: string;
  [more: string]: unknown;
}
export interface Roll20Graphic {
  id: string;
  left: number;
  top: number;
  width: number;
  height: number;
  name?: string;
  layer?: string;
  lastmove?: string;
  controlledby?: string;
  [more: string]: unknown;
}
/** A problem with a page's numbers: the shim's one error shape (shimError), `path` in the page's attributes. */
export interface GridProblem extends ErrorAnnotation {
  /** The page itself cannot be read (its size): nothing on it is priced. */
  fatal?: boolean;
}
/** Roll20's hex pages (`grid_type` "hex" = Hex (V), "hexr" = Hex (H)), in pixels at snapping_increment 1. */
export const ROLL20_HEX: {
  readonly hex: {
    orientation: 'pointy';
    offset: 'odd';
    hexWidth: number;
    rowPitch: number;
    originX: number;
    originY: number;
  };
  readonly hexr: {
    orientation: 'flat';
    offset: 'odd';
    colPitch: number;
    hexHeight: number;
    originX: number;
    originY: number;
  };
};
/** A page's grid as roll20Grid reads it: its cells a side, and the page's own extent in pixels. */
export type Roll20PageGrid = Grid & { width: number; height: number; pagePx?: [number, number] };
/** The page's grid: 70 × snapping_increment px squares, or the hexes of a hex page (a HexGrid). */
export function roll20Grid(page: Roll20Page): {
  grid: Roll20PageGrid;
  problems: GridProblem[];
};
export function roll20Token(
  token: Roll20Graphic,
  grid: Grid,
  options?: {
    sizes?: Array<{ size: string; spaceFeet: number }>;
    speed?: number;
    side?: string;
    conditions?: string[];
  },
): { spec: CreatureSpec; name: string; span: Span };
export function roll20Drag(
  token: Roll20Graphic,
  grid: Grid,
): Required<Pick<Drag, 'start' | 'waypoints' | 'current'>> | null;
export function roll20Terrain(
  graphics: Roll20Graphic[],
  grid: Grid & { pagePx?: [number, number] },
): Array<{ id: string; cells: Cell[]; terrain: { difficult: number } }>;
export function parseLastmove(text: string | undefined): Array<[number, number]>;
export function rulesetForDiagonal(
  diagonaltype: string | undefined,
  cellFeet?: number,
): { ruleset: RulesetSpec; note?: string };
/**
 * The rules a page is priced by: the ruleset picked (else the ruler's) with the house rules over it.
 * `hex`: the page's cells are hexes (no diagonal counting said); `chooser`: whose choice the rules
 * are, as the ruler note says it ("the GM", the default; "you" in a person's own panel).
 */
export function roll20PageRules(
  footwork: unknown,
  page: {
    diagonaltype?: string;
    cellFeet?: number;
    chosen?: RulesetId | null;
    rules?: object;
    hex?: boolean;
    chooser?: string;
  },
): { ruleset: RulesetSpec; own: RulesetSpec; problems: ErrorAnnotation[] };
export function sizeForSpan(
  span: Span,
  cellFeet: number,
  sizes: Array<{ size: string; spaceFeet: number }>,
  tokenFeet?: number,
): string;

/** Roll20 walls, doors and windows (plain attributes, `type` "path" | "pathv2" | "door" | "window"). */
export interface Roll20WallObject {
  id: string;
  type?: 'path' | 'pathv2' | 'door' | 'window';
  [more: string]: unknown;
}
export interface Polyline {
  points: Array<[number, number]>;
  closed?: boolean;
}
export function legacyPathLines(path: Roll20WallObject, page?: Partial<Roll20Page>): Polyline[];
export function pathv2Lines(path: Roll20WallObject): Polyline[];
export function portalLine(obj: Roll20WallObject): Polyline | null;
/** With the page's `grid`, a barrier with a point far off the page keeps no lines and says why in `problem`. */
export function roll20Barrier(
  obj: Roll20WallObject,
  page?: Partial<Roll20Page>,
  grid?: Grid,
): { id: string; type: string; kind: EdgeKind; lines: Polyline[]; problem?: GridProblem } | null;
export function roll20Barriers(
  objects: Roll20WallObject[],
  grid: Grid,
  page?: Partial<Roll20Page>,
): Array<{
  id: string;
  type: string;
  kind: EdgeKind;
  edges: Set<EdgeKey>;
  /** A wall whose points lie far off the page (bounds.js linesProblem): left out, with this problem. */
  problem?: GridProblem;
}>;

/** Roll20's attribute names both Roll20 surfaces read (attributes.js). */
export const ROLL20_GRID_ATTRIBUTES: readonly string[];
export const ROLL20_PAGE_ATTRIBUTES: readonly string[];
export const ROLL20_MOVE_ATTRIBUTES: readonly string[];
export const ROLL20_TOKEN_ATTRIBUTES: readonly string[];

/** What a token's move was (moves.js): a drag with lastmove's waypoints, or straight from before. */
export function roll20MoveDrag(
  token: Roll20Graphic,
  previous: { left?: number | string; top?: number | string } | undefined,
  grid: Grid,
  options: { newLastmove?: boolean },
): { drag: Required<Pick<Drag, 'start' | 'waypoints' | 'current'>>; span: Span } | null;

/** One Roll20 page's moves through a Session (moves.js): shared by the extension and the Mod. */
export class Roll20Moves {
  constructor(session: Session);
  readonly session: Session;
  isUndo(id: string, drag: Drag, newLastmove?: boolean): boolean;
  move(
    id: string,
    token: Roll20Graphic,
    previous: { left?: number | string; top?: number | string } | undefined,
    grid: Grid,
    options: { newLastmove?: boolean; fresh?: boolean },
  ):
    | null
    | { kind: 'undo'; undone: RecordedDrag | undefined; error: ErrorAnnotation | null }
    | {
        kind: 'move';
        annotation: MoveAnnotation | ErrorAnnotation;
        drag: Required<Pick<Drag, 'start' | 'waypoints' | 'current'>>;
        span: Span;
      };
  returnToLegal(
    id: string,
    annotation: MoveAnnotation,
    /** The drag the annotation priced (move()'s): its start is where an illegal first step goes back to. */
    drag: Drag & { start: Cell },
    grid: Grid,
    span: Span,
  ): { cell: Cell; centre: [number, number]; legal: MoveAnnotation | ErrorAnnotation | null };
  reprice(ids: Iterable<string>): Map<string, ReachableAnnotation>;
}
