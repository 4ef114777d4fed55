// What the hosts the surfaces run in give them as globals, for the project-wide check of the
// JavaScript (web/tsconfig.json): Roll20's Mod sandbox, a Chrome extension's content script, Roll20's
// editor page, the names esbuild's `define` bakes into the bundles, and the slots a surface leaves on
// `window` for its tests. Only what the code uses, typed as loosely as the hosts document it.

// Roll20's Mod sandbox (Roll20/roll20-api-scripts `.types/index.d.ts`; web/roll20-mod/roll20-api.js).
declare function on(event: string, fn: (...args: any[]) => void): void;
declare function getObj(type: string, id: string): any;
declare function findObjs(attrs: Record<string, unknown>, options?: { caseInsensitive?: boolean }): any[];
declare function sendChat(as: string, text: string, callback?: ((ops: any[]) => void) | null, options?: object): void;
declare function log(text: unknown): void;
declare function playerIsGM(id: string): boolean;
declare function Campaign(): any;
declare var state: Record<string, any>;
// Published by other Mod scripts where installed (web/roll20-mod/observers.js): looked up with typeof.
declare var TokenMod: unknown;
declare var GroupInitiative: unknown;

// Baked in by the surfaces' builds (esbuild `define`; web/roll20-mod/build.mjs, web/extension/build.mjs).
declare const FOOTWORK_MOD_VERSION: string | undefined;
declare const __FOOTWORK_SHADOW_MODE__: string | undefined;

// A Chrome extension's content script (web/extension/content.js): only runtime.getURL.
declare const chrome: { runtime: { getURL(path: string): string } };

// Node, where web/lib looks for it (web/lib/index.js reads the wasm file itself under Node).
declare const process: { versions?: { node?: string } } | undefined;

interface Window {
  /** Roll20's editor (read by the extension's page script, web/extension/page.js). */
  Campaign?: any;
  /** Set once per page by the extension's content and page scripts. */
  __footworkContent?: boolean;
  __footworkPage?: boolean;
  /** The calculator page's state, for its tests and benchmark (read-only). */
  footworkCalc?: any;
}

// The Mod bundles the engine from the built package (esbuild alias footwork-package → build/wasm/package).
declare module 'footwork-package/footwork.asm.mjs' {
  const factory: (options?: object) => Promise<unknown>;
  export default factory;
}
declare module 'footwork-package/api.js' {
  export function loadWith(
    factory: unknown,
    args: object,
    engine: string,
  ): Promise<import('../../lib/index.js').Footwork>;
}
