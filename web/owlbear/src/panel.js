// The panel (the action's popover): what the background page found (ruleset, grid, problems), the
// room's settings (ruleset choice, "keep illegal moves out", the turn and its "New turn" control:
// room metadata, so every player's background page starts the turn together), and the selected
// items: a token's side, speeds and size, or, for the GM, an item marked as difficult terrain or a
// wall. The panel writes only what the user asks it to, to the items the user selected.
import OBR from '@owlbear-rodeo/sdk';
import { SETTINGS_KEY, TOKEN_KEY, MARK_KEY, SPENT_KEY, STATUS_CHANNEL, STATUS_REQUEST_CHANNEL } from './ids.js';
import { readRecord } from './move-record.js';
import { readSettings } from './scene-map.js';
import { rulesInWords } from '../../shim/house-rules.js';
import { drawHouseRules } from './house-rules-panel.js';
import { bindPlaces, showPlaces } from './panel-places.js';

/** @typedef {import('./background.js').Status} Status */
/** @typedef {import('@owlbear-rodeo/sdk').Item} Item */

// The panel's own elements (panel.html): always there.
const $ = (/** @type {string} */ sel) => /** @type {HTMLElement} */ (document.querySelector(sel));
/** @type {Record<string, object | null>} */
const MARKS = {
  none: null,
  difficult: { terrain: { difficult: 1 } },
  wall: { wall: 'wall' },
  window: { wall: 'window' },
  low: { wall: 'low' },
};

let role = 'PLAYER';
let settings = readSettings(undefined).settings;
/** @type {Status | null} the background's last status (the knob list, the room's rules) */
let lastStatus = null;

function showHouseRules() {
  drawHouseRules($('[data-fw=house-box]'), $('[data-fw=house-title]'), {
    status: lastStatus,
    settings,
    gm: role === 'GM',
    save: saveSettings,
  });
}

/** @param {HTMLElement} el @param {string} value */
function text(el, value) {
  el.textContent = value;
}

/** @param {Status} s */
function showStatus(s) {
  document.body.dataset.state = s.ready ? 'ready' : 'not-ready';
  text($('[data-fw=ruleset]'), rulesInWords(s.ruleset) || '—');
  lastStatus = s;
  showHouseRules();
  // A hex grid's cells are hexes (its orientation said as the extension reads it: docs/owlbear.md).
  const cells = s.grid?.type === 'hex' ? `${/** @type {any} */ (s.grid).orientation}-topped hexes` : 'squares';
  text($('[data-fw=grid]'), s.grid ? `${s.grid.width} × ${s.grid.height} ${cells} of ${s.grid.cellFeet} ft` : '—');
  text($('[data-fw=engine]'), s.engine ?? '—');
  const list = $('[data-fw=problems]');
  list.replaceChildren(
    // The last drag's problem, unless it only repeats a problem already listed.
    ...[
      ...(s.problems ?? []),
      ...(s.transient && !(s.problems ?? []).some((p) => p.message === s.transient?.message) ? [s.transient] : []),
    ].map((p) => {
      const li = document.createElement('li');
      li.dataset.code = p.code;
      li.textContent = p.message;
      return li;
    }),
  );
  // The tokens Footwork prices; those it read but the engine refused are counted apart (their
  // reasons are among the problems below).
  const tokens = s.tokens ?? [];
  const priced = tokens.filter((t) => t.inScene).length;
  const left = tokens.length - priced;
  text($('[data-fw=tokens]'), left ? `${priced} (${left} left out)` : `${priced}`);
  showPlaces(s.places);
  document.body.dataset.version = String(Number(document.body.dataset.version ?? 0) + 1);
}

