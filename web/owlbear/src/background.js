// The background page (manifest `background_url`): lives as long as the room is open. It loads the
// engine, keeps it in step with the scene (grid, items, room settings), makes the Footwork tool mode
// (its callbacks stay in the page that made the mode: lib/api/ToolApi.js keeps them in `toolModes`),
// and tells the panel what it found (OBR.broadcast, LOCAL: this player's panel only).
import OBR from '@owlbear-rodeo/sdk';
import { shimError } from '../../shim/index.js';
import { loadEngine } from './engine.js';
import { SceneLink } from './link.js';
import { DragTool } from './drag.js';
import { readSettings } from './scene-map.js';
import { messageOf } from './errors.js';
import { Places } from './places.js';
import { TOOL_MODE, MOVE_TOOL, SETTINGS_KEY, STATUS_CHANNEL, STATUS_REQUEST_CHANNEL, PLACES_CHANNEL } from './ids.js';

const ICON = new URL('./icon.svg', import.meta.url).href;

/** @typedef {import('./scene-map.js').SceneProblem} SceneProblem */
/** @typedef {import('@owlbear-rodeo/sdk').Item} Item */
/** A problem the background page finds itself, in the shim's one shape. @param {string} code @param {string} message */
const pageProblem = (code, message) => shimError(code, message, '$', 'owlbear');

/**
 * `grid`: the SDK's grid as read (with the host's hex origin); `messages`: the problems shown in the
 * panel; `transient`: the last drag-time problem (both the shim's one shape).
 * @type {{engine: string | null, link: SceneLink | null, tool: DragTool | null, places: Places | null,
 *   grid: Record<string, unknown> | null, items: Item[], settings: import('./scene-map.js').Settings,
 *   settingProblems: SceneProblem[], role: string, permissions: string[], playerId: string | null,
 *   messages: SceneProblem[], transient: SceneProblem | null, sceneReady: boolean}}
 */
const state = {
  engine: null,
  link: null,
  tool: null,
  places: null, // where to stand (places.js)
  grid: null,
  items: [],
  settings: readSettings(undefined).settings,
  settingProblems: [],
  role: 'PLAYER',
  permissions: [],
  playerId: null,
  messages: [], // problems shown in the panel
  transient: null, // the last drag-time message
  sceneReady: false,
};
globalThis.__footwork = state; // read by the benchmark and the tests (timings, problems)

function status() {
  const link = state.link;
  return {
    engine: state.engine,
    ready: !!state.link?.ready,
    sceneReady: state.sceneReady,
    ruleset: state.link?.mapped?.ruleset ?? null,
    ownRuleset: state.link?.mapped?.ownRuleset ?? null, // without the house rules (panel.js)
    knobs: state.link?.knobs ?? null,
    grid: state.link?.mapped?.map.grid ?? null,
    tokens: link
      ? [...link.tokens.values()].map((t) => ({
          id: t.id,
          name: t.name,
          cell: t.spec.position,
          size: t.spec.size,
          speeds: t.spec.speeds,
          side: t.spec.side,
          // Read from the scene but refused by the engine (a bad speed, a space off the map …): left out.
          inScene: link.session.hasCreature(t.id),
        }))
      : [],
    problems: state.messages,
    transient: state.transient,
    settings: state.settings,
    places: state.places?.view() ?? null,
  };
}

/** What the panel is told (STATUS_CHANNEL). @typedef {ReturnType<typeof status>} Status */

function publish() {
  OBR.broadcast.sendMessage(STATUS_CHANNEL, status(), { destination: 'LOCAL' }).catch(() => {});
}

function refresh() {
  if (!state.link) return;
  if (!state.sceneReady) {
    state.messages = [pageProblem('no-scene', 'No scene is open.')];
    publish();
    return;
  }
  const problems = state.link.update({ grid: state.grid, items: state.items, settings: state.settings });
  state.messages = [...state.settingProblems, ...problems];
  state.places?.refresh(); // the selected token's places, asked again on the changed scene
  publish();
}

/** @param {Item} item */
function canMove(item) {
  if (state.role === 'GM') return true;
  const p = state.permissions;
  if (!p.includes('CHARACTER_UPDATE')) return false;
  if (p.includes('CHARACTER_OWNER_ONLY')) return item.createdUserId === state.playerId;
  return true;
}

/** A drag-time problem: the panel's line (`transient`) and the host's notification. @param {SceneProblem} problem */
function report(problem) {
  state.transient = problem;
  publish();
  OBR.notification.show(problem.message, 'WARNING').catch(() => {});
}

async function readScene() {
  state.sceneReady = await OBR.scene.isReady();
  if (!state.sceneReady) return;
  const [dpi, scale, type, measurement, items] = await Promise.all([
    OBR.scene.grid.getDpi(),
    OBR.scene.grid.getScale(),
    OBR.scene.grid.getType(),
    OBR.scene.grid.getMeasurement(),
    OBR.scene.items.getItems(),
  ]);
  state.grid = { dpi, scale, type, measurement, hexOrigin: await hexOrigin(type) };
  state.items = items;
}

