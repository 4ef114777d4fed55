// A replica of the Owlbear Rodeo host, for the Footwork extension's tests: it frames the extension's
// background page and panel as Owlbear does (an iframe per page, `?obrref=` the base64 of
// "<host origin> <room id>"), and answers the SDK's messages as the SDK's own source defines them:
//   lib/messages/MessageBus.js  the SDK sends nothing before {id: "OBR_READY", data: {ref, userId}};
//                               it accepts messages only from the origin in obrref and whose `id` is
//                               a string (lib/messages/Message.js); a request is {id, data, ref, nonce}
//                               answered by `${id}_RESPONSE${nonce}` (or `_ERROR`) with the result in
//                               `data`; subscriptions and interaction updates come without a nonce.
//   lib/api/scene/SceneItemsApi.js, SceneLocalApi.js   GET_ALL_ITEMS/GET_ITEMS → {items}; UPDATE_ITEMS
//                               {updates: [{id, type, …changed keys}]} (local: also fastUpdate);
//                               ADD_ITEMS {items}; DELETE_ITEMS {ids}; *_EVENT_CHANGE {items}
//   lib/api/scene/SceneGridApi.js   GET_DPI {dpi}, GET_SCALE {raw, parsed}, GET_TYPE {type},
//                               GET_MEASUREMENT {measurement}; OBR_SCENE_GRID_EVENT_CHANGE {grid}
//   lib/api/scene/SceneApi.js   OBR_SCENE_IS_READY {ready}; OBR_SCENE_EVENT_READY_CHANGE {ready}
//   lib/api/InteractionApi.js   START {baseState} → {id}; UPDATE {id, patches} (Immer patches); STOP {id}
//   lib/api/ToolApi.js          OBR_TOOL_MODE_CREATE {id, icons, cursors, …}; tool-mode events
//                               OBR_TOOL_MODE_EVENT_TOOL_{DOWN,UP,DRAG_START,DRAG_MOVE,DRAG_END,DRAG_CANCEL}
//                               {id: modeId, context, event} with event {pointerPosition, target, …}
//                               (lib/types/Tool.d.ts ToolContext and ToolEvent)
//   lib/api/RoomApi.js, PlayerApi.js, BroadcastApi.js, NotificationApi.js   as named in `handlers`.
// It renders the scene and the local items on a canvas, once per burst of messages (render.js: enough to see the annotations) and
// turns the real mouse into tool-mode events. Every message both ways is recorded in `harness.log`.
import { applyPatches, enablePatches } from 'immer';
import { makeRenderer } from './render.js';

enablePatches();
const scenario = window.__scenario;
const HOST = window.location.origin;
const EXT = scenario.extensionOrigin;
const ROOM = 'room-footwork-test';
const VIEW = scenario.view ?? 0.4; // canvas pixels per scene pixel
const log = [];
const frames = new Map(); // ref → {ref, name, el, subscriptions:Set, channels:Set}
const state = {
  grid: {
    dpi: 150,
    scale: '5ft',
    type: 'SQUARE',
    measurement: 'ALTERNATING',
    style: { lineType: 'SOLID', lineOpacity: 0.4, lineColor: 'DARK', lineWidth: 2 },
    ...scenario.grid,
  },
  items: structuredClone(scenario.items ?? []),
  local: [],
  room: structuredClone(scenario.roomMetadata ?? {}),
  permissions: scenario.permissions ?? ['CHARACTER_UPDATE'],
  player: {
    id: 'player-1',
    connectionId: 'conn-1',
    role: scenario.role ?? 'GM',
    name: 'Tester',
    color: '#ff0',
    syncView: false,
    metadata: {},
    selection: scenario.selection ?? [],
  },
  modes: new Map(), // mode id → {frame, mode}
  activeTool: 'rodeo.owlbear.tool/move',
  activeMode: null,
  interactions: new Map(), // id → {state, frame}
  notifications: [],
  sceneReady: scenario.sceneReady ?? true,
};
let nextId = 1;

function parseScale(raw) {
  const m = /^(\d+(?:\.\d+)?)(.*)$/.exec(raw);
  return { raw, parsed: { multiplier: m ? Number(m[1]) : 1, unit: m ? m[2] : '', digits: 0 } };
}

