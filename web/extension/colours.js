// The overlay's colours (overlay.js) and the panel's legend (panel-places.js): a colour per band of
// the reachable area and per mark of the places annotation (web/shim/places.js).
export const BAND_COLOURS = { speed: '#1f9d3a', dash: '#d89a00', beyond: '#d0302f' };
// Where to stand (issue 27): a colour per mark of the places annotation (web/shim/places.js); the
// places that qualify for the mode are filled strongly, the others faintly.
export const PLACE_COLOURS = {
  safe: '#1f9d3a',
  threatened: '#d89a00',
  provokes: '#d0302f',
  flanks: '#1f6fd0',
  'no-flank': '#8a8a8a',
  total: '#3f1d6e',
  'three-quarters-disadvantage': '#5a2f96',
  'three-quarters': '#7d55c7',
  half: '#a98bdb',
  none: '#8a8a8a',
  'in-reach': '#c2410c',
  'out-of-reach': '#8a8a8a',
};
