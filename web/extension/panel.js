// The floating panel: the live readout of the last move (per cell its cost, the turn's total and its
// band; illegal steps in the engine's words; opportunity attacks), the ruleset picker, speeds per
// token, and the turn's spent movement with undo and a new-turn button. A shadow root keeps Roll20's
// styles out and ours in. Every text of a rule comes from the engine's answers via the shim.
const CSS = `
:host { all: initial; }
.fw { position: fixed; top: 60px; right: 12px; z-index: 2147483000; width: 340px; max-height: 80vh; overflow: auto;
  font: 12px/1.35 system-ui, sans-serif; color: #1d1d1f; background: #fbfbf8; border: 1px solid #8a8a80;
  border-radius: 6px; box-shadow: 0 2px 10px rgba(0,0,0,.25); padding: 8px; }
.fw h1 { font-size: 13px; margin: 0 0 6px; display: flex; justify-content: space-between; }
.fw .engine { font-weight: normal; color: #666; }
.fw .summary { font-weight: 600; margin: 6px 0; }
.fw table { border-collapse: collapse; width: 100%; margin: 4px 0; }
.fw td, .fw th { border-bottom: 1px solid #ddd; padding: 1px 4px; text-align: left; vertical-align: top; }
.fw tr.band-speed td.band { color: #176b2c; } .fw tr.band-dash td.band { color: #8a5a00; } .fw tr.band-beyond td.band { color: #a11; }
.fw tr.illegal td { background: #fde8e8; }
.fw .attacks li { color: #8a1c1c; } .fw .problems li { color: #a11; } .fw .errors li { color: #a11; }
.fw section { margin-top: 8px; } .fw h2 { font-size: 12px; margin: 0 0 2px; }
.fw input[type=number] { width: 52px; } .fw select { max-width: 100%; } .fw button { font-size: 11px; }
.fw ul { margin: 2px 0; padding-left: 16px; }
.fw.collapsed > :not(h1) { display: none; }
`;

const cellText = (c) => (c ? `[${c[0]},${c[1]}]` : '');

function el(doc, tag, attrs = {}, ...children) {
  const e = doc.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'class') e.className = v;
    else if (k === 'text') e.textContent = v;
    else e.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children) if (c !== null && c !== undefined) e.append(c);
  return e;
}

export class Panel {
  constructor(doc) {
    this.doc = doc;
    this.host = doc.createElement('footwork-panel');
    this.root = this.host.attachShadow({ mode: 'open' });
    const style = doc.createElement('style');
    style.textContent = CSS;
    this.box = el(doc, 'div', { class: 'fw', 'data-fw': 'panel' });
    this.root.append(style, this.box);
    doc.documentElement.append(this.host);
    this.app = null;
  }

  status(text, state) {
    this.box.replaceChildren(el(this.doc, 'h1', { text: 'Footwork' }), el(this.doc, 'div', { 'data-fw': 'status', text }));
    if (state) this.host.setAttribute('data-state', state);
  }

  bind(app) {
    this.app = app;
  }

  ready(engine) {
    this.host.setAttribute('data-state', 'ready');
    this.host.setAttribute('data-engine', engine);
  }

  render(s) {
    const d = this.doc;
    const app = this.app;
    const collapsed = this.box.classList.contains('collapsed');
    const head = el(d, 'h1', {}, 'Footwork ', el(d, 'span', { class: 'engine', 'data-fw': 'engine', text: s.engine }));
    const toggle = el(d, 'button', { 'data-fw': 'collapse', text: collapsed ? '+' : '–', title: 'Show or hide' });
    toggle.onclick = () => this.box.classList.toggle('collapsed');
    head.append(toggle);

    const picker = el(d, 'select', { 'data-fw': 'ruleset' });
    for (const r of s.rulesets) picker.append(el(d, 'option', { value: r.id, text: `${r.id} — ${r.title}`, selected: r.id === s.ruleset }));
    picker.onchange = () => app.setRuleset(picker.value);

    const parts = [head, el(d, 'label', {}, 'Rules ', picker)];
    if (s.grid) parts.push(el(d, 'div', { 'data-fw': 'grid', text: `${s.grid.width} × ${s.grid.height} cells of ${s.grid.cellFeet} ft (${s.grid.cellPx} px)` }));
    else parts.push(el(d, 'div', { 'data-fw': 'grid', text: 'Waiting for the Roll20 page…' }));
    if (s.grid && s.walls) {
      const w = s.walls;
      parts.push(el(d, 'div', { 'data-fw': 'walls', 'data-edges': w.edges,
        text: `Walls ${w.walls}, doors ${w.doorsClosed} closed / ${w.doorsOpen} open, windows ${w.windows}: ${w.edges} cell edges blocked` }));
    }

    if (s.live) parts.push(el(d, 'div', { class: `live ${s.live.live ? 'on' : 'off'}`, 'data-fw': 'live', 'data-live': String(s.live.live), 'data-engine': s.live.engine ?? '', text: s.live.text }));
    const issues = [...s.problems, ...s.errors];
    if (issues.length) parts.push(el(d, 'ul', { class: 'problems', 'data-fw': 'problems' },
      ...issues.map((p) => el(d, 'li', { 'data-code': p.code, text: p.message })))); 

    parts.push(this.readout(s));
    parts.push(this.turn(s));
    parts.push(this.speeds(s));
    this.box.replaceChildren(...parts);
    this.host.setAttribute('data-version', String((Number(this.host.getAttribute('data-version')) || 0) + 1));
  }

