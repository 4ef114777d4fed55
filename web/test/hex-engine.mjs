// Whether the engine under test (FOOTWORK_PACKAGE_DIR) prices hex grids: the hex tests of the
// surfaces check hex prices derived by hand when it does, and the sentence about an engine built
// without hex grids when it does not — each side a real check, never both skipped.
import { library } from './harness.mjs';

let answer;
export async function engineHasHex() {
  if (answer !== undefined) return answer;
  const { load } = await library();
  const footwork = await load();
  try {
    const scene = footwork.loadScene({
      ruleset: 'sw5e',
      grid: { width: 3, height: 3, type: 'hex', orientation: 'flat', offset: 'odd' },
      creatures: [],
    });
    scene.delete();
    answer = true;
  } catch (e) {
    if (e.code !== 'unknown-field') throw e; // anything else is a real failure, not an old engine
    answer = false;
  }
  return answer;
}
