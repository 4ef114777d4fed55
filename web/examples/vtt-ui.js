// The toy VTT's page controls (vtt.js): a menu a plugin adds to the toolbar, the target menu (the
// VTT's own targeting, as VTTs have it), and the legend of the plugin's area in the side panel.

/**
 * A menu in the toolbar, before "Next turn": `options` [[value, words] …], the first chosen.
 * Returns a function giving the value chosen now; `onChange(value)` runs on every change.
 * @param {Element} toolbar @param {string} label @param {string[][]} options @param {(value: string) => void} onChange
 */
export function addMenu(toolbar, label, options, onChange) {
  const wrap = document.createElement('label');
  wrap.append(`${label} `);
  const select = document.createElement('select');
  select.dataset.menu = label;
  for (const [value, words] of options) select.append(new Option(words, value));
  select.addEventListener('change', () => onChange(select.value));
  wrap.append(select);
  toolbar.insertBefore(wrap, toolbar.querySelector('#next-turn'));
  return () => select.value;
}

/**
 * The target menu's entries: nobody, then every token by name; `target` (an id or null) chosen.
 * @param {HTMLSelectElement} select @param {{id: string, name: string}[]} tokens @param {string | null} target
 */
export function fillTargets(select, tokens, target) {
  select.replaceChildren(new Option('nobody', ''), ...tokens.map((t) => new Option(t.name, t.id)));
  select.value = target ?? '';
}

/**
 * The legend of the plugin's area, in the side panel: a title line and one line per swatch
 * ({fill, hatch?, text}); null hides it.
 * @param {HTMLElement} box @param {{title: string, items?: {fill: string, hatch?: boolean, text: string}[]} | null} legend
 */
export function showLegend(box, legend) {
  box.hidden = !legend;
  box.replaceChildren();
  if (!legend) return;
  const title = document.createElement('p');
  title.className = 'area-title';
  title.textContent = legend.title;
  const list = document.createElement('ul');
  for (const { fill, hatch, text } of legend.items ?? []) {
    const li = document.createElement('li');
    const swatch = document.createElement('span');
    swatch.className = hatch ? 'sw hatch' : 'sw';
    swatch.style.backgroundColor = fill;
    li.append(swatch, text);
    list.append(li);
  }
  box.append(title, list);
}
