// Roll20's turn tracker (Beyond20, VTT Enhancement Suite, TurnMarker1): the campaign's `turnorder` is
// a JSON string of [{id, pr, custom, _pageid, formula?}] (`id: "-1"` for custom rows; the key is
// `pr`); the entry at index 0 is the current turn, and "next turn" moves the first entry to the end.
// Plain data in and out.

/** `turnorder` (JSON text, or an already parsed list) → its entries; anything unreadable → []. */
export function parseTurnorder(text) {
  try {
    const list = typeof text === 'string' && text.trim() !== '' ? JSON.parse(text) : Array.isArray(text) ? text : [];
    return Array.isArray(list) ? list.filter((e) => e && typeof e === 'object') : [];
  } catch {
    return [];
  }
}

/** What identifies the current turn: a different first entry is a new turn. */
export function currentTurnKey(entries) {
  const e = entries[0];
  return e ? `${e.id ?? ''}|${e.custom ?? ''}` : '';
}

/** Whose turn it is: the token's name (`nameOf(id)`), a custom row's text. */
export function currentTurnName(entries, nameOf = () => undefined) {
  const e = entries[0];
  if (!e) return '';
  if (String(e.id) === '-1') return String(e.custom ?? '');
  return nameOf(String(e.id)) || String(e.custom || e.id);
}
