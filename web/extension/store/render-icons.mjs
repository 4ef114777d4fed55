// Renders the store icons from icon.svg (here) in Debian's headless Chromium, once, when the drawing
// changes; the PNGs are committed beside it so builds need no browser:
//   node web/extension/store/render-icons.mjs
// icon-16.png, icon-48.png, icon-128.png: the Chrome extension's icons (manifest "icons", the sizes
// the Chrome Web Store asks for); the Owlbear extension's store listing uses icon-128.png.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../../test/chromium.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const ICON_SIZES = [16, 48, 128];

export async function renderIcons(out = here) {
  const svg = readFileSync(join(here, 'icon.svg'), 'utf8');
  const browser = await launchChromium();
  try {
    for (const size of ICON_SIZES) {
      const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
      await page.setContent(
        `<html><body style="margin:0;background:transparent">${svg.replace(/width="128" height="128"/, `width="${size}" height="${size}"`)}</body></html>`,
      );
      writeFileSync(
        join(out, `icon-${size}.png`),
        await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } }),
      );
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await renderIcons();
  console.log(`icons rendered: ${ICON_SIZES.map((s) => `icon-${s}.png`).join(', ')}`);
}
