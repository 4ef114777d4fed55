// The panel's and the overlay's shadow roots are closed: a script on Roll20's page cannot reach into
// them (read the panel, type a speed that is saved) through `element.shadowRoot` (issue 29). The
// extension's tests that drive the panel build it with `openShadow` (web/extension/build.mjs), which
// defines __FOOTWORK_SHADOW_MODE__ as "open" so Playwright's locators can reach the panel (a test
// that loads these sources unbundled sets a global of that name); dist/ and the test of the closed
// root build it as users get it. The extension's code runs in the content script's isolated world,
// whose globals no page script can set.
/* global __FOOTWORK_SHADOW_MODE__ */
/** @type {ShadowRootMode} */
export const SHADOW_MODE =
  typeof __FOOTWORK_SHADOW_MODE__ === 'string' && __FOOTWORK_SHADOW_MODE__ === 'open' ? 'open' : 'closed';
