// The line under the map: the cursor's cell in words, a live region a screen reader reads. Written
// at once for the keyboard's cursor (each key press is a question) and when there is nothing to say,
// but for the pointer only once it rests: a pointer sweeping the map crosses a cell a frame, and the
// line is a long text to lay out again each time (0.2 ms of a move in the fit view at 200×200, issue
// 40) that nobody reads while the pointer moves (the label beside the pointer says the same at once)
// and that a screen reader would be handed cell by cell. While a line is still to come the region
// is `aria-busy` (assistive technology waits for it; the page tests too).

/** How long the pointer rests on a cell before the line says it (ms). */
const LINE_REST_MS = 120;

/**
 * @param {HTMLElement} region  the live region (aria-live)
 * @param {HTMLElement} text  the element whose text is the line
 */
export function statusLine(region, text) {
  /** @type {ReturnType<typeof setTimeout> | null} */
  let timer = null;
  /** @type {string} */
  let pending = '';

  const write = () => {
    timer = null;
    if (text.textContent !== pending) text.textContent = pending;
    region.removeAttribute('aria-busy');
  };
  // Nothing written until the timer (or the answer) says: busy.
  const hold = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (!region.hasAttribute('aria-busy')) region.setAttribute('aria-busy', 'true');
  };

  return {
    /**
     * The line's words are still to come (the cell's answer is being asked: move-state.js
     * `waiting`): nothing is written meanwhile and the region is busy.
     */
    wait: hold,
    /**
     * The line is `words`: now (`atOnce`), or once the pointer has rested LINE_REST_MS.
     * @param {string} words @param {boolean} atOnce
     */
    say(words, atOnce) {
      pending = words;
      if (atOnce || !words) {
        if (timer !== null) clearTimeout(timer);
        return write();
      }
      hold();
      timer = setTimeout(write, LINE_REST_MS);
    },
  };
}
