// Words for people, in one place: every code the engine answers with (a step's reasons, an illegal
// step's code, an opportunity attack's reason, where a move may not end) and every protocol field a
// form asks for, in the words a surface shows. The engine's codes stay the data (docs/protocol.md);
// a surface shows `words.*(code)` instead of the code, and a code this catalogue does not know yet
// is still said in words (its hyphens and capitals undone), never as a code.

/** An unknown code or field name in words: "speed-used-up" → "speed used up", "runUp" → "run up". @param {unknown} code */
export function plainWords(code) {
  return String(code)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase()
    .trim();
}

const capitalised = (/** @type {string} */ s) => s.replace(/^./, (c) => c.toUpperCase());

/**
 * A table's own entry for a key, else undefined: never one of Object's ("constructor" is no code,
 * and `in` would have found Object's function for it).
 * @template T @param {Readonly<Record<string, T>>} table @param {unknown} key @returns {T | undefined}
 */
const own = (table, key) => (typeof key === 'string' && Object.hasOwn(table, key) ? table[key] : undefined);

/** A code's words from a table, else in plain words from the code itself. @param {Readonly<Record<string, string>>} table */
const lookup = (table) => (/** @type {unknown} */ code) => own(table, code) ?? plainWords(code);

// A step's `reasons` (docs/protocol.md "Step reasons"): why the step cost what it did.
export const STEP_REASONS = {
  diagonal: 'diagonal',
  'second-diagonal': 'second diagonal, counts 2 squares',
  difficult: 'difficult terrain',
  obstructed: 'obstructed',
  'low-obstacle': 'over a low wall',
  'creature-space': 'through another creature’s space',
  crawl: 'crawling',
  climb: 'climbing',
  swim: 'swimming',
  squeeze: 'squeezing',
  'helpless-body': 'over a helpless body',
  'ignores-difficult': 'difficult terrain ignored',
};

// A step's `illegal.code`: why it could not be taken.
export const ILLEGAL = {
  'not-enough-movement': 'not enough movement',
  'speed-used-up': 'that speed is used up',
  'speed-zero': 'speed 0',
  'no-run-difficult': 'no running through difficult terrain',
  'no-charge-difficult': 'no charging through difficult terrain',
  'beyond-allowance': 'beyond the allowance',
  'not-prone': 'not prone',
  'after-illegal-step': 'after a step that could not be taken',
  wall: 'a wall',
  solid: 'solid rock',
  pit: 'a pit',
  corner: 'cuts a corner',
  creature: 'a creature in the way',
  'fills-space': 'the space is full',
  'no-speed': 'no speed for it',
  rock: 'rock',
  immobile: 'cannot move',
  'out-of-grid': 'off the map',
  'too-far': 'too far',
  'too-high': 'too high',
  ceiling: 'the ceiling is in the way',
  'not-straight': 'not in a straight line',
  'no-jump-rules': 'no jumping rules',
  'no-line-of-sight': 'no line of sight',
  'out-of-range': 'out of range',
};

// An opportunity attack's `reason`, said two ways: what the mover does (the calculator's list,
// "the orc: leaves its reach") and when the attack comes, after the attacker's name (a label, a
// whisper, a move record: "Orc, leaving its reach").
const ATTACKS = {
  'leave-reach': ['leaves its reach', 'leaving its reach'],
  'leave-threatened': ['leaves a square it threatens', 'moving out of a square it threatens'],
  'leave-adjacent': ['leaves a square next to it', 'leaving a square next to it'],
  'enter-space': ['enters its space', 'entering its space'],
  'stand-up': ['stands up beside it', 'standing up'],
};
export const ATTACK_REASONS = Object.fromEntries(Object.entries(ATTACKS).map(([code, [does]]) => [code, does]));

// Why a move may not end where its path ends (`endProblem`).
export const END_PROBLEMS = {
  occupied: 'another creature is there',
  'cell-full': 'the space is full',
};

