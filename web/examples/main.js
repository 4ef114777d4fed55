// The example page: the toy VTT (vtt.js), a demo scene, and the Footwork adapter (adapter.js). The
// engine comes from footwork.single.js, a classic script loaded before this bundle, so the page also
// works opened from disk (file://). window.footworkExample is for the tests and the benchmark.
import { ToyVtt } from './vtt.js';
import { connect } from './adapter.js';
import { demoScene } from './scenes.js';

async function start() {
  const root = document.querySelector('#vtt');
  const vtt = new ToyVtt(root);
  if (!globalThis.Footwork) {
    vtt.notify('footwork.single.js was not found next to this page (build it with scripts/run.sh).', 'error');
    document.body.dataset.ready = 'error';
    return;
  }
  let footwork;
  try {
    footwork = await globalThis.Footwork.load();
  } catch (e) {
    vtt.notify(`The Footwork engine did not start: ${e.message}`, 'error');
    document.body.dataset.ready = 'error';
    return;
  }
  const routeSelect = /** @type {HTMLSelectElement | null} */ (root.querySelector('#route'));
  const session = connect(vtt, footwork, { route: () => routeSelect?.value ?? 'dragged' });
  wireToolbar(root, vtt);
  vtt.load(demoScene());
  globalThis.footworkExample = { vtt, session, footwork };
  document.body.dataset.ready = '1';
}

function wireToolbar(root, vtt) {
  for (const b of root.querySelectorAll('[data-tool]'))
    b.addEventListener('click', () => {
      vtt.setTool(b.dataset.tool);
      for (const o of root.querySelectorAll('[data-tool]')) o.setAttribute('aria-pressed', String(o === b));
    });
  root.querySelector('#system').addEventListener('change', (e) => vtt.load({ ...vtt.scene, system: e.target.value }));
  root.querySelector('#next-turn').addEventListener('click', () => {
    vtt.nextTurn();
    vtt.notify(`Round ${vtt.round}: everyone's movement is fresh.`);
  });
  root.querySelector('#scene-load').addEventListener('click', () => {
    if (vtt.load(root.querySelector('#scene-text').value)) root.querySelector('#system').value = vtt.scene.system;
  });
  root.querySelector('#scene-export').addEventListener('click', () => {
    root.querySelector('#scene-text').value = JSON.stringify(vtt.scene);
  });
}

start();
