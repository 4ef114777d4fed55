// The host replica's drawing (harness/host.js): the grid, the map, tokens (with an interaction's
// state while one runs), drawings, walls and the extension's local items (paths filled, curves
// stroked, labels as boxes of text) on a canvas. A sketch, enough to see the annotations; Owlbear's
// own renderer is not public and draws differently.

// `logPane` false: the side column's list of the last messages (a view for people reading a test's
// screenshot; Owlbear has none) is left empty, as the paint bench asks (its text laid out again on
// every draw cost a move 0.6 ms of layout the extension's page paid and the host alone did not).
export function makeRenderer({ canvas, state, log, view, logPane = true }) {
  const ctx = canvas.getContext('2d');
  const VIEW = view;
  const toCanvas = (p) => [p.x * VIEW, p.y * VIEW];

  function tokenRect(item) {
    const k = state.grid.dpi / item.grid.dpi;
    const w = item.image.width * k * Math.abs(item.scale.x);
    const h = item.image.height * k * Math.abs(item.scale.y);
    return {
      left: item.position.x - item.grid.offset.x * k * Math.abs(item.scale.x),
      top: item.position.y - item.grid.offset.y * k * Math.abs(item.scale.y),
      w,
      h,
    };
  }

  // Drawing: the grid, the map, tokens (with the interaction's state while one runs), drawings, walls
  // and the extension's local items (paths filled, curves stroked, labels as boxes of text).
  function shown(item) {
    for (const i of state.interactions.values()) if (!Array.isArray(i.state) && i.state.id === item.id) return i.state;
    return item;
  }

  // Each item's outline as a Path2D, made once and kept while the item keeps the same points (or
  // commands) and place: an update replaces an item's arrays (host.js applyUpdates copies what it
  // is sent), so the array is the key. Owlbear's renderer, like any retained one, keeps an item's
  // geometry between frames; redrawing every path command of every item on each draw made the
  // replica's cost of the extension's drawings (thousands of where-to-stand marks) a millisecond a move.
  const outlines = new WeakMap();
  function outline(key, place, make) {
    const kept = outlines.get(key);
    if (kept && kept.place === place) return kept.path;
    const path = make();
    outlines.set(key, { place, path });
    return path;
  }

  function pointsPath(item, points, closed) {
    const sx = item.scale?.x ?? 1;
    const sy = item.scale?.y ?? 1;
    const a = ((item.rotation ?? 0) * Math.PI) / 180;
    return outline(points, `${item.position.x},${item.position.y},${sx},${sy},${a},${!!closed}`, () => {
      const path = new Path2D();
      points.forEach((p, i) => {
        const x = item.position.x + p.x * sx * Math.cos(a) - p.y * sy * Math.sin(a);
        const y = item.position.y + p.x * sx * Math.sin(a) + p.y * sy * Math.cos(a);
        const [cx, cy] = toCanvas({ x, y });
        if (i === 0) path.moveTo(cx, cy);
        else path.lineTo(cx, cy);
      });
      if (closed) path.closePath();
      return path;
    });
  }

  const commandsPath = (commands) =>
    outline(commands, '', () => {
      const path = new Path2D();
      for (const c of commands) {
        if (c[0] === 0) path.moveTo(...toCanvas({ x: c[1], y: c[2] }));
        else if (c[0] === 1) path.lineTo(...toCanvas({ x: c[1], y: c[2] }));
        else if (c[0] === 5) path.closePath();
      }
      return path;
    });

  function drawItem(item) {
    ctx.save();
    if (item.type === 'IMAGE') {
      const r = tokenRect(item);
      const [x, y] = toCanvas({ x: r.left, y: r.top });
      if (item.layer === 'MAP') {
        ctx.fillStyle = '#d8d6cc';
        ctx.fillRect(x, y, r.w * VIEW, r.h * VIEW);
      } else {
        ctx.fillStyle = item.metadata?.['com.footwork.owlbear/token']?.side === 'monsters' ? '#b5443a' : '#3a6fb5';
        ctx.beginPath();
        ctx.ellipse(
          x + (r.w * VIEW) / 2,
          y + (r.h * VIEW) / 2,
          (r.w * VIEW) / 2 - 3,
          (r.h * VIEW) / 2 - 3,
          0,
          0,
          2 * Math.PI,
        );
        ctx.fill();
        ctx.fillStyle = '#fff';
        ctx.font = '11px system-ui';
        ctx.textAlign = 'center';
        ctx.fillText(item.name, x + (r.w * VIEW) / 2, y + (r.h * VIEW) / 2 + 4);
      }
    } else if (item.type === 'SHAPE') {
      ctx.fillStyle = item.style?.fillColor ?? '#8a6d3b';
      ctx.globalAlpha = item.style?.fillOpacity ?? 0.5;
      if (item.shapeType === 'RECTANGLE') {
        const [x, y] = toCanvas(item.position);
        ctx.fillRect(x, y, item.width * VIEW * (item.scale?.x ?? 1), item.height * VIEW * (item.scale?.y ?? 1));
      } else {
        const [x, y] = toCanvas(item.position);
        ctx.beginPath();
        ctx.ellipse(x, y, (item.width * VIEW) / 2, (item.height * VIEW) / 2, 0, 0, 2 * Math.PI);
        ctx.fill();
      }
    } else if (item.type === 'WALL' || item.type === 'CURVE' || item.type === 'LINE') {
      const pts = item.type === 'LINE' ? [item.startPosition, item.endPosition] : item.points;
      if (!pts || pts.length === 0) return ctx.restore();
      ctx.strokeStyle = item.type === 'WALL' ? '#111' : (item.style?.strokeColor ?? '#000');
      ctx.lineWidth = Math.max(2, (item.type === 'WALL' ? 12 : (item.style?.strokeWidth ?? 6)) * VIEW);
      ctx.globalAlpha = item.style?.strokeOpacity ?? 1;
      if (item.style?.strokeDash?.length) ctx.setLineDash(item.style.strokeDash.map((d) => d * VIEW));
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.stroke(pointsPath(item, pts, item.style?.closed));
    } else if (item.type === 'PATH') {
      ctx.fillStyle = item.style.fillColor;
      ctx.globalAlpha = item.style.fillOpacity;
      ctx.fill(commandsPath(item.commands));
    } else if (item.type === 'LABEL') {
      const text = item.text?.plainText ?? '';
      if (text) {
        const lines = text.split('\n');
        ctx.font = '12px system-ui';
        const w = Math.max(...lines.map((l) => ctx.measureText(l).width)) + 12;
        const h = lines.length * 15 + 8;
        const [px, py] = toCanvas(item.position);
        // kept on the canvas (Owlbear pans the view; the replica does not)
        const x = Math.min(Math.max(px, w / 2), canvas.width - w / 2);
        const y = Math.min(Math.max(py, h), canvas.height);
        ctx.globalAlpha = item.style?.backgroundOpacity ?? 0.85;
        ctx.fillStyle = item.style?.backgroundColor ?? '#222';
        ctx.fillRect(x - w / 2, y - h, w, h);
        ctx.globalAlpha = 1;
        ctx.fillStyle = '#fff';
        ctx.textAlign = 'center';
        lines.forEach((l, i) => ctx.fillText(l, x, y - h + 16 + i * 15));
      }
    }
    ctx.restore();
  }

  const LAYERS = [
    'MAP',
    'GRID',
    'DRAWING',
    'PROP',
    'MOUNT',
    'CHARACTER',
    'ATTACHMENT',
    'NOTE',
    'TEXT',
    'RULER',
    'FOG',
    'POINTER',
    'POST_PROCESS',
    'CONTROL',
    'POPOVER',
  ];
  // The grid's lines, drawn once on a canvas of their own and kept until the canvas's size or the
  // grid changes: the real Owlbear draws its grid once, not per message, and the paint bench
  // (web/bench/paint/owlbear-scenario.mjs) subtracts this replica's own drawing from every move, which
  // redrawing every line of a 200×200 map per message made larger than what it measures.
  /** @type {{key: string, layer: HTMLCanvasElement} | null} */
  let kept = null;
  function gridLayer() {
    const key = JSON.stringify([
      canvas.width,
      canvas.height,
      VIEW,
      state.grid.type,
      state.grid.dpi,
      state.grid.hexOrigin ?? null,
    ]);
    if (kept && kept.key === key) return kept.layer;
    const layer = document.createElement('canvas');
    layer.width = canvas.width;
    layer.height = canvas.height;
    const g = layer.getContext('2d');
    if (!g) return null;
    g.strokeStyle = 'rgba(0,0,0,0.35)';
    g.lineWidth = 1;
    const step = state.grid.dpi * VIEW;
    if (state.grid.type === 'HEX_VERTICAL' || state.grid.type === 'HEX_HORIZONTAL') {
      // Hexes as docs/owlbear.md assumes Owlbear draws them (the SDK's Grid.d.ts: dpi is a vertical
      // hex's width and a horizontal one's height): regular, one centred on `hexOrigin`, odd
      // rows (vertical) or columns (horizontal) shoved half a hex. Drawn from the layout's own
      // formulas here, not the shim's.
      const pointy = state.grid.type === 'HEX_VERTICAL';
      const big = (step * 2) / Math.sqrt(3); // corner to corner
      const across = pointy ? step : 0.75 * big; // centre pitch along x
      const down = pointy ? 0.75 * big : step; // and along y
      // The lattice's hex [0, 0] sits on `grid.hexOrigin` (the scene's origin unless a scenario moves it).
      const ox = (state.grid.hexOrigin?.x ?? 0) * VIEW;
      const oy = (state.grid.hexOrigin?.y ?? 0) * VIEW;
      g.beginPath();
      for (let r = -2; r * down <= canvas.height + big; r++)
        for (let c = -2; c * across <= canvas.width + big; c++) {
          const cx = ox + c * across + (pointy && r & 1 ? step / 2 : 0);
          const cy = oy + r * down + (!pointy && c & 1 ? step / 2 : 0);
          for (let k = 0; k <= 6; k++) {
            const a = ((pointy ? 30 : 0) + 60 * k) * (Math.PI / 180);
            const x = cx + (Math.cos(a) * big) / 2;
            const y = cy + (Math.sin(a) * big) / 2;
            if (k === 0) g.moveTo(x, y);
            else g.lineTo(x, y);
          }
        }
      g.stroke();
    } else {
      for (let x = 0; x <= canvas.width; x += step) g.strokeRect(x, 0, 0, canvas.height);
      for (let y = 0; y <= canvas.height; y += step) g.strokeRect(0, y, canvas.width, 0);
    }
    kept = { key, layer };
    return layer;
  }
  function draw() {
    if (!ctx) return;
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    const all = [...state.items.map(shown), ...state.local].filter((i) => i && typeof i === 'object');
    const maps = all.filter((i) => i.layer === 'MAP');
    const safely = (item) => {
      try {
        drawItem(item);
      } catch {
        ctx.restore(); // a broken item (the tests make some) is not drawn
      }
    };
    maps.forEach(safely);
    // grid lines over the map (drawn once per canvas size and grid: gridLayer)
    const lines = gridLayer();
    if (lines) ctx.drawImage(lines, 0, 0);
    // Layer by layer, and within a layer by zIndex (the SDK's Item.zIndex, lib/types/items/Item.d.ts,
    // which its builders set to Date.now(): an item made later comes above).
    const rest = all
      .filter((i) => i.layer !== 'MAP')
      .sort((a, b) => LAYERS.indexOf(a.layer) - LAYERS.indexOf(b.layer) || (a.zIndex ?? 0) - (b.zIndex ?? 0));
    rest.forEach(safely);
    const logEl = logPane && document.getElementById('log');
    if (logEl)
      logEl.textContent = log
        .slice(-40)
        .map((m) => `${m.dir} ${m.frame} ${m.id}`)
        .join('\n');
  }

  return { draw, toCanvas, tokenRect };
}
