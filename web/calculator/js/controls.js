// The controls around the map: the rules and grid form (grid-form.js), the creature form's buttons, the move bar
// (mover, allowance, spent, diagonals, path buttons, Move token), the tabs, the JSON tab and the
// scene file. Every change goes through the page's app.change / app.loadScene (the shim's Session).
import { plainWords } from '../../shim/words.js';
import { CONDITIONS, TRAITS } from './legend.js';
import { clearFields } from './fields.js';
import { wireGridForm } from './grid-form.js';
import { MAX_SCENE_BYTES } from './store.js';
import { replaceChecked } from './placing.js';

const isCell = Array.isArray;

export function wireControls(app) {
  const { $ } = app;
  const s = () => app.state;
  const { readCreatureForm, creatureFields } = app.creatureForm;
  wireGridForm(app);

  // ---- the creature form --------------------------------------------------------------------------
  const checks = (box, names) =>
    box.replaceChildren(
      ...names.map((c) => {
        const l = document.createElement('label');
        const i = document.createElement('input');
        i.type = 'checkbox';
        i.value = c;
        l.append(i, ' ' + plainWords(c)); // the value stays the engine's code
        return l;
      }),
    );
  checks($('cr-conditions'), CONDITIONS);
  checks($('cr-traits'), TRAITS);
  $('cr-apply').addEventListener('click', () => {
    clearFields(creatureFields());
    const old = app.creatures().find((c) => c.id === app.selected);
    if (!old) {
      app.report({ code: 'page', message: 'Select a creature first: Creatures tool, click it.', path: '$' });
      return;
    }
    const spec = readCreatureForm(old.position);
    for (const k of ['shape', 'space', 'perCell', 'unawareOf', 'load', 'strength'])
      if (old[k] !== undefined) spec[k] = old[k];
    if (spec.id === old.id) {
      app.remember();
      app.change((ss) => replaceChecked(ss, spec, old), { remembered: true }); // not grown into another's space
    } else {
      const next = app.sceneJSON();
      next.creatures = next.creatures.map((c) => (c.id === old.id ? spec : c));
      if (!app.loadScene(next)) {
        if (s().mover === old.id) s().mover = spec.id;
        app.selected = spec.id;
        app.refresh();
      }
    }
  });
  $('cr-remove').addEventListener('click', () => {
    const id = app.selected;
    if (!id) return;
    app.remember();
    if (app.change((ss) => ss.removeCreature(id), { remembered: true })) {
      app.selected = null;
      if (s().mover === id) {
        s().mover = '';
        s().path = [];
      }
      app.refresh();
    }
  });

  // ---- the move bar -------------------------------------------------------------------------------
  $('mover').addEventListener('change', () => {
    if (s().mover) app.road.cancel(s().mover);
    app.typed = {};
    clearFields(['spent', 'diagonals']);
    s().mover = $('mover').value;
    s().path = [];
    app.refresh();
  });
  $('band').addEventListener('change', () => {
    s().band = $('band').value;
    app.refresh();
  });
  $('mode').addEventListener('change', () => {
    s().mode = $('mode').value;
    app.refresh();
  });
  // Into the turn ledger as typed: the shim (or the engine, when it prices the move) says what is
  // wrong, at the field.
  for (const id of ['spent', 'diagonals']) $(id).addEventListener('change', () => app.setSpent(id, $(id).value));
  $('path-undo').addEventListener('click', () => {
    s().path.pop();
    app.refresh();
  });
  $('path-clear').addEventListener('click', () => {
    s().path = [];
    if (app.mover()) app.road.cancel(s().mover);
    app.refresh();
  });
  $('path-stand').addEventListener('click', () => {
    if (app.mover()) {
      s().path.push({ action: 'stand' });
      app.refresh();
    }
  });
  $('path-prone').addEventListener('click', () => {
    if (app.mover()) {
      s().path.push({ action: 'drop-prone' });
      app.refresh();
    }
  });
  $('new-turn').addEventListener('click', () => {
    app.newTurn();
    app.refresh();
  });
  // Move token: the path up to where the rules stop the mover is the drag, ended on the shim (the
  // turn ledger records its feet and diagonals; the creature moves there). Drop prone / Stand up
  // along it leave the creature prone or standing.
  $('path-commit').addEventListener('click', () => {
    const r = app.move && app.move.result;
    if (!r || r.stop.step < 0) return;
    const taken = s().path.slice(0, r.stop.step + 1);
    const id = s().mover;
    const m = app.mover();
    let prone = (m.conditions || []).includes('prone');
    const before = prone;
    for (const item of taken) if (!isCell(item)) prone = item.action === 'drop-prone';
    app.remember();
    const ok = app.change(
      (ss) => {
        const moved = app.road.commit(id, taken);
        if (moved || prone === before) return moved;
        const c = ss.creature(id);
        const conditions = (c.conditions || []).filter((x) => x !== 'prone');
        if (prone) conditions.push('prone');
        return ss.upsertCreature({ ...c, conditions });
      },
      { remembered: true, lazy: true },
    );
    if (ok) {
      app.typed = {};
      clearFields(['spent', 'diagonals']);
      s().path = [];
      app.refresh();
    }
  });
  $('show-reach').checked = s().showReach;
  $('show-reach').addEventListener('change', () => {
    s().showReach = $('show-reach').checked;
    app.refresh();
  });
  $('show-best').checked = s().showBest;
  $('show-best').addEventListener('change', () => {
    s().showBest = $('show-best').checked;
    app.refresh();
  });
  $('wall-kind').value = s().wallKind;
  $('wall-kind').addEventListener('change', () => {
    s().wallKind = $('wall-kind').value;
  });

  // ---- tabs, JSON, scene file ---------------------------------------------------------------------
  /** @param {string} selector */
  const all = (selector) => /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll(selector));
  app.showTab = (/** @type {string} */ name) => {
    for (const b of all('.tabs [role=tab]')) b.setAttribute('aria-selected', String(b.dataset.tab === name));
    for (const t of all('.tab')) t.hidden = t.id !== 'tab-' + name;
    if (name === 'json') app.showJSON();
  };
  for (const b of all('.tabs [role=tab]')) b.addEventListener('click', () => app.showTab(b.dataset.tab));
  $('json-which').value = s().jsonWhich;
  $('json-which').addEventListener('change', () => {
    s().jsonWhich = $('json-which').value;
    app.showJSON();
  });
  $('json-scene').checked = s().jsonScene;
  $('json-scene').addEventListener('change', () => {
    s().jsonScene = $('json-scene').checked;
    app.showJSON();
  });
  for (const b of all('button.copy')) {
    b.addEventListener('click', async () => {
      const text = $(b.dataset.target).value;
      try {
        await navigator.clipboard.writeText(text);
        $('status').textContent = 'Copied.';
      } catch (e) {
        $(b.dataset.target).select();
      }
    });
  }
  $('scene-export').addEventListener('click', app.exportScene);
  $('share').addEventListener('click', () => app.share());
  // A file or a paste past the engine's request limit is refused before it is read or parsed.
  const tooBig = (bytes, what) => {
    if (bytes <= MAX_SCENE_BYTES) return false;
    app.report({
      code: 'limit',
      message: `${what} has ${(bytes / (1024 * 1024)).toFixed(1)} MiB; a scene holds at most ${MAX_SCENE_BYTES / (1024 * 1024)} MiB (the engine's request limit). Nothing was read.`,
      path: '$',
    });
    return true;
  };
  const importText = (text) => {
    if (tooBig(text.length, 'The scene text')) return;
    let spec = text;
    try {
      const parsed = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && parsed.query && parsed.scene) spec = parsed.scene; // a whole request
    } catch (e) {
      /* the engine reports bad JSON with its line and column */
    }
    if (!app.loadScene(spec)) {
      s().path = [];
      app.newTurn();
      $('status').textContent = 'Scene imported.';
      app.refresh();
    }
  };
  $('scene-import').addEventListener('click', () => importText($('scene-text').value));
  $('scene-file').addEventListener('change', () => {
    const f = $('scene-file').files[0];
    if (!f) return;
    $('scene-file').value = '';
    if (tooBig(f.size, `The file “${f.name.slice(0, 60)}”`)) return;
    f.text().then((text) => {
      $('scene-text').value = text;
      importText(text);
    });
  });
  $('scene-clear').addEventListener('click', () => {
    const spec = app.sceneJSON();
    const { width, height, cellFeet, type, orientation, offset } = spec.grid;
    const grid = type === 'hex' ? { width, height, cellFeet, type, orientation, offset } : { width, height, cellFeet };
    app.loadScene({ ...spec, grid });
  });
  const undoEdit = () => {
    if (!app.history.length) return;
    app.loadScene(JSON.parse(app.history.pop()), { remember: false });
    $('scene-undo').disabled = app.history.length === 0;
  };
  $('scene-undo').addEventListener('click', undoEdit);
  $('scene-undo').disabled = true;
  document.addEventListener('keydown', (ev) => {
    const typing = ev.target instanceof HTMLInputElement || ev.target instanceof HTMLTextAreaElement;
    if ((ev.ctrlKey || ev.metaKey) && ev.key === 'z' && !typing) {
      undoEdit();
      ev.preventDefault();
    }
  });
  $('error-close').addEventListener('click', app.clearError);
}
