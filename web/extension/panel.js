// The floating panel (docs/extension.md, "The panel"): movable by its title bar, collapsible to one
// line, its place remembered; a line per token of yours (the GM: every token), the last moved on top,
// with its speed, what it spent this turn, its conditions and its last move; the readout of the
// selected (else the last moved) token of yours: per square its cost, the turn's total and its band,
// illegal steps in the engine's words, opportunity attacks; the ruleset, the turn, the conventions.
//
// It is built once and updated in place: a field being typed in is never redrawn or moved under the
// cursor (a speed is taken on Enter or when the field is left). A shadow root keeps Roll20's styles
// out and ours in. Every text of a rule comes from the engine's answers via the shim.
import { SHADOW_MODE } from './shadow-mode.js';
import { houseRulesForm } from '../shim/house-rules-form.js';
import { CSS, el, setText } from './panel-dom.js';
import { readout } from './panel-readout.js';
import { placesSection, renderPlaces, PLACES_CSS } from './panel-places.js';

/** @typedef {import('./app.js').Roll20App} Roll20App */
/** @typedef {ReturnType<typeof import('./panel-model.js').panelState>} PanelState the view model it draws (panel-model.js, from the store) */
/** @typedef {import('./app.js').PanelActions} PanelActions what its controls ask of the app */
/** @typedef {{root: HTMLDivElement, name: HTMLSpanElement, speed: HTMLInputElement, spent: HTMLSpanElement,
 *   undo: HTMLButtonElement, reset: HTMLButtonElement, last: HTMLDivElement, conds: HTMLDivElement}} TokenLine */

export class Panel {
  /** @param {Document} doc @param {import('./settings.js').Settings | null} [settings] */
  constructor(doc, settings = null) {
    this.doc = doc;
    this.settings = settings;
    this.host = doc.createElement('footwork-panel');
    this.root = this.host.attachShadow({ mode: SHADOW_MODE });
    const style = doc.createElement('style');
    style.textContent = CSS + PLACES_CSS;
    const d = doc;
    this.box = el(d, 'div', { class: 'fw', 'data-fw': 'panel' });
    this.dot = el(d, 'span', { class: 'dot', title: 'Live on the map' });
    this.oneline = el(d, 'span', { class: 'oneline', 'data-fw': 'oneline' });
    this.engineTag = el(d, 'span', { class: 'muted', 'data-fw': 'engine' });
    this.toggle = el(d, 'button', { 'data-fw': 'collapse', title: 'Collapse to one line or open', text: '–' });
    this.header = el(
      d,
      'header',
      { 'data-fw': 'handle' },
      el(d, 'span', { class: 'title', text: 'Footwork' }),
      this.dot,
      this.oneline,
      this.engineTag,
      this.toggle,
    );
    this.body = el(d, 'div', { class: 'body' });
    // The parts under the title bar, laid out by build() at the first render.
    this.live = el(d, 'div', { class: 'live', 'data-fw': 'live' });
    this.picker = el(d, 'select', { 'data-fw': 'ruleset' });
    this.picker.onchange = () => this.actions?.setRuleset(this.picker.value);
    this.rulesTitle = el(d, 'div', { class: 'muted', 'data-fw': 'rules-title' });
    this.rulesWords = el(d, 'div', { class: 'rules-words', 'data-fw': 'rules-words' });
    this.houseBox = el(d, 'div', { 'data-fw': 'house-box' });
    this.houseTitle = el(d, 'summary', { text: 'House rules' });
    this.grid = el(d, 'div', { 'data-fw': 'grid' });
    this.walls = el(d, 'div', { 'data-fw': 'walls', class: 'muted' });
    this.problems = el(d, 'ul', { class: 'problems', 'data-fw': 'problems' });
    this.tokensTitle = el(d, 'h2', { text: 'Your tokens' });
    this.list = el(d, 'div', { 'data-fw': 'tokens' });
    this.readoutBox = el(d, 'section', { 'data-fw': 'readout' });
    this.placesParts = placesSection(d, {
      setPlaces: (/** @type {{mode?: string, target?: string}} */ choice) => this.actions?.setPlaces(choice),
    });
    this.turnName = el(d, 'span', { 'data-fw': 'turn-name', class: 'muted' });
    this.next = el(d, 'button', { 'data-fw': 'new-turn', text: 'New turn' });
    this.next.onclick = () => this.actions?.newTurn();
    this.source = el(
      d,
      'select',
      { 'data-fw': 'speed-source' },
      ...[
        ['form', 'typed here (30 by default)'],
        ['bar1', 'bar 1 value'],
        ['bar2', 'bar 2 value'],
        ['bar3', 'bar 3 value'],
        ['attribute', 'the character’s speed attribute'],
      ].map(([v, t]) => el(d, 'option', { value: v, text: t })),
    );
    this.source.onchange = () => this.actions?.setSpeedSource(this.source.value);
    this.markers = el(d, 'input', { type: 'text', 'data-fw': 'markers', placeholder: 'marker=condition, …' });
    this.markers.onchange = () => this.actions?.setMarkerMapping(this.markers.value);
    this.markerNote = el(d, 'div', { class: 'muted', 'data-fw': 'marker-note' });
    // Compact by default (issue 25, item 16): the move, the tokens and the turn in view; the page,
    // its rules and the conventions each behind a line of their own, opened when wanted.
    this.pageTitle = el(d, 'summary', { 'data-fw': 'page-summary', text: 'Page and rules' });
    this.box.append(this.header, this.body);
    this.root.append(style, this.box);
    doc.documentElement.append(this.host);
    /** @type {PanelActions | null} */
    this.actions = null;
    this.built = false;
    /** @type {Map<string, TokenLine>} id → the token's line (elements) */
    this.tokens = new Map();
    this.toggle.onclick = () => this.setCollapsed(!this.box.classList.contains('collapsed'));
    this.makeMovable();
    this.restore();
  }

