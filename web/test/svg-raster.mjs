// What an SVG overlay (web/shim/svg-layer.js: the calculator's route, the Roll20 extension's marks,
// the example VTT's drag) shows, as the browser rasterises it: the <svg> (`svg`, a Playwright
// ElementHandle or Locator) serialised, decoded as an image and drawn into a canvas of its device
// pixels, read there. Shared by the pages', the extension's and the example's tests.
//   points: client points (with `local`, points of the svg itself) → the RGBA at each;
//   otherwise how many device pixels have anything drawn in the client rectangle `rect` [x, y, w, h]
//   (default the whole svg). `part`: only the <g> of that class is drawn (null: all of them).
export const svgRaster = (svg, { part = null, points = null, local = false, rect = null } = {}) =>
  svg.evaluate(
    async (el, [part, points, local, rect]) => {
      const r = el.getBoundingClientRect();
      const k = window.devicePixelRatio || 1;
      const copy = el.cloneNode(true);
      if (part) for (const g of copy.querySelectorAll('g')) if (!g.classList.contains(part)) g.remove();
      const img = new Image();
      img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(new XMLSerializer().serializeToString(copy));
      await img.decode();
      const c = new OffscreenCanvas(Math.max(1, Math.round(r.width * k)), Math.max(1, Math.round(r.height * k)));
      const g = c.getContext('2d');
      g.drawImage(img, 0, 0, c.width, c.height);
      const [ox, oy] = local ? [0, 0] : [r.left, r.top];
      const pixel = ([x, y], w = 1, h = 1) =>
        g.getImageData(Math.round((x - ox) * k), Math.round((y - oy) * k), Math.max(1, w), Math.max(1, h)).data;
      if (points) return points.map((p) => [...pixel(p)]);
      const [x, y, w, h] = rect || [r.left, r.top, r.width, r.height];
      const d = pixel([x, y], Math.round(w * k), Math.round(h * k));
      let n = 0;
      for (let i = 3; i < d.length; i += 4) if (d[i]) n += 1;
      return n;
    },
    [part, points, local, rect],
  );
