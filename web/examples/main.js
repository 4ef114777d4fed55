// The example page: the toy VTT (vtt.js), a demo scene, and the Footwork adapter (adapter.js). The
// engine comes from footwork.single.js, a classic script loaded before this bundle, so the page also
// works opened from disk (file://). window.footworkExample is for the tests and the benchmark.
import { ToyVtt } from './vtt.js';
import { connect } from './adapter.js';
import { demoScene } from './scenes.js';
import { errorAnnotation } from '../shim/index.js';

/** The page's globals: the engine footwork.single.js puts there, and what the tests read. */
const page =
  /** @type {{Footwork?: {load(): Promise<import('../lib/index.js').Footwork>}, footworkExample?: object}} */ (
    /** @type {unknown} */ (globalThis)
  );

async function start() {
  const root = /** @type {HTMLElement | null} */ (document.querySelector('#vtt'));
  if (!root) throw new Error('The example page has no #vtt element (examples/index.html).');
  const vtt = new ToyVtt(root);
  if (!page.Footwork) {
    vtt.notify('footwork.single.js was not found next to this page (build it with scripts/run.sh).', 'error');
    document.body.dataset.ready = 'error';
    return;
  }
  let footwork;
  try {
    footwork = await page.Footwork.load();
  } catch (e) {
    // Whatever the loader threw, said as the shim says a problem (its message).
    vtt.notify(`The Footwork engine did not start: ${errorAnnotation(e).message}`, 'error');
    document.body.dataset.ready = 'error';
    return;
  }
  const routeSelect = /** @type {HTMLSelectElement | null} */ (root.querySelector('#route'));
  const session = connect(vtt, footwork, { route: () => routeSelect?.value ?? 'dragged' });
  wireToolbar(root, vtt);
  vtt.load(demoScene());
  page.footworkExample = { vtt, session, footwork };
  document.body.dataset.ready = '1';
}

/** @param {HTMLElement} root @param {ToyVtt} vtt */
function wireToolbar(root, vtt) {
  /** The page's element matching `selector` (examples/index.html has each). @param {string} selector */
  const el = (selector) => {
    const e = root.querySelector(selector);
    if (!e) throw new Error(`The example page has no ${selector} (examples/index.html).`);
    return /** @type {HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement} */ (e);
  };
  for (const b of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll('[data-tool]')))
    b.addEventListener('click', () => {
      vtt.setTool(b.dataset.tool ?? '');
      for (const o of root.querySelectorAll('[data-tool]')) o.setAttribute('aria-pressed', String(o === b));
    });
  el('#system').addEventListener('change', () => vtt.load({ ...vtt.scene, system: el('#system').value }));
  el('#next-turn').addEventListener('click', () => {
    vtt.nextTurn();
    vtt.notify(`Round ${vtt.round}: everyone's movement is fresh.`);
  });
  el('#scene-load').addEventListener('click', () => {
    if (vtt.load(el('#scene-text').value) && vtt.scene) el('#system').value = vtt.scene.system;
  });
  el('#scene-export').addEventListener('click', () => {
    el('#scene-text').value = JSON.stringify(vtt.scene);
  });
}

start();
