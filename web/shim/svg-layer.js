// A map overlay's surface: an <svg> over a map that a painter fills element by element each draw
// (part(name).add…, then end), kept between draws: the calculator's route and cursors, the Roll20
// extension's reachable area, places and path, the example VTT's drag (its path, token and label).
// Drawn on a canvas, each redraw handed the compositor a bitmap as large as the canvas on the main
// thread (with the whole map in sight, 3 ms a move at 200×200, issue 40), and Chromium hands every
// plain canvas of a page over again on each frame; drawn as SVG, the main thread only records the
// changed elements and the browser rasterises them off it. An element whose tag and attributes are
// those of the last draw at the same place is left untouched, so what did not change (the mover's
// name, the cursor when only the route changed) is not painted again.

const SVG_NS = 'http://www.w3.org/2000/svg';

/** An element's attributes; `text` is its text content (a <text>'s). @typedef {Record<string, string | number>} Attrs */

// One part of the overlay (a <g>): its elements in drawing order, reused place by place.
export class Group {
  /** @param {SVGGElement} g */
  constructor(g) {
    this.g = g;
    /** @type {{tag: string, el: SVGElement, attrs: Attrs}[]} */
    this.kept = [];
    this.next = 0;
    this.at = ''; // the part's translation, as written
  }

  /**
   * Moves the whole part to (x, y): its elements drawn about the origin keep their attributes while
   * it moves, so the browser lays out none of them again (a text's layout is most of what it costs).
   * @param {number} x @param {number} y
   */
  moveTo(x, y) {
    const at = `translate(${x} ${y})`;
    if (at === this.at) return;
    this.g.setAttribute('transform', at);
    this.at = at;
  }

  /**
   * The next element of this draw: `tag` with `attrs` (numbers written as they are; `text` the
   * content), reusing the element at this place when it has the same tag.
   * @param {string} tag @param {Attrs} attrs
   */
  add(tag, attrs) {
    const i = this.next++;
    let k = this.kept[i];
    if (!k || k.tag !== tag) {
      const el = /** @type {SVGElement} */ (this.g.ownerDocument.createElementNS(SVG_NS, tag));
      if (k) k.el.replaceWith(el);
      else this.g.append(el);
      k = this.kept[i] = { tag, el, attrs: {} };
    }
    const was = k.attrs;
    for (const name in attrs) {
      const value = attrs[name];
      if (was[name] === value) continue;
      if (name === 'text') k.el.textContent = String(value);
      else k.el.setAttribute(name, String(value));
    }
    for (const name in was)
      if (!(name in attrs)) name === 'text' ? (k.el.textContent = '') : k.el.removeAttribute(name);
    k.attrs = attrs;
  }

  // Removes what the last draw had beyond this one's elements.
  end() {
    for (let i = this.next; i < this.kept.length; i++) this.kept[i].el.remove();
    this.kept.length = this.next;
    this.next = 0;
  }
}

/**
 * The overlay's surface, in parts drawn bottom to top: a part's elements are reused place by place,
 * so a part whose count of elements changes (the step plates) does not shift another's (the
 * mover's name) to new places.
 */
export class SvgLayer {
  /**
   * @param {SVGSVGElement} svg @param {string[]} parts  its parts' names, bottom to top
   * @param {SVGElement} [container]  what the parts go in (default the svg; a nested <svg> clips them to its box)
   */
  constructor(svg, parts, container = svg) {
    this.svg = svg;
    /** @type {Record<string, Group>} */
    this.parts = {};
    for (const name of parts) {
      const g = /** @type {SVGGElement} */ (container.ownerDocument.createElementNS(SVG_NS, 'g'));
      g.setAttribute('class', name);
      container.append(g);
      this.parts[name] = new Group(g);
    }
  }

  /** An svg element of the document (`cls` its class), hidden from assistive technology. @param {string} cls @param {Document} [doc] */
  static create(cls, doc = document) {
    const svg = /** @type {SVGSVGElement} */ (doc.createElementNS(SVG_NS, 'svg'));
    svg.setAttribute('class', cls);
    svg.setAttribute('aria-hidden', 'true');
    return svg;
  }

  /** Sizes the surface to the pane (CSS pixels: the painters draw in the pane's CSS pixels). @param {number} w @param {number} h */
  size(w, h) {
    this.svg.setAttribute('width', String(w));
    this.svg.setAttribute('height', String(h));
    this.svg.setAttribute('viewBox', `0 0 ${w} ${h}`);
  }

  /** A part to add elements to (one of the names the layer was made with). @param {string} name */
  part(name) {
    const p = this.parts[name];
    if (!p) throw new Error(`overlay part ${name}: the layer has ${Object.keys(this.parts).join(', ')}`);
    return p;
  }

  /** Ends a draw: each part loses what the last draw had beyond this one's elements. */
  end() {
    for (const name in this.parts) this.parts[name].end();
  }

  /** How many elements the last draw made (tests). */
  get count() {
    let n = 0;
    for (const name in this.parts) n += this.parts[name].kept.length;
    return n;
  }
}
