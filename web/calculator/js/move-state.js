// The move being built and what depends on it: the allowance, the turn's spending (the shim's turn
// ledger, shown in *Spent ft* / *Diagonals*), the reachable area, the path's price, the route on the
// map and the Move tab. The engine is asked through the drag road (drag-road.js). Installed on the
// page's app object.
import { sideHue } from './palette.js';
import { showMove } from './move-panel.js';
import { markField, clearFields, inWords } from './fields.js';
import { saveState } from './store.js';
import { cellsAcross } from './map/space-pixels.js';

export function installMove(app) {
  const { $ } = app;

  /** The band the move is judged against: the chosen one, else the shim's default (Dash / double). */
  app.band = () => {
    app.session.band = app.state.band || undefined;
    return app.session.band;
  };

  app.pathEnd = () => {
    for (let i = app.state.path.length - 1; i >= 0; i--) if (Array.isArray(app.state.path[i])) return app.state.path[i];
    return app.mover().position;
  };

  // ---- the turn's spending: the shim's ledger ------------------------------------------------------
  app.typed = {}; // a Spent / Diagonals text the shim refused, kept in its field until put right

  /** What a field says: the ledger's figure, or the refused text still being corrected. */
  const showSpent = () => {
    const had = app.state.mover ? app.session.spent(app.state.mover) : { feet: 0, diagonals: 0 };
    $('spent').value = app.typed.spent ?? String(had.feet);
    $('diagonals').value = app.typed.diagonals ?? String(had.diagonals);
  };

  /** A typed Spent or Diagonals → the ledger (Session.setSpent); a refusal is said at that field. */
  app.setSpent = (field, raw) => {
    const id = app.state.mover;
    if (!id) return;
    const had = app.session.spent(id);
    const value = raw.trim() === '' ? 0 : Number(raw);
    const spent = field === 'spent' ? { feet: value, diagonals: had.diagonals } : { feet: had.feet, diagonals: value };
    clearFields([field]);
    const err = app.session.setSpent(id, spent);
    if (err) {
      app.typed[field] = raw;
      markField({ ...err, path: '$.' + field });
    } else delete app.typed[field];
    app.refresh();
  };

  /** The turn's spending of every creature, as the state keeps it ({id: {feet, diagonals}}). */
  app.turnToSave = () => {
    const out = {};
    for (const c of app.creatures()) {
      const { feet, diagonals } = app.session.spent(c.id);
      if (feet || diagonals) out[c.id] = { feet, diagonals };
    }
    return out;
  };

  /** The kept spending back into the ledger (a reload); an older state's single Spent is the mover's. */
  app.restoreTurn = (state) => {
    app.session.newTurn();
    const turn = { ...(state.turn || {}) };
    if (state.mover && (Number(state.spent) > 0 || Number(state.diagonals) > 0) && !turn[state.mover])
      turn[state.mover] = { feet: Number(state.spent) || 0, diagonals: Number(state.diagonals) || 0 };
    for (const [id, spent] of Object.entries(turn)) app.session.setSpent(id, spent);
    delete state.spent;
    delete state.diagonals;
  };

  app.newTurn = () => {
    app.typed = {};
    clearFields(['spent', 'diagonals']);
    app.session.newTurn();
  };

  // ---- the price of the path and the map's marks ---------------------------------------------------

  /** The path so far priced (the Move tab follows it live: also during a drag). */
  app.priceMove = () => {
    app.move = app.mover() ? app.road.price(app.state.mover, app.state.path) : null;
    if (app.move && app.move.error) markField(app.move.error);
    return app.move;
  };

  /** Everything that depends on the move: the queries, the map's marks, the Move tab. */
  app.refresh = (lazy) => {
    const s = app.state;
    clearFields(['band', 'mode']);
    // The bands as the scene's rules have them (a house rule may make a Dash ×3).
    const bands = app.session.bands;
    app.fillSelect(
      $('band'),
      bands.map((b) => b.name),
      app.band(),
      (n) => {
        const b = bands.find((x) => x.name === n);
        return b.multiplier !== undefined ? `${n} (×${b.multiplier})` : `${n} (${b.squares} sq)`;
      },
    );
    if (!app.mover()) s.mover = app.creatures()[0]?.id || '';
    app.fillSelect(
      $('mover'),
      app.creatures().map((c) => c.id),
      s.mover,
    );
    showSpent();
    $('mode').value = s.mode;
    app.priceMove();
    app.refreshReach();
    app.preview = null;
    app.updateRoute();
    // Each creature over its space as the engine says it stands (cells and outline).
    app.view.data.tokens = app.creatures().map((/** @type {any} */ c) => ({
      id: c.id,
      name: c.id,
      position: c.position,
      space: app.spaceAt(c.id),
      span: cellsAcross(app.spaceOf(c)),
      hue: sideHue(c.side),
      mover: c.id === s.mover,
      selected: s.tool === 'creature' && c.id === app.selected,
    }));
    app.view.invalidate('tokens');
    showMove(app.move, s.mover);
    if (app.hover && !lazy) app.hoverCell(app.hover, true);
    else app.showLabel(null);
    app.showJSON();
    saveState(app.stateToSave());
    if (!lazy) app.view.flush();
  };

  /**
   * A cell added to or taken from the path while dragging: the price (`priced`: already asked, a drag
   * held by a grab), the route and the Move tab.
   * @param {any} [priced]
   */
  app.pathChanged = (priced) => {
    if (priced) {
      app.move = priced;
      if (priced.error) markField(priced.error);
    } else app.priceMove();
    app.preview = null;
    app.updateRoute();
    app.view.flush();
    showMove(app.move, app.state.mover);
    app.describeHover();
  };

  // The drag's start: the reachable area within the allowance after this turn's spending (the shim's
  // beginDrag), asked again only when one of those changes.
  app.refreshReach = () => {
    const s = app.state;
    const m = app.mover();
    const spent = m ? app.session.spent(m.id) : null;
    const key =
      s.showReach && m
        ? JSON.stringify([m.id, m.position, spent.feet, spent.diagonals, app.band(), s.mode, app.session.ruleset])
        : '';
    if (key === app.reachKey) return;
    app.reachKey = key;
    app.reach = null;
    $('reach-count').textContent = '';
    if (key) {
      const a = app.road.reach(m.id);
      if (a.kind === 'reachable') {
        app.reach = a;
        const w = app.info().width;
        app.reach.byIndex = new Map(a.places.map((p) => [p.cell[1] * w + p.cell[0], p]));
        $('reach-count').textContent =
          `${a.places.length} places reachable` + (a.status === 'complete' ? '' : ` (${a.status})`);
      } else {
        $('reach-count').textContent = `Reachable area: ${inWords(a)}`;
      }
    }
    app.view.data.reach = app.reach;
    app.view.invalidate('reach');
    if (app.where) app.where.update(); // where to stand: the places over the new area
  };

  // The overlay's route: the path's own steps, then the hovered best path's (dashed).
  app.updateRoute = () => {
    const m = app.mover();
    const shown = app.preview && app.preview.annotation ? app.preview : app.move;
    if (!m || !shown || !shown.annotation) {
      app.view.data.route = null;
      app.view.invalidate('overlay');
      return;
    }
    const a = shown.annotation;
    const own = app.move && app.move.annotation ? app.move.annotation.cells.length : 0;
    const steps = a.cells.map((c) => ({ ...c, cell: c.cell || null })).filter((c) => c.cell);
    const stop = app.move && app.move.annotation && app.move.annotation.stop;
    app.view.data.route = {
      start: m.position,
      space: app.spaceAt(m.id), // drawn moved to each step (space-pixels.js)
      span: cellsAcross(app.spaceOf(m)),
      steps,
      own: shown === app.move ? steps.length : Math.min(own, steps.length),
      stop: stop && shown === app.move && stop.step >= 0 && stop.step < a.cells.length - 1 ? stop.cell : null,
    };
    app.view.invalidate('overlay');
  };
}