// Where the host's hex lattice sits: the hex centre it snaps the scene's origin to (snapPosition
// with full sensitivity, centres only: SDK lib/api/scene/SceneGridApi.d.ts `snapPosition(position,
// snappingSensitivity?, useCorners?, useCenter?)`). Undefined on square grids, or when the host does
// not answer (scene-map.js then assumes a hex centred on the origin).
/** @param {string} type */
async function hexOrigin(type) {
  if (type !== 'HEX_VERTICAL' && type !== 'HEX_HORIZONTAL') return undefined;
  try {
    const p = await OBR.scene.grid.snapPosition({ x: 0, y: 0 }, 1, false, true);
    return p && Number.isFinite(p.x) && Number.isFinite(p.y) ? { x: p.x, y: p.y } : undefined;
  } catch {
    return undefined;
  }
}

async function start() {
  const loaded = await loadEngine();
  if (loaded.error) {
    state.messages = [loaded.error];
    OBR.broadcast.onMessage(STATUS_REQUEST_CHANNEL, publish);
    publish();
    return;
  }
  state.engine = loaded.engine ?? null;
  state.link = new SceneLink(loaded.footwork);
  state.places = new Places(OBR, state.link, { report, publish });
  const engineNote = loaded.note ? [pageProblem('engine', loaded.note)] : [];
  state.settingProblems.push(...engineNote);
  state.tool = new DragTool(OBR, state.link, {
    settings: () => state.settings,
    canMove,
    report,
    places: state.places,
    // The window moved to the dragged token (scene-map.js): the panel names who is left out now.
    rescoped: () => {
      state.messages = [...state.settingProblems, ...(state.link?.problems ?? [])];
      publish();
    },
  });

  const [role, permissions, metadata] = await Promise.all([
    OBR.player.getRole(),
    OBR.room.getPermissions(),
    OBR.room.getMetadata(),
  ]);
  state.role = role;
  state.permissions = permissions;
  state.playerId = OBR.player.id;
  /** @param {Record<string, unknown> | undefined} md */
  const applySettings = (md) => {
    const r = readSettings(md?.[SETTINGS_KEY]);
    state.settings = r.settings;
    state.settingProblems = [...engineNote, ...r.problems];
  };
  applySettings(metadata);

  OBR.broadcast.onMessage(STATUS_REQUEST_CHANNEL, publish);
  const places = /** @type {Places} */ (state.places);
  OBR.broadcast.onMessage(PLACES_CHANNEL, (event) => places.choose(/** @type {any} */ (event.data) ?? {}));
  OBR.room.onMetadataChange((md) => {
    applySettings(md);
    refresh();
  });
  OBR.room.onPermissionsChange((p) => (state.permissions = p));
  OBR.player.onChange((player) => {
    state.role = player.role;
    if (JSON.stringify(player.selection ?? []) !== JSON.stringify(places.selection)) places.select(player.selection);
  });
  OBR.scene.items.onChange((items) => {
    state.items = items;
    refresh();
  });
  OBR.scene.grid.onChange(async (grid) => {
    const origin = await hexOrigin(grid.type);
    state.grid = {
      dpi: grid.dpi,
      scale: grid.scale,
      type: grid.type,
      measurement: grid.measurement,
      hexOrigin: origin,
    };
    refresh();
  });
  OBR.scene.onReadyChange(async (ready) => {
    state.sceneReady = ready;
    if (ready) await readScene();
    refresh();
  });

  const tool = /** @type {DragTool} */ (state.tool);
  await OBR.tool.createMode({
    id: TOOL_MODE,
    icons: [{ icon: ICON, label: 'Footwork move', filter: { activeTools: [MOVE_TOOL] } }],
    cursors: [
      { cursor: 'grabbing', filter: { dragging: true, target: [{ key: 'layer', value: 'CHARACTER' }] } },
      {
        cursor: 'grab',
        filter: {
          dragging: false,
          target: [
            { key: 'layer', value: 'CHARACTER' },
            { key: 'locked', value: false },
          ],
        },
      },
      { cursor: 'default' },
    ],
    onToolClick: () => false,
    onToolDown: (c, e) => tool.onToolDown(c, e),
    onToolDragStart: (c, e) => tool.onToolDragStart(c, e),
    onToolDragMove: (c, e) => tool.onToolDragMove(c, e),
    onToolDragEnd: (c, e) => tool.onToolDragEnd(c, e),
    onToolDragCancel: () => tool.onToolDragCancel(),
    onDeactivate: () => tool.onDeactivate(),
    onKeyDown: (_c, e) => {
      if (e.key === 'Escape') tool.onToolDragCancel();
    },
  });

  await readScene();
  places.selection = (await OBR.player.getSelection()) ?? [];
  refresh();
}

OBR.onReady(() => {
  start().catch((e) => {
    state.messages = [pageProblem('internal', `Footwork stopped: ${messageOf(e)}`)];
    publish();
  });
});
