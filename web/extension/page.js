// Footwork for Roll20, page script: runs in the Roll20 editor's own world (injected by content.js as a
// web-accessible resource) and only READS Roll20's objects. It relays plain copies of their
// attributes to the content script as messages {type, detail: JSON text} on the MessagePort the
// content script hands it once it has loaded (objects do not cross between the page's world and the
// extension's). Before the port arrives nothing is sent; the content script checks every message
// (page-messages.js), since this world is shared with every other script on the page.
//
// What it reads (public sources named beside each fact):
// - `window.Campaign` and `Campaign.activePage()`, the page model; its `thegraphics` collection of
//   token models with `.models`, `.get(id)` and Backbone `change` events (seen in the Beyond20
//   extension; confirmed on the current engine by an open-source bridge in 2026). `window.d20` is not
//   Roll20's and is never used.
// - page attributes `width`, `height` (70-px units), `snapping_increment`, `scale_number`,
//   `scale_units`, `grid_type`, `diagonaltype` (Page Settings, help centre 360039675373);
// - graphic attributes `left`/`top` (pixel centre), `width`/`height`, `layer`, `name`,
//   `controlledby`, `bar1_value`…`bar3_max`, `lastmove` ("x0,y0,x1,y1,…": the start point and the
//   waypoints of the last move, not the current position; Token Collisions `_getLastMovePts`);
//   attribute names from Roll20/roll20-api-scripts `.types/index.d.ts`;
// - the campaign's `turnorder` (a JSON string) to notice a new turn (unconfirmed in the editor: the
//   Mod API documents `change:campaign:turnorder`).
// - walls, doors and windows (roll20.md, "Walls"): legacy `path` objects (`_path`, `left`, `top`,
//   `width`, `height`, `scaleX`, `scaleY`, `rotation`, `layer`, `barrierType`), the current engine's
//   `pathv2` (`shape`, `points`, `x`, `y`, `rotation`, `layer`, `barrierType`), `door` and `window`
//   objects (`x`, `y`, `isOpen`, `isLocked`, `isSecret`, `path.handle0/handle1`). Attribute names from
//   `.types/index.d.ts` and PathMath 1.7. The page model's collections `thepaths` (legacy paths, and
//   Jumpgate's pathv2-shaped records with an empty `path` and a JSON `points`), `doors` and `windows`
//   (betteR20 `js/base-tool-module.js`, R20Exporter `src/R20Exporter.js` and its issue #46).
// - where the map is on screen, for the live overlay: page-view.js (legacy engine or Jumpgate).
import { readView, readPlayer } from './page-view.js';
import { TOKEN_ATTRIBUTES, PAGE_ATTRIBUTES, PAGE_LIMITS, capText } from './page-messages.js';
import {
  ROLL20_MOVE_ATTRIBUTES,
  ROLL20_PATH_ATTRIBUTES,
  ROLL20_PATHV2_ATTRIBUTES,
  ROLL20_PORTAL_ATTRIBUTES,
} from '../roll20/attributes.js';

// Roll20's Backbone models and collections are undocumented host objects: typed `any` (Model), every
// read guarded, and only plain copies leave this file.
/** @typedef {any} Model */

