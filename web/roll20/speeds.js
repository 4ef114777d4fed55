// A speed as a Roll20 game writes it (a bar value "30", a character sheet's `speed` attribute
// "30 ft.", "30 ft., fly 60 ft. (hover), swim 30 ft.", "6" squares in 4e) → the protocol's `speeds`
// ({walk, fly, swim, climb, burrow} in feet). Plain data in, plain data out: shared by the Mod script
// and the browser extension.

const MODES = ['walk', 'fly', 'swim', 'climb', 'burrow'];

/**
 * The longest speed text read (docs/limits.md): a sheet's "30 ft., fly 60 ft. (hover), swim 30 ft.,
 * climb 30 ft., burrow 10 ft." is under 80 characters. Longer text is refused with a problem, never
 * scanned: any player can write a character's `speed` attribute.
 */
export const MAX_SPEED_CHARS = 500;

// The fastest speed read (web/shim/speeds.js): "10000 ft." written on a sheet is read as 1,000 ft and
// said, so it cannot make every search of the page price a 2,000-square radius (issue 41). The Mod and
// the extension read speeds here, so the cap is applied once for both.
import { MAX_SPEED_FEET } from '../shim/speeds.js';
import { shimError } from '../shim/annotate.js';
export { MAX_SPEED_FEET };

// One speed: an optional mode word, the number, an optional unit and "(hover)". No two repetitions
// can share the same characters (the spaces after a mode word belong to the first `\s*`; the second
// is reachable only after a colon), so a failed match at one place costs time in proportion to the
// run of spaces it read, runs after different words are different spaces, and scanning a whole text
// is linear. (The first version, `\s*:?\s*`, let two runs of spaces split a long gap
// every possible way: "walk" + 60,000 spaces + "x" took 4.3 s, issue 29.)
const SPEED =
  /(?:\b(walk|fly|flying|swim|swimming|climb|climbing|burrow|burrowing)\b\s*(?::\s*)?)?(\d+(?:\.\d+)?)(?:\s*(ft\.?|feet|foot|'|m\b|meters?|metres?|sq\.?|squares?))?(\s*\(hover\))?/g;

/**
 * Reads the speeds from a text: the first number not preceded by a mode word is the walking speed;
 * "fly 60", "swim 30 ft" … give the others; `(hover)` after fly is reported as `hover`. Feet only: a
 * number with "m" or "sq" after it is converted when `squareFeet` is given for squares and refused for
 * metres; a bare number is feet, or squares with `bare: 'squares'` (4e: "A character who has a speed of 6 can move up to 6
 * squares (or 30 feet)", 004_83b4f7313492aa85.txt). Returns {speeds, hover, problem?} (`problem` the shim's error shape, shimError); speeds is empty when the
 * text holds no speed.
 */
// A speed text quoted in a problem: at most 40 characters of it.
const quoted = (/** @type {string} */ s) => (s.length > 40 ? `${s.slice(0, 39)}…` : s);

/**
 * @param {unknown} text @param {{squareFeet?: number, bare?: string, maxChars?: number}} [options]
 * @returns {{speeds: Record<string, number>, hover: boolean, problem?: import('../shim/index.js').ErrorAnnotation}}
 */
export function parseSpeeds(text, { squareFeet, bare = 'feet', maxChars = MAX_SPEED_CHARS } = {}) {
  const raw = String(text ?? '');
  if (raw.length > maxChars)
    return {
      speeds: {},
      hover: false,
      problem: shimError(
        'limit',
        `The speed text is ${raw.length} characters long; Footwork reads at most ${maxChars}.`,
      ),
    };
  const s = raw.toLowerCase();
  /** @type {Record<string, number>} */
  const speeds = {};
  let hover = false;
  /** @type {import('../shim/index.js').ErrorAnnotation | undefined} */
  let problem;
  const re = new RegExp(SPEED.source, 'g');
  for (let m = re.exec(s); m; m = re.exec(s)) {
    const said = m[1];
    const word = said ? MODES.find((w) => said.startsWith(w)) : 'walk';
    if (word === undefined) continue; // (the pattern's mode words are MODES')
    let feet = Number(m[2]);
    const unit = m[3] ?? (bare === 'squares' ? 'sq' : '');
    if (/^m|^met/.test(unit)) {
      problem = shimError('unsupported-units', `"${quoted(raw)}" is in metres; Footwork counts in feet.`);
      continue;
    }
    if (/^sq/.test(unit)) {
      if (squareFeet === undefined || !(squareFeet > 0)) {
        problem = shimError('unknown-square-size', `"${quoted(raw)}" is in squares and the square's size is unknown.`);
        continue;
      }
      feet *= squareFeet;
    }
    if (feet > MAX_SPEED_FEET) {
      problem = shimError(
        'limit',
        `"${quoted(raw)}" is faster than any ruleset's creature moves; Footwork counts ${MAX_SPEED_FEET} ft.`,
      );
      feet = MAX_SPEED_FEET;
    }
    if (speeds[word] === undefined) speeds[word] = feet;
    if (word === 'fly' && m[4]) hover = true;
  }
  return problem ? { speeds, hover, problem } : { speeds, hover };
}