function showSettings() {
  /** @type {HTMLSelectElement} */ ($('[name=ruleset]')).value = settings.ruleset;
  /** @type {HTMLSelectElement} */ ($('[name=alternating]')).value = settings.alternating;
  /** @type {HTMLSelectElement} */ ($('[name=chebyshev]')).value = settings.chebyshev;
  /** @type {HTMLInputElement} */ ($('[name=keepIllegalOut]')).checked = settings.keepIllegalOut;
  text($('[data-fw=turn]'), String(settings.turn + 1));
  showHouseRules();
  for (const el of document.querySelectorAll('[data-gm]'))
    /** @type {HTMLInputElement} */ (el).disabled = role !== 'GM';
}

/** @param {Partial<import('./scene-map.js').Settings>} change */
async function saveSettings(change) {
  settings = { ...settings, ...change };
  await OBR.room.setMetadata({ [SETTINGS_KEY]: settings });
}

/** @param {Item} item */
function tokenForm(item) {
  // What this extension wrote to the token (or anything another wrote there): each field checked below.
  const m = /** @type {Record<string, unknown>} */ (item.metadata?.[TOKEN_KEY] ?? {});
  const form = document.createElement('form');
  form.dataset.item = item.id;
  form.innerHTML = `<b></b>
    <label>side <input name="side" size="8"></label>
    <label>walk <input name="walk" type="number" min="0" step="5" size="3"></label>
    <label>fly <input name="fly" type="number" min="0" step="5" size="3"></label>
    <label>size <select name="size"><option value="">footprint</option>${['tiny', 'small', 'medium', 'large', 'huge', 'gargantuan'].map((s) => `<option>${s}</option>`).join('')}</select></label>
    <button>Save</button>`;
  text(/** @type {HTMLElement} */ (form.querySelector('b')), item.name || item.id);
  // The record of this token's last move this turn (move-record.js), kept up to date by showRecords.
  const last = document.createElement('p');
  last.dataset.fw = 'token-last-move';
  last.className = 'last-move';
  form.append(last);
  showRecord(form, item);
  const f = /** @type {any} */ (form.elements);
  f.side.value = typeof m.side === 'string' ? m.side : '';
  f.walk.value = typeof m.walk === 'number' ? m.walk : '';
  f.fly.value = typeof m.fly === 'number' ? m.fly : '';
  f.size.value = typeof m.size === 'string' ? m.size : '';
  form.addEventListener('submit', (ev) => {
    ev.preventDefault();
    /** @type {Record<string, string | number>} */
    const data = {};
    if (f.side.value.trim()) data.side = f.side.value.trim();
    for (const k of ['walk', 'fly']) if (f[k].value !== '') data[k] = Number(f[k].value);
    if (f.size.value) data.size = f.size.value;
    OBR.scene.items.updateItems([item.id], (items) => {
      for (const it of items) it.metadata[TOKEN_KEY] = data;
    });
  });
  return form;
}

/** @param {Item} item */
function markForm(item) {
  const current = item.metadata?.[MARK_KEY];
  const mark = /** @type {{terrain?: unknown, wall?: string} | undefined} */ (current);
  const now = !mark ? 'none' : mark.terrain ? 'difficult' : (mark.wall ?? 'wall');
  const form = document.createElement('form');
  form.dataset.item = item.id;
  form.innerHTML = `<b></b> <label>Footwork: <select name="mark">${Object.keys(MARKS)
    .map(
      (k) => `<option value="${k}">${k === 'difficult' ? 'difficult terrain' : k === 'low' ? 'low wall' : k}</option>`,
    )
    .join('')}</select></label>`;
  text(/** @type {HTMLElement} */ (form.querySelector('b')), item.name || item.type);
  const select = /** @type {HTMLSelectElement} */ (form.querySelector('select'));
  select.value = now;
  select.disabled = role !== 'GM';
  select.addEventListener('change', () => {
    const mark = MARKS[select.value];
    OBR.scene.items.updateItems([item.id], (items) => {
      for (const it of items) {
        if (mark) it.metadata[MARK_KEY] = mark;
        else delete it.metadata[MARK_KEY];
      }
    });
  });
  return form;
}

