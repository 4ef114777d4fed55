// The Footwork protocol's requests and results (docs/protocol.md), generated from its JSON Schema
// (docs/schema/protocol.schema.json) by web/lib/build/protocol-types.mjs. Do not edit: change the
// schema and run `node web/lib/build/protocol-types.mjs`.

/**
 * Any request or response of the Footwork protocol, the maps of requests and results by query name, or a query name.
 */
export type FootworkProtocol = ProtocolRequest | ProtocolResponse | Requests | Results | QueryName;
/**
 * Any request of the protocol.
 */
export type ProtocolRequest =
  | RulesetsRequest
  | SceneRequest
  | MoveRequest
  | ForcedRequest
  | SwapRequest
  | TeleportationRequest
  | DistanceRequest
  | ClosestRequest
  | ThreatenedRequest
  | SightRequest
  | CoverRequest
  | FlankingRequest
  | FlankSquaresRequest
  | AreaRequest
  | FacingRequest
  | CrowdingRequest
  | SpeedRequest
  | CarryingRequest
  | JumpRequest
  | FallingRequest
  | SizesRequest
  | ReachableRequest
  | PathRequest
  | SpaceRequest
  | PlacesRequest;
/**
 * Wherever the protocol takes a ruleset: a built-in's id, or a variant.
 */
export type RulesetSpec = RulesetId | RulesetVariant;
/**
 * A built-in ruleset.
 */
export type RulesetId = '5e-fine' | 'sw5e' | 'dnd35' | 'd20-3.0' | '4e';
/**
 * A cell [x, y]: x to the right, y down, [0, 0] the top-left cell.
 *
 * @minItems 2
 * @maxItems 2
 */
export type Cell = [number, number];
export type WallKind = 'wall' | 'low' | 'door-closed' | 'door-open' | 'window';
export type SizeName =
  'fine' | 'diminutive' | 'tiny' | 'small' | 'medium' | 'large' | 'huge' | 'gargantuan' | 'colossal';
export type Shape = 'tall' | 'long';
export type LoadName = 'light' | 'medium' | 'heavy';
/**
 * An item of a move's path (docs/protocol.md, "Query: move"): a cell, a cell with a mode, an action or a jump.
 */
export type PathItem =
  | Cell
  | {
      cell: Cell;
      mode?: Mode;
    }
  | {
      action: 'stand' | 'drop-prone';
    }
  | {
      jump: 'long';
      to: Cell;
      runUp?: boolean;
    }
  | {
      jump: 'high';
      height?: number;
      runUp?: boolean;
    };
export type Mode = 'walk' | 'fly' | 'swim' | 'climb' | 'burrow' | 'crawl' | 'jump';
/**
 * A cell [x, y]: x to the right, y down, [0, 0] the top-left cell.
 *
 * @minItems 2
 * @maxItems 2
 */
export type Cell1 = [number, number];
/**
 * A creature id (its whole space) or a cell [x, y].
 */
export type Place = string | Cell;
/**
 * A cell [x, y]: x to the right, y down, [0, 0] the top-left cell.
 *
 * @minItems 2
 * @maxItems 2
 */
export type Cell2 = [number, number];
/**
 * The answer to a request: its result, or an error.
 */
export type ProtocolResponse =
  | {
      version: 1;
      query: string;
      result: {};
      ruleset?: RulesetVariant;
    }
  | {
      version: 1;
      /**
       * left out when the request failed before its query name was read
       */
      query?: string;
      error: ProtocolError;
    };
/**
 * Why a step costs what it costs (docs/protocol.md, "Step reasons"; cpp/core/movement/step_price.cpp).
 */
export type StepReason =
  | 'diagonal'
  | 'second-diagonal'
  | 'difficult'
  | 'obstructed'
  | 'low-obstacle'
  | 'creature-space'
  | 'crawl'
  | 'climb'
  | 'swim'
  | 'squeeze'
  | 'helpless-body'
  | 'ignores-difficult';
/**
 * A check the rule text asks for, never rolled (cpp/core/movement/step.cpp).
 */
export type StepCheck =
  'athletics-rough-water' | 'athletics-slippery-climb' | 'athletics-low-obstacle' | 'acrobatics-landing-difficult';
/**
 * A point [x, y] on the grid (a vertex, a centre; on hex grids axial coordinates); may be fractional.
 *
 * @minItems 2
 * @maxItems 2
 */
export type Point = [number, number];
/**
 * [x, y, corner]: corner `corner` of cell [x, y] (squares 0 top-left … 3 bottom-left; hexes 0 the top (pointy) or right-hand (flat) corner, then clockwise)
 *
 * @minItems 3
 * @maxItems 3
 */
export type CellCorner = [number, number, number];
/**
 * The queries of the protocol (cpp/protocol/queries.cpp).
 */
