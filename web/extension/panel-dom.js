// The panel's style and the small DOM helpers its parts share (panel.js, panel-readout.js).
import { HOUSE_RULES_CSS } from '../shim/house-rules-form.js';

export const CSS = `
:host { all: initial; }
.fw { position: fixed; left: 52px; bottom: 14px; z-index: 2147483000; width: 290px; box-sizing: border-box; max-height: 42vh; display: flex; flex-direction: column;
  font: 12px/1.35 system-ui, sans-serif; color: #1d1d1f; background: #fbfbf8; border: 1px solid #8a8a80;
  border-radius: 6px; box-shadow: 0 2px 10px rgba(0,0,0,.25); }
.fw header { display: flex; align-items: center; gap: 6px; padding: 4px 6px 4px 8px; cursor: move; user-select: none;
  background: #ecebe4; border-radius: 6px 6px 0 0; border-bottom: 1px solid #d4d3ca; }
.fw.collapsed header { border-bottom: 0; border-radius: 6px; }
.fw header .title { font-weight: 700; }
.fw header .oneline { flex: 1; min-width: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; color: #333; }
.fw header .dot { width: 8px; height: 8px; border-radius: 50%; background: #aaa; flex: none; }
.fw header .dot.on { background: #1f9d3a; }
.fw header button { cursor: pointer; font-size: 11px; padding: 0 6px; }
.fw .body { overflow: auto; padding: 4px 8px 6px; }
.fw.collapsed .body { display: none; }
.fw.collapsed header [data-fw=engine] { display: none; }
.fw .summary { font-weight: 600; margin: 4px 0; }
.fw .move { display: flex; gap: 6px; align-items: baseline; margin: 2px 0; } .fw .move .mover { font-weight: 700; flex: none; }
.fw .move .summary { margin: 0; }
.fw table { border-collapse: collapse; width: 100%; margin: 4px 0; }
.fw td, .fw th { border-bottom: 1px solid #ddd; padding: 1px 4px; text-align: left; vertical-align: top; }
.fw .steps-box { max-height: 130px; overflow: auto; }
.fw tr.band-speed td.band { color: #176b2c; } .fw tr.band-dash td.band { color: #8a5a00; } .fw tr.band-beyond td.band { color: #a11; }
.fw tr.illegal td { background: #fde8e8; }
.fw .attacks li { color: #8a1c1c; } .fw .problems li { color: #a11; }
.fw .live { color: #555; margin: 2px 0 4px; } .fw .live.off { color: #8a5a00; }
.fw section { margin-top: 8px; } .fw h2 { font-size: 12px; margin: 0 0 2px; }
.fw input[type=number] { width: 46px; } .fw select { max-width: 100%; } .fw button { font-size: 11px; }
.fw ul { margin: 2px 0; padding-left: 16px; }
.fw .tok { border-bottom: 1px solid #e2e2dc; padding: 3px 2px; cursor: pointer; }
.fw .tok.selected { background: #eef4ff; }
.fw .tok.selected .last { visibility: hidden; } /* the readout above says it in full */
.fw .tok .row { display: flex; align-items: center; gap: 6px; }
.fw .tok .name { font-weight: 600; flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.fw .tok .spent { color: #333; }
.fw .tok .last { color: #444; font-size: 11px; flex: 1; min-width: 0; }
.fw .tok .conds { color: #7a3d00; font-size: 11px; }
.fw .muted { color: #777; }
.fw details { margin-top: 4px; } .fw details > summary { cursor: pointer; color: #333; }
.fw details[data-fw=page] > summary { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.fw details[open] > summary { white-space: normal; }
.fw .picker select { width: auto; } .fw .turn { display: flex; align-items: center; gap: 4px; margin-top: 6px; } .fw .turn h2 { margin: 0; flex: 1; }
.fw details .house-rules { margin-top: 4px; } .fw details input[type=text] { width: 100%; box-sizing: border-box; }
${HOUSE_RULES_CSS}`;

/** @param {import('../lib/index.js').Cell | null | undefined} c */
export const cellText = (c) => (c ? `[${c[0]},${c[1]}]` : '');

/**
 * An element with attributes (`class`, `text`, others as text; null, undefined and false left out)
 * and children.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {Document} doc @param {K} tag @param {Record<string, unknown>} [attrs]
 * @param {...(Node | string | null | undefined)} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function el(doc, tag, attrs = {}, ...children) {
  const e = doc.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'class') e.className = String(v);
    else if (k === 'text') e.textContent = String(v);
    else e.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children) if (c !== null && c !== undefined) e.append(c);
  return e;
}

/** @param {Node} e @param {string} text */
export const setText = (e, text) => {
  if (e.textContent !== text) e.textContent = text;
};
