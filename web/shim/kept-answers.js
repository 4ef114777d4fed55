// The last few answers of one query kind, each kept under the question it answers (a string key
// holding everything the answer depends on but the scene) and the scene's revision it was asked on
// (Session bumps it on every change it sends the engine). A surface that asks the same question on
// every render or scene message gets the engine's answer once; a change of the scene or of the
// question asks again. Bounded: the least recently used answer goes first.

/** @template T */
export class KeptAnswers {
  /** @type {Map<string, {revision: number, answer: T}>} oldest first */
  #kept = new Map();
  #limit;

  /** @param {number} limit how many answers are kept (a few: one per creature a surface shows) */
  constructor(limit) {
    this.#limit = limit;
  }

  /**
   * The answer kept for `key` on `revision`, else undefined.
   * @param {string} key @param {number} revision @returns {T | undefined}
   */
  get(key, revision) {
    const kept = this.#kept.get(key);
    if (!kept || kept.revision !== revision) return undefined;
    // Used again: it moves to the newest end, so a creature shown over and over stays kept.
    this.#kept.delete(key);
    this.#kept.set(key, kept);
    return kept.answer;
  }

  /** @param {string} key @param {number} revision @param {T} answer */
  set(key, revision, answer) {
    this.#kept.delete(key);
    this.#kept.set(key, { revision, answer });
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