// Protocol fields a form asks for: the label a person reads, and what leaving it empty means.
/** @type {Record<string, {label: string, unit?: string, empty?: string}>} */
export const FIELDS = {
  ruleset: { label: 'Rules' },
  race: { label: 'Race', empty: 'the ruleset’s usual' },
  baseSpeed: { label: 'Base speed', unit: 'ft', empty: 'the race’s' },
  unit: { label: 'Answer in', empty: 'feet' },
  armor: { label: 'Armour', empty: 'none' },
  armorPenalty: { label: 'Armour slows by', unit: 'ft', empty: 'the armour’s' },
  load: { label: 'Load', empty: 'from carried weight' },
  strength: { label: 'Strength', empty: '10' },
  carried: { label: 'Carried', unit: 'lb', empty: '0' },
  barbarian: { label: 'Barbarian fast movement' },
  monkBonus: { label: 'Monk bonus', unit: 'ft', empty: '0' },
  bonusType: { label: 'Bonus kind', empty: 'untyped' },
  bonusAmount: { label: 'Bonus', unit: 'ft', empty: '0' },
  size: { label: 'Size', empty: 'medium' },
  runUp: { label: 'Run-up', unit: 'ft', empty: '0' },
  ceiling: { label: 'Ceiling', unit: 'ft', empty: 'none' },
  obstacleAt: { label: 'Obstacle at', unit: 'ft', empty: 'none' },
  cellFeet: { label: 'Cell', unit: 'ft', empty: '5' },
  distance: { label: 'Fall', unit: 'ft' },
  fast: { label: 'Fast fall' },
  seed: { label: 'Dice seed', empty: 'random' },
  shape: { label: 'Shape', empty: 'tall' },
  attackerSize: { label: 'Attacker’s size', empty: 'none' },
  pitDepthFeet: { label: 'Pit depth', unit: 'ft' },
  // Answers' fields (the calculators').
  strengthModifier: { label: 'Strength modifier' },
  overheadReach: { label: 'Reach overhead' },
  running: { label: 'Running' },
  standing: { label: 'Standing' },
  longJump: { label: 'Long jump' },
  longJumpRise: { label: 'Rise of a long jump' },
  highJump: { label: 'High jump' },
  reachAbove: { label: 'Reach above' },
  costPerFoot: { label: 'Movement per foot jumped' },
};

// A path's actions (besides cells).
export const ACTIONS = {
  stand: 'stand up',
  'drop-prone': 'drop prone',
};

export const stepReason = lookup(STEP_REASONS);
export const actionWords = lookup(ACTIONS);
export const illegalWords = lookup(ILLEGAL);
export const attackReason = lookup(ATTACK_REASONS);
/** When an attack comes, after its attacker's name ("leaving its reach"); an unknown reason reads as the move provoking. */
export const attackWhen = (/** @type {unknown} */ code) => own(ATTACKS, code)?.[1] ?? 'provoked by the move';
export const endProblem = lookup(END_PROBLEMS);

/** A plain value of an answer in words: yes / no for true / false, "none" for null. */
export const valueWords = (/** @type {unknown} */ v) =>
  v === true ? 'yes' : v === false ? 'no' : v === null ? 'none' : String(v);

// Answers' fields that share a name with a form's field but mean something else there: a range's
// `distance` is how far apart two places are, the falling calculator's `distance` how far one falls.
/** @type {Record<string, string>} */
const ANSWER_FIELDS = { distance: 'Distance' };

/** The label of an answer's field ("Distance" for a range's distance), else as its form field's. */
export const answerLabel = (/** @type {string} */ name) => own(ANSWER_FIELDS, name) ?? fieldLabel(name);

// The Ask tool's fields whose name the calculators use for something else, per question: forced
// movement's `distance` is the squares the power moves the target, teleportation's the power's range
// in squares (the falling calculator's `distance` is feet fallen). Counted in the grid's cells.
/** @type {Record<string, Record<string, (cells: string) => string>>} */
const ASK_FIELDS = {
  forced: { distance: (cells) => `Distance (${cells})` },
  teleportation: { distance: (cells) => `Range (${cells})` },
};

/** A field's label in the Ask tool's form for `query`, on hexes (`hex`) or squares. @param {string} query @param {string} name */
export function askFieldLabel(query, name, hex = false) {
  const fields = own(ASK_FIELDS, query);
  const label = fields && own(fields, name);
  return label ? label(hex ? 'hexes' : 'squares') : fieldLabel(name);
}

/** A field's label, with its unit: "Base speed (ft)". @param {string} name */
export function fieldLabel(name) {
  const f = own(FIELDS, name);
  if (!f) return capitalised(plainWords(name));
  return f.unit ? `${f.label} (${f.unit})` : f.label;
}