// A message received is the replica's own copy already (postMessage's structured clone) and the
// handlers copy what they keep of it, so it is logged as it is; one sent is copied, as it is the
// replica's state, which changes later. (Copying each received message again cost a long drag's
// every move a second copy of its points, which Owlbear does not make: paint-bench counted it.)
function record(dir, frame, message) {
  log.push({
    dir,
    frame: frame?.name ?? '?',
    id: message.id,
    nonce: message.nonce,
    data: dir === 'in' ? message.data : structuredClone(message.data),
    t: performance.now(),
  });
}

function post(frame, message) {
  record('out', frame, message);
  frame.el.contentWindow.postMessage(message, EXT);
}
const reply = (frame, msg, data) => post(frame, { id: `${msg.id}_RESPONSE${msg.nonce}`, data });
const fail = (frame, msg, error) =>
  post(frame, { id: `${msg.id}_ERROR${msg.nonce}`, data: { name: 'Error', message: error } });
function emit(kind, id, data) {
  for (const f of frames.values()) if (f.subscriptions.has(kind)) post(f, { id, data });
}

// An update keeps only the keys the SDK sent (SceneItemsApi.updateItems sends the changed top-level keys).
function applyUpdates(list, updates) {
  for (const u of updates) {
    const item = list.find((i) => i.id === u.id);
    if (!item) continue;
    for (const [k, v] of Object.entries(u)) if (k !== 'id' && k !== 'type') item[k] = structuredClone(v);
  }
}

const sceneChanged = () => emit('items', 'OBR_SCENE_ITEMS_EVENT_CHANGE', { items: state.items });
const localChanged = () => emit('local', 'OBR_SCENE_LOCAL_EVENT_CHANGE', { items: state.local });
const gridNow = () => ({ ...state.grid });

// The replica's lattice: centres of square or hex cells (hexes regular, the dpi across sides; odd
// rows or columns shoved from the hex on `hexOrigin`), corners of squares.
function snapPosition(p, { sensitivity, useCorners = true, useCenter = true }) {
  if (!(sensitivity > 0)) return { ...p };
  const dpi = state.grid.dpi;
  const candidates = [];
  const hex = state.grid.type === 'HEX_VERTICAL' || state.grid.type === 'HEX_HORIZONTAL';
  if (hex) {
    if (!useCenter) return { ...p };
    const o = state.grid.hexOrigin ?? { x: 0, y: 0 };
    const pointy = state.grid.type === 'HEX_VERTICAL';
    const big = (dpi * 2) / Math.sqrt(3);
    const across = pointy ? dpi : 0.75 * big;
    const down = pointy ? 0.75 * big : dpi;
    const c0 = Math.round((p.x - o.x) / across);
    const r0 = Math.round((p.y - o.y) / down);
    for (let r = r0 - 2; r <= r0 + 2; r++)
      for (let c = c0 - 2; c <= c0 + 2; c++)
        candidates.push({
          x: o.x + c * across + (pointy && r & 1 ? dpi / 2 : 0),
          y: o.y + r * down + (!pointy && c & 1 ? dpi / 2 : 0),
        });
  } else {
    if (useCenter) candidates.push({ x: (Math.floor(p.x / dpi) + 0.5) * dpi, y: (Math.floor(p.y / dpi) + 0.5) * dpi });
    if (useCorners) candidates.push({ x: Math.round(p.x / dpi) * dpi, y: Math.round(p.y / dpi) * dpi });
  }
  if (!candidates.length) return { ...p };
  return candidates.reduce((a, b) => (Math.hypot(b.x - p.x, b.y - p.y) < Math.hypot(a.x - p.x, a.y - p.y) ? b : a));
}

