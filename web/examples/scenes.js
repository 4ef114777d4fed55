// The demo scene, in the toy VTT's own format (pixels; vtt.js): a room with a door, a patch of
// rubble (difficult terrain), a party of two and three monsters, one of them large.
export function demoScene() {
  const px = 40;
  const at = (/** @type {number} */ col, /** @type {number} */ row, cells = 1) => ({
    x: (col + cells / 2) * px,
    y: (row + cells / 2) * px,
  });
  /** @returns {[number, number]} */
  const corner = (/** @type {number} */ col, /** @type {number} */ row) => [col * px, row * px];
  return {
    system: 'sw5e',
    cellPx: px,
    cols: 24,
    rows: 16,
    feetPerCell: 5,
    tokens: [
      { id: 'hero', name: 'Hero', ...at(2, 7), speed: 30, side: 'party', colour: '#2f6fbf' },
      { id: 'scout', name: 'Scout', ...at(3, 10), speed: 35, side: 'party', colour: '#2a9d8f' },
      { id: 'orc', name: 'Orc', ...at(9, 6), speed: 30, side: 'monsters', colour: '#b23a48' },
      { id: 'goblin', name: 'Goblin', ...at(15, 11), speed: 30, side: 'monsters', colour: '#7a9a2f' },
      { id: 'ogre', name: 'Ogre', ...at(17, 3, 2), cells: 2, speed: 40, side: 'monsters', colour: '#6d4c8d' },
    ],
    walls: [
      { id: 'room-north', kind: 'wall', points: [corner(12, 2), corner(21, 2), corner(21, 8)] },
      { id: 'room-south', kind: 'wall', points: [corner(21, 10), corner(21, 14), corner(12, 14), corner(12, 9)] },
      { id: 'room-west', kind: 'wall', points: [corner(12, 2), corner(12, 7)] },
      { id: 'room-door', kind: 'door', points: [corner(12, 7), corner(12, 9)] },
    ],
    regions: [{ id: 'rubble', terrain: 'difficult', cells: rect(5, 4, 3, 5) }],
  };
}

/**
 * The cells of a rectangle of `w` × `h` cells whose top-left cell is [x, y].
 * @param {number} x @param {number} y @param {number} w @param {number} h
 */
export function rect(x, y, w, h) {
  /** @type {[number, number][]} */
  const cells = [];
  for (let j = y; j < y + h; j++) for (let i = x; i < x + w; i++) cells.push([i, j]);
  return cells;
}
