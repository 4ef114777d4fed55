// Scenes kept aside: a saved scene the page could not use (its text does not parse, or the engine
// refuses it) and the saved scene a share link opened over. Each is kept in localStorage under its
// own key until the user opens it again or forgets it, so no scene is lost to a bad save or a link
// (issue 29). The list is bounded (MAX_ASIDE entries, the oldest let go first, and said); the
// storage is passed in, so Node tests drive it with a Map.
export const ASIDE_KEY = 'footwork.calculator.v2.aside';
export const MAX_ASIDE = 8;
// The page before kept unparsable saves under this key; its text is taken into the list once.
const OLD_UNREADABLE_KEY = 'footwork.calculator.v2.unreadable';

const isEntry = (e) =>
  e !== null && typeof e === 'object' && typeof e.text === 'string' && typeof e.reason === 'string';

/** The scenes kept aside, oldest first: [{text, reason, at}]. Never throws. */
export function readAside(storage) {
  let raw = null;
  let old = null;
  try {
    raw = storage.getItem(ASIDE_KEY);
    old = storage.getItem(OLD_UNREADABLE_KEY);
  } catch {
    return [];
  }
  let list = [];
  if (raw) {
    try {
      const parsed = JSON.parse(raw);
      list = Array.isArray(parsed) ? parsed.filter(isEntry) : [];
    } catch {
      // The list itself is damaged: its text is one entry, so even that is not lost.
      list = [{ text: raw, reason: 'The list of scenes kept aside was damaged; this is its text.', at: '' }];
    }
  }
  if (old && !list.some((e) => e.text === old))
    list.unshift({ text: old, reason: 'The saved state was not JSON the page could read.', at: '' });
  return list;
}

function write(storage, list) {
  try {
    storage.setItem(ASIDE_KEY, JSON.stringify(list));
    storage.removeItem(OLD_UNREADABLE_KEY);
    return true;
  } catch {
    return false; // storage full or disabled: the caller says so
  }
}

/**
 * Keeps a scene's text aside with the reason in words. A text already kept is not kept twice.
 * Returns {kept: boolean, dropped: number} (dropped: the oldest entries let go past MAX_ASIDE).
 */
export function putAside(storage, text, reason) {
  const list = readAside(storage);
  if (list.some((e) => e.text === text)) return { kept: true, dropped: 0 };
  list.push({ text, reason, at: new Date().toISOString() });
  const dropped = Math.max(0, list.length - MAX_ASIDE);
  const kept = list.slice(dropped);
  return { kept: write(storage, kept), dropped };
}

/** Forgets the entry at `index` (the user asked). */
export function forgetAside(storage, index) {
  const list = readAside(storage);
  list.splice(index, 1);
  return write(storage, list);
}