const handlers = {
  OBR_SCENE_IS_READY: () => ({ ready: state.sceneReady }),
  OBR_SCENE_GRID_GET_DPI: () => ({ dpi: state.grid.dpi }),
  OBR_SCENE_GRID_GET_SCALE: () => parseScale(state.grid.scale),
  OBR_SCENE_GRID_GET_TYPE: () => ({ type: state.grid.type }),
  OBR_SCENE_GRID_GET_MEASUREMENT: () => ({ measurement: state.grid.measurement }),
  // lib/api/scene/SceneGridApi.js snapPosition: {position, snappingSensitivity, useCorners, useCenter}
  // → {position}. The replica snaps to its own lattice (render.js draws the same one): square
  // centres and corners, hex centres (a hex centred on `grid.hexOrigin`, the scene's origin by
  // default: a scenario can shift it to check the extension asks rather than assumes).
  OBR_SCENE_GRID_SNAP_POSITION: ({ position, snappingSensitivity, useCorners, useCenter }) => ({
    position: snapPosition(position, { sensitivity: snappingSensitivity ?? 1, useCorners, useCenter }),
  }),
  OBR_SCENE_ITEMS_GET_ALL_ITEMS: () => ({ items: state.items }),
  OBR_SCENE_ITEMS_GET_ITEMS: ({ ids }) => ({ items: state.items.filter((i) => ids.includes(i.id)) }),
  OBR_SCENE_ITEMS_GET_ITEM_ATTACHMENTS: ({ ids }) => ({
    items: state.items.filter((i) => ids.includes(i.id) || ids.includes(i.attachedTo)),
  }),
  OBR_SCENE_ITEMS_UPDATE_ITEMS: ({ updates }) => {
    applyUpdates(state.items, updates);
    setTimeout(sceneChanged);
    return {};
  },
  OBR_SCENE_ITEMS_ADD_ITEMS: ({ items }) => {
    state.items.push(...structuredClone(items));
    setTimeout(sceneChanged);
    return {};
  },
  OBR_SCENE_ITEMS_DELETE_ITEMS: ({ ids }) => {
    state.items = state.items.filter((i) => !ids.includes(i.id));
    setTimeout(sceneChanged);
    return {};
  },
  OBR_SCENE_LOCAL_GET_ALL_ITEMS: () => ({ items: state.local }),
  OBR_SCENE_LOCAL_GET_ITEMS: ({ ids }) => ({ items: state.local.filter((i) => ids.includes(i.id)) }),
  OBR_SCENE_LOCAL_ADD_ITEMS: ({ items }) => {
    state.local.push(...structuredClone(items));
    setTimeout(localChanged);
    return {};
  },
  OBR_SCENE_LOCAL_UPDATE_ITEMS: ({ updates }) => {
    applyUpdates(state.local, updates);
    return {};
  },
  OBR_SCENE_LOCAL_DELETE_ITEMS: ({ ids }) => {
    state.local = state.local.filter((i) => !ids.includes(i.id));
    setTimeout(localChanged);
    return {};
  },
  OBR_INTERACTION_START_ITEM_INTERACTION: ({ baseState }, frame) => {
    const id = `interaction-${nextId++}`;
    state.interactions.set(id, { state: structuredClone(baseState), frame: frame.name });
    return { id };
  },
  OBR_PLAYER_GET_ROLE: () => ({ role: state.player.role }),
  OBR_PLAYER_GET_ID: () => ({ id: state.player.id }),
  OBR_PLAYER_GET_SELECTION: () => ({ selection: state.player.selection }),
  OBR_PLAYER_GET_NAME: () => ({ name: state.player.name }),
  OBR_ROOM_GET_PERMISSIONS: () => ({ permissions: state.permissions }),
  OBR_ROOM_GET_METADATA: () => ({ metadata: state.room }),
  OBR_ROOM_SET_METADATA: ({ update }) => {
    state.room = { ...state.room, ...structuredClone(update) };
    setTimeout(() => emit('room', 'OBR_ROOM_METADATA_EVENT_CHANGE', { metadata: state.room }));
    return {};
  },
  OBR_NOTIFICATION_SHOW: ({ message, variant }) => {
    state.notifications.push({ message, variant });
    return { id: `note-${nextId++}` };
  },
  OBR_TOOL_MODE_CREATE: (mode, frame) => {
    state.modes.set(mode.id, { frame: frame.ref, mode });
    return {};
  },
  OBR_BROADCAST_SEND_MESSAGE: ({ channel, data, options }, frame) => {
    // LOCAL: this player's own pages; REMOTE would go to other players (there are none here).
    if (options?.destination !== 'REMOTE')
      setTimeout(() => {
        for (const f of frames.values())
          if (f.channels.has(channel))
            post(f, {
              id: `OBR_BROADCAST_MESSAGE_${channel}`,
              data: { data, connectionId: state.player.connectionId },
            });
      });
    return {};
  },
};

