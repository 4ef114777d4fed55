// Keeping and sharing the scene: the JSON tab, what is saved in localStorage after every change,
// Export (a .json download), the share link (#scene=…) and opening one beside the saved scene, and
// the scenes kept aside (aside.js) offered back in words, with the page's notes.
import { lastAsked } from './engine.js';
import { encodeScene, decodeFragment } from './share.js';
import { readAside, putAside, forgetAside, tidyAside } from './aside.js';
import { capSceneSpeeds } from '../../shim/speeds.js';
import { shimError, errorAnnotation } from '../../shim/index.js';
import { saveState } from './store.js';
import { tabShown } from './tabs.js';
import { $, byId, status } from './dom.js';

/**
 * @param {{scene: import('./scene-state.js').SceneState, move: import('./move-state.js').MoveModel,
 *   state: import('./store.js').State, errors: import('./errors.js').ErrorBox, changes: import('./changes.js').Changes,
 *   notes: string[], screenLink: (text: string) => {text: string, problems: string[]}}} parts
 *   notes: the lines of what the page set right itself (a saved setting it does not use)
 */
export function createKeeping({ scene, move, state, errors, changes, notes, screenLink }) {
  // The scenes kept aside, read against their shape once as the page starts (aside.js).
  notes.push(...tidyAside(window.localStorage));
  changes.on(['scene', 'move'], () => {
    showJSON();
    saveState(stateToSave());
  });
  changes.on('tab', ({ tab }) => {
    if (tab === 'json') showJSON();
  });
  byId('json-which', HTMLSelectElement).value = state.jsonWhich;
  $('json-which').addEventListener('change', () => {
    state.jsonWhich = byId('json-which', HTMLSelectElement).value;
    showJSON();
  });
  byId('json-scene', HTMLInputElement).checked = state.jsonScene;
  $('json-scene').addEventListener('change', () => {
    state.jsonScene = byId('json-scene', HTMLInputElement).checked;
    showJSON();
  });

  function showJSON() {
    if (!tabShown('json')) return;
    const which = state.jsonWhich;
    const entry = lastAsked[which === 'ask' ? 'ask' : which];
    if (!entry) {
      byId('json-request', HTMLTextAreaElement).value = '';
      byId('json-response', HTMLTextAreaElement).value = '(no such query has been asked yet)';
      return;
    }
    let request = entry.request;
    if (
      state.jsonScene &&
      request.query !== 'rulesets' &&
      !['speed', 'carrying', 'jump', 'falling', 'sizes'].includes(request.query)
    ) {
      request = { query: request.query, scene: scene.spec(), ...request };
    }
    byId('json-request', HTMLTextAreaElement).value = JSON.stringify(request, null, 2);
    byId('json-response', HTMLTextAreaElement).value = JSON.stringify(entry.response, null, 2);
  }

  function stateToSave() {
    // The scene is written lazily: a getter, so that JSON.stringify asks for it only when saving.
    const s = { ...state };
    Object.defineProperty(s, 'scene', { enumerable: true, get: () => scene.spec() });
    Object.defineProperty(s, 'turn', { enumerable: true, get: () => move.turnToSave() });
    return s;
  }

  function exportScene() {
    const text = JSON.stringify(scene.spec(), null, 2) + '\n';
    byId('scene-text', HTMLTextAreaElement).value = text;
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    a.download = 'footwork-scene.json';
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
    status('Scene exported as footwork-scene.json.');
  }

  async function share() {
    const fragment = await encodeScene(scene.spec());
    history.replaceState(null, '', fragment);
    const link = location.href;
    try {
      await navigator.clipboard.writeText(link);
      status(`Link copied (${link.length} characters).`);
    } catch (e) {
      status(`Link in the address bar (${link.length} characters).`);
    }
  }

  // The notice under the header: the page's notes and each scene kept aside with its reason, Open
  // and Forget.
  function showNotice() {
    const storage = window.localStorage;
    const list = readAside(storage);
    const box = $('notes');
    box.replaceChildren(
      ...notes.map((text) => {
        const li = document.createElement('li');
        li.textContent = text;
        return li;
      }),
    );
    $('aside-list').replaceChildren(
      ...list.map((entry, i) => {
        const li = document.createElement('li');
        const when = entry.at ? ` (${entry.at.slice(0, 16).replace('T', ' ')} UTC)` : '';
        li.append(`A scene is kept aside${when}: ${entry.reason}`);
        const open = document.createElement('button');
        open.type = 'button';
        open.textContent = 'Open it';
        open.addEventListener('click', () => openAside(i));
        const forget = document.createElement('button');
        forget.type = 'button';
        forget.textContent = 'Forget it';
        forget.addEventListener('click', () => {
          forgetAside(storage, i);
          showNotice();
        });
        li.append(open, forget);
        return li;
      }),
    );
    $('notice').hidden = list.length === 0 && box.childElementCount === 0;
  }

  /** A scene newly opened: a new path and a new turn, said. @param {string} words */
  function opened(words) {
    state.path = [];
    move.newTurn();
    status(words);
    showNotice();
    changes.emit('move');
  }

  // Opens a scene kept aside; the scene open now is kept aside in its place (a swap: nothing is
  // lost either way). One the engine still refuses goes into the Scene file box to be put right.
  function openAside(/** @type {number} */ index) {
    const storage = window.localStorage;
    const entry = readAside(storage)[index];
    if (!entry) return;
    const before = JSON.stringify(scene.spec());
    const err = scene.load(entry.text, { quiet: true });
    if (err) {
      byId('scene-section', HTMLDetailsElement).open = true;
      byId('scene-text', HTMLTextAreaElement).value = entry.text;
      errors.report(err, 'The kept scene is still refused (its text is in the Scene file box; it stays kept aside):');
      return;
    }
    forgetAside(storage, index);
    if (before !== scene.blankText) putAside(storage, before, 'The scene that was open when you opened a kept one.');
    history.replaceState(null, '', location.pathname + location.search);
    opened('The kept scene is open.');
  }

  // Opens a #scene= link beside the saved scene: the link's scene opens, and the scene open before it
  // is kept aside (offered back under the header) unless it is the same scene or the page's blank
  // one. When it cannot be kept aside (storage full) the link's scene goes into the Scene file box
  // instead, and the saved scene stays open. A bad link is refused and the saved scene stays.
  async function openLink() {
    let text;
    try {
      text = await decodeFragment(location.hash);
    } catch (e) {
      errors.report(
        shimError(
          'bad-link',
          `This link's scene could not be read: ${errorAnnotation(e).message}. Your saved scene is kept.`,
          '$',
          'page',
        ),
      );
      return;
    }
    if (text === null) return;
    const screened = screenLink(text);
    text = screened.text;
    notes.push(...screened.problems);
    // Speeds past what any ruleset means are read as MAX_SPEED_FEET at the door (shim/speeds.js).
    const fast = capSpeedsInText(text);
    text = fast.text;
    notes.push(...fast.problems.map((p) => `From the share link: ${p}`));
    const before = JSON.stringify(scene.spec());
    const err = scene.load(text, { quiet: true });
    if (err) {
      errors.report({ ...err, message: `This link's scene was refused: ${err.message} Your saved scene is kept.` });
      return;
    }
    let kept = '';
    if (before !== scene.blankText && before !== JSON.stringify(scene.spec())) {
      if (!putAside(window.localStorage, before, 'Your scene from before a share link opened.').kept) {
        scene.load(before, { remember: false, quiet: true });
        scene.history.pop();
        byId('scene-section', HTMLDetailsElement).open = true;
        byId('scene-text', HTMLTextAreaElement).value = text;
        errors.report(
          shimError(
            'storage-full',
            "This link's scene was not opened over yours: the browser's storage is too full to keep your scene aside. The link's scene is in the Scene file box; Export yours first, then Import it.",
            '$',
            'page',
          ),
        );
        return;
      }
      kept = ' Your scene from before is kept aside: “Open it” under the header brings it back.';
    }
    opened('Scene opened from the link.' + kept);
  }

  return { stateToSave, exportScene, share, showNotice, openLink };
}

/**
 * A scene's text with its creatures' speeds capped (shim/speeds.js capSceneSpeeds): `{text, problems}`;
 * text that is no JSON, or has nothing to cap, is given back as it is.
 * @param {string} text
 */
export function capSpeedsInText(text) {
  let spec;
  try {
    spec = JSON.parse(text);
  } catch {
    return { text, problems: [] };
  }
  const r = capSceneSpeeds(spec);
  return r.problems.length ? { text: JSON.stringify(r.spec), problems: r.problems } : { text, problems: [] };
}