/** @param {Element} form @param {Item} item */
function showRecord(form, item) {
  const r = readRecord(item.metadata?.[SPENT_KEY], settings.turn);
  text(
    /** @type {HTMLElement} */ (form.querySelector('[data-fw=token-last-move]')),
    r ? r.text : 'No move yet this turn.',
  );
}

// After any drop (anyone's): the newest move record of the turn under "Last move", and the selected
// tokens' own records in their forms.
/** @param {Item[]} items */
function showRecords(items) {
  /** @type {ReturnType<typeof readRecord>} */
  let newest = null;
  for (const it of items) {
    if (it.type !== 'IMAGE' || it.layer !== 'CHARACTER') continue;
    const r = readRecord(it.metadata?.[SPENT_KEY], settings.turn);
    if (r && (!newest || r.at >= newest.at)) newest = r;
    const form = document.querySelector(`form[data-item="${CSS.escape(it.id)}"]`);
    if (form?.querySelector('[data-fw=token-last-move]')) showRecord(form, it);
  }
  text($('[data-fw=last-move]'), newest ? newest.text : '—');
}

// The selection last drawn, and a count of requests: a player change that keeps the selection (a role,
// a name, a colour) leaves the forms alone, so nothing the user is typing is wiped; and of two renders
// in flight only the later one draws (getItems answers may come back out of order).
let shownSelection = '';
let renders = 0;

/** @param {string[] | undefined} ids @param {boolean} [force] */
async function showSelection(ids, force = false) {
  const key = JSON.stringify(ids ?? []);
  if (!force && key === shownSelection) return;
  shownSelection = key;
  const mine = ++renders;
  const box = $('[data-fw=selection]');
  if (!ids || ids.length === 0) {
    box.replaceChildren(
      Object.assign(document.createElement('p'), {
        textContent:
          'Select a token to set its side and speeds; the GM selects a drawing to mark it as difficult terrain or a wall.',
      }),
    );
    return;
  }
  const items = await OBR.scene.items.getItems(ids);
  if (mine !== renders) return;
  box.replaceChildren(
    ...items.map((it) => (it.type === 'IMAGE' && it.layer === 'CHARACTER' ? tokenForm(it) : markForm(it))),
  );
}

OBR.onReady(async () => {
  role = await OBR.player.getRole();
  const md = await OBR.room.getMetadata();
  settings = readSettings(md[SETTINGS_KEY]).settings;
  showSettings();
  OBR.room.onMetadataChange((m) => {
    settings = readSettings(m[SETTINGS_KEY]).settings;
    showSettings();
  });
  // Sent by this player's own background page (LOCAL): its status().
  OBR.broadcast.onMessage(STATUS_CHANNEL, (event) => showStatus(/** @type {Status} */ (event.data)));
  OBR.player.onChange((player) => {
    const roleChanged = player.role !== role; // the marks' controls depend on it: draw them again
    role = player.role;
    showSettings();
    showSelection(player.selection, roleChanged);
  });
  showSelection(await OBR.player.getSelection());
  OBR.scene.items.onChange(showRecords);
  showRecords(await OBR.scene.items.getItems());
  $('[name=ruleset]').addEventListener('change', (e) =>
    saveSettings({ ruleset: /** @type {HTMLSelectElement} */ (e.target).value }),
  );
  $('[name=alternating]').addEventListener('change', (e) =>
    saveSettings({ alternating: /** @type {HTMLSelectElement} */ (e.target).value }),
  );
  $('[name=chebyshev]').addEventListener('change', (e) =>
    saveSettings({ chebyshev: /** @type {HTMLSelectElement} */ (e.target).value }),
  );
  $('[name=keepIllegalOut]').addEventListener('change', (e) =>
    saveSettings({ keepIllegalOut: /** @type {HTMLInputElement} */ (e.target).checked }),
  );
  $('[data-fw=new-turn]').addEventListener('click', () => saveSettings({ turn: settings.turn + 1 }));
  bindPlaces();
  await OBR.broadcast.sendMessage(STATUS_REQUEST_CHANNEL, {}, { destination: 'LOCAL' });
});
