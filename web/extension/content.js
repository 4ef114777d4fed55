// Footwork for Roll20, content script (docs/extension.md). Two jobs, as Beyond20 does it
// (src/common/utils.js; roll20.md, "Injection pattern"):
// 1. add <script src="chrome-extension://…/page.js"> to the page: that script runs in the page's own
//    world, where Roll20's `window.Campaign` lives, and relays tokens and moves over a MessagePort
//    handed to it once it has loaded (docs/extension.md, "What the extension trusts": a script that
//    comes to the page later cannot reach the port; every message is checked all the same);
// 2. start the engine and the panel (app.js, an ES module) here, in the extension's isolated world:
//    Roll20's content security policy may forbid WebAssembly in the page (unconfirmed, roll20.md), and
//    app.js falls back to the plain-JavaScript build when WebAssembly is refused.
(() => {
  if (window.__footworkContent) return; // injected once per page
  window.__footworkContent = true;
  const url = (/** @type {string} */ path) => chrome.runtime.getURL(path);
  const channel = new MessageChannel();
  import(url('app.js'))
    .then((app) => app.start({ base: url(''), port: channel.port1 }))
    .catch((e) => console.error('Footwork: could not start', e));
  const script = document.createElement('script');
  script.src = url('page.js');
  script.onload = () => {
    script.remove();
    window.postMessage({ footwork: 'port' }, location.origin, [channel.port2]);
  };
  (document.head || document.documentElement).appendChild(script);
})();
