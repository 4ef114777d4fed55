// Movement spent per creature per turn. Several drags in one turn add up: each drag's move query is
// sent with the feet already spent (`spent`) and the diagonals already counted (`diagonals`), so the
// 5/10 (sw5e) or 1-2-1 (dnd35) alternation carries across drags ("This pattern … continues whenever
// you're counting diagonally"). Undo takes back the last drag; a new turn forgets everything.

export class TurnLedger {
  constructor() {
    this.turn = 1;
    /** @type {Map<string, import('./index.js').RecordedDrag[]>} creature id → its drags this turn, oldest first */
    this.drags = new Map();
  }

  /**
   * What the creature has spent this turn: feet, diagonals counted, and how many drags.
   * @type {import('./index.js').TurnLedger['spent']}
   */
  spent(id) {
    const list = this.drags.get(id) ?? [];
    let feet = 0;
    let diagonals = 0;
    for (const d of list) {
      feet += d.feet;
      diagonals += d.diagonals;
    }
    return { feet, diagonals, drags: list.length };
  }

  /**
   * The creature's drags this turn, oldest first (copies).
   * @type {import('./index.js').TurnLedger['history']}
   */
  history(id) {
    return (this.drags.get(id) ?? []).map((d) => ({ ...d }));
  }

  /**
   * Adds a finished drag.
   * @type {import('./index.js').TurnLedger['record']}
   */
  record(id, drag) {
    if (!(drag.feet >= 0) || !(drag.diagonals >= 0))
      throw new RangeError('a drag spends feet ≥ 0 and counts diagonals ≥ 0');
    const list = this.drags.get(id) ?? [];
    this.drags.set(id, list);
    list.push({ ...drag });
  }

  /**
   * Takes back the creature's last drag of this turn; returns it, or undefined when there is none.
   * @type {import('./index.js').TurnLedger['undo']}
   */
  undo(id) {
    const list = this.drags.get(id);
    if (!list || list.length === 0) return undefined;
    const last = list.pop();
    if (list.length === 0) this.drags.delete(id);
    return last;
  }

  /**
   * Forgets one creature's movement this turn.
   * @type {import('./index.js').TurnLedger['reset']}
   */
  reset(id) {
    this.drags.delete(id);
  }

  /** A new turn: every creature starts again with nothing spent. */
  newTurn() {
    this.turn += 1;
    this.drags.clear();
  }

  /** Ids of the creatures that moved this turn. */
  movers() {
    return [...this.drags.keys()];
  }
}
