// Roll20's turn tracker: the campaign's `turnorder` is a JSON string of [{id, pr, custom, _pageid,
// formula?}] (`id` "-1" for custom rows), the current turn is the first entry, and "next turn" moves
// the first entry to the end (roll20.md, "Turn tracker": Beyond20, VTTES, TurnMarker1;
// Roll20/roll20-api-scripts `.types/index.d.ts`: `turnorder: string`). Plain data in, plain data out.

/** @typedef {{id: string, custom: string, pr: unknown, pageid: string | undefined}} TurnEntry */

/**
 * The entries of a `turnorder` value (a JSON string, or already an array); [] for empty or bad text.
 * @param {unknown} value @returns {TurnEntry[]}
 */
export function parseTurnorder(value) {
  let list = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return [];
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list
    .filter((e) => e && typeof e === 'object')
    .map((e) => /** @type {{id?: unknown, custom?: unknown, pr?: unknown, _pageid?: unknown}} */ (e))
    .map((e) => ({
      id: String(e.id ?? '-1'),
      custom: String(e.custom ?? ''),
      pr: e.pr,
      pageid: e._pageid === undefined ? undefined : String(e._pageid),
    }));
}

/** The entry whose turn it is (the first), or null when the tracker is empty. @param {unknown} value */
export function currentTurn(value) {
  return parseTurnorder(value)[0] ?? null;
}

/**
 * A key that changes exactly when the current turn passes to another entry. It is kept in the Mod's
 * `state`, so an id or a custom row's text counts by its first 100 characters (docs/limits.md).
 * @param {TurnEntry | null | undefined} entry
 */
export function turnKey(entry) {
  return entry ? `${entry.id.slice(0, 100)}|${entry.id === '-1' ? entry.custom.slice(0, 100) : ''}` : '';
}

/**
 * The turn order's round counters: each custom row (id "-1") whose `pr` is a number, as [its text
 * (first 100 characters), the number]. Roll20's tracker counts such a row up with its formula "+1"
 * each time it comes round, and scripts that add a round counter keep one so (roll20.md, "Turn
 * tracker"); a counter that moved while the current entry stayed says the order went all the way round.
 * @param {unknown} value @returns {Array<[string, number]>}
 */
export function roundCounters(value) {
  return parseTurnorder(value)
    .filter((e) => e.id === '-1' && (typeof e.pr === 'number' || (typeof e.pr === 'string' && e.pr.trim() !== '')))
    .map((e) => /** @type {[string, number]} */ ([e.custom.slice(0, 100), Number(e.pr)]))
    .filter(([, n]) => Number.isFinite(n));
}

/**
 * Whose movement starts afresh when the turn passes to another entry (one rule for the browser
 * extension and the Mod; docs/extension.md and docs/roll20-mod.md, "Turns"): the creature whose turn
 * it now is, and every creature not in the turn order. When the tracker was empty (combat begins) or
 * is emptied (combat over), everyone: → null. Otherwise a predicate on a creature's id. A creature in
 * the order keeps what it spent until its own turn comes round, so a move it makes out of turn (a
 * GM's correction, a reaction) is still counted against the turn it belongs to.
 * @param {unknown} value the campaign's turnorder now @param {boolean} began the tracker was empty before
 * @returns {((id: string) => boolean) | null}
 */
export function startsAfresh(value, began) {
  const order = parseTurnorder(value);
  if (began || order.length === 0) return null;
  const inOrder = new Set(order.map((e) => e.id));
  const current = order[0].id === '-1' ? undefined : order[0].id;
  return (id) => id === current || !inOrder.has(id);
}