// Messages without a nonce (MessageBus.send): subscriptions and interaction updates.
const subscriptions = {
  OBR_SCENE_ITEMS_SUBSCRIBE: 'items',
  OBR_SCENE_LOCAL_SUBSCRIBE: 'local',
  OBR_SCENE_GRID_SUBSCRIBE: 'grid',
  OBR_SCENE_READY_SUBSCRIBE: 'ready',
  OBR_ROOM_METADATA_SUBSCRIBE: 'room',
  OBR_ROOM_PERMISSIONS_SUBSCRIBE: 'permissions',
  OBR_PLAYER_SUBSCRIBE: 'player',
};

function handleOneWay(frame, msg) {
  if (subscriptions[msg.id]) return frame.subscriptions.add(subscriptions[msg.id]);
  if (msg.id === 'OBR_BROADCAST_SUBSCRIBE') return frame.channels.add(msg.data.channel);
  if (msg.id === 'OBR_INTERACTION_UPDATE_ITEM_INTERACTION') {
    const i = state.interactions.get(msg.data.id);
    if (i) i.state = applyPatches(i.state, msg.data.patches);
    return redraw();
  }
  if (msg.id === 'OBR_INTERACTION_STOP_ITEM_INTERACTION') {
    state.interactions.delete(msg.data.id);
    return redraw();
  }
  log.push({ dir: 'unhandled', frame: frame.name, id: msg.id });
}

window.addEventListener('message', (event) => {
  const msg = event.data;
  const frame = msg && frames.get(msg.ref);
  if (!frame || event.origin !== EXT || event.source !== frame.el.contentWindow) return;
  record('in', frame, msg);
  if (msg.nonce === undefined) return handleOneWay(frame, msg);
  const handler = handlers[msg.id];
  if (!handler) {
    log.push({ dir: 'unhandled', frame: frame.name, id: msg.id });
    return fail(frame, msg, `${msg.id} is not in the harness`);
  }
  try {
    reply(frame, msg, handler(msg.data, frame));
  } catch (e) {
    fail(frame, msg, String(e?.message ?? e));
  }
  redraw();
});

function openFrame(name, page, parent, className) {
  const ref = `ref-${name}`;
  const el = document.createElement('iframe');
  const obrref = btoa(`${scenario.obrrefOrigin ?? HOST} ${ROOM}`);
  el.src = `${EXT}/${page}?obrref=${encodeURIComponent(obrref)}`;
  if (className) el.id = className;
  el.title = name;
  const frame = { ref, name, el, subscriptions: new Set(), channels: new Set() };
  frames.set(ref, frame);
  el.addEventListener('load', () => post(frame, { id: 'OBR_READY', data: { ref, userId: state.player.id } }));
  parent.appendChild(el);
  return frame;
}

// ---------------------------------------------------------------------------------------------
// Tool-mode events, from the real mouse on the canvas or from a test (harness.drag).
const canvas = /** @type {HTMLCanvasElement} */ (document.getElementById('scene'));
const toWorld = (cx, cy) => ({ x: cx / VIEW, y: cy / VIEW });
const { draw, toCanvas, tokenRect } = makeRenderer({ canvas, state, log, view: VIEW, logPane: scenario.logPane });
// A change to the scene (a message, a test's edit) is drawn once the messages already waiting have
// been handled (a task posted behind them), not on each: an extension's drag move is two messages
// the SDK cannot merge (its local items' update, lib/api/scene/SceneLocalApi.js, and the token's
// interaction update, lib/api/InteractionApi.js), posted together, and drawing on each made two whole
// redraws of every move where the host alone moving a token makes one; the paint bench
// (web/bench/paint/owlbear-scenario.mjs) counted the second against the extension. Owlbear's own
// renderer is Skia's (the SDK's EFFECT items are SkSL shaders, lib/types/items/Effect.d.ts), which a
// page draws at most once per animation frame: this draws at least as often as that, so it does not
// make a move cheaper than Owlbear would. `harness.draw` still draws at once (for screenshots).
let drawing = false;
const afterDraw = []; // callbacks for when the draw posted has been made (harness.afterDraw)
const drawTask = new MessageChannel();
drawTask.port1.onmessage = () => {
  drawing = false;
  draw();
  for (const f of afterDraw.splice(0)) f();
};
function redraw() {
  if (drawing) return;
  drawing = true;
  drawTask.port2.postMessage(null);
}

