// The Scene file section and Undo edit: Import (the text box, a whole request's scene, or a file),
// Export, Share, Clear (the grid kept, everything on it taken away), the copy buttons, Undo edit and
// Ctrl+Z. Every load goes through the scene part (scene-state.js), which says it on the update path.
import { MAX_SCENE_BYTES } from './store.js';
import { shimError } from '../../shim/index.js';
import { $, byId, need, status } from './dom.js';

/**
 * @param {{scene: import('./scene-state.js').SceneState, move: import('./move-state.js').MoveModel,
 *   state: import('./store.js').State, errors: import('./errors.js').ErrorBox, changes: import('./changes.js').Changes,
 *   keeping: {exportScene(): void, share(): Promise<void>}}} parts
 */
export function wireSceneFile({ scene, move, state, errors, changes, keeping }) {
  changes.on('scene', () => {
    byId('scene-undo', HTMLButtonElement).disabled = scene.history.length === 0;
  });
  for (const b of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('button.copy'))) {
    b.addEventListener('click', async () => {
      const target = need(b.dataset.target, `data-target of a Copy button`);
      const text = byId(target, HTMLTextAreaElement).value;
      try {
        await navigator.clipboard.writeText(text);
        status('Copied.');
      } catch (e) {
        byId(target, HTMLTextAreaElement).select();
      }
    });
  }
  $('scene-export').addEventListener('click', () => keeping.exportScene());
  $('share').addEventListener('click', () => keeping.share());
  // A file or a paste past the engine's request limit is refused before it is read or parsed.
  const tooBig = (/** @type {number} */ bytes, /** @type {string} */ what) => {
    if (bytes <= MAX_SCENE_BYTES) return false;
    errors.report(
      shimError(
        'limit',
        `${what} has ${(bytes / (1024 * 1024)).toFixed(1)} MiB; a scene holds at most ${MAX_SCENE_BYTES / (1024 * 1024)} MiB (the engine's request limit). Nothing was read.`,
        '$',
        'page',
      ),
    );
    return true;
  };
  const importText = (/** @type {string} */ text) => {
    if (tooBig(text.length, 'The scene text')) return;
    let spec = text;
    try {
      const parsed = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && parsed.query && parsed.scene) spec = parsed.scene; // a whole request
    } catch (e) {
      /* the engine reports bad JSON with its line and column */
    }
    if (!scene.load(spec)) {
      state.path = [];
      move.newTurn();
      status('Scene imported.');
      changes.emit('move');
    }
  };
  byId('scene-import', HTMLButtonElement).addEventListener('click', () =>
    importText(byId('scene-text', HTMLTextAreaElement).value),
  );
  $('scene-file').addEventListener('change', () => {
    const f = byId('scene-file', HTMLInputElement).files?.[0];
    if (!f) return;
    byId('scene-file', HTMLInputElement).value = '';
    if (tooBig(f.size, `The file “${f.name.slice(0, 60)}”`)) return;
    f.text().then((/** @type {string} */ text) => {
      byId('scene-text', HTMLTextAreaElement).value = text;
      importText(text);
    });
  });
  $('scene-clear').addEventListener('click', () => {
    const spec = scene.spec();
    const { width, height, cellFeet, type, orientation, offset } = spec.grid;
    const grid = type === 'hex' ? { width, height, cellFeet, type, orientation, offset } : { width, height, cellFeet };
    scene.load({ ...spec, grid });
  });
  $('scene-undo').addEventListener('click', () => scene.undo());
  document.addEventListener('keydown', (ev) => {
    const typing = ev.target instanceof HTMLInputElement || ev.target instanceof HTMLTextAreaElement;
    if ((ev.ctrlKey || ev.metaKey) && ev.key === 'z' && !typing) {
      scene.undo();
      ev.preventDefault();
    }
  });
}
