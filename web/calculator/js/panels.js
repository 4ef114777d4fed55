// The side panel's forms: option lists filled from the engine's answers (rulesets, bands, sizes),
// the terrain palette, and the creature form read into / written from a protocol creature object.
(function (FC) {
  'use strict';

  const $ = (id) => document.getElementById(id);
  FC.$ = $;

  FC.fillSelect = function (select, values, current, label) {
    const options = values.map((v) => {
      const o = document.createElement('option');
      o.value = v;
      o.textContent = label ? label(v) : v;
      return o;
    });
    select.replaceChildren(...options);
    if (values.includes(current)) select.value = current;
    else if (values.length) select.value = values[0];
  };

  FC.buildPalette = function (current, onPick) {
    const box = $('palette');
    box.replaceChildren();
    for (const b of FC.brushes) {
      const label = document.createElement('label');
      label.className = 'brush';
      const input = document.createElement('input');
      input.type = 'radio';
      input.name = 'brush';
      input.value = b.char;
      input.checked = b.char === current;
      input.addEventListener('change', () => onPick(b.char));
      const swatch = document.createElement('span');
      swatch.className = 'swatch ' + b.cls;
      swatch.textContent = b.char;
      label.append(input, swatch, ' ' + b.name);
      box.append(label);
    }
    const key = $('legend-key');
    key.replaceChildren();
    for (const b of FC.brushes) {
      const s = document.createElement('span');
      s.className = 'key';
      const sw = document.createElement('span');
      sw.className = 'swatch ' + b.cls;
      sw.textContent = b.char;
      s.append(sw, ' ' + b.name);
      key.append(s);
    }
  };

  FC.buildConditions = function () {
    checkList($('cr-conditions'), FC.conditions);
    checkList($('cr-traits'), FC.traits);
  };

  function checkList(box, names) {
    box.replaceChildren();
    for (const c of names) {
      const label = document.createElement('label');
      const input = document.createElement('input');
      input.type = 'checkbox';
      input.value = c;
      label.append(input, ' ' + c);
      box.append(label);
    }
  }

  const SPEEDS = ['walk', 'fly', 'swim', 'climb', 'burrow'];

  // The form → a protocol creature (position given by the caller). Numbers are sent as typed: an
  // empty speed is left out, anything else goes to the engine, which checks it and names the field.
  FC.readCreatureForm = function (position) {
    const c = { id: $('cr-id').value.trim(), position };
    const size = $('cr-size').value;
    if (size) c.size = size;
    const side = $('cr-side').value.trim();
    if (side) c.side = side;
    const speeds = {};
    for (const s of SPEEDS) {
      const raw = $('cr-' + s).value;
      if (raw !== '') speeds[s] = Number(raw);
    }
    c.speeds = speeds;
    const conditions = [...$('cr-conditions').querySelectorAll('input:checked')].map((i) => i.value);
    if (conditions.length) c.conditions = conditions;
    const traits = [...$('cr-traits').querySelectorAll('input:checked')].map((i) => i.value);
    if (traits.length) c.traits = traits;
    if ($('cr-reach').value !== '') c.reach = Number($('cr-reach').value);
    if ($('cr-reach-weapon').checked) c.reachWeapon = true;
    return c;
  };

  FC.writeCreatureForm = function (c) {
    $('cr-id').value = c.id;
    $('cr-side').value = c.side || '';
    if ([...$('cr-size').options].some((o) => o.value === (c.size || 'medium'))) $('cr-size').value = c.size || 'medium';
    $('cr-pos').value = c.position ? `[${c.position}]` : '';
    for (const s of SPEEDS) {
      const v = c.speeds ? c.speeds[s] : undefined;
      $('cr-' + s).value = v === undefined ? '' : String(v);
    }
    const conds = new Set(c.conditions || []);
    for (const input of $('cr-conditions').querySelectorAll('input')) input.checked = conds.has(input.value);
    const traits = new Set(c.traits || []);
    for (const input of $('cr-traits').querySelectorAll('input')) input.checked = traits.has(input.value);
    $('cr-reach').value = c.reach === undefined ? '' : String(c.reach);
    $('cr-reach-weapon').checked = !!c.reachWeapon;
  };

  // An id not used yet: "creature-2", "creature-3", …
  FC.freshId = function (creatures, base) {
    const used = new Set(creatures.map((c) => c.id));
    if (base && !used.has(base)) return base;
    for (let n = 2; ; n++) if (!used.has(`creature-${n}`)) return `creature-${n}`;
  };
})(window.FootworkCalc = window.FootworkCalc || {});