export type QueryName =
  | 'rulesets'
  | 'scene'
  | 'move'
  | 'forced'
  | 'swap'
  | 'teleportation'
  | 'distance'
  | 'closest'
  | 'threatened'
  | 'sight'
  | 'cover'
  | 'flanking'
  | 'flankSquares'
  | 'area'
  | 'facing'
  | 'crowding'
  | 'speed'
  | 'carrying'
  | 'jump'
  | 'falling'
  | 'sizes'
  | 'reachable'
  | 'path'
  | 'space'
  | 'places';

/**
 * The "rulesets" request.
 */
export interface RulesetsRequest {
  query: 'rulesets';
  /**
   * protocol version; 1 when given
   */
  version?: 1;
  id?: RulesetSpec;
  /**
   * also list the knobs a variant may set
   */
  knobs?: boolean;
}
/**
 * A table's variant of a built-in ruleset: its base and the knobs it plays otherwise (docs/rules/variants.md; the rulesets query with "knobs": true lists them).
 */
export interface RulesetVariant {
  base: RulesetId;
  diagonal?: 'alternating' | 'one' | 'alternating-from-two' | 'manhattan';
  hamper?: 'extra-per-foot' | 'doubling' | 'extra-square';
  difficultDiagonalCountsThree?: boolean;
  footprint?: 'entered' | 'occupied';
  lowEdgeIsExtraCrossing?: boolean;
  flyingIgnoresDifficult?: boolean;
  incorporealIgnoresDifficult?: boolean;
  creatureSpaceIsDifficult?: boolean;
  crawlCostsExtra?: boolean;
  climbSwimCostExtra?: boolean;
  differentSpeeds?: boolean;
  standUpCostsHalfSpeed?: boolean;
  standUpProvokes?: boolean;
  allyPass?: boolean;
  hostilePassSizeSteps?: number;
  hostilePassIfHelpless?: boolean;
  hostilePassIfUnaware?: boolean;
  verySmallEnterOccupied?: boolean;
  verySmallEnterProvokes?: boolean;
  endInAlly?: 'never' | 'if-prone' | 'if-helpless' | 'always';
  endInEnemy?: 'never' | 'if-prone' | 'if-helpless' | 'always';
  tinyEndsInLarger?: boolean;
  provoke?: 'leave-reach' | 'leave-threatened' | 'leave-adjacent';
  enterEnemySpaceProvokes?: boolean;
  tenFootReachCoversDiagonal?: boolean;
  squeezes?: boolean;
  squeezeSizeSteps?: number;
  squeezeHalfWidth?: boolean;
  squeezePastOpponents?: boolean;
  flyersFall?: boolean;
  /**
   * A band's allowance: its multiplier of the speed, or its squares for a fixed band (a 5-foot step, a shift).
   */
  bands?: {
    [k: string]: number | undefined;
  };
}
/**
 * The "scene" request.
 */
export interface SceneRequest {
  query: 'scene';
  /**
   * protocol version; 1 when given
   */
  version?: 1;
  scene: Scene;
}
/**
 * A map and the creatures on it.
 */
export interface Scene {
  ruleset: RulesetSpec;
  grid: Grid;
  creatures?: Creature[];
}
export interface Grid {
  /**
   * cells across
   */
  width: number;
  /**
   * cells down
   */
  height: number;
  /**
   * the size of a cell in feet
   */
  cellFeet?: number;
  type?: 'square' | 'hex';
  orientation?: 'flat' | 'pointy';
  offset?: 'odd' | 'even';
  hexSpaces?: 'across' | 'centred' | 'one';
  /**
   * one string per row, one character per cell, in the legend
   */
  rows?: string[];
  /**
   * extra or replaced characters of rows
   */
  legend?: {
    [k: string]: Terrain | undefined;
  };
  cells?: TerrainCell[];
  walls?: Wall[];
}
/**
 * A cell's terrain; every field defaults to the plain floor.
 */
export interface Terrain {
  ground?: 'open' | 'pit' | 'solid';
  /**
   * how many things make the cell difficult
   */
  difficult?: number;
  obstructed?: boolean;
  water?: 'none' | 'calm' | 'rough';
  climb?: 'none' | 'climbable' | 'slippery';
  material?: 'earth' | 'rock';
  opaque?: boolean;
}
/**
 * Terrain for one cell.
 */
export interface TerrainCell {
  cell: Cell;
  ground?: 'open' | 'pit' | 'solid';
  /**
   * how many things make the cell difficult
   */
  difficult?: number;
  obstructed?: boolean;
  water?: 'none' | 'calm' | 'rough';
  climb?: 'none' | 'climbable' | 'slippery';
  material?: 'earth' | 'rock';
  opaque?: boolean;
}
/**
 * A wall along a grid line between two corners (square grids) or on the side two hexes share (hex grids).
 */
export interface Wall {
  from?: Cell;
  to?: Cell;
  /**
   * hex grids: the two cells whose shared side the wall is on
   *
   * @minItems 2
   * @maxItems 2
   */
  between?: [Cell, Cell];
  kind?: WallKind;
}
/**
 * A creature of a scene.
 */
