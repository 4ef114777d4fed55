// The page's one update path: a part that changes the page's state says what changed with
// `changes.emit(topic, detail)`, and the parts that show it subscribe with `changes.on(topics, fn)`.
// No part calls another part's refresh. Listeners run in the order they subscribed (main.js
// subscribes the models before the views, so a view reads the models' new answers). A change said
// while listeners are still running is queued and said after them, so no listener sees a half-done
// update.
//
// Topics (docs/calculator.md, "Parts"):
//   scene   the engine's scene changed: {lazy, whole} (whole: a whole-scene load or new rules)
//   move    what the move depends on changed: the path, the mover, the allowance, the mode, the
//           spending, a display setting or the tool: {lazy}
//   step    a drag added or took back a step (already priced): {at}
//   hover   the cell under the cursor or its answer changed: {at} (at: the pointer's pane pixel)
//   pointer the pointer moved within its cell: {at, place}
//   view    the map was zoomed, panned or resized
//   tool    the tool changed: {tool}
//   tab     a tab was shown: {tab}

/** @typedef {'scene' | 'move' | 'step' | 'hover' | 'pointer' | 'view' | 'tool' | 'tab'} Topic */
/** @typedef {(detail: any, topic: Topic) => void} Listener */

export class Changes {
  constructor() {
    /** @type {{topics: Topic[], fn: Listener}[]} */
    this.listeners = [];
    /** @type {[Topic, any][]} */
    this.queue = [];
    this.running = false;
  }

  /**
   * Calls `fn(detail, topic)` after every change of one of `topics`; returns the unsubscribe.
   * @param {Topic | Topic[]} topics @param {Listener} fn
   */
  on(topics, fn) {
    const entry = { topics: Array.isArray(topics) ? topics : [topics], fn };
    this.listeners.push(entry);
    return () => {
      this.listeners = this.listeners.filter((l) => l !== entry);
    };
  }

  /** @param {Topic} topic @param {any} [detail] */
  emit(topic, detail = {}) {
    this.queue.push([topic, detail]);
    if (this.running) return;
    this.running = true;
    try {
      while (this.queue.length) {
        const [t, d] = /** @type {[Topic, any]} */ (this.queue.shift());
        for (const l of this.listeners) if (l.topics.includes(t)) l.fn(d, t);
      }
    } finally {
      this.running = false;
      this.queue.length = 0;
    }
  }
}
