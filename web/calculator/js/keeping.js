// Keeping and sharing the scene: the JSON tab, what is saved in localStorage, Export (a .json
// download), the share link (#scene=…) and opening one beside the saved scene, and the scenes kept
// aside (aside.js) offered back in words. Installed on the page's app object.
import { lastAsked } from './engine.js';
import { encodeScene, decodeFragment } from './share.js';
import { readAside, putAside, forgetAside } from './aside.js';

export function installKeeping(app) {
  const { $ } = app;

  app.showJSON = () => {
    if ($('tab-json').hidden) return;
    const which = app.state.jsonWhich;
    const entry = lastAsked[which === 'ask' ? 'ask' : which];
    if (!entry) {
      $('json-request').value = '';
      $('json-response').value = '(no such query has been asked yet)';
      return;
    }
    let request = entry.request;
    if (
      app.state.jsonScene &&
      request.query !== 'rulesets' &&
      !['speed', 'carrying', 'jump', 'falling', 'sizes'].includes(request.query)
    ) {
      request = { query: request.query, scene: app.sceneJSON(), ...request };
    }
    $('json-request').value = JSON.stringify(request, null, 2);
    $('json-response').value = JSON.stringify(entry.response, null, 2);
  };

  app.stateToSave = () => {
    // The scene is written lazily: a getter, so that JSON.stringify asks for it only when saving.
    const s = { ...app.state };
    Object.defineProperty(s, 'scene', { enumerable: true, get: () => app.sceneJSON() });
    Object.defineProperty(s, 'turn', { enumerable: true, get: () => app.turnToSave() });
    return s;
  };

  app.exportScene = () => {
    const text = JSON.stringify(app.sceneJSON(), null, 2) + '\n';
    $('scene-text').value = text;
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    a.download = 'footwork-scene.json';
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
    $('status').textContent = 'Scene exported as footwork-scene.json.';
  };

  app.share = async () => {
    const fragment = await encodeScene(app.sceneJSON());
    history.replaceState(null, '', fragment);
    const link = location.href;
    app.sharedLink = link;
    try {
      await navigator.clipboard.writeText(link);
      $('status').textContent = `Link copied (${link.length} characters).`;
    } catch (e) {
      $('status').textContent = `Link in the address bar (${link.length} characters).`;
    }
  };

  // The notice under the header: the lines of what the page set right itself (app.notes: a saved
  // setting it does not use) and each scene kept aside with its reason, Open and Forget.
  app.showNotice = () => {
    const storage = window.localStorage;
    const list = readAside(storage);
    const notes = $('notes');
    notes.replaceChildren(
      ...(app.notes || []).map((text) => {
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
        open.addEventListener('click', () => app.openAside(i));
        const forget = document.createElement('button');
        forget.type = 'button';
        forget.textContent = 'Forget it';
        forget.addEventListener('click', () => {
          forgetAside(storage, i);
          app.showNotice();
        });
        li.append(open, forget);
        return li;
      }),
    );
    $('notice').hidden = list.length === 0 && notes.childElementCount === 0;
  };

  // Opens a scene kept aside; the scene open now is kept aside in its place (a swap: nothing is
  // lost either way). One the engine still refuses goes into the Scene file box to be put right.
  app.openAside = (index) => {
    const storage = window.localStorage;
    const entry = readAside(storage)[index];
    if (!entry) return;
    const before = JSON.stringify(app.sceneJSON());
    const err = app.loadScene(entry.text, { quiet: true });
    if (err) {
      $('scene-section').open = true;
      $('scene-text').value = entry.text;
      app.report(err, 'The kept scene is still refused (its text is in the Scene file box; it stays kept aside):');
      return;
    }
    forgetAside(storage, index);
    if (before !== app.blankSceneText) putAside(storage, before, 'The scene that was open when you opened a kept one.');
    app.state.path = [];
    app.newTurn();
    history.replaceState(null, '', location.pathname + location.search);
    $('status').textContent = 'The kept scene is open.';
    app.showNotice();
    app.refresh();
  };

  // Opens a #scene= link beside the saved scene: the link's scene opens, and the scene open before it
  // is kept aside (offered back under the header) unless it is the same scene or the page's blank
  // one. When it cannot be kept aside (storage full) the link's scene goes into the Scene file box
  // instead, and the saved scene stays open. A bad link is refused and the saved scene stays.
  app.openLink = async function openLink() {
    let text;
    try {
      text = await decodeFragment(location.hash);
    } catch (e) {
      app.report({
        code: 'bad-link',
        message: `This link's scene could not be read: ${e.message}. Your saved scene is kept.`,
        path: '$',
      });
      return;
    }
    if (text === null) return;
    text = app.houseRules.screenLink(text);
    const before = JSON.stringify(app.sceneJSON());
    const err = app.loadScene(text, { quiet: true });
    if (err) {
      app.report({ ...err, message: `This link's scene was refused: ${err.message} Your saved scene is kept.` });
      return;
    }
    let kept = '';
    if (before !== app.blankSceneText && before !== JSON.stringify(app.sceneJSON())) {
      if (!putAside(window.localStorage, before, 'Your scene from before a share link opened.').kept) {
        app.loadScene(before, { remember: false, quiet: true });
        app.history.pop();
        $('scene-section').open = true;
        $('scene-text').value = text;
        app.report({
          code: 'storage-full',
          message:
            "This link's scene was not opened over yours: the browser's storage is too full to keep your scene aside. The link's scene is in the Scene file box; Export yours first, then Import it.",
          path: '$',
        });
        return;
      }
      kept = ' Your scene from before is kept aside: “Open it” under the header brings it back.';
    }
    app.state.path = [];
    app.newTurn();
    $('status').textContent = 'Scene opened from the link.' + kept;
    app.showNotice();
    app.refresh();
  };
}
