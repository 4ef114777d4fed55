// The cells a dragged token has passed through, as the pointer moves: a step forward adds the cells
// of a straight line to the new cell (a fast pointer skips cells; the path stays king's moves), a
// step back onto a cell already on the trail cuts the trail there, so the path follows where the
// user led the token (around a wall) instead of a straight line from the start. On a hex grid the
// line's steps go into neighbouring hexes (the shim's lineCells with the grid).
import { lineCells } from './index.js';

export class Trail {
  /**
   * @param {[number, number]} start the top-left cell of the token's space when the drag began
   * @param {import('./index.js').Grid | import('./index.js').HexLayout | null} [grid] the scene's pixel grid (a hex grid makes the steps hex steps)
   */
  constructor(start, grid = undefined) {
    this.start = start;
    this.grid = grid;
    /** @type {Array<[number, number]>} cells entered after the start, each a neighbour of the one before */
    this.cells = [];
  }

  get last() {
    return this.cells.length ? this.cells[this.cells.length - 1] : this.start;
  }

  /** The pointer's token is over `cell` now. Returns true when the trail changed. @param {[number, number]} cell */
  moveTo(cell) {
    const last = this.last;
    if (cell[0] === last[0] && cell[1] === last[1]) return false;
    if (cell[0] === this.start[0] && cell[1] === this.start[1]) {
      this.cells = [];
      return true;
    }
    const back = this.cells.findIndex((c) => c[0] === cell[0] && c[1] === cell[1]);
    if (back >= 0) {
      this.cells.length = back + 1;
      return true;
    }
    this.cells.push(...lineCells(last, cell, this.grid));
    return true;
  }

  /**
   * The drag for the shim's dragTo/endDrag: the trail's cells as the path itself (`{start, path}`),
   * not as waypoints whose lines the shim would draw again: each cell is a neighbour of the one
   * before already, and a long drag's 1,800 cells cost every move 0.5 ms of lines between neighbours
   * (the Owlbear paint bench's fit view). `length` keeps the first cells only.
   */
  drag(length = this.cells.length) {
    return { start: this.start, path: this.cells.slice(0, length) };
  }
}