  readout(s) {
    const d = this.doc;
    const sec = el(d, 'section', { 'data-fw': 'readout' });
    const m = s.move;
    if (!m) {
      sec.append(el(d, 'div', { class: 'summary', 'data-fw': 'summary', text: 'Move a token to see what it costs.' }));
      return sec;
    }
    sec.append(el(d, 'h2', { 'data-fw': 'mover', text: m.name }));
    sec.append(el(d, 'div', { class: 'summary', 'data-fw': 'summary', text: m.summary }));
    const table = el(d, 'table', { 'data-fw': 'steps' },
      el(d, 'tr', {}, ...['cell', 'cost', 'total', 'band', ''].map((h) => el(d, 'th', { text: h }))));
    for (const c of m.cells) {
      const note = c.illegal ? c.illegal.message : c.reasons.join(', ');
      table.append(el(d, 'tr', { class: `band-${c.band}${c.illegal ? ' illegal' : ''}`, 'data-band': c.band },
        el(d, 'td', { class: 'cell', text: c.action ?? cellText(c.cell) }),
        el(d, 'td', { class: 'cost', text: String(c.cost) }),
        el(d, 'td', { class: 'total', text: String(c.total) }),
        el(d, 'td', { class: 'band', text: c.bandName ?? '—' }),
        el(d, 'td', { class: 'note', 'data-code': c.illegal?.code, text: note })));
    }
    for (const u of m.unreached) table.append(el(d, 'tr', { class: 'unreached' }, el(d, 'td', { class: 'cell', text: cellText(u) }), el(d, 'td', { colspan: 4, text: '—' })));
    sec.append(table);
    if (m.attacks.length) sec.append(el(d, 'ul', { class: 'attacks', 'data-fw': 'attacks' },
      ...m.attacks.map((a) => el(d, 'li', { 'data-by': a.by, text: `Opportunity attack: ${a.name} (${a.reason}) at ${cellText(a.at)}` }))));
    if (s.reach) {
      const n = { speed: 0, dash: 0 };
      for (const p of s.reach.places) if (p.canEnd && n[p.band] !== undefined) n[p.band] += 1;
      const band = m.bandName ? m.bandName[0].toUpperCase() + m.bandName.slice(1) : '';
      sec.append(el(d, 'div', { 'data-fw': 'reach', text: `Still reachable this turn: ${n.speed} places within speed, ${n.dash} more within ${band}` }));
    }
    return sec;
  }

  turn(s) {
    const d = this.doc;
    const app = this.app;
    const sec = el(d, 'section', { 'data-fw': 'turn' }, el(d, 'h2', { text: 'This turn' }));
    const list = el(d, 'table', {});
    for (const c of s.creatures.filter((c) => c.spent.drags > 0)) {
      const undo = el(d, 'button', { 'data-fw': 'undo', 'data-id': c.id, text: 'Undo last drag' });
      undo.onclick = () => app.undo(c.id);
      const reset = el(d, 'button', { 'data-fw': 'reset', 'data-id': c.id, text: 'Reset' });
      reset.onclick = () => app.resetTurn(c.id);
      list.append(el(d, 'tr', { 'data-fw': 'spent', 'data-id': c.id },
        el(d, 'td', { text: c.name }),
        el(d, 'td', { class: 'feet', text: `${c.spent.feet} ft` }),
        el(d, 'td', { class: 'drags', text: `${c.spent.drags} drag${c.spent.drags === 1 ? '' : 's'}` }),
        el(d, 'td', {}, undo, ' ', reset)));
    }
    sec.append(list);
    const next = el(d, 'button', { 'data-fw': 'new-turn', text: 'New turn' });
    next.onclick = () => app.newTurn();
    sec.append(next);
    return sec;
  }

  speeds(s) {
    const d = this.doc;
    const app = this.app;
    const sec = el(d, 'section', { 'data-fw': 'speeds' }, el(d, 'h2', { text: 'Speeds (ft)' }));
    const source = el(d, 'select', { 'data-fw': 'speed-source' },
      ...[['form', 'typed here (30 by default)'], ['bar1', 'bar 1 value'], ['bar2', 'bar 2 value'], ['bar3', 'bar 3 value']]
        .map(([v, t]) => el(d, 'option', { value: v, text: t, selected: v === s.speedSource })));
    source.onchange = () => app.setSpeedSource(source.value);
    sec.append(el(d, 'label', {}, 'From ', source));
    const table = el(d, 'table', {});
    for (const c of s.creatures) {
      const input = el(d, 'input', { type: 'number', min: 0, step: 5, value: c.speed, 'data-fw': 'speed', 'data-id': c.id });
      input.onchange = () => app.setSpeed(c.id, input.value);
      table.append(el(d, 'tr', {}, el(d, 'td', { text: c.name }), el(d, 'td', {}, input)));
    }
    sec.append(table);
    return sec;
  }
}