export interface Creature {
  id: string;
  position: Cell;
  size?: SizeName;
  shape?: Shape;
  /**
   * [w, h] in cells
   *
   * @minItems 2
   * @maxItems 2
   */
  space?: [number, number];
  perCell?: number;
  /**
   * natural reach in feet
   */
  reach?: number;
  reachWeapon?: boolean;
  speeds?: Speeds;
  side?: string;
  conditions?: (
    | 'prone'
    | 'helpless'
    | 'unconscious'
    | 'stunned'
    | 'bound'
    | 'held'
    | 'cowering'
    | 'dead'
    | 'paralyzed'
    | 'incapacitated'
    | 'immobilized'
    | 'restrained'
    | 'grappled'
    | 'cannot-attack'
    | 'no-opportunity-actions'
    | 'squeezing'
    | 'charging'
  )[];
  traits?: (
    | 'fills-space'
    | 'incorporeal'
    | 'phasing'
    | 'hover'
    | 'held-aloft'
    | 'terrain-walk'
    | 'burrow-rock'
    | 'obstacle-when-helpless'
  )[];
  unawareOf?: string[];
  load?: LoadName;
  strength?: number;
}
/**
 * Speeds in feet.
 */
export interface Speeds {
  walk?: number;
  fly?: number;
  swim?: number;
  climb?: number;
  burrow?: number;
}
/**
 * The "move" request.
 */
export interface MoveRequest {
  query: 'move';
  /**
   * protocol version; 1 when given
   */
  version?: 1;
  scene: Scene;
  creature: string;
  path: PathItem[];
  from?: Cell;
  mode?: Mode;
  band?: string;
  /**
   * feet already spent this turn
   */
  spent?: number;
  diagonals?: number;
  stopping?: boolean;
  ceilingFeet?: number;
  grab?: Cell1;
  /**
   * also answer `speed`
   */
  withSpeed?: boolean;
}
/**
 * The "forced" request.
 */
export interface ForcedRequest {
  query: 'forced';
  /**
   * protocol version; 1 when given
   */
  version?: 1;
  scene: Scene;
  kind: 'pull' | 'push' | 'slide';
  creature: string;
  by?: string;
  origin?: Cell;
  distance?: number;
  path?: Cell[];
  ends?: true;
  pitDepthFeet?: number;
}
/**
 * The "swap" request.
 */
export interface SwapRequest {
  query: 'swap';
  /**
   * protocol version; 1 when given
   */
  version?: 1;
  scene: Scene;
  creature: string;
  target: string;
  targetTo?: Cell;
  to?: Cell;
}
/**
 * The "teleportation" request.
 */
export interface TeleportationRequest {
  query: 'teleportation';
  /**
   * protocol version; 1 when given
   */
  version?: 1;
  scene: Scene;
  creature: string;
  to: Cell;
  distance?: number;
  physicalHold?: boolean;
}
/**
 * The "distance" request.
 */
export interface DistanceRequest {
  query: 'distance';
  /**
   * protocol version; 1 when given
   */
  version?: 1;
  scene: Scene;
  from: Place;
  to: Place;
}
/**
 * The "closest" request.
 */
export interface ClosestRequest {
  query: 'closest';
  /**
   * protocol version; 1 when given
   */
  version?: 1;
  scene: Scene;
  from: Place;
  among?: string[];
  side?: 'all' | 'enemies' | 'allies';
  seed?: number;
}
/**
 * The "threatened" request.
 */
export interface ThreatenedRequest {
  query: 'threatened';
  /**
   * protocol version; 1 when given
   */
  version?: 1;
  scene: Scene;
  creature: string;
}
/**
 * The "sight" request.
 */
export interface SightRequest {
  query: 'sight';
  /**
   * protocol version; 1 when given
   */
  version?: 1;
  scene: Scene;
  from: Place;
  to: Place;
  kind?: 'sight' | 'effect';
}
/**
 * The "cover" request.
 */
export interface CoverRequest {
  query: 'cover';
  /**
   * protocol version; 1 when given
   */
  version?: 1;
  scene: Scene;
  attacker?: Place;
  origin?: Cell;
  target: Place;
  ignore?: string[];
}
/**
 * The "flanking" request.
 */
export interface FlankingRequest {
  query: 'flanking';
  /**
   * protocol version; 1 when given
   */
  version?: 1;
  scene: Scene;
  creature: string;
  enemy: string;
  ally?: string;
}
/**
 * The "flankSquares" request.
 */
export interface FlankSquaresRequest {
  query: 'flankSquares';
  /**
   * protocol version; 1 when given
   */
  version?: 1;
  scene: Scene;
  creature: string;
  enemy: string;
  ally: string;
}
/**
 * The "area" request.
 */
