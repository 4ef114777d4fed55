// The Chrome Web Store package (docs/extension.md, "Publishing"): the built extension as a zip with
// manifest.json at its root, and beside it what the store's listing asks for:
//   node web/extension/store/store-package.mjs <built extension dir> <out dir>
//   <out>/footwork-extension-<version>.zip   the upload
//   <out>/description.md, privacy.md          the listing's text and the privacy statement
//   <out>/icon-128.png, promo-tile.png         the store icon and the small promotional tile (440 × 280)
// The 1280×800 screenshots are taken by web/test/store/extension-store.test.mjs into the same folder
// (scripts/run.d/22-extension.sh runs it).
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { version } from '../../build/version.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const LISTING_FILES = ['description.md', 'privacy.md', 'icon-128.png', 'promo-tile.png'];

export function storePackage(extensionDir, out) {
  if (!existsSync(join(extensionDir, 'manifest.json')))
    throw new Error(`${extensionDir} holds no manifest.json: build the extension first (web/extension/build.mjs)`);
  mkdirSync(out, { recursive: true });
  const zip = join(out, `footwork-extension-${version()}.zip`);
  rmSync(zip, { force: true });
  // -X: no extra file attributes (owner ids, times beyond the zip's own), so the zip depends on the files only.
  execFileSync('zip', ['-r', '-X', '-q', zip, '.'], { cwd: extensionDir });
  for (const f of LISTING_FILES) copyFileSync(join(here, f), join(out, f));
  return zip;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [extensionDir, out] = process.argv.slice(2);
  if (!extensionDir || !out) {
    console.error('usage: node web/extension/store/store-package.mjs <built extension dir> <out dir>');
    process.exit(2);
  }
  try {
    console.log(storePackage(resolve(extensionDir), resolve(out)));
  } catch (e) {
    console.error(e.message);
    process.exit(1);
  }
}
