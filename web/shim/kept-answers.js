// The last few answers of one query kind, each kept under the question it answers (a string key
// holding everything the answer depends on but the scene). The turn part (movement.js) clears them
// when the scene part's revision moves on (host-scene.js: every change it sends the engine), so a
// kept answer is always of the scene as it is. A surface that asks the same
// question on every render or scene message gets the engine's answer once; a change of the scene or
// of the question asks again. Bounded: the least recently used answer goes first.

/** @template T */
export class KeptAnswers {
  /** @type {Map<string, T>} oldest first */
  #kept = new Map();
  #limit;

  /** @param {number} limit how many answers are kept (a few: one per creature a surface shows) */
  constructor(limit) {
    this.#limit = limit;
  }

  /**
   * The answer kept for `key`, else undefined.
   * @param {string} key @returns {T | undefined}
   */
  get(key) {
    const kept = this.#kept.get(key);
    if (kept === undefined) return undefined;
    // Used again: it moves to the newest end, so a creature shown over and over stays kept.
    this.#kept.delete(key);
    this.#kept.set(key, kept);
    return kept;
  }

  /** @param {string} key @param {T} answer */
  set(key, answer) {
    this.#kept.delete(key);
    this.#kept.set(key, answer);
    while (this.#kept.size > this.#limit) {
      const oldest = this.#kept.keys().next().value;
      if (oldest === undefined) break;
      this.#kept.delete(oldest);
    }
  }

  /** Every answer forgotten (the scene changed: none of them holds any more). */
  clear() {
    this.#kept.clear();
  }

  get size() {
    return this.#kept.size;
  }
}
