// Keeping and sharing the scene: the JSON tab, what is saved in localStorage, Export (a .json
// download), the share link (#scene=…) and opening one. Installed on the page's app object.
import { lastAsked } from './engine.js';
import { encodeScene, decodeFragment } from './share.js';

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

  // Opens a #scene= link: the scene replaces the saved one; a bad link is refused and the saved one stays.
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
    const err = app.loadScene(text, { quiet: true });
    if (err) app.report({ ...err, message: `This link's scene was refused: ${err.message} Your saved scene is kept.` });
    else {
      app.state.path = [];
      app.newTurn();
      $('status').textContent = 'Scene opened from the link.';
      app.refresh();
    }
  };
}