function targetAt(p) {
  const hits = state.items
    .filter(
      (i) =>
        i.type === 'IMAGE' &&
        ['CHARACTER', 'PROP', 'MOUNT'].includes(i.layer) &&
        i.image &&
        i.grid &&
        i.position &&
        typeof i.position.x === 'number',
    )
    .filter((i) => {
      const r = tokenRect(i);
      return p.x >= r.left && p.x <= r.left + r.w && p.y >= r.top && p.y <= r.top + r.h;
    });
  return hits.sort((a, b) => b.zIndex - a.zIndex)[0];
}

function toolEvent(kind, p, extra = {}) {
  const active = state.modes.get(state.activeMode);
  if (!active) return false;
  const frame = frames.get(active.frame);
  const context = { activeTool: state.activeTool, activeMode: state.activeMode, metadata: {} };
  const event = {
    pointerPosition: p,
    target: dragTarget ?? targetAt(p),
    altKey: false,
    shiftKey: false,
    ctrlKey: false,
    metaKey: false,
    ...extra,
  };
  post(frame, { id: `OBR_TOOL_MODE_EVENT_${kind}`, data: { id: state.activeMode, context, event } });
  return true;
}

let pressed = null;
let dragging = false;
let dragTarget;
canvas.addEventListener('pointerdown', (e) => {
  pressed = toWorld(e.offsetX, e.offsetY);
  dragTarget = undefined;
  dragging = false;
  toolEvent('TOOL_DOWN', pressed);
  dragTarget = targetAt(pressed) ?? null;
});
canvas.addEventListener('pointermove', (e) => {
  if (!pressed) return;
  const p = toWorld(e.offsetX, e.offsetY);
  if (!dragging) {
    if (Math.hypot(p.x - pressed.x, p.y - pressed.y) * VIEW < 3) return;
    dragging = true;
    toolEvent('TOOL_DRAG_START', pressed);
  }
  toolEvent('TOOL_DRAG_MOVE', p);
});
canvas.addEventListener('pointerup', (e) => {
  if (!pressed) return;
  const p = toWorld(e.offsetX, e.offsetY);
  toolEvent(dragging ? 'TOOL_DRAG_END' : 'TOOL_UP', p);
  pressed = null;
  dragging = false;
  dragTarget = undefined;
});
window.addEventListener('keydown', (e) => {
  if (e.key !== 'Escape' || !dragging) return;
  toolEvent('TOOL_DRAG_CANCEL', pressed);
  pressed = null;
  dragging = false;
  dragTarget = undefined;
});

// ---------------------------------------------------------------------------------------------
// What the tests use: the log, the state, and events as Owlbear would send them.
window.harness = {
  log,
  state,
  draw,
  /** Calls `f` once the scene's changes so far are drawn (at once when no draw is waiting). */
  afterDraw(f) {
    if (drawing) afterDraw.push(f);
    else f();
  },
  toCanvas,
  activateMode(id) {
    state.activeMode = id;
  },
  /** A drag as Owlbear emits it: tool down, drag start, moves, then end (or cancel). Scene pixels. */
  drag(points, { cancel = false } = {}) {
    const [first, ...rest] = points;
    dragTarget = undefined;
    toolEvent('TOOL_DOWN', first);
    dragTarget = targetAt(first) ?? null;
    toolEvent('TOOL_DRAG_START', first);
    for (const p of rest) toolEvent('TOOL_DRAG_MOVE', p);
    toolEvent(cancel ? 'TOOL_DRAG_CANCEL' : 'TOOL_DRAG_END', rest[rest.length - 1] ?? first);
    dragTarget = undefined;
  },
  event(kind, p) {
    return toolEvent(kind, p);
  },
  setGrid(change) {
    Object.assign(state.grid, change);
    emit('grid', 'OBR_SCENE_GRID_EVENT_CHANGE', { grid: gridNow() });
  },
  setItems(items) {
    state.items = structuredClone(items);
    sceneChanged();
    redraw();
  },
  updateItem(id, change) {
    const item = state.items.find((i) => i.id === id);
    Object.assign(item, structuredClone(change));
    sceneChanged();
    redraw();
  },
  setRoomMetadata(update) {
    state.room = { ...state.room, ...update };
    emit('room', 'OBR_ROOM_METADATA_EVENT_CHANGE', { metadata: state.room });
  },
  select(ids) {
    state.player.selection = ids;
    emit('player', 'OBR_PLAYER_EVENT_CHANGE', { player: state.player });
  },
};

openFrame('background', 'background.html', document.body, 'bg');
if (scenario.panel !== false) openFrame('panel', 'panel.html', document.getElementById('panel-slot'));
draw();
