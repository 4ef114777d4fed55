// The one way a text the script did not write (a token's or a player's name, a setting someone typed,
// a speed text, the engine's sentences that quote them) goes into a Roll20 chat message. Roll20 reads
// more than HTML in what a script sends: `[label](!command)` becomes a button that runs the command as
// whoever clicks it, `[[1d20]]` an inline roll, `@{Name|attr}` and `%{Name|ability}` are replaced by
// a character's attribute or ability, `&{template:…}` and `{{…}}` build a roll template, `*`, `_`,
// `~` and backticks format, and a line starting with `!` or `/` is a command (help centre "Text Chat"
// and "Macros"; Roll20/roll20-api-scripts: TokenMod's `ch` helper turns `@ { | } [ ]`, quotes and
// angle brackets into HTML entities such as `&#91;` before it sends a name, for the same reason). The chat shows
// an HTML entity as its character and reads no markup in it, so every ASCII character but letters,
// digits, space and , . ; : ? - becomes a numeric entity, control characters (a line break starts a
// new message) become spaces, and a text is cut, with an ellipsis, past a documented length.
import { shorten as cut } from '../roll20/bounds.js';

/** The longest name (token, player, marker, attribute …) quoted whole (docs/limits.md). */
export const MAX_NAME_CHARS = 60;
/** The longest sentence quoted whole (the engine's, a problem's), names in it already shortened. */
export const MAX_SENTENCE_CHARS = 400;

const MARKUP = /[!"#$%&'()*+/<=>@[\\\]^_`{|}~]/g;
// Control characters, and the line and paragraph separators some renderers break lines at.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/**
 * `text` cut to at most `max` characters (web/roll20 bounds.js shorten, which the extension quotes
 * with too), MAX_NAME_CHARS unless said.
 * @param {unknown} text @param {number} [max]
 */
export const shorten = (text, max = MAX_NAME_CHARS) => cut(text, max);

/**
 * A text for a chat message: control characters as spaces, cut to `max` characters, then every
 * character Roll20 or HTML could read as markup written as a numeric entity (`[` → `&#91;`).
 * @param {unknown} value as shorten's @param {number} [max]
 */
export function chatText(value, max = MAX_NAME_CHARS) {
  const flat = String(value ?? '')
    .slice(0, 4 * max) // enough to cut from, without copying a megabyte first
    .replace(CONTROL, ' ');
  return shorten(flat, max).replace(MARKUP, (c) => `&#${c.charCodeAt(0)};`);
}

/** A chat message as plain text for the API console: the layout tags dropped, entities read back. @param {string} text */
export function chatToPlain(text) {
  return String(text)
    .replace(/<br>/g, ' | ')
    .replace(/<\/?b>/g, '')
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
