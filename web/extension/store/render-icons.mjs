// Renders the store images from the drawings here in Debian's headless Chromium, once, when a drawing
// changes; the PNGs are committed beside them so builds need no browser:
//   node web/extension/store/render-icons.mjs
// - icon-16.png, icon-48.png: the manifest's icons (toolbar, extensions page), the drawing edge to edge;
// - icon-128.png: the manifest's and the store's icon, the drawing in 96 × 96 px with 16 px of
//   transparent padding a side ("The actual icon size should be 96x96", Chrome Web Store, "Supplying
//   images"); the Owlbear listing uses it too;
// - promo-tile.png: the store's small promotional tile, 440 × 280 px (promo-tile.html).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { launchChromium } from '../../test/chromium.mjs';

const here = dirname(fileURLToPath(import.meta.url));
/** Icon sizes and the drawing's size inside each. */
export const ICONS = [
  { size: 16, art: 16 },
  { size: 48, art: 48 },
  { size: 128, art: 96 },
];
export const PROMO_TILE = { file: 'promo-tile.png', width: 440, height: 280 };

export async function renderStoreImages(out = here) {
  const svg = readFileSync(join(here, 'icon.svg'), 'utf8');
  const browser = await launchChromium();
  try {
    for (const { size, art } of ICONS) {
      const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
      const pad = (size - art) / 2;
      const drawing = svg.replace(/width="128" height="128"/, `width="${art}" height="${art}"`);
      await page.setContent(
        `<html><body style="margin:0;background:transparent"><div style="padding:${pad}px;line-height:0">${drawing}</div></body></html>`,
      );
      const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
      writeFileSync(join(out, `icon-${size}.png`), png);
      await page.close();
    }
    const page = await browser.newPage({
      viewport: { width: PROMO_TILE.width, height: PROMO_TILE.height },
      deviceScaleFactor: 1,
    });
    await page.goto(pathToFileURL(join(here, 'promo-tile.html')).href);
    writeFileSync(join(out, PROMO_TILE.file), await page.screenshot());
    await page.close();
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await renderStoreImages();
  console.log(`rendered: ${ICONS.map((i) => `icon-${i.size}.png`).join(', ')}, ${PROMO_TILE.file}`);
}