export interface AreaRequest {
  query: 'area';
  /**
   * protocol version; 1 when given
   */
  version?: 1;
  scene: Scene;
  shape: 'sphere' | 'cylinder' | 'cube' | 'cone' | 'line';
  origin: Cell;
  radius?: number;
  size?: number;
  length?: number;
  width?: number;
  toward?: Cell;
  direction?: 'north' | 'east' | 'south' | 'west';
  rule?: 'centre' | 'whole';
}
/**
 * The "facing" request.
 */
export interface FacingRequest {
  query: 'facing';
  /**
   * protocol version; 1 when given
   */
  version?: 1;
  scene: Scene;
  creature: string;
  /**
   * a side (north, east, south, west, ne, se, sw, nw; on hexes the hex's sides) or a corner by its two sides (ne-north)
   */
  facing: string;
  weaponHand?: 'left' | 'right';
  shieldHand?: 'left' | 'right';
  grip?: 'one-handed' | 'two-handed-melee' | 'two-handed-missile';
  window?: {
    from: Cell;
    to: Cell;
  };
}
/**
 * The "crowding" request.
 */
export interface CrowdingRequest {
  query: 'crowding';
  /**
   * protocol version; 1 when given
   */
  version?: 1;
  scene: Scene;
  defender: Place;
  attackerSize?: SizeName;
  attackerShape?: Shape;
  /**
   * @minItems 2
   * @maxItems 2
   */
  attackerSpace?: [number, number];
  ignoreCreatures?: boolean;
}
/**
 * The "speed" request.
 */
export interface SpeedRequest {
  query: 'speed';
  /**
   * protocol version; 1 when given
   */
  version?: 1;
  ruleset: RulesetSpec;
  unit?: 'feet' | 'squares';
  race?: 'human' | 'elf' | 'half-elf' | 'half-orc' | 'dwarf' | 'halfling' | 'gnome';
  baseSpeed?: number;
  armor?: 'none' | 'light' | 'medium' | 'heavy';
  armorPenalty?: number;
  load?: LoadName;
  strength?: number;
  carried?: number;
  barbarian?: boolean;
  monkBonus?: number;
  bonuses?: {
    type?: string;
    amount: number;
  }[];
  cellFeet?: number;
}
/**
 * The "carrying" request.
 */
export interface CarryingRequest {
  query: 'carrying';
  /**
   * protocol version; 1 when given
   */
  version?: 1;
  ruleset: RulesetSpec;
  strength: number;
  carried?: number;
}
/**
 * The "jump" request.
 */
export interface JumpRequest {
  query: 'jump';
  /**
   * protocol version; 1 when given
   */
  version?: 1;
  ruleset: RulesetSpec;
  strength: number;
  size?: SizeName;
  runUp?: number;
  ceiling?: number;
  obstacleAt?: number;
  cellFeet?: number;
}
/**
 * The "falling" request.
 */
export interface FallingRequest {
  query: 'falling';
  /**
   * protocol version; 1 when given
   */
  version?: 1;
  ruleset: RulesetSpec;
  distance: number;
  fast?: boolean;
  seed?: number;
}
/**
 * The "sizes" request.
 */
export interface SizesRequest {
  query: 'sizes';
  /**
   * protocol version; 1 when given
   */
  version?: 1;
  ruleset: RulesetSpec;
  size?: SizeName;
  shape?: Shape;
  attacker?: {
    size?: SizeName;
    shape?: Shape;
    widthFeet?: number;
    lengthFeet?: number;
  };
  cellFeet?: number;
}
/**
 * The "reachable" request.
 */
export interface ReachableRequest {
  query: 'reachable';
  /**
   * protocol version; 1 when given
   */
  version?: 1;
  scene: Scene;
  creature: string;
  from?: Cell;
  mode?: Mode;
  band?: string;
  spent?: number;
  diagonals?: number;
  stopping?: boolean;
  maxNodes?: number;
}
/**
 * The "path" request.
 */
export interface PathRequest {
  query: 'path';
  /**
   * protocol version; 1 when given
   */
  version?: 1;
  scene: Scene;
  creature: string;
  from?: Cell;
  mode?: Mode;
  band?: string;
  spent?: number;
  diagonals?: number;
  stopping?: boolean;
  maxNodes?: number;
  target: Cell;
  /**
   * @maxItems 32
   */
  waypoints?: Cell[];
  fewestAttacks?: boolean;
  withinAllowance?: boolean;
  grab?: Cell2;
  /**
   * the drag so far, as the move query's `path` from `from`: the search starts where it ends, after its feet and diagonals
   */
  walked?: PathItem[];
  /**
   * also answer `move`: the walked items and the path found, priced as one move (with `speed`)
   */
  move?: boolean;
  /**
   * with `move`: only the move's first illegal step carries its `illegal` refusal
   */
  firstIllegalOnly?: boolean;
}
/**
 * The "space" request.
 */
export interface SpaceRequest {
  query: 'space';
  /**
   * protocol version; 1 when given
   */
  version?: 1;
  scene: Scene;
  creature: string;
  at?: Cell;
  grab?: Cell;
  pointer?: Cell;
  mode?: Mode;
}
/**
 * The "places" request (issue 27, where to stand).
 */
