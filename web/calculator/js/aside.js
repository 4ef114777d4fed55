// Scenes kept aside: a saved scene the page could not use (its text does not parse, or the engine
// refuses it) and the saved scene a share link opened over. Each is kept in localStorage under its
// own key until the user opens it again or forgets it, so no scene is lost to a bad save or a link
// (issue 29). The list is bounded (MAX_ASIDE entries, the oldest let go first, and said); the
// storage is passed in, so Node tests drive it with a Map. What is read back is read against its
// shape (readEntry), as the saved settings are, so a damaged entry never stops the page (issue 41).
import { shown } from './saved-state.js';

export const ASIDE_KEY = 'footwork.calculator.v2.aside';
export const MAX_ASIDE = 8;
// The page before kept unparsable saves under this key; its text is taken into the list once.
const OLD_UNREADABLE_KEY = 'footwork.calculator.v2.unreadable';

// Bounds on an entry's words: the page writes a reason of one sentence and an ISO time.
export const ASIDE_LIMITS = Object.freeze({ reasonChars: 300 });
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const LOST_REASON = 'Why it was kept aside was not saved readably.';

/** A scene kept aside: its text, why, and when (ISO time, or ''). @typedef {{text: string, reason: string, at: string}} AsideEntry */
/** The browser's storage as the page uses it (localStorage, or a test's stand-in). @typedef {Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>} Store */

/**
 * One stored entry read against its shape (like the saved settings, saved-state.js): a scene's text
 * is the entry; a reason or time of the wrong kind falls back and is said in `problems`. An entry
 * with no text holds no scene: it is left out, said. Returns the entry or null.
 * @param {any} e what was stored, of any shape @param {string[]} problems @returns {AsideEntry | null}
 */
function readEntry(e, problems) {
  if (e === null || typeof e !== 'object' || Array.isArray(e) || typeof e.text !== 'string') {
    problems.push(`An entry of the scenes kept aside was ${shown(e)}, which holds no scene; it is left out.`);
    return null;
  }
  let reason = e.reason;
  if (typeof reason !== 'string' || reason.length > ASIDE_LIMITS.reasonChars) {
    problems.push(`A scene kept aside had ${shown(reason)} for its reason, which the page does not use; it is kept.`);
    reason = LOST_REASON;
  }
  // No time is no problem: the page's own entries for a save it could not read have none.
  let at = e.at ?? '';
  if (at !== '' && !(typeof at === 'string' && at.length <= 40 && ISO_TIME.test(at))) {
    problems.push(`A scene kept aside had ${shown(at)} for its time, which the page does not use; it is kept.`);
    at = '';
  }
  return { text: e.text, reason, at };
}

/**
 * The scenes kept aside, oldest first, with what was put right: {list: [{text, reason, at}],
 * problems: [sentence]}. At most MAX_ASIDE entries (the newest). Never throws.
 * @param {Store} storage @returns {{list: AsideEntry[], problems: string[]}}
 */
export function readAsideList(storage) {
  let raw = null;
  let old = null;
  try {
    raw = storage.getItem(ASIDE_KEY);
    old = storage.getItem(OLD_UNREADABLE_KEY);
  } catch {
    return { list: [], problems: [] };
  }
  /** @type {AsideEntry[]} */
  let list = [];
  /** @type {string[]} */
  const problems = [];
  if (raw) {
    /** @type {unknown} what the storage held, of any shape */
    let parsed;
    try {
      parsed = JSON.parse(raw);
    } catch {
      // The list itself is damaged: its text is one entry, so even that is not lost.
      list = [{ text: raw, reason: 'The list of scenes kept aside was damaged; this is its text.', at: '' }];
    }
    if (parsed !== undefined && !Array.isArray(parsed)) {
      problems.push(`The list of scenes kept aside was ${shown(parsed)}, not a list; it is left out.`);
    } else if (Array.isArray(parsed)) {
      // Only the newest entries are read: the page never keeps more, so the rest are not its own.
      const from = Math.max(0, parsed.length - MAX_ASIDE);
      if (from > 0)
        problems.push(
          `The list of scenes kept aside held ${parsed.length} entries; the newest ${MAX_ASIDE} are offered.`,
        );
      for (let i = from; i < parsed.length; i++) {
        const entry = readEntry(parsed[i], problems);
        if (entry) list.push(entry);
      }
    }
  }
  if (old && !list.some((e) => e.text === old))
    list.unshift({ text: old, reason: 'The saved state was not JSON the page could read.', at: '' });
  return { list, problems };
}

/** The scenes kept aside, oldest first: [{text, reason, at}] (readAsideList's list). Never throws. */
export const readAside = (/** @type {Store} */ storage) => readAsideList(storage).list;

/**
 * Reads the list once as the page starts: when something in it was put right, the list is written
 * back as read (so the next load says nothing) and the sentences are returned for the page's notes.
 * @param {Store} storage
 */
export function tidyAside(storage) {
  const { list, problems } = readAsideList(storage);
  if (problems.length) write(storage, list);
  return problems;
}

/** @param {Store} storage @param {AsideEntry[]} list */
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
 * @param {Store} storage @param {string} text @param {string} reason
 */
export function putAside(storage, text, reason) {
  const list = readAside(storage);
  if (list.some((e) => e.text === text)) return { kept: true, dropped: 0 };
  list.push({ text, reason, at: new Date().toISOString() });
  const dropped = Math.max(0, list.length - MAX_ASIDE);
  const kept = list.slice(dropped);
  return { kept: write(storage, kept), dropped };
}

/** Forgets the entry at `index` (the user asked). @param {Store} storage @param {number} index */
export function forgetAside(storage, index) {
  const list = readAside(storage);
  list.splice(index, 1);
  return write(storage, list);
}
