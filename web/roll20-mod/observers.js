// The observer hooks other Mod scripts publish. A change one script makes with `set` fires no event
// for the others (../shared/notes/roll20.md, "Living beside other scripts"), so two of the most used
// scripts of Roll20's library let others register a function they call after each change of theirs:
// TokenMod's `TokenMod.ObserveTokenChange(fn)` (fn(token, prev) after it sets a token's attributes) and
// GroupInitiative's `GroupInitiative.ObserveTurnOrderChange(fn)` (after it rolls, sorts or clears the
// turn order). Scripts of the library register with them the same way at `ready`, when every script of
// the campaign has run (Roll20/roll20-api-scripts: TurnMarker1, UniversalVTTImporter and others test
// for the global and the function first). Where neither is installed nothing is registered, and the
// Mod still follows other scripts' changes at each drop and command (app.js follow, followTurn).

/**
 * The scripts' published objects, as the sandbox holds them (roll20-api.js `scripts`): any value at all.
 * @typedef {{TokenMod?: unknown, GroupInitiative?: unknown}} PublishedScripts
 */

/**
 * Registers `token` with TokenMod and `turnorder` with GroupInitiative where they publish their hooks.
 * Our functions are wrapped: what the other script hands them, and anything they throw, stays ours
 * (`failed` hears it), so a fault of ours never breaks the other script's command.
 * @param {PublishedScripts} scripts
 * @param {{token: (obj: unknown, prev: unknown) => void, turnorder: () => void, failed: (e: unknown, hook: string) => void}} handlers
 * @returns {string[]} the hooks taken, e.g. ['TokenMod.ObserveTokenChange']
 */
export function observeScripts(scripts, { token, turnorder, failed }) {
  /** @type {string[]} */
  const taken = [];
  /** @param {unknown} script @param {string} name @param {string} method @param {(...args: unknown[]) => void} fn */
  const hook = (script, name, method, fn) => {
    if (script === null || (typeof script !== 'object' && typeof script !== 'function')) return;
    let register;
    try {
      register = /** @type {Record<string, unknown>} */ (script)[method];
    } catch {
      return; // a getter that throws: no hook
    }
    if (typeof register !== 'function') return;
    const label = `${name}.${method}`;
    const guarded = (/** @type {unknown[]} */ ...args) => {
      try {
        fn(...args);
      } catch (e) {
        failed(e, label);
      }
    };
    try {
      register.call(script, guarded);
      taken.push(label);
    } catch (e) {
      failed(e, label);
    }
  };
  hook(scripts.TokenMod, 'TokenMod', 'ObserveTokenChange', (obj, prev) => token(obj, prev));
  hook(scripts.GroupInitiative, 'GroupInitiative', 'ObserveTurnOrderChange', () => turnorder());
  return taken;
}