export interface PlacesRequest {
  query: 'places';
  /**
   * protocol version; 1 when given
   */
  version?: 1;
  scene: Scene;
  creature: string;
  from?: Cell;
  mode?: Mode;
  band?: string;
  spent?: number;
  diagonals?: number;
  stopping?: boolean;
  maxNodes?: number;
  /**
   * a creature: flanking, cover, sight and range are answered against it
   */
  target?: string;
  /**
   * the parts asked; default provokers and threats, and with a target all six
   */
  parts?: ('provokers' | 'threats' | 'flanking' | 'cover' | 'sight' | 'range')[];
}
export interface ProtocolError {
  /**
   * stable kebab-case code (docs/protocol.md, "Error codes")
   */
  code: string;
  message: string;
  /**
   * JSON path of the input at fault, "$" for the whole request
   */
  path: string;
}
/**
 * Each query's request, by query name.
 */
export interface Requests {
  rulesets: RulesetsRequest;
  scene: SceneRequest;
  move: MoveRequest;
  forced: ForcedRequest;
  swap: SwapRequest;
  teleportation: TeleportationRequest;
  distance: DistanceRequest;
  closest: ClosestRequest;
  threatened: ThreatenedRequest;
  sight: SightRequest;
  cover: CoverRequest;
  flanking: FlankingRequest;
  flankSquares: FlankSquaresRequest;
  area: AreaRequest;
  facing: FacingRequest;
  crowding: CrowdingRequest;
  speed: SpeedRequest;
  carrying: CarryingRequest;
  jump: JumpRequest;
  falling: FallingRequest;
  sizes: SizesRequest;
  reachable: ReachableRequest;
  path: PathRequest;
  space: SpaceRequest;
  places: PlacesRequest;
}
/**
 * Each query's result, by query name.
 */
export interface Results {
  rulesets: RulesetsResult;
  scene: SceneResult;
  move: MoveResult;
  forced: ForcedResult;
  swap: SwapResult;
  teleportation: TeleportationResult;
  distance: DistanceResult;
  closest: ClosestResult;
  threatened: ThreatenedResult;
  sight: SightResult;
  cover: CoverResult;
  flanking: FlankingResult;
  flankSquares: FlankSquaresResult;
  area: AreaResult;
  facing: FacingResult;
  crowding: CrowdingResult;
  speed: SpeedResult;
  carrying: CarryingResult;
  jump: JumpResult;
  falling: FallingResult;
  sizes: SizesResult;
  reachable: ReachableResult;
  path: PathResult;
  space: SpaceResult;
  places: PlacesResult;
}
/**
 * The "rulesets" query's result.
 */
export interface RulesetsResult {
  rulesets: {
    id: RulesetId;
    title: string;
    cellFeet: number;
    diagonal: 'alternating' | 'one' | 'alternating-from-two' | 'manhattan';
    hamper: 'extra-per-foot' | 'doubling' | 'extra-square';
    provoke: 'leave-reach' | 'leave-threatened' | 'leave-adjacent';
    endInAlly: 'never' | 'if-prone' | 'if-helpless' | 'always';
    endInEnemy: 'never' | 'if-prone' | 'if-helpless' | 'always';
    hostilePassSizeSteps: number;
    bands: {
      name: string;
      multiplier?: number;
      squares?: number;
      heavyLoadMultiplier?: number;
      provokes: boolean;
      allowsDifficult?: boolean;
      ignoresCost?: boolean;
      text: string;
    }[];
    sizes: {
      size: SizeName;
      spaceFeet: number;
      reachFeet: number;
      long?: {
        widthFeet: number;
        lengthFeet: number;
        reachFeet: number;
      };
      heightFeet?: number;
      overheadReachFeet?: number;
    }[];
  }[];
  /**
   * with "knobs": true: every knob a variant may set
   */
  knobs?: {
    name: string;
    values:
      | (string | boolean)[]
      | {
          min: number;
          max: number;
        };
    builtins: {
      [k: string]:
        | {
            /**
             * the built-in's setting: a choice, a flag, a count, or for bands {band: allowance}
             */
            value: {
              [k: string]: unknown | undefined;
            };
            /**
             * the sentence of its text that sets it
             */
            text?: string;
          }
        | undefined;
    };
  }[];
}
/**
 * The "scene" query's result.
 */
export interface SceneResult {
  scene: Scene;
}
/**
 * The "move" query's result.
 */
