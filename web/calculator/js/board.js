// The map: a grid of cell elements (terrain, reachable costs), with layers for edges, the path and
// creature tokens. Pointer positions map to a cell and to the nearest side of that cell (for walls).
(function (FC) {
  'use strict';

  const SVG = 'http://www.w3.org/2000/svg';

  // Cells a creature's space covers a side: the `space` field, else the ruleset's size table
  // ("sizes bigger take ceil(space / cellFeet) cells a side"; smaller ones take one cell).
  FC.footprint = function (creature, ruleset, cellFeet) {
    if (Array.isArray(creature.space)) return creature.space;
    const size = creature.size || 'medium';
    const row = ruleset && ruleset.sizes ? ruleset.sizes.find((s) => s.size === size) : null;
    const feet = row ? row.spaceFeet : 5;
    const n = Math.max(1, Math.ceil(feet / cellFeet - 1e-9));
    return [n, n];
  };

  class Board {
    constructor(el, handlers) {
      this.el = el;
      this.handlers = handlers;
      this.width = 0;
      this.height = 0;
      this.px = 32;
      this.cells = [];
      this.cellLayer = document.createElement('div');
      this.cellLayer.className = 'cells';
      this.edgeLayer = document.createElement('div');
      this.edgeLayer.className = 'edges';
      this.svg = document.createElementNS(SVG, 'svg');
      this.svg.classList.add('paths');
      this.tokenLayer = document.createElement('div');
      this.tokenLayer.className = 'tokens';
      this.cursor = document.createElement('div');
      this.cursor.className = 'kbd-cursor';
      this.cursor.hidden = true;
      el.append(this.cellLayer, this.edgeLayer, this.svg, this.tokenLayer, this.cursor);
      this.lastKey = '';
      const point = (ev) => this.locate(ev);
      el.addEventListener('pointerdown', (ev) => {
        if (ev.button !== 0) return;
        const at = point(ev);
        if (!at) return;
        ev.preventDefault();
        el.focus({ preventScroll: true });  // focusing must not scroll a big map under the pointer
        this.lastKey = at.key;
        handlers.down(at, ev);
      });
      el.addEventListener('pointermove', (ev) => {
        const at = point(ev);
        if (!at) return;
        if (at.key === this.lastKey) return;
        this.lastKey = at.key;
        handlers.move(at, ev);
      });
      // Released anywhere: a drag that leaves the map still ends.
      window.addEventListener('pointerup', (ev) => { handlers.up(point(ev), ev); });
      el.addEventListener('pointerleave', () => { this.lastKey = ''; handlers.leave(); });
    }

    // The cell under the pointer and the side of it nearest to the pointer.
    locate(ev) {
      if (!this.width) return null;
      const r = this.cellLayer.getBoundingClientRect();
      const fx = (ev.clientX - r.left) / this.px;
      const fy = (ev.clientY - r.top) / this.px;
      const x = Math.floor(fx);
      const y = Math.floor(fy);
      if (x < 0 || y < 0 || x >= this.width || y >= this.height) return null;
      const ux = fx - x;
      const uy = fy - y;
      const d = [[ux, 'left'], [1 - ux, 'right'], [uy, 'top'], [1 - uy, 'bottom']].sort((a, b) => a[0] - b[0]);
      const side = d[0][1];
      // Well inside the cell, away from its sides and corners: a drag that grazes a corner on its way
      // diagonally does not enter the cells beside the corner.
      const inner = Math.abs(ux - 0.5) < 0.35 && Math.abs(uy - 0.5) < 0.35;
      return { cell: [x, y], side, inner, key: `${x},${y},${side},${inner}` };
    }

    resize(width, height) {
      if (width === this.width && height === this.height) return;
      this.width = width;
      this.height = height;
      this.px = Math.max(18, Math.min(44, Math.floor(640 / Math.max(width, height))));
      this.el.style.setProperty('--cell', this.px + 'px');
      this.el.style.width = width * this.px + 'px';
      this.el.style.height = height * this.px + 'px';
      this.cellLayer.style.gridTemplateColumns = `repeat(${width}, ${this.px}px)`;
      const frag = document.createDocumentFragment();
      this.cells = [];
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const c = document.createElement('div');
          c.dataset.x = x;
          c.dataset.y = y;
          const label = document.createElement('span');
          label.className = 'cost';
          c.append(label);
          frag.append(c);
          this.cells.push(c);
        }
      }
      this.cellLayer.replaceChildren(frag);
      this.cellClass = new Array(width * height).fill('');
      this.cellText = new Array(width * height).fill('');
      this.svg.setAttribute('width', width * this.px);
      this.svg.setAttribute('height', height * this.px);
    }

    // view: {width, height, planes, edges, tokens: [{id, position, footprint, side, mover, conditions}],
    //        reach: Map(index → {feet, band, canEnd, provokes}) | null, path: {start, cells, footprint,
    //        labels, illegalFrom, stop}, preview: {cells, footprint} | null}
    render(view) {
      this.resize(view.width, view.height);
      // Only what changed is written to the page: on a big map most cells stay as they were.
      for (let i = 0; i < this.cells.length; i++) {
        let cls = 'cell ' + FC.cellLook(view.planes, i).cls;
        const r = view.reach ? view.reach.get(i) : undefined;
        let text = '';
        if (r) {
          cls += ' reach band-' + r.band + (r.canEnd ? '' : ' no-end') + (r.provokes === 2 ? ' provokes' : '');
          text = FC.feet(r.feet);
        }
        if (this.cellClass[i] !== cls) { this.cells[i].className = cls; this.cellClass[i] = cls; }
        if (this.cellText[i] !== text) { this.cells[i].firstChild.textContent = text; this.cellText[i] = text; }
      }
      this.renderEdges(view.edges);
      this.renderPaths(view.path, view.preview);
      this.renderTokens(view.tokens);
    }

    renderEdges(edges) {
      const px = this.px;
      const w = edges.width;
      const h = edges.height;
      const frag = document.createDocumentFragment();
      const add = (kind, left, top, vertical) => {
        const e = document.createElement('div');
        e.className = `edge e-${FC.edgeKinds[kind]} ${vertical ? 'v' : 'h'}`;
        e.style.left = left + 'px';
        e.style.top = top + 'px';
        frag.append(e);
      };
      for (let y = 0; y < h; y++) {
        for (let x = 0; x <= w; x++) {
          const k = edges.vertical[y * (w + 1) + x];
          if (k) add(k, x * px, y * px, true);
        }
      }
      for (let y = 0; y <= h; y++) {
        for (let x = 0; x < w; x++) {
          const k = edges.horizontal[y * w + x];
          if (k) add(k, x * px, y * px, false);
        }
      }
      this.edgeLayer.replaceChildren(frag);
    }

    // The keyboard's cell (arrow keys on the focused map), or null to hide it.
    showCursor(cell) {
      this.cursor.hidden = !cell;
      if (!cell) return;
      this.cursor.style.left = cell[0] * this.px + 'px';
      this.cursor.style.top = cell[1] * this.px + 'px';
      this.cursor.style.width = this.cursor.style.height = this.px + 'px';
    }

    center(pos, fp) {
      return [(pos[0] + fp[0] / 2) * this.px, (pos[1] + fp[1] / 2) * this.px];
    }

    polyline(points, cls) {
      const line = document.createElementNS(SVG, 'polyline');
      line.setAttribute('points', points.map((p) => p.join(',')).join(' '));
      line.setAttribute('class', cls);
      return line;
    }

    renderPaths(path, preview) {
      const svg = this.svg;
      svg.replaceChildren();
      if (preview && preview.cells.length) {
        const pts = [preview.start, ...preview.cells].map((c) => this.center(c, preview.footprint));
        svg.append(this.polyline(pts, 'preview'));
      }
      if (!path || !path.cells.length) return;
      const all = [path.start, ...path.cells];
      const legalEnd = path.illegalFrom < 0 ? all.length : path.illegalFrom + 1;
      svg.append(this.polyline(all.slice(0, legalEnd).map((c) => this.center(c, path.footprint)), 'route'));
      if (legalEnd < all.length) {
        svg.append(this.polyline(all.slice(legalEnd - 1).map((c) => this.center(c, path.footprint)), 'route illegal'));
      }
      path.cells.forEach((c, i) => {
        const [cx, cy] = this.center(c, path.footprint);
        const dot = document.createElementNS(SVG, 'circle');
        dot.setAttribute('cx', cx);
        dot.setAttribute('cy', cy);
        dot.setAttribute('r', Math.max(3, this.px / 8));
        dot.setAttribute('class', 'step' + (path.illegalFrom >= 0 && i >= path.illegalFrom ? ' illegal' : ''));
        svg.append(dot);
        if (path.labels[i] !== undefined) {
          const t = document.createElementNS(SVG, 'text');
          t.setAttribute('x', cx + 4);
          t.setAttribute('y', cy - 4);
          t.setAttribute('class', 'step-label');
          t.textContent = path.labels[i];
          svg.append(t);
        }
      });
      if (path.stop) {
        const [sx, sy] = this.center(path.stop, path.footprint);
        const ring = document.createElementNS(SVG, 'circle');
        ring.setAttribute('cx', sx);
        ring.setAttribute('cy', sy);
        ring.setAttribute('r', this.px * 0.4);
        ring.setAttribute('class', 'stop');
        svg.append(ring);
      }
    }

    renderTokens(tokens) {
      const px = this.px;
      const frag = document.createDocumentFragment();
      for (const t of tokens) {
        const d = document.createElement('div');
        d.className = 'token' + (t.mover ? ' mover' : '') + (t.selected ? ' selected' : '');
        d.dataset.id = t.id;
        d.dataset.side = t.side || '';
        d.style.left = t.position[0] * px + 'px';
        d.style.top = t.position[1] * px + 'px';
        d.style.width = t.footprint[0] * px + 'px';
        d.style.height = t.footprint[1] * px + 'px';
        d.style.setProperty('--hue', t.hue);
        d.textContent = t.id;
        d.title = `${t.id} (${t.side || 'no side'}) at [${t.position}]` +
          (t.conditions && t.conditions.length ? ': ' + t.conditions.join(', ') : '');
        frag.append(d);
      }
      this.tokenLayer.replaceChildren(frag);
    }
  }

  FC.Board = Board;
})(window.FootworkCalc = window.FootworkCalc || {});
