// Words for people, in one place: every code the engine answers with (a step's reasons, an illegal
// step's code, an opportunity attack's reason, where a move may not end) and every protocol field a
// form asks for, in the words a surface shows. The engine's codes stay the data (docs/protocol.md);
// a surface shows `words.*(code)` instead of the code, and a code this catalogue does not know yet
// is still said in words (its hyphens and capitals undone), never as a code.

/** An unknown code or field name in words: "speed-used-up" → "speed used up", "runUp" → "run up". */
export function plainWords(code) {
  return String(code)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase()
    .trim();
}

const lookup = (table) => (code) => (code in table ? table[code] : plainWords(code));

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

// An opportunity attack's `reason`.
export const ATTACK_REASONS = {
  'leave-reach': 'leaves its reach',
  'leave-threatened': 'leaves a square it threatens',
  'leave-adjacent': 'leaves a square next to it',
  'enter-space': 'enters its space',
  'stand-up': 'stands up beside it',
};

// Why a move may not end where its path ends (`endProblem`).
export const END_PROBLEMS = {
  occupied: 'another creature is there',
  'cell-full': 'the space is full',
};

// Protocol fields a form asks for: the label a person reads, and what leaving it empty means.
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
export const endProblem = lookup(END_PROBLEMS);

/** A plain value of an answer in words: yes / no for true / false, "none" for null. */
export const valueWords = (v) => (v === true ? 'yes' : v === false ? 'no' : v === null ? 'none' : String(v));

/** A field's label, with its unit: "Base speed (ft)". */
export function fieldLabel(name) {
  const f = FIELDS[name];
  if (!f) return plainWords(name).replace(/^./, (c) => c.toUpperCase());
  return f.unit ? `${f.label} (${f.unit})` : f.label;
}

/** What an empty field means, for its placeholder: "the race’s", or '' when it must be filled. */
export const fieldDefault = (name) => (FIELDS[name] && FIELDS[name].empty) || '';

// The page's own sentences.
export const SAY = {
  nameFirst: 'Type a name for the new creature first; then click an empty cell to place it.',
  askChooseTool: 'Choose the Ask tool and a question.',
  askPickQuestion: 'Pick a question on the left, then its creatures or cells, and press Ask.',
  notReached: 'not reached: the move ended at an earlier step',
};