export interface MoveResult {
  creature: string;
  band: string;
  allowance: Length;
  spentBefore: Length;
  steps: {
    action?: 'stand' | 'drop-prone';
    jump?: 'long' | 'high';
    from: Cell;
    to: Cell;
    mode: Mode;
    cost: Length;
    reasons: StepReason[];
    total: Length;
    remaining: Length;
    band: string | null;
    legal: boolean;
    illegal?: Refusal;
    checks?: StepCheck[];
    provokes: string[];
    squeezed?: SpaceAt;
    jumpInfo?: {
      runUp?: boolean;
      max?: number;
      distance?: number;
      rise?: number;
      height?: number;
      reachAbove?: number;
      onFailedCheck?: 'lands-prone';
    };
  }[];
  total: Length;
  remaining: Length;
  /**
   * the diagonals this move counted for the alternation (jumps included, steps not taken excluded; 0 on hexes): the next move's `diagonals` adds it
   */
  diagonals: number;
  complete: boolean;
  legal: boolean;
  end: Cell;
  canEnd: boolean;
  endProblem?: Refusal;
  stop: {
    cell: Cell;
    step: number;
    spent: Length;
  };
  closestLegal?: {
    cell: Cell;
    squares: number;
  };
  opportunityAttacks: {
    by: string;
    step: number;
    at: Cell;
    reason: 'leave-reach' | 'leave-threatened' | 'leave-adjacent' | 'enter-space' | 'stand-up';
  }[];
  checks?: StepCheck[];
  falls?: boolean;
  fallReason?: 'prone' | 'speed-zero' | 'cannot-move';
  squeezing?: {
    atStop: boolean;
    space: SpaceAt;
    penalties: string[];
  };
  /**
   * with `grab`: the creature's anchor after each path item
   */
  positions?: Cell[];
  speed?: Length1;
}
/**
 * A length in feet and in squares (cells) of the scene's grid.
 */
export interface Length {
  feet: number;
  squares: number;
}
/**
 * Why something is not allowed: a stable code and a sentence.
 */
export interface Refusal {
  code: string;
  message: string;
  /**
   * the creature in the way, when one is
   */
  creature?: string;
}
export interface SpaceAt {
  position: Cell;
  /**
   * @minItems 2
   * @maxItems 2
   */
  size: [number, number];
}
/**
 * A length in feet and in squares (cells) of the scene's grid.
 */
export interface Length1 {
  feet: number;
  squares: number;
}
/**
 * The "forced" query's result.
 */
export interface ForcedResult {
  creature: string;
  kind: 'pull' | 'push' | 'slide';
  steps: {
    from: Cell;
    to: Cell;
    squares: number;
    total: number;
    range?: {
      before: number;
      after: number;
    };
    legal: boolean;
    illegal?: Refusal;
    overEdge?: boolean;
  }[];
  moved: Length;
  legal: boolean;
  stop: {
    cell: Cell;
    step: number;
  };
  canEnd: boolean;
  endProblem?: Refusal;
  /**
   * @maxItems 0
   */
  opportunityAttacks: [];
  catchYourself?: {
    edge: Cell;
    overEdge: Cell;
    save: string;
    success: string;
    failure: string;
    fallDamage?: {
      dice: string;
      minimum: number;
      maximum: number;
      average: number;
      landsProne: boolean;
    };
  };
  ends?: {
    position: Cell;
    squares: number;
  }[];
  overEdge?: {
    position: Cell;
    squares: number;
  }[];
}
/**
 * The "swap" query's result.
 */
export interface SwapResult {
  creature: string;
  target: string;
  to: Cell;
  targetTo: Cell;
  legal: boolean;
  illegal?: Refusal;
  /**
   * @maxItems 0
   */
  opportunityAttacks: [];
}
/**
 * The "teleportation" query's result.
 */
export interface TeleportationResult {
  creature: string;
  to: Cell;
  legal: boolean;
  lineOfSight: boolean;
  lineOfEffect: boolean;
  range: Length;
  ends: string[];
  keeps: string[];
  illegal?: Refusal;
  /**
   * @maxItems 0
   */
  opportunityAttacks: [];
}
/**
 * The "distance" query's result.
 */
export interface DistanceResult {
  from: Place;
  to: Place;
  distance: Length;
  adjacent: boolean;
  overlapping: boolean;
  inReach?: boolean;
}
/**
 * The "closest" query's result.
 */
export interface ClosestResult {
  from: Place;
  tied: string[];
  distance: Length | null;
  closest: string | null;
  dice?: {
    expression: string;
    min: number;
    max: number;
    average: number;
    roll?: number;
  };
}
/**
 * The "threatened" query's result.
 */
export interface ThreatenedResult {
  creature: string;
  reach: number;
  reachWeapon: boolean;
  canThreaten: boolean;
  cells: Cell[];
  enemies: string[];
}
/**
 * The "sight" query's result.
 */
export interface SightResult {
  from: Place;
  to: Place;
  kind: 'sight' | 'effect';
  clear: boolean;
  line: {
    corner: Point;
    cornerOf: 'from' | 'to';
    to: Point;
  } | null;
}
/**
 * The "cover" query's result.
 */
export interface CoverResult {
  target: Place;
  attacker?: Place;
  origin?: Cell;
  cover: 'none' | 'half' | 'three-quarters' | 'three-quarters-disadvantage' | 'total';
  blocked: number;
  attackerDisadvantage: boolean;
  reachable: boolean;
  from: Point;
  lines: {
    to: Point;
    blocked: boolean;
  }[];
  blockedByCorner?: number[];
}
/**
 * The "flanking" query's result.
 */