(() => {
  if (window.__footworkPage) return;
  window.__footworkPage = true;

  const TOKEN = TOKEN_ATTRIBUTES;
  const PAGE = PAGE_ATTRIBUTES;
  const MOVE = ROLL20_MOVE_ATTRIBUTES;
  // A path collection's models are read for both path kinds (web/roll20/attributes.js), with Jumpgate's
  // empty `path` and `oneWayReversed` beside them, and each model's own type.
  const PATH = [
    ...new Set([...ROLL20_PATH_ATTRIBUTES, ...ROLL20_PATHV2_ATTRIBUTES, 'path', 'oneWayReversed', '_type', 'type']),
  ];
  const PORTAL = [...ROLL20_PORTAL_ATTRIBUTES, '_type', 'type'];
  // [page model property, what it holds] (see above; there is no thedoors, thewindows or pathv2 collection).
  /** @type {Array<[string, string]>} */
  const WALL_SOURCES = [
    ['thepaths', 'path'],
    ['doors', 'door'],
    ['windows', 'window'],
  ];

  // The port's methods as they were when this script ran (issue 41): a script that comes later can
  // patch MessagePort.prototype.postMessage, the `onmessage` setter, MessageEvent's `ports` getter or
  // Function.prototype.call, and the next send through them would hand it the port. Calling the
  // captured functions through the captured Reflect.apply goes through none of those.
  const apply = Reflect.apply;
  const postOn = MessagePort.prototype.postMessage;
  // Every browser the extension runs in has these accessors (the DOM's own, on the prototypes).
  /** @param {object} proto @param {string} name @param {'get' | 'set'} kind @returns {Function} */
  const accessor = (proto, name, kind) =>
    /** @type {Function} */ (Object.getOwnPropertyDescriptor(proto, name)?.[kind]);
  const setOnMessage = accessor(MessagePort.prototype, 'onmessage', 'set');
  const portsOf = accessor(MessageEvent.prototype, 'ports', 'get');
  const dataOf = accessor(MessageEvent.prototype, 'data', 'get');
  const sourceOf = accessor(MessageEvent.prototype, 'source', 'get');
  const removeListener = window.removeEventListener;
  const stringify = JSON.stringify;

  /** @type {MessagePort | null} */
  let port = null;
  /** @param {string} type @param {unknown} data */
  const send = (type, data) => {
    if (port) apply(postOn, port, [{ type, detail: apply(stringify, JSON, [data]) }]);
  };
  // Copies of Roll20's attributes, each text cut one character past its limit (page-messages.js
  // says it was too long): whatever Roll20 holds, a message stays bounded.
  /** @param {Model} model @param {readonly string[]} names */
  const pick = (model, names) => {
    /** @type {Record<string, unknown>} */
    const out = {};
    for (const n of names) {
      const v = model.get(n);
      if (v !== undefined) out[n] = capText(n, v);
    }
    return out;
  };
  // At most one model past a list's limit (the extension's side then says the list is too long).
  /** @param {Model[]} models @param {number} max */
  const upTo = (models, max) => (models.length > max ? models.slice(0, max + 1) : models);
  // The character a token represents, where the page holds it: the campaign's `characters`
  // collection, each character's `controlledby` and its `attribs` (the Mod API's `attribute` objects:
  // name, current; `.types/index.d.ts`) (UNCONFIRMED in the editor: docs/extension.md, Limits). Its
  // `speed` attribute and its controllers go with the token (web/roll20/creatures.js reads both, as
  // the Mod reads them from the sandbox).
  /** @param {Model} m */
  const character = (m) => {
    try {
      const id = m.get('represents');
      const c = id ? window.Campaign?.characters?.get?.(id) : null;
      if (!c) return {};
      /** @type {Record<string, unknown>} */
      const out = {};
      const a = c.attribs?.models?.find?.((/** @type {Model} */ x) => String(x.get('name')).toLowerCase() === 'speed');
      if (a) out.speedAttribute = capText('speedAttribute', String(a.get('current')));
      const by = c.get?.('controlledby');
      if (typeof by === 'string' && by !== '') out.characterControlledby = capText('characterControlledby', by);
      return out;
    } catch {
      return {};
    }
  };
  /** @param {Model} m */
  const token = (m) => {
    const t = /** @type {Record<string, unknown>} */ ({ id: m.id, ...pick(m, TOKEN), ...character(m) });
    // A card is no creature (web/roll20/creatures.js): the Mod API's read-only `_subtype`, where the
    // editor's model holds it (UNCONFIRMED in the editor: docs/extension.md, Limits).
    const sub = m.get('_subtype') ?? m.get('subtype');
    if (typeof sub === 'string') t.subtype = capText('subtype', sub);
    return t;
  };
  // A path collection may hold both kinds: a model with `points` and no `_path` is a pathv2.
  /** @param {Model} m @param {string} kind */
  const wallType = (m, kind) => {
    const t = m.get('_type') ?? m.get('type');
    if (t === 'path' || t === 'pathv2' || t === 'door' || t === 'window') return t;
    if (kind === 'path' && m.get('points') !== undefined && m.get('_path') === undefined) return 'pathv2';
    return kind;
  };
  /** @param {Model} m @param {string} kind */
  const wall = (m, kind) => {
    const type = wallType(m, kind);
    return { ...pick(m, type === 'door' || type === 'window' ? PORTAL : PATH), id: m.id, type };
  };
  /** @param {Model} c */
  const isCollection = (c) => !!c && Array.isArray(c.models) && typeof c.on === 'function';
  /** @type {Map<Model, {kind: string, h: Record<string, (m: Model) => void>}>} collection → {kind, handlers} */
  const walls = new Map();

  /** @type {Model} Roll20's page model, once one is read */
  let page = null;
  /** @type {Model} */
  let campaign = null;

  function snapshot() {
    if (!page) return;
    send('snapshot', {
      campaign: campaign?.id != null ? String(campaign.id) : '',
      player: readPlayer(window),
      page: { id: page.id, ...pick(page, PAGE) },
      graphics: upTo(page.thegraphics.models, PAGE_LIMITS.graphics).map(token),
      walls: upTo(
        [...walls].flatMap(([c, w]) => c.models.map((/** @type {Model} */ m) => [m, w.kind])),
        PAGE_LIMITS.walls,
      ).map(([m, kind]) => wall(m, kind)),
      turnorder: capText(
        'turnorder',
        campaign && typeof campaign.get === 'function' ? (campaign.get('turnorder') ?? '') : '',
      ),
    });
  }

  // A token model changed: a move (left/top/lastmove) is sent with where it was before (Backbone's
  // `previous`), anything else as the token's new attributes. Whether Roll20 writes lastmove, left
  // and top in one change or in several is unconfirmed, so the changes of one token within a short
  // window are sent as one move, with the position from before the first of them.
  const MOVE_WINDOW_MS = 40;
  /** @type {Map<string, {model: Model, changed: Set<string>, previous: Record<string, unknown>}>} */
  const pending = new Map();
  /** @param {Model} model */
  function onChange(model) {
    const changed = Object.keys(model.changedAttributes ? model.changedAttributes() || {} : {});
    if (!changed.some((k) => MOVE.includes(k))) {
      send('token', { token: token(model), changed });
      return;
    }
    let p = pending.get(model.id);
    if (!p) {
      const first = {
        model,
        changed: new Set(),
        previous: { left: model.previous('left'), top: model.previous('top'), lastmove: model.previous('lastmove') },
      };
      p = first;
      pending.set(model.id, first);
      setTimeout(() => {
        pending.delete(model.id);
        send('move', { token: token(first.model), changed: [...first.changed], previous: first.previous });
      }, MOVE_WINDOW_MS);
    }
    for (const k of changed) p.changed.add(k);
  }
  /** @param {Model} model */
  const onAdd = (model) => send('token', { token: token(model), changed: ['add'] });
  /** @param {Model} model */
  const onRemove = (model) => send('remove', { id: model.id });
  // Only a change of the grid's settings reloads the scene (not fog, lighting or the page's name).
  /** @param {Model} model */
  const onPage = (model) => {
    const changed = Object.keys(model?.changedAttributes ? model.changedAttributes() || {} : {});
    if (changed.length === 0 || changed.some((k) => PAGE.includes(k) && k !== 'name')) snapshot();
  };
  const onTurn = () => send('turnorder', { turnorder: capText('turnorder', campaign.get('turnorder') ?? '') });

  // Walls, doors and windows: a change or an addition sends the object again, a removal its id.
  /** @param {Model} p */
  function watchWalls(p) {
    let found = false;
    for (const [prop, kind] of WALL_SOURCES) {
      const c = p[prop];
      if (!isCollection(c) || walls.has(c)) continue;
      const h = {
        change: (/** @type {Model} */ m) => send('wall', { wall: wall(m, kind) }),
        add: (/** @type {Model} */ m) => send('wall', { wall: wall(m, kind) }),
        remove: (/** @type {Model} */ m) => send('wallremove', { id: m.id }),
      };
      for (const [e, fn] of Object.entries(h)) c.on(e, fn);
      walls.set(c, { kind, h });
      found = true;
    }
    return found;
  }
  function unwatchWalls() {
    for (const [c, w] of walls) for (const [e, fn] of Object.entries(w.h)) c.off(e, fn);
    walls.clear();
  }

  function attach() {
    const c = window.Campaign;
    if (!c || typeof c.activePage !== 'function') return;
    const p = c.activePage();
    if (!p || !p.thegraphics) return;
    if (p === page) {
      // A wall collection the editor made after the page was read: read it now.
      if (watchWalls(p)) snapshot();
      return;
    }
    if (page) {
      page.thegraphics.off('change', onChange);
      page.thegraphics.off('add', onAdd);
      page.thegraphics.off('remove', onRemove);
      page.off('change', onPage);
      unwatchWalls();
    }
    if (campaign !== c) {
      if (campaign) campaign.off('change:turnorder', onTurn);
      campaign = c;
      campaign.on('change:turnorder', onTurn);
    }
    page = p;
    page.thegraphics.on('change', onChange);
    page.thegraphics.on('add', onAdd);
    page.thegraphics.on('remove', onRemove);
    page.on('change', onPage);
    watchWalls(page);
    snapshot();
  }

  // The map's place on screen, read every frame and sent when it changed (zoom, pan, a resized
  // window, another page): Roll20 announces none of these in a way both engines share, and reading
  // a few numbers per frame costs nothing (VTTinker polls Jumpgate's zoom for the same reason).
  let lastView = '';
  function watchView() {
    if (page) {
      const v = readView(window, Number(page.get('width')) * 70, Number(page.get('height')) * 70);
      const text = JSON.stringify(v);
      if (text !== lastView) {
        lastView = text;
        send('view', v);
      }
    }
    requestAnimationFrame(watchView);
  }

  // The port, once: the first {footwork: 'port'} message this window posts to itself after this
  // script ran (content.js sends it from the script's load event). "hello" on it: the extension's
  // side has started and wants the whole page.
  window.addEventListener('message', function takePort(e) {
    if (port || apply(sourceOf, e, []) !== window) return;
    const data = apply(dataOf, e, []);
    const ports = apply(portsOf, e, []);
    if (data?.footwork !== 'port' || !ports?.[0]) return;
    apply(removeListener, window, ['message', takePort]);
    port = ports[0];
    apply(setOnMessage, port, [
      (/** @type {MessageEvent} */ m) => {
        if (apply(dataOf, m, []) !== 'hello') return;
        lastView = '';
        attach();
        snapshot();
      },
    ]);
  });
  attach();
  requestAnimationFrame(watchView);
  // Roll20 builds the campaign after its scripts load, and the GM can switch pages: look again now and then.
  setInterval(attach, 1000);
})();