  // ---- Place and collapse, kept in chrome.storage (settings.js).
  async restore() {
    const p = (await this.settings?.loadPanel()) ?? {};
    if (Number.isFinite(p.left) && Number.isFinite(p.top)) this.moveTo(p.left, p.top);
    if (p.collapsed) this.setCollapsed(true, false);
  }

  save() {
    const r = this.box.getBoundingClientRect();
    const moved = this.box.style.top !== '';
    this.settings?.savePanel({
      ...(moved ? { left: Math.round(r.left), top: Math.round(r.top) } : {}),
      collapsed: this.box.classList.contains('collapsed'),
    });
  }

  /** @param {boolean} on @param {boolean} [save] */
  setCollapsed(on, save = true) {
    this.box.classList.toggle('collapsed', on);
    this.toggle.textContent = on ? '+' : '–';
    this.host.setAttribute('data-collapsed', String(on));
    if (save) this.save();
  }

  // Kept inside the window: at least the title bar stays reachable.
  /** @param {number} left @param {number} top */
  moveTo(left, top) {
    const w = this.doc.defaultView ?? window;
    const r = this.box.getBoundingClientRect();
    const x = Math.max(0, Math.min(left, w.innerWidth - Math.min(r.width, 120)));
    const y = Math.max(0, Math.min(top, w.innerHeight - 28));
    const s = this.box.style;
    s.left = `${x}px`;
    s.top = `${y}px`;
    s.bottom = 'auto';
  }

  makeMovable() {
    /** @type {{dx: number, dy: number, id: number} | null} */
    let grab = null;
    this.header.addEventListener('pointerdown', (e) => {
      if (e.button !== 0 || /** @type {Element | null} */ (e.target)?.closest?.('button, select')) return;
      const r = this.box.getBoundingClientRect();
      grab = { dx: e.clientX - r.left, dy: e.clientY - r.top, id: e.pointerId };
      this.header.setPointerCapture(e.pointerId);
      e.preventDefault();
    });
    this.header.addEventListener('pointermove', (e) => {
      if (grab && e.pointerId === grab.id) this.moveTo(e.clientX - grab.dx, e.clientY - grab.dy);
    });
    /** @param {PointerEvent} e */
    const end = (e) => {
      if (!grab || e.pointerId !== grab.id) return;
      grab = null;
      this.save();
    };
    this.header.addEventListener('pointerup', end);
    this.header.addEventListener('pointercancel', end);
  }

  /** @param {string} text @param {string} [state] */
  status(text, state) {
    this.body.replaceChildren(el(this.doc, 'div', { 'data-fw': 'status', text }));
    setText(this.oneline, text);
    if (state) this.host.setAttribute('data-state', state);
  }

  /** @param {PanelActions} actions */
  bind(actions) {
    this.actions = actions;
  }

  /** @param {string} engine */
  ready(engine) {
    this.host.setAttribute('data-state', 'ready');
    this.host.setAttribute('data-engine', engine);
    setText(this.engineTag, engine);
  }

  /** @param {Element | null | undefined} e */
  focused(e) {
    return !!e && this.root.activeElement === e;
  }

