// The Mod API's global functions (Roll20/roll20-api-scripts `.types/index.d.ts`; the help centre's
// API function documentation), looked up when called: the sandbox defines them as globals of the one
// context every script of the campaign shares. Keeping every use behind this object is what lets the
// script define no global of its own but `FootworkMod`.
/* global on, getObj, findObjs, sendChat, log, playerIsGM, Campaign, state */

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