// Each choice's words are short enough to be read whole in a list on every surface (issue 37:
// "every diagonal 1 squ", "…(once, whatever makes" were cut); the rule's own sentence is the row's
// tooltip (house-rules-form.js), and `once` / `for each cause` say whether the extra cost stacks.
// The rules a table may change (the engine's knobs, `rulesets` with `knobs: true`; web/shim/house-rules.js):
// `label` says what the rule is about, `values` each choice, `number` a number's words. Booleans read
// "yes"/"no". A knob an engine adds later and this table lacks is said in plain words from its name.
/** @type {Readonly<Record<string, {label: string, values?: Record<string, string>, number?: (n: number) => string}>>} */
export const RULES = Object.freeze({
  diagonal: {
    label: 'Diagonals count',
    values: {
      alternating: 'alternately 1 and 2 squares',
      one: 'every diagonal 1 square',
      'alternating-from-two': 'alternately 2 and 1 squares',
      manhattan: 'every diagonal 2 squares',
    },
  },
  hamper: {
    label: 'Difficult terrain costs',
    values: {
      'extra-per-foot': '1 extra foot a foot, once',
      doubling: 'doubled for each cause',
      'extra-square': '1 extra square, once',
    },
  },
  difficultDiagonalCountsThree: { label: 'A diagonal into difficult terrain counts 3 squares' },
  footprint: {
    label: 'A larger creature pays for terrain',
    values: { entered: 'in the squares it enters', occupied: 'in every square it occupies' },
  },
  lowEdgeIsExtraCrossing: { label: 'Crossing a low wall costs on top of the square' },
  flyingIgnoresDifficult: { label: 'Flyers ignore difficult terrain' },
  incorporealIgnoresDifficult: { label: 'Incorporeal creatures ignore difficult terrain' },
  creatureSpaceIsDifficult: { label: 'Another creature’s space is difficult terrain' },
  crawlCostsExtra: { label: 'Crawling costs 1 extra foot a foot' },
  climbSwimCostExtra: { label: 'Climbing and swimming cost 1 extra foot a foot' },
  differentSpeeds: { label: 'Switching speeds subtracts the distance already moved' },
  standUpCostsHalfSpeed: { label: 'Standing up costs half the speed' },
  standUpProvokes: { label: 'Standing up provokes opportunity attacks' },
  allyPass: { label: 'Moving through an ally’s space is allowed' },
  hostilePassSizeSteps: {
    label: 'Moving through an enemy’s space needs a size difference of',
    number: (n) => (n === 0 ? 'none (always allowed)' : n >= 9 ? 'never allowed' : `${n} size${n === 1 ? '' : 's'}`),
  },
  hostilePassIfHelpless: { label: 'Moving through a helpless enemy’s space is allowed' },
  hostilePassIfUnaware: { label: 'Moving through the space of a creature unaware of you is allowed' },
  verySmallEnterOccupied: { label: 'Tiny and smaller creatures may enter occupied squares' },
  verySmallEnterProvokes: { label: 'A tiny creature entering an occupied square provokes' },
  endInAlly: {
    label: 'A move may end in an ally’s space',
    values: {
      never: 'never',
      'if-prone': 'if the ally is prone',
      'if-helpless': 'if it is helpless',
      always: 'always',
    },
  },
  endInEnemy: {
    label: 'A move may end in an enemy’s space',
    values: {
      never: 'never',
      'if-prone': 'if the enemy is prone',
      'if-helpless': 'if it is helpless',
      always: 'always',
    },
  },
  tinyEndsInLarger: { label: 'A tiny creature may end in a larger creature’s space' },
  provoke: {
    label: 'An opportunity attack comes from',
    values: {
      'leave-reach': 'leaving an enemy’s reach',
      'leave-threatened': 'leaving a threatened square',
      'leave-adjacent': 'leaving an enemy’s side',
    },
  },
  enterEnemySpaceProvokes: { label: 'Entering an enemy’s space provokes' },
  tenFootReachCoversDiagonal: { label: '10-ft reach covers the second diagonal square' },
  squeezes: { label: 'Creatures may squeeze' },
  squeezeSizeSteps: {
    label: 'Squeezing fits a space smaller by',
    number: (n) => `${n} size${n === 1 ? '' : 's'}`,
  },
  squeezeHalfWidth: { label: 'Squeezing fits a space half as wide' },
  squeezePastOpponents: { label: 'Creatures may squeeze past enemies' },
  flyersFall: { label: 'A flyer knocked prone falls' },
});

/** A rule's label: "Diagonals count"; a knob this table lacks, from its name ("Some new knob"). */
export const ruleLabel = (/** @type {string} */ key) => own(RULES, key)?.label ?? capitalised(plainWords(key));

/** A value of a rule in words (`yes`, `no`, `every diagonal 1 square`, `3 sizes` …). @param {string} key @param {unknown} value */
export function ruleValueWords(key, value) {
  if (key.startsWith('bands.')) return `${value}`;
  const w = own(RULES, key);
  if (typeof value === 'boolean') return valueWords(value);
  if (typeof value === 'number') return w?.number ? w.number(value) : String(value);
  return (w?.values && own(w.values, value)) ?? plainWords(value);
}

/** What an empty field means, for its placeholder: "the race’s", or '' when it must be filled. */
export const fieldDefault = (/** @type {string} */ name) => own(FIELDS, name)?.empty || '';

// The page's own sentences.
export const SAY = {
  nameFirst: 'Type a name for the new creature first; then click an empty cell to place it.',
  // No speed at all would make a creature that cannot move, priced without a word (issue 37, item 4).
  speedFirst: 'Give the creature a speed in feet (walk, or another kind); type 0 for one that does not move.',
  askChooseTool: 'Choose the Ask tool and a question.',
  askPickQuestion: 'Pick a question on the left, then its creatures or cells, and press Ask.',
  notReached: 'not reached: the move ended at an earlier step',
  // A scene read whole whose creatures overlap is kept as it is (a host lets a GM stack tokens).
  overlapPair: (/** @type {string} */ a, /** @type {string | undefined} */ b) =>
    b ? `${a} and ${b}` : `${a} in a full square`,
  overlapping: (/** @type {string[]} */ pairs) =>
    `Some creatures overlap where no move could end: ${pairs.join('; ')}. They are kept where the scene puts them.`,
};