  // ---- The parts laid out once, at the first render (the status line shows until then).
  build() {
    const d = this.doc;
    this.built = true;
    this.dot.after(this.placesParts.mode); // the choice in the title bar: the panel keeps its size
    this.body.replaceChildren(
      this.problems,
      this.readoutBox,
      this.placesParts.root,
      el(
        d,
        'section',
        { 'data-fw': 'turn', class: 'turn' },
        this.tokensTitle,
        el(d, 'span', { class: 'muted', text: 'turn' }),
        this.turnName,
        this.next,
      ),
      this.list,
      el(
        d,
        'details',
        { 'data-fw': 'page' },
        this.pageTitle,
        this.live,
        el(d, 'label', { class: 'picker' }, 'Rules ', this.picker),
        this.rulesTitle,
        this.rulesWords,
        this.grid,
        this.walls,
        el(d, 'details', { 'data-fw': 'house-rules-box' }, this.houseTitle, this.houseBox),
        el(
          d,
          'details',
          { 'data-fw': 'conventions' },
          el(d, 'summary', { text: 'Conventions' }),
          el(d, 'label', {}, 'Speeds from ', this.source),
          el(d, 'div', {
            class: 'muted',
            text: 'Status markers read as conditions (besides markers named after a condition):',
          }),
          this.markers,
          this.markerNote,
          el(d, 'div', {
            class: 'muted',
            text: 'Difficult terrain: a graphic on the map or GM layer named “difficult…” (“difficult x2” counts twice).',
          }),
        ),
      ),
    );
  }

  /** @param {PanelState} s */
  render(s) {
    if (!this.actions) return;
    if (!this.built) this.build();
    const d = this.doc;
    this.dot.classList.toggle('on', !!s.live?.live);
    this.dot.title = s.live?.text ?? '';
    setText(this.live, s.live?.text ?? '');
    this.live.className = `live ${s.live?.live ? 'on' : 'off'}`;
    this.live.dataset.live = String(!!s.live?.live);
    this.live.dataset.engine = s.live?.engine ?? '';

    if (!this.focused(this.picker)) {
      const ids = s.rulesets.map((r) => r.id).join();
      if (this.picker.dataset.ids !== ids) {
        this.picker.replaceChildren(
          ...s.rulesets.map((r) => el(d, 'option', { value: r.id, text: r.id, title: r.title })),
        );
        this.picker.dataset.ids = ids;
      }
      this.picker.value = s.ruleset ?? '';
    }
    this.lastRulesets = s.rulesets;
    this.renderHouse(s.house);
    const hex = s.grid?.type === 'hex' ? /** @type {import('../shim/index.js').HexGrid} */ (s.grid) : null;
    setText(
      this.grid,
      hex
        ? `${hex.width} × ${hex.height} hexes of ${hex.cellFeet} ft (${hex.orientation}-topped, ${Math.round(hex.cellPx * 10) / 10} px apart)`
        : s.grid
          ? `${s.grid.width} × ${s.grid.height} cells of ${s.grid.cellFeet} ft (${s.grid.cellPx} px)`
          : 'Waiting for the Roll20 page…',
    );
    if (s.grid && s.walls) {
      const w = s.walls;
      this.walls.dataset.edges = String(w.edges);
      setText(
        this.walls,
        `Walls ${w.walls}, doors ${w.doorsClosed} closed / ${w.doorsOpen} open, windows ${w.windows}: ${w.edges} ${s.grid.type === 'hex' ? 'hex sides' : 'cell edges'} blocked`,
      );
    }
    const issues = [...s.problems, ...s.errors];
    this.problems.replaceChildren(...issues.map((p) => el(d, 'li', { 'data-code': p.code, text: p.message })));
    this.problems.hidden = issues.length === 0;
    setText(this.turnName, s.turn ? `— ${s.turn}` : '');
    setText(this.tokensTitle, s.player?.gm ? 'Tokens (GM: all of them)' : 'Your tokens');
    this.renderTokens(s);
    this.readoutBox.replaceChildren(...this.readout(s));
    if (s.places) renderPlaces(d, this.placesParts, s.places, (e) => this.focused(e));
    if (!this.focused(this.source)) this.source.value = s.speedSource;
    if (!this.focused(this.markers)) this.markers.value = s.markerText ?? '';
    setText(this.markerNote, s.markerProblems.map((p) => p.message).join('; '));
    setText(
      this.oneline,
      s.move ? `${s.move.name}: ${s.move.summary}` : s.live?.live ? 'drag a token to see its cost' : '',
    );
    this.host.setAttribute('data-version', String((Number(this.host.getAttribute('data-version')) || 0) + 1));
  }

