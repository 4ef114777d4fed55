// Footwork for Roll20's Mod (API) sandbox: the bundle's entry (build.mjs makes it
// dist/footwork-roll20-mod.js, an IIFE whose only global is `FootworkMod`). The engine is the
// plain-JavaScript build (footwork.asm.mjs, linked with -sDYNAMIC_EXECUTION=0, so nothing in it makes
// code from strings: the sandbox refuses the Function constructor, PR #1670) started through web/lib;
// everything else reaches it through the shim's Session (web/roll20/page-scene.js). docs/roll20-mod.md.
import createFootworkModule from 'footwork-package/footwork.asm.mjs';
import { loadWith } from 'footwork-package/api.js';
import { FootworkApp } from './app.js';
import { roll20Api, inSandbox } from './roll20-api.js';

const loadedAt = Date.now();
/* global FOOTWORK_MOD_VERSION */
// Baked in by build.mjs from the project's one version (CMakeLists.txt, web/build/version.mjs).
export const version = typeof FOOTWORK_MOD_VERSION === 'string' ? FOOTWORK_MOD_VERSION : 'unbuilt';

/** @param {import('./roll20-api.js').ModApi} api */
function startEngine(api) {
  // locateFile: the plain-JS build never fetches a file, but without it Emscripten 3.1.6 builds a URL
  // from import.meta.url, and there is no URL in the sandbox. print/printErr: the API console (there
  // may be no `console`).
  return loadWith(
    createFootworkModule,
    {
      locateFile: (/** @type {string} */ file) => file,
      print: (/** @type {string} */ text) => api.log(`Footwork engine: ${text}`),
      printErr: (/** @type {string} */ text) => api.log(`Footwork engine: ${text}`),
    },
    'js',
  );
}

/** @type {FootworkApp | null} */
export let app = null;

if (inSandbox()) {
  const api = roll20Api();
  const started = new FootworkApp({ api, startEngine: () => startEngine(api), loadedAt, version });
  app = started;
  api.on('ready', () => {
    try {
      started.ready();
    } catch (e) {
      api.log(`Footwork: could not start: ${/** @type {{stack?: unknown} | null | undefined} */ (e)?.stack ?? e}`);
    }
  });
}