export interface FlankingResult {
  creature: string;
  enemy: string;
  flanking: boolean;
  with: string[];
  benefit: ('advantage' | '+2' | 'combat advantage') | null;
  checks: {
    ally: string;
    flanks: boolean;
    square?: Cell;
    allySquare?: Cell;
    reason?: string;
  }[];
  problem?: string;
}
/**
 * The "flankSquares" query's result.
 */
export interface FlankSquaresResult {
  creature: string;
  enemy: string;
  ally: string;
  positions: Cell[];
}
/**
 * The "area" query's result.
 */
export interface AreaResult {
  shape: 'sphere' | 'cylinder' | 'cube' | 'cone' | 'line';
  origin: Cell;
  count: number;
  cells: Cell[];
  creatures: {
    id: string;
    squares: number;
    covered: number;
    fewerThanHalf: boolean;
    saveAdvantage: boolean;
  }[];
}
/**
 * The "facing" query's result.
 */
export interface FacingResult {
  creature: string;
  facing: string;
  window: {
    from: Cell;
    to: Cell;
  };
  legend: {
    F: string;
    L: string;
    R: string;
    B: string;
    '@': string;
  };
  arcs: string[];
  creatures: {
    id: string;
    arcs: string[];
    canTarget: boolean;
    attackerAdvantage: boolean;
    shieldApplies: boolean;
  }[];
}
/**
 * The "crowding" query's result.
 */
export interface CrowdingResult {
  defender: Place;
  /**
   * @minItems 2
   * @maxItems 2
   */
  attackerSpace: [number, number];
  count: number;
  rule: 'packing' | 'faces';
  packed: number;
  exact: boolean;
  placement: Cell[];
  ring: Cell[];
  situation?: 'open' | 'wall' | 'corner' | 'doorway' | 'corridor' | 'other';
  halfCover: boolean;
  fromOneSide?: number;
}
/**
 * The "speed" query's result.
 */
export interface SpeedResult {
  ruleset: RulesetId;
  unit: 'feet' | 'squares';
  base: Length;
  modifiers: {
    source: 'barbarian' | 'monk' | 'bonus' | 'armor-penalty';
    type?: string;
    amount: Length;
    counted: boolean;
    reason?: string;
  }[];
  capacity?: {
    strength: number;
    lightMax: number;
    mediumMax: number;
    heavyMax: number;
  };
  overCapacity?: boolean;
  canMove?: boolean;
  load?: LoadName;
  beforeReduction?: Length;
  reduced?: boolean;
  reducedBy?: 'armor' | 'load';
  speed: Length;
  allowances?: {
    band: string;
    feet: number;
    squares: number;
    provokes: boolean;
    allowsDifficult?: boolean;
    ignoresCost?: boolean;
    text: string;
  }[];
  explain: string[];
}
/**
 * The "carrying" query's result.
 */
export interface CarryingResult {
  ruleset: RulesetId;
  strength: number;
  lightMax: number;
  mediumMax: number;
  heavyMax: number;
  fromRow?: {
    strength: number;
    multiplier: number;
  };
  carried?: number;
  overCapacity?: boolean;
  load?: LoadName;
  maxDex?: number;
  checkPenalty?: number;
  speeds?: {
    base: number;
    speed: number;
  }[];
  run?: number;
}
/**
 * The "jump" query's result.
 */
export interface JumpResult {
  ruleset: RulesetId;
  strength: number;
  strengthModifier: number;
  size: SizeName;
  height: Length;
  overheadReach: Length;
  running: {
    longJump: Length;
    longJumpRise: Length;
    highJump: Length;
    reachAbove: Length;
    clearsCeiling?: boolean;
    longestUnderCeiling?: Length;
    lowObstacleMax?: Length;
  };
  standing: {
    longJump: Length;
    longJumpRise: Length;
    highJump: Length;
    reachAbove: Length;
    clearsCeiling?: boolean;
    longestUnderCeiling?: Length;
    lowObstacleMax?: Length;
  };
  runningStart?: boolean;
  jump?: {
    longJump: Length;
    longJumpRise: Length;
    highJump: Length;
    reachAbove: Length;
    clearsCeiling?: boolean;
    longestUnderCeiling?: Length;
    lowObstacleMax?: Length;
  };
  costPerFoot: number;
}
/**
 * The "falling" query's result.
 */
export interface FallingResult {
  ruleset: RulesetId;
  distance: number;
  fast: boolean;
  dice: number;
  sides: number;
  flat: number;
  expression: string;
  minimum: number;
  maximum: number;
  average: number;
  prone: boolean;
  roll?: {
    seed: number;
    generator: 'splitmix64';
    dice: number[];
    total: number;
    prone: boolean;
  };
}
/**
 * The "sizes" query's result.
 */