  // The house rules: the effective rules in words under the picker, and the form (one select per
  // rule, web/shim/house-rules-form.js), drawn again only when what it shows changed and no select
  // of it has the focus.
  /** @param {PanelState['house']} h */
  renderHouse(h) {
    setText(this.rulesTitle, h ? ((this.lastRulesets ?? []).find((r) => r.id === h.base)?.title ?? '') : '');
    setText(this.rulesWords, h ? h.words : '');
    setText(this.pageTitle, h ? `Page and rules: ${h.words}` : 'Page and rules');
    const n = h
      ? Object.keys(h.changes ?? {}).reduce(
          (k, key) => k + (key === 'bands' ? Object.keys(/** @type {object} */ (h.changes.bands)).length : 1),
          0,
        )
      : 0;
    setText(this.houseTitle, n ? `House rules (${n} changed)` : 'House rules');
    const key = h ? JSON.stringify([h.base, h.own, h.changes, h.entries.length]) : '';
    if (this.houseBox.dataset.key === key || this.houseBox.contains(this.root.activeElement)) return;
    this.houseBox.dataset.key = key;
    if (!h) return this.houseBox.replaceChildren();
    this.houseBox.replaceChildren(
      houseRulesForm(this.doc, {
        entries: h.entries,
        changes: h.changes,
        own: h.own,
        base: h.base,
        onChange: (/** @type {string} */ k, /** @type {unknown} */ v) => this.actions?.setHouseRule(k, v),
      }),
    );
  }

  // One line per token: built once per token, updated in place; reordered (last moved on top) only
  // while no field in the list has the focus.
  /** @param {PanelState} s */
  renderTokens(s) {
    const d = this.doc;
    const actions = /** @type {PanelActions} */ (this.actions); // render draws only once bound
    const want = new Set(s.creatures.map((c) => c.id));
    for (const [id, line] of this.tokens) {
      if (!want.has(id) && !line.root.contains(this.root.activeElement)) {
        line.root.remove();
        this.tokens.delete(id);
      }
    }
    for (const c of s.creatures) {
      let line = this.tokens.get(c.id);
      if (!line) {
        const speed = el(d, 'input', {
          type: 'number',
          min: 0,
          step: 5,
          'data-fw': 'speed',
          'data-id': c.id,
          title: 'Speed in feet (Enter to set)',
        });
        speed.onchange = () => actions.setSpeed(c.id, speed.value);
        speed.onclick = (e) => e.stopPropagation();
        const undo = el(d, 'button', {
          'data-fw': 'undo',
          'data-id': c.id,
          text: 'Undo',
          title: 'Take back the last drag',
        });
        undo.onclick = (e) => {
          e.stopPropagation();
          actions.undo(c.id);
        };
        const reset = el(d, 'button', {
          'data-fw': 'reset',
          'data-id': c.id,
          text: 'Reset',
          title: 'Forget this token’s movement this turn',
        });
        reset.onclick = (e) => {
          e.stopPropagation();
          actions.resetTurn(c.id);
        };
        const parts = {
          name: el(d, 'span', { class: 'name' }),
          speed,
          spent: el(d, 'span', { class: 'spent', 'data-id': c.id }),
          undo,
          reset,
          last: el(d, 'div', { class: 'last', 'data-fw': 'line-summary' }),
          conds: el(d, 'div', { class: 'conds', 'data-fw': 'conditions' }),
        };
        const root = el(
          d,
          'div',
          { class: 'tok', 'data-fw': 'token', 'data-id': c.id },
          el(
            d,
            'div',
            { class: 'row' },
            parts.name,
            parts.spent,
            parts.speed,
            el(d, 'span', { class: 'muted', text: 'ft' }),
          ),
          el(d, 'div', { class: 'row' }, parts.last, parts.undo, parts.reset),
          parts.conds,
        );
        line = { ...parts, root };
        root.onclick = () => actions.select(c.id);
        this.tokens.set(c.id, line);
      }
      setText(line.name, c.name);
      if (!this.focused(line.speed)) line.speed.value = String(c.speed);
      line.speed.classList.toggle('typed', c.typed);
      const moved = c.spent.drags > 0;
      if (moved) line.spent.setAttribute('data-fw', 'spent');
      else line.spent.removeAttribute('data-fw');
      setText(line.spent, moved ? `${c.spent.feet} ft, ${c.spent.drags} drag${c.spent.drags === 1 ? '' : 's'}` : '');
      // On a page the engine refused, nothing can be taken back or reset there: no buttons.
      line.undo.hidden = !moved || !s.priced;
      line.reset.hidden = !moved || !s.priced;
      setText(line.last, c.last ?? '');
      setText(line.conds, c.conditions.length ? c.conditions.join(', ') : '');
      line.root.classList.toggle('selected', c.id === s.selected);
    }
    if (this.list.contains(this.root.activeElement)) return;
    // Every creature has its line: made above.
    const order = s.creatures.map((c) => /** @type {TokenLine} */ (this.tokens.get(c.id)).root);
    const now = [...this.list.children];
    if (order.length !== now.length || order.some((e, i) => e !== now[i])) this.list.replaceChildren(...order);
  }

  /** @param {PanelState} s */
  readout(s) {
    return readout(this, s);
  }
}
