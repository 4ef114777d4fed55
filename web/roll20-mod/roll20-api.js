// The Mod API's global functions (Roll20/roll20-api-scripts `.types/index.d.ts`; the help centre's
// API function documentation), looked up when called: the sandbox defines them as globals of the one
// context every script of the campaign shares. Keeping every use behind this object is what lets the
// script define no global of its own but `FootworkMod`.
/* global on, getObj, findObjs, sendChat, log, playerIsGM, Campaign, state, TokenMod, GroupInitiative */

/**
 * A Roll20 object as a script holds it (`.types/index.d.ts` Roll20Object): its id and its
 * attributes through `get`. What `get` gives is the campaign's data, any value at all (another
 * script may have written it): every reader narrows it (objects.js plain, web/roll20's readers).
 * @typedef {object} Roll20Object
 * @property {string} id
 * @property {(attribute: string) => unknown} get
 * @property {(attributes: Record<string, unknown>) => void} set
 */

/**
 * The Mod API's functions the script calls (roll20Api, or a test's replica of them).
 * @typedef {object} ModApi
 * @property {(event: string, fn: (...args: any[]) => void) => void} on the arguments are the
 *   host's (objects, a `prev` record, a chat message): each handler reads them as arbitrary input
 * @property {(type: string, id: string) => Roll20Object | undefined} getObj
 * @property {(attrs: Record<string, unknown>, options?: {caseInsensitive?: boolean}) => unknown} findObjs
 *   an array of Roll20 objects, as the host gives it (checked with Array.isArray where read)
 * @property {(as: string, text: string, callback?: null, options?: {noarchive?: boolean}) => void} sendChat
 * @property {(text: string) => void} log
 * @property {(id: string) => boolean} playerIsGM
 * @property {() => Roll20Object | undefined} Campaign
 * @property {() => Record<string, unknown>} state
 * @property {(fn: () => void, ms: number) => unknown} setTimeout
 * @property {() => import('./observers.js').PublishedScripts} [scripts] the objects other scripts publish
 *   (observers.js): looked up at `ready`, when every script of the campaign has run
 */

/** @returns {ModApi} */
export function roll20Api() {
  return {
    on: (event, fn) => on(event, fn),
    getObj: (type, id) => getObj(type, id),
    findObjs: (attrs, options) => findObjs(attrs, options),
    sendChat: (as, text, callback, options) => sendChat(as, text, callback, options),
    log: (text) => log(text),
    playerIsGM: (id) => playerIsGM(id),
    Campaign: () => Campaign(),
    state: () => state,
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    // `typeof` first: a script that is not installed is no name at all in the sandbox.
    scripts: () => ({
      TokenMod: typeof TokenMod === 'undefined' ? undefined : TokenMod,
      GroupInitiative: typeof GroupInitiative === 'undefined' ? undefined : GroupInitiative,
    }),
  };
}

/** Whether this runs in a Mod sandbox at all (the functions the script needs are there). */
export function inSandbox() {
  return (
    typeof on === 'function' &&
    typeof getObj === 'function' &&
    typeof findObjs === 'function' &&
    typeof sendChat === 'function' &&
    typeof Campaign === 'function' &&
    typeof state === 'object' &&
    typeof setTimeout === 'function'
  );
}