export interface SizesResult {
  ruleset: RulesetId;
  cellFeet: number;
  attacker: {
    size?: SizeName;
    shape?: Shape;
    widthFeet: number;
    lengthFeet: number;
    /**
     * @minItems 2
     * @maxItems 2
     */
    cells: [number, number];
    perCell: number;
  };
  sizes: {
    size: SizeName;
    shape?: Shape;
    widthFeet: number;
    lengthFeet: number;
    /**
     * @minItems 2
     * @maxItems 2
     */
    cells: [number, number];
    perCell: number;
    reachFeet: number;
    heightFeet?: number;
    overheadReachFeet?: number;
    surround: number;
  }[];
}
/**
 * The "reachable" query's result.
 */
export interface ReachableResult {
  creature: string;
  status: 'complete' | 'budget';
  nodes: number;
  cellFeet: number;
  spentBefore: Length;
  bands: string[];
  count: number;
  cells: number[];
  costs: number[];
  band: number[];
  canEnd: number[];
  provokes: number[];
  safeCosts: number[];
}
/**
 * The "path" query's result.
 */
export interface PathResult {
  creature: string;
  status: 'complete' | 'partial' | 'budget';
  reason?: 'unreachable' | 'cannot-end' | 'waypoint-unreachable';
  nodes: number;
  band: string;
  path: Cell[];
  end: Cell;
  cost: Length;
  total: Length;
  stepTotals: number[];
  endBand: string | null;
  legal: boolean;
  opportunityAttacks: string[];
  attacks?: number;
  waypointsReached?: number;
  move?: MoveResult1;
}
/**
 * with `move: true`: the move query's answer for `walked` followed by `path`
 */
export interface MoveResult1 {
  creature: string;
  band: string;
  allowance: Length;
  spentBefore: Length;
  steps: {
    action?: 'stand' | 'drop-prone';
    jump?: 'long' | 'high';
    from: Cell;
    to: Cell;
    mode: Mode;
    cost: Length;
    reasons: StepReason[];
    total: Length;
    remaining: Length;
    band: string | null;
    legal: boolean;
    illegal?: Refusal;
    checks?: StepCheck[];
    provokes: string[];
    squeezed?: SpaceAt;
    jumpInfo?: {
      runUp?: boolean;
      max?: number;
      distance?: number;
      rise?: number;
      height?: number;
      reachAbove?: number;
      onFailedCheck?: 'lands-prone';
    };
  }[];
  total: Length;
  remaining: Length;
  /**
   * the diagonals this move counted for the alternation (jumps included, steps not taken excluded; 0 on hexes): the next move's `diagonals` adds it
   */
  diagonals: number;
  complete: boolean;
  legal: boolean;
  end: Cell;
  canEnd: boolean;
  endProblem?: Refusal;
  stop: {
    cell: Cell;
    step: number;
    spent: Length;
  };
  closestLegal?: {
    cell: Cell;
    squares: number;
  };
  opportunityAttacks: {
    by: string;
    step: number;
    at: Cell;
    reason: 'leave-reach' | 'leave-threatened' | 'leave-adjacent' | 'enter-space' | 'stand-up';
  }[];
  checks?: StepCheck[];
  falls?: boolean;
  fallReason?: 'prone' | 'speed-zero' | 'cannot-move';
  squeezing?: {
    atStop: boolean;
    space: SpaceAt;
    penalties: string[];
  };
  /**
   * with `grab`: the creature's anchor after each path item
   */
  positions?: Cell[];
  speed?: Length1;
}
/**
 * The "space" result.
 */
export interface SpaceResult {
  creature: string;
  at: Cell;
  onGrid: boolean;
  cells: Cell[];
  outline: CellCorner[];
  squeezed?: {
    cells: Cell[];
    outline: CellCorner[];
  };
  occupied?: Refusal;
}
/**
 * The "places" query's result.
 */
export interface PlacesResult {
  creature: string;
  target?: string;
  status: 'complete' | 'budget';
  nodes: number;
  cellFeet: number;
  spentBefore: Length;
  bands: string[];
  parts: ('provokers' | 'threats' | 'flanking' | 'cover' | 'sight' | 'range')[];
  /**
   * a part asked that the ruleset has no rule for, in words; its arrays are left out
   */
  notInRuleset?: {
    flanking?: string;
    cover?: string;
  };
  count: number;
  cells: number[];
  costs: number[];
  band: number[];
  via?: number[];
  provokers?: string[][];
  threats?: string[][];
  flanking?: string[][];
  cover?: ('none' | 'half' | 'three-quarters' | 'three-quarters-disadvantage' | 'total')[];
  coverFromTarget?: ('none' | 'half' | 'three-quarters' | 'three-quarters-disadvantage' | 'total')[];
  sight?: (0 | 1)[];
  effect?: (0 | 1)[];
  range?: number[];
  inReach?: (0 | 1)[];
  targetReaches?: (0 | 1)[];
}
