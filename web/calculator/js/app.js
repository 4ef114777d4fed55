// The calculator: wires the panels and the map to the engine. The engine's Scene is the truth; after
// every accepted update the page keeps its normal form (Scene.toJSON()) in memory and in localStorage,
// and re-asks the move and reachable queries. A refused update changes nothing and shows the error.
(function (FC) {
  'use strict';

  const $ = FC.$;
  let engine = null;
  let state = null;
  let rulesets = [];
  let board = null;
  let drag = null;          // the pointer gesture under way
  let hover = null;         // the cell under the cursor
  let selectedId = null;    // the creature in the creature form
  let moveAnswer = null;
  let planes = null;
  let edges = null;
  let pathView = null;
  let preview = null;
  let reachMap = null;      // index → the reachable query's entry, for the hover line
  const history = [];       // earlier scenes (JSON text), for Undo edit
  let refreshQueued = 0;     // the requestAnimationFrame id of a pending redraw

  const same = (a, b) => Array.isArray(a) && Array.isArray(b) && a[0] === b[0] && a[1] === b[1];
  const isCell = (item) => Array.isArray(item);
  const adjacent = (a, b) => Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1])) === 1;

  function report(err) {
    if (err && err.code) FC.showError(err);
    else FC.showError({ code: 'page', message: err && err.message ? err.message : String(err), path: '$' });
  }

  function ruleset() {
    return rulesets.find((r) => r.id === state.scene.ruleset) || rulesets[0];
  }
  function cellFeet() {
    return state.scene.grid.cellFeet || ruleset().cellFeet;
  }
  function creatures() {
    return state.scene.creatures || [];
  }
  function mover() {
    return creatures().find((c) => c.id === state.mover);
  }
  function footprintOf(c) {
    return FC.footprint(c, ruleset(), cellFeet());
  }
  function creatureAt(cell) {
    // The last drawn is on top: search from the end.
    const list = creatures();
    for (let i = list.length - 1; i >= 0; i--) {
      const c = list[i];
      const [w, h] = footprintOf(c);
      if (cell[0] >= c.position[0] && cell[0] < c.position[0] + w &&
          cell[1] >= c.position[1] && cell[1] < c.position[1] + h) return c;
    }
    return null;
  }

  // Runs one change of the engine's scene. Refused: the undo entry `remembered` pushed for it is
  // dropped and the error shown; accepted: the page keeps the engine's normal form of the scene.
  function attempt(change, remembered) {
    try {
      change();
    } catch (e) {
      if (remembered) history.pop();
      report(e);
      return false;
    }
    state.scene = engine.sceneJSON();
    FC.clearError();
    return true;
  }

  // Runs a Scene update; on success keeps the new normal form and redraws, on refusal shows why.
  // `lazy`: during a drag the redraw waits for the next frame (many updates, one redraw); a click
  // redraws at once.
  function edit(fn, after, lazy) {
    if (!attempt(() => engine.update(fn), remember())) return false;
    if (after) after();
    if (lazy) scheduleRefresh();
    else refresh();
    return true;
  }

  // Replaces the whole scene (import, ruleset, grid size); the old one stays on error.
  function replaceScene(spec, forget) {
    if (!attempt(() => engine.load(spec), !forget && remember())) return false;
    if (!mover()) { state.mover = creatures().length ? creatures()[0].id : ''; state.path = []; }
    syncSceneInputs();
    refresh();
    return true;
  }

  // Keeps the scene before a change for Undo edit: once per gesture (a drag paints many cells).
  function remember() {
    if (drag) {
      if (drag.remembered) return false;
      drag.remembered = true;
    }
    history.push(JSON.stringify(state.scene));
    if (history.length > 100) history.shift();
    $('scene-undo').disabled = false;
    return true;
  }

  function undoEdit() {
    if (!history.length) return;
    replaceScene(JSON.parse(history.pop()), true);
    $('scene-undo').disabled = history.length === 0;
  }

  function scheduleRefresh() {
    if (refreshQueued) return;
    refreshQueued = window.requestAnimationFrame(() => { refreshQueued = 0; refresh(); });
  }

  function syncSceneInputs() {
    $('ruleset').value = state.scene.ruleset;
    $('ruleset-title').textContent = `${ruleset().title}. Default cell: ${ruleset().cellFeet} ft; ` +
      `diagonals: ${ruleset().diagonal === 'one' ? 'every square counts 1' : 'alternate 1 and 2 squares'}.`;
    $('grid-width').value = state.scene.grid.width;
    $('grid-height').value = state.scene.grid.height;
    $('grid-feet').value = cellFeet();
    FC.fillSelect($('cr-size'), ruleset().sizes.map((s) => s.size), $('cr-size').value || 'medium');
  }

  function moveOptions() {
    const o = { creature: state.mover };
    if (state.band) o.band = state.band;
    if (state.spent) o.spent = state.spent;
    if (state.diagonals) o.diagonals = state.diagonals;
    if (state.mode) o.mode = state.mode;
    return o;
  }

  // The last cell of the path (path items are cells or actions: {action: "stand"}).
  function pathEnd() {
    for (let i = state.path.length - 1; i >= 0; i--) if (isCell(state.path[i])) return state.path[i];
    return mover().position;
  }

  // One position per path item: an action happens where the creature is.
  function itemCells(start, path) {
    let at = start;
    return path.map((item) => (isCell(item) ? (at = item) : at));
  }

  // The whole picture from the engine: queries, then the map, the tables and the JSON.
  function refresh() {
    if (refreshQueued) { window.cancelAnimationFrame(refreshQueued); refreshQueued = 0; }
    FC.saveState(state);
    const rs = ruleset();
    const bands = rs.bands.map((b) => b.name);
    if (!bands.includes(state.band)) state.band = bands[0];
    FC.fillSelect($('band'), bands, state.band, (n) => {
      const b = rs.bands.find((x) => x.name === n);
      return b.multiplier !== undefined ? `${n} (×${b.multiplier})` : `${n} (${b.squares} sq)`;
    });
    for (const o of $('band').options) o.title = rs.bands.find((b) => b.name === o.value).text || '';
    if (!mover()) state.mover = creatures().length ? creatures()[0].id : '';
    FC.fillSelect($('mover'), creatures().map((c) => c.id), state.mover);
    $('spent').value = state.spent;
    $('diagonals').value = state.diagonals;
    $('mode').value = state.mode;

    moveAnswer = null;
    let reach = null;
    if (mover()) {
      moveAnswer = engine.ask(Object.assign({ query: 'move' }, moveOptions(), { path: state.path }));
      if (state.showReach) {
        const req = moveOptions();
        req.query = 'reachable';
        if (state.reachBands === 'all') delete req.band;
        const answer = engine.ask(Object.assign({ query: 'reachable' }, req));
        if (answer.result) {
          const r = answer.result;
          reach = new Map();
          reachMap = reach;
          const w = state.scene.grid.width;
          for (let i = 0; i < r.count; i++) {
            const x = r.cells[2 * i];
            const y = r.cells[2 * i + 1];
            reach.set(y * w + x, { feet: r.costs[i] * r.cellFeet, band: r.band[i], canEnd: r.canEnd[i], provokes: r.provokes[i] });
          }
          $('reach-count').textContent = `${r.count} places reachable` + (r.status === 'complete' ? '' : ` (${r.status})`);
        } else if (answer.error) {
          $('reach-count').textContent = `reachable: ${answer.error.code}: ${answer.error.message}`;
        }
      }
    }
    if (!reach) { $('reach-count').textContent = ''; reachMap = null; }
    planes = engine.scene.terrain();
    edges = engine.scene.edges();
    pathView = buildPathView();
    preview = null;
    if (hover) preview = askPreview(hover);
    board.render({
      width: state.scene.grid.width, height: state.scene.grid.height, planes, edges, reach,
      path: pathView, preview,
      tokens: creatures().map((c) => ({
        id: c.id, position: c.position, footprint: footprintOf(c), side: c.side, conditions: c.conditions,
        mover: c.id === state.mover, selected: state.tool === 'creature' && c.id === selectedId,
        hue: hueOf(c.side || ''),
      })),
    });
    FC.showMove(moveAnswer && (moveAnswer.error || moveAnswer.result) ? moveAnswer : null, state.mover);
    showHover();
    showJSON();
  }

  function hueOf(side) {
    if (side === 'party') return 210;
    if (side === 'monsters') return 0;
    let h = 0;
    for (const ch of side) h = (h * 31 + ch.charCodeAt(0)) % 360;
    return h;
  }

  function buildPathView() {
    const m = mover();
    if (!m) return null;
    const view = { start: m.position, cells: itemCells(m.position, state.path), footprint: footprintOf(m), labels: [], illegalFrom: -1, stop: null };
    if (moveAnswer && moveAnswer.result) {
      const r = moveAnswer.result;
      r.steps.forEach((s, i) => {
        view.labels[i] = s.legal ? FC.feet(s.total.feet) : '✗';
        if (!s.legal && view.illegalFrom < 0) view.illegalFrom = i;
      });
      if (r.stop.step >= 0 && r.stop.step < state.path.length - 1) view.stop = r.stop.cell;
    }
    return view;
  }

  // The path query from the end of the path built so far to the cell under the cursor.
  function askPreview(cell) {
    if (!state.showBest || state.tool !== 'path' || drag || !mover()) return null;
    return bestPath(cell);
  }

  // The cheapest path from the end of the path so far to `cell`, carrying what is spent and the
  // diagonals counted, so that it is priced as the continuation of the move.
  function bestPath(cell) {
    const end = pathEnd();
    if (same(end, cell)) return null;
    const req = Object.assign({ query: 'path' }, moveOptions(), { target: cell });
    if (state.path.length) {
      req.from = end;
      const r = moveAnswer && moveAnswer.result;
      if (r) req.spent = r.total.feet;
      req.diagonals = (state.diagonals || 0) + diagonalsIn(mover().position, state.path);
      if (!req.diagonals) delete req.diagonals;
    }
    const answer = engine.ask(req);
    if (!answer.result) return { cells: [], start: end, footprint: footprintOf(mover()), answer };
    return { cells: answer.result.path, start: end, footprint: footprintOf(mover()), answer };
  }

  function diagonalsIn(start, path) {
    let n = 0;
    let prev = start;
    for (const c of path) {
      if (!isCell(c)) continue;
      if (c[0] !== prev[0] && c[1] !== prev[1]) n++;
      prev = c;
    }
    return n;
  }

  function showHover() {
    const box = $('hover');
    if (!hover || !planes) { box.textContent = ''; return; }
    const w = state.scene.grid.width;
    const i = hover[1] * w + hover[0];
    const parts = [`[${hover[0]}, ${hover[1]}] ${FC.cellLook(planes, i).words}`];
    const who = creatureAt(hover);
    if (who) parts.push(`creature ${who.id}`);
    const r = reachMap ? reachMap.get(i) : undefined;
    if (r) {
      const band = engine.last.reachable.result.bands[r.band];
      parts.push(`reachable: ${FC.feet(r.feet)} ft (${band})` + (r.canEnd ? '' : ', cannot end here') +
        (r.provokes === 2 ? ', provokes' : ''));
    }
    if (preview && preview.answer) {
      const a = preview.answer;
      if (a.error) parts.push(`best path: ${a.error.code}: ${a.error.message}`);
      else {
        const r = a.result;
        let t = `best path: ${FC.feet(r.cost.feet)} ft (turn total ${FC.feet(r.total.feet)} ft), ` +
          `band ${r.endBand === null ? 'beyond every band' : r.endBand}, ${r.legal ? 'legal' : 'not legal'}`;
        if (r.status !== 'complete') t += `, ${r.status}${r.reason ? ' (' + r.reason + ')' : ''}`;
        if (r.opportunityAttacks.length) t += `, opportunity attacks: ${r.opportunityAttacks.join(', ')}`;
        parts.push(t);
      }
    }
    box.textContent = parts.join(' · ');
  }

  function showJSON() {
    const which = state.jsonWhich;
    FC.showJSON(engine.last[which], state.scene, state.jsonScene);
  }

  // ---- path tool ----------------------------------------------------------------------------

  function pathClick(cell) {
    const m = mover();
    if (!m) return;
    const start = m.position;
    const end = pathEnd();
    const other = creatureAt(cell);
    if (!state.path.length && other && other.id !== m.id) {
      state.mover = other.id;
      refresh();
      return;
    }
    if (state.path.length && same(cell, end)) state.path.pop();
    else if (same(cell, start)) state.path = [];
    else if (state.path.some((c) => same(c, cell))) {
      let k = state.path.length - 1;
      while (!same(state.path[k], cell)) k--;
      state.path = state.path.slice(0, k + 1);
    } else if (adjacent(end, cell)) state.path.push(cell);
    else {
      const p = bestPath(cell) || {};
      if (p.answer && p.answer.error) { report(p.answer.error); return; }
      if (p.cells && p.cells.length) state.path.push(...p.cells);
    }
    refresh();
  }

  // Dragging: each cell entered joins the path (cells skipped by a fast pointer are filled in along
  // a line); going back over the previous cell takes the last step back.
  function pathDragTo(cell) {
    const m = mover();
    for (let guard = 0; guard < 10000; guard++) {
      const end = pathEnd();
      if (same(end, cell)) break;
      const next = [end[0] + Math.sign(cell[0] - end[0]), end[1] + Math.sign(cell[1] - end[1])];
      const before = state.path.length >= 2 ? itemCells(m.position, state.path)[state.path.length - 2] : m.position;
      if (state.path.length && same(next, before)) state.path.pop();
      else state.path.push(next);
    }
    scheduleRefresh();
  }

  // ---- wall tool ----------------------------------------------------------------------------

  function edgeAt(at) {
    const [x, y] = at.cell;
    const d = { left: [-1, 0], right: [1, 0], top: [0, -1], bottom: [0, 1] }[at.side];
    const other = [x + d[0], y + d[1]];
    const { width: w, height: h } = state.scene.grid;
    if (other[0] < 0 || other[1] < 0 || other[0] >= w || other[1] >= h) return null;
    const a = d[0] + d[1] < 0 ? other : at.cell;  // a is left of / above b
    const b = d[0] + d[1] < 0 ? at.cell : other;
    const kind = a[1] === b[1] ? edges.vertical[a[1] * (w + 1) + b[0]] : edges.horizontal[b[1] * w + a[0]];
    return { a, b, kind: FC.edgeKinds[kind] };
  }

  // ---- pointer ------------------------------------------------------------------------------

  function down(at) {
    const cell = at.cell;
    if (state.tool === 'path') {
      drag = { tool: 'path', start: cell, moved: false };
    } else if (state.tool === 'terrain') {
      drag = { tool: 'terrain' };
      edit((s) => s.setTerrain(cell, state.brush));
    } else if (state.tool === 'wall') {
      const e = edgeAt(at);
      if (!e) return;
      const kind = e.kind === state.wallKind ? 'none' : state.wallKind;
      drag = { tool: 'wall', kind };
      edit((s) => s.setEdge(e.a, e.b, kind));
    } else if (state.tool === 'creature') {
      const c = creatureAt(cell);
      if (c) {
        selectCreature(c.id);
        drag = { tool: 'creature', id: c.id, offset: [cell[0] - c.position[0], cell[1] - c.position[1]] };
        refresh();
      } else {
        const spec = FC.readCreatureForm(cell);
        if (!spec.id || creatures().some((x) => x.id === spec.id)) spec.id = FC.freshId(creatures(), spec.id);
        edit((s) => s.addCreature(spec), () => {
          selectCreature(spec.id);
          if (!mover()) state.mover = spec.id;
        });
      }
    }
  }

  function move(at) {
    const cell = at.cell;
    if (!drag) {
      if (!same(hover, cell)) {
        hover = cell;
        if (planes) {
          preview = askPreview(cell);
          board.renderPaths(pathView, preview);
          showHover();
          if (state.jsonWhich === 'path') showJSON();
        }
      }
      return;
    }
    hover = cell;
    if (drag.tool === 'path') {
      if (!at.inner || same(drag.last, cell)) return;
      drag.last = cell;
      if (!drag.moved) {
        drag.moved = true;
        const m = mover();
        if (!m) return;
        if (same(drag.start, m.position)) state.path = [];
        else if (!same(drag.start, pathEnd())) pathDragTo(drag.start);
      }
      pathDragTo(cell);
    } else if (drag.tool === 'terrain') {
      edit((s) => s.setTerrain(cell, state.brush), null, true);
    } else if (drag.tool === 'wall') {
      const e = edgeAt(at);
      if (e && e.kind !== drag.kind) edit((s) => s.setEdge(e.a, e.b, drag.kind), null, true);
    } else if (drag.tool === 'creature') {
      const pos = [cell[0] - drag.offset[0], cell[1] - drag.offset[1]];
      const id = drag.id;
      edit((s) => s.moveCreature(id, pos), () => {
        if (id === state.mover) state.path = [];
        $('cr-pos').value = `[${pos}]`;
      }, true);
    }
  }

  function up(at) {
    const d = drag;
    drag = null;
    if (!d) return;
    if (d.tool === 'path' && !d.moved && at && same(at.cell, d.start)) pathClick(at.cell);
    else refresh();
  }

  function selectCreature(id) {
    selectedId = id;
    const c = creatures().find((x) => x.id === id);
    if (c) FC.writeCreatureForm(c);
  }

  // ---- panels -------------------------------------------------------------------------------

  function setTool(tool) {
    state.tool = tool;
    for (const t of ['terrain', 'wall', 'creature']) $('tool-' + t).hidden = t !== tool;
    for (const r of document.querySelectorAll('input[name=tool]')) r.checked = r.value === tool;
    $('board').dataset.tool = tool;
  }

  function resizedScene(width, height, feet) {
    const s = JSON.parse(JSON.stringify(state.scene));
    const rows = (s.grid.rows || []).slice(0, height).map((r) => (r + '.'.repeat(width)).slice(0, width));
    while (rows.length < height) rows.push('.'.repeat(width));
    s.grid.width = width;
    s.grid.height = height;
    s.grid.cellFeet = feet;
    s.grid.rows = rows;
    if (s.grid.cells) s.grid.cells = s.grid.cells.filter((c) => c.cell[0] < width && c.cell[1] < height);
    if (s.grid.walls) {
      s.grid.walls = s.grid.walls.map((wl) => {
        const v = wl.from[0] === wl.to[0];
        const lim = v ? height : width;
        const fixed = v ? wl.from[0] : wl.from[1];
        if (fixed > (v ? width : height)) return null;
        const i = v ? 1 : 0;
        const lo = Math.min(wl.from[i], wl.to[i]);
        const hi = Math.min(Math.max(wl.from[i], wl.to[i]), lim);
        if (hi <= lo) return null;
        const from = v ? [fixed, lo] : [lo, fixed];
        const to = v ? [fixed, hi] : [hi, fixed];
        return Object.assign({}, wl, { from, to });
      }).filter(Boolean);
    }
    return s;
  }

  function number(id) {
    const raw = $(id).value;
    return raw === '' ? NaN : Number(raw);
  }

  function importText(text) {
    let spec = text;
    try {
      const parsed = JSON.parse(text);
      // A whole request (as the JSON panel shows it) is accepted too: its scene is taken.
      if (parsed && typeof parsed === 'object' && parsed.query && parsed.scene) spec = parsed.scene;
    } catch (e) { /* the engine reports bad JSON with line and column */ }
    const before = state.mover;
    if (replaceScene(spec)) {
      state.path = [];
      if (!creatures().some((c) => c.id === before)) state.mover = creatures().length ? creatures()[0].id : '';
      state.spent = 0;
      state.diagonals = 0;
      $('status').textContent = 'Scene imported.';
      refresh();
    }
  }

  function exportScene() {
    const text = JSON.stringify(state.scene, null, 2);
    $('scene-text').value = text;
    const a = $('scene-download');
    a.href = 'data:application/json;charset=utf-8,' + encodeURIComponent(text + '\n');
    a.hidden = false;
  }

  function copy(id) {
    const area = $(id);
    const done = () => { $('status').textContent = 'Copied.'; };
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(area.value).then(done, () => { area.select(); document.execCommand('copy'); done(); });
    } else {
      area.select();
      document.execCommand('copy');
      done();
    }
  }

  function wire() {
    board = new FC.Board($('board'), { down, move, up, leave: () => {
      hover = null;
      preview = null;
      if (board && pathView !== null) board.renderPaths(pathView, null);
      showHover();
    } });
    FC.fillSelect($('ruleset'), rulesets.map((r) => r.id), state.scene.ruleset, (id) => id);
    $('ruleset').addEventListener('change', () => {
      const next = Object.assign({}, state.scene, { ruleset: $('ruleset').value });
      if (!replaceScene(next)) $('ruleset').value = state.scene.ruleset;
    });
    $('grid-apply').addEventListener('click', () => {
      const w = number('grid-width');
      const h = number('grid-height');
      const f = number('grid-feet');
      const next = resizedScene(w, h, f);
      // Numbers that are not numbers go to the engine as they are typed, so that it names the field.
      if (!Number.isFinite(w)) next.grid.width = $('grid-width').value;
      if (!Number.isFinite(h)) next.grid.height = $('grid-height').value;
      if (!Number.isFinite(f)) next.grid.cellFeet = $('grid-feet').value;
      if (replaceScene(next) && state.path.some((c) => isCell(c) && (c[0] >= w || c[1] >= h))) state.path = [];
      else syncSceneInputs();
      refresh();
    });
    for (const r of document.querySelectorAll('input[name=tool]')) {
      r.addEventListener('change', () => { setTool(r.value); refresh(); });
    }
    FC.buildPalette(state.brush, (ch) => { state.brush = ch; FC.saveState(state); });
    $('wall-kind').value = state.wallKind;
    $('wall-kind').addEventListener('change', () => { state.wallKind = $('wall-kind').value; FC.saveState(state); });
    FC.buildConditions();
    $('cr-apply').addEventListener('click', () => {
      const old = creatures().find((c) => c.id === selectedId);
      if (!old) { report({ code: 'page', message: 'Select a creature first (Creatures tool, click it).', path: '$' }); return; }
      const spec = FC.readCreatureForm(old.position);
      // Fields the form does not show are kept.
      for (const k of ['shape', 'space', 'perCell', 'unawareOf', 'load', 'strength']) if (old[k] !== undefined) spec[k] = old[k];
      if (spec.id === old.id) {
        edit((s) => s.replaceCreature(spec));
      } else {
        // A new id: the whole scene is replaced at once, so a refused id changes nothing.
        const next = JSON.parse(JSON.stringify(state.scene));
        next.creatures = next.creatures.map((c) => (c.id === old.id ? spec : c));
        if (replaceScene(next)) {
          if (state.mover === old.id) state.mover = spec.id;
          selectedId = spec.id;
          refresh();
        }
      }
    });
    $('cr-remove').addEventListener('click', () => {
      if (!selectedId) return;
      const id = selectedId;
      edit((s) => s.removeCreature(id), () => {
        selectedId = null;
        if (state.mover === id) { state.mover = ''; state.path = []; }
      });
    });
    $('mover').addEventListener('change', () => { state.mover = $('mover').value; state.path = []; refresh(); });
    $('band').addEventListener('change', () => { state.band = $('band').value; refresh(); });
    $('mode').addEventListener('change', () => { state.mode = $('mode').value; refresh(); });
    $('spent').addEventListener('change', () => {
      const v = $('spent').value;
      state.spent = v === '' ? 0 : Number(v);
      refresh();
    });
    $('diagonals').addEventListener('change', () => {
      const v = $('diagonals').value;
      state.diagonals = v === '' ? 0 : Number(v);
      refresh();
    });
    $('path-undo').addEventListener('click', () => { state.path.pop(); refresh(); });
    $('path-stand').addEventListener('click', () => { if (mover()) { state.path.push({ action: 'stand' }); refresh(); } });
    $('path-prone').addEventListener('click', () => { if (mover()) { state.path.push({ action: 'drop-prone' }); refresh(); } });
    // Keys on the map: arrows move a cursor cell (the best path follows it), Enter or Space acts
    // there as a click would (path, terrain and creature tools), Backspace takes the last step back,
    // Escape clears the path.
    let kbd = null;
    const arrows = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    $('board').addEventListener('keydown', (ev) => {
      const { width: w, height: h } = state.scene.grid;
      if (arrows[ev.key]) {
        const d = arrows[ev.key];
        const from = kbd || (mover() ? pathEnd() : [0, 0]);
        kbd = [Math.min(w - 1, Math.max(0, from[0] + d[0])), Math.min(h - 1, Math.max(0, from[1] + d[1]))];
        board.showCursor(kbd);
        move({ cell: kbd, side: 'top', inner: true, key: '' });
      } else if ((ev.key === 'Enter' || ev.key === ' ') && kbd) {
        if (state.tool === 'wall') return;
        const at = { cell: kbd, side: 'top', inner: true, key: '' };
        down(at);
        up(at);
      } else if (ev.key === 'Backspace') { state.path.pop(); refresh(); }
      else if (ev.key === 'Escape') { state.path = []; refresh(); }
      else return;
      ev.preventDefault();
    });
    $('board').addEventListener('blur', () => { kbd = null; board.showCursor(null); });
    $('path-clear').addEventListener('click', () => { state.path = []; refresh(); });
    $('new-turn').addEventListener('click', () => { state.spent = 0; state.diagonals = 0; refresh(); });
    $('path-commit').addEventListener('click', () => {
      const r = moveAnswer && moveAnswer.result;
      if (!r || r.stop.step < 0) return;
      const taken = state.path.slice(0, r.stop.step + 1);
      const id = state.mover;
      // Standing up or dropping prone on the way changes the creature's conditions.
      let prone = (mover().conditions || []).includes('prone');
      const before = prone;
      for (const item of taken) if (!isCell(item)) prone = item.action === 'drop-prone';
      edit((s) => {
        s.moveCreature(id, r.stop.cell);
        if (prone !== before) {
          const c = s.creature(id);
          const conditions = (c.conditions || []).filter((x) => x !== 'prone');
          if (prone) conditions.push('prone');
          c.conditions = conditions;
          if (!conditions.length) delete c.conditions;
          s.replaceCreature(c);
        }
      }, () => {
        state.diagonals = (state.diagonals || 0) + diagonalsIn(mover().position, taken);
        state.spent = r.stop.spent.feet;
        state.path = [];
      });
    });
    $('show-reach').checked = state.showReach;
    $('show-reach').addEventListener('change', () => { state.showReach = $('show-reach').checked; refresh(); });
    $('reach-bands').value = state.reachBands;
    $('reach-bands').addEventListener('change', () => { state.reachBands = $('reach-bands').value; refresh(); });
    $('show-best').checked = state.showBest;
    $('show-best').addEventListener('change', () => { state.showBest = $('show-best').checked; refresh(); });
    $('json-which').value = state.jsonWhich;
    $('json-which').addEventListener('change', () => { state.jsonWhich = $('json-which').value; showJSON(); FC.saveState(state); });
    $('json-scene').checked = state.jsonScene;
    $('json-scene').addEventListener('change', () => { state.jsonScene = $('json-scene').checked; showJSON(); FC.saveState(state); });
    for (const b of document.querySelectorAll('button.copy')) b.addEventListener('click', () => copy(b.dataset.target));
    $('scene-export').addEventListener('click', exportScene);
    $('scene-import').addEventListener('click', () => importText($('scene-text').value));
    $('scene-file').addEventListener('change', () => {
      const f = $('scene-file').files[0];
      if (!f) return;
      f.text().then((text) => { $('scene-text').value = text; importText(text); });
      $('scene-file').value = '';
    });
    $('scene-clear').addEventListener('click', () => {
      edit((s) => { s.setTerrainPlanes({}); s.setEdgePlanes({}); });
    });
    $('error-close').addEventListener('click', FC.clearError);
    $('scene-undo').addEventListener('click', undoEdit);
    $('scene-undo').disabled = true;
    document.addEventListener('keydown', (ev) => {
      const typing = ev.target instanceof HTMLInputElement || ev.target instanceof HTMLTextAreaElement;
      if ((ev.ctrlKey || ev.metaKey) && ev.key === 'z' && !typing) { undoEdit(); ev.preventDefault(); }
    });
  }

  function start() {
    FC.startEngine().then((e) => {
      engine = e;
      const answer = engine.ask({ query: 'rulesets' });
      if (!answer.result) throw answer.error;
      rulesets = answer.result.rulesets;
      state = FC.loadState() || FC.defaultState();
      let problem = null;
      let refused = null;
      try {
        engine.load(state.scene);
      } catch (err) {
        problem = err;
        refused = state.scene;
        state = FC.defaultState();
        engine.load(state.scene);
      }
      state.scene = engine.sceneJSON();
      if (!Array.isArray(state.path)) state.path = [];
      if (typeof state.diagonals !== 'number') state.diagonals = 0;
      wire();
      setTool(state.tool);
      syncSceneInputs();
      refresh();
      if (problem) {
        // Not lost: the refused scene goes into the scene box, to be fixed and imported again.
        $('scene-text').value = JSON.stringify(refused, null, 2);
        report({ code: problem.code, path: problem.path,
          message: 'The saved scene could not be loaded (its JSON is in the Scene file box); a new one was started: ' + problem.message });
      }
      $('status').textContent = `Ready: engine ${engine.footwork.engine}, protocol ${engine.footwork.protocolVersion}.`;
      document.body.dataset.ready = '1';
    }).catch((err) => {
      $('status').textContent = 'The engine did not start.';
      report(err);
      document.body.dataset.ready = 'failed';
    });
  }

  FC.debugState = () => state;
  start();
})(window.FootworkCalc = window.FootworkCalc || {});
