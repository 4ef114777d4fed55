// The page's memory: the scene (in the protocol's normal form, as Scene.toJSON() writes it) and the
// move being built. Kept in localStorage after every change, so a reload or a crash loses nothing.
(function (FC) {
  'use strict';

  const KEY = 'footwork.calculator.v1';

  FC.defaultScene = function () {
    const rows = [];
    for (let y = 0; y < 8; y++) rows.push('.'.repeat(12));
    return {
      ruleset: 'sw5e',
      grid: { width: 12, height: 8, cellFeet: 5, rows },
      creatures: [
        { id: 'hero', position: [1, 3], size: 'medium', speeds: { walk: 30 }, side: 'party' },
        { id: 'orc', position: [7, 3], size: 'medium', speeds: { walk: 30 }, side: 'monsters' },
      ],
    };
  };

  FC.defaultState = function () {
    return {
      scene: FC.defaultScene(), mover: 'hero', band: 'move', spent: 0, mode: '', path: [],
      tool: 'path', brush: '~', wallKind: 'wall', showReach: true, reachBands: 'selected', showBest: true,
      jsonWhich: 'move', jsonScene: true,
    };
  };

  // The saved state, or null when there is none; a state that does not parse is reported, not lost:
  // it stays in localStorage under a backup key.
  FC.loadState = function () {
    let text = null;
    try { text = window.localStorage.getItem(KEY); } catch (e) { return null; }
    if (!text) return null;
    try {
      const saved = JSON.parse(text);
      return Object.assign(FC.defaultState(), saved);
    } catch (e) {
      try { window.localStorage.setItem(KEY + '.unreadable', text); } catch (e2) { /* full */ }
      return null;
    }
  };

  FC.saveState = function (state) {
    try {
      window.localStorage.setItem(KEY, JSON.stringify(state));
      return true;
    } catch (e) {
      return false; // storage disabled or full: the scene is still in memory and exportable
    }
  };
})(window.FootworkCalc = window.FootworkCalc || {});
