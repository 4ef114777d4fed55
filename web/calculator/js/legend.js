// The scene legend of docs/protocol.md ("The default legend of rows"): the brushes of the terrain
// tool, and how a cell's terrain planes (Scene.terrain()) are drawn.
(function (FC) {
  'use strict';

  // Brushes: a legend character, its name as the protocol describes it, and a CSS class.
  FC.brushes = [
    { char: '.', name: 'clear', cls: 't-open' },
    { char: '~', name: 'difficult', cls: 't-difficult' },
    { char: '2', name: 'difficult ×2 (doubled twice)', cls: 't-difficult2' },
    { char: '3', name: 'difficult ×3', cls: 't-difficult3' },
    { char: '#', name: 'solid (rock)', cls: 't-solid' },
    { char: '_', name: 'pit or chasm', cls: 't-pit' },
    { char: 'o', name: 'obstructed', cls: 't-obstructed' },
    { char: 'w', name: 'calm water', cls: 't-water' },
    { char: 'W', name: 'rough water', cls: 't-rough' },
    { char: 'c', name: 'climbable surface', cls: 't-climb' },
    { char: 'C', name: 'slippery surface', cls: 't-slippery' },
    { char: 'r', name: 'rock floor', cls: 't-rock' },
    { char: '%', name: 'opaque (blocks sight)', cls: 't-opaque' },
  ];

  // The byte planes of docs/js-api.md ("Byte planes") for cell i, as a CSS class list and words.
  FC.cellLook = function (planes, i) {
    const cls = [];
    const words = [];
    const ground = planes.ground[i];
    if (ground === 2) { cls.push('t-solid'); words.push('solid'); }
    else if (ground === 1) { cls.push('t-pit'); words.push('pit'); }
    const d = planes.difficult[i];
    if (d > 0) {
      cls.push(d === 1 ? 't-difficult' : d === 2 ? 't-difficult2' : 't-difficult3');
      words.push(d === 1 ? 'difficult' : `difficult ×${d}`);
    }
    if (planes.obstructed[i]) { cls.push('t-obstructed'); words.push('obstructed'); }
    const water = planes.water[i];
    if (water) { cls.push(water === 2 ? 't-rough' : 't-water'); words.push(water === 2 ? 'rough water' : 'calm water'); }
    const climb = planes.climb[i];
    if (climb) { cls.push(climb === 2 ? 't-slippery' : 't-climb'); words.push(climb === 2 ? 'slippery' : 'climbable'); }
    if (planes.material[i] && ground !== 2) { cls.push('t-rock'); words.push('rock floor'); }
    if (planes.opaque[i]) { cls.push('t-opaque'); words.push('opaque'); }
    if (!cls.length) { cls.push('t-open'); words.push('clear'); }
    return { cls: cls.join(' '), words: words.join(', ') };
  };

  // Edge bytes of Scene.edges(): 0 none, 1 wall, 2 low, 3 door-closed, 4 door-open, 5 window.
  FC.edgeKinds = ['none', 'wall', 'low', 'door-closed', 'door-open', 'window'];

  FC.conditions = ['prone', 'helpless', 'unconscious', 'stunned', 'bound', 'held', 'cowering', 'dead',
    'paralyzed', 'incapacitated', 'immobilized', 'restrained', 'grappled', 'cannot-attack',
    'no-opportunity-actions', 'squeezing', 'charging'];

  FC.traits = ['fills-space', 'incorporeal', 'phasing', 'hover', 'held-aloft', 'terrain-walk', 'burrow-rock',
    'obstacle-when-helpless'];

  // Whole feet print as integers, others with up to two decimals (7.5, 1.25).
  FC.feet = function (v) {
    if (v === null || v === undefined) return '—';
    return String(Math.round(v * 100) / 100);
  };
})(window.FootworkCalc = window.FootworkCalc || {});
