// The Owlbear Rodeo store listing (docs/owlbear.md, "Publishing"): a Markdown file whose YAML front
// matter carries the fields the store's listing schema requires (owlbear-rodeo/extensions,
// scripts/validation/manifest.js): title, description, author, image and icon (absolute links to
// images on an external site), tags (at least one of tags.json's, never "built-by-owlbear"),
// manifest (the address of manifest.json), learn-more (a link or an email). The body is
// store-body.md here.
//   FOOTWORK_OWLBEAR_URL=https://you.example/footwork/owlbear/ node web/owlbear/store/listing.mjs <out dir>
// writes <out>/store.md. The images and the manifest are the hosted extension's own files (the
// build puts icon-128.png beside manifest.json; the hero image is a store screenshot taken by
// web/test/store/owlbear-store.test.mjs), so every link is `FOOTWORK_OWLBEAR_URL` + a file name.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** Where the listing points when no host is given: a reserved name (RFC 2606), never a real site. */
export const PLACEHOLDER_URL = 'https://footwork.example/owlbear/';
/** The store's tags (owlbear-rodeo/extensions tags.json) that a listing not by Owlbear may use. */
export const STORE_TAGS = ['dice', 'fog', 'tool', 'content-pack', 'drawing', 'audio', 'combat', 'automation', 'other'];
/** Files of the hosted extension the listing links to. */
export const ICON_FILE = 'icon-128.png';
export const HERO_FILE = 'store-hero.png';

/** The listing's fields for an extension hosted at `baseUrl` (a folder address ending in "/"). */
export function listingFields(baseUrl) {
  const base = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  const manifest = JSON.parse(readFileSync(join(here, '..', 'manifest.json'), 'utf8'));
  return {
    title: manifest.name,
    description:
      'Movement costs while you drag a token: the path, what it costs under your ruleset, Dash and opportunity attacks.',
    author: manifest.author,
    image: new URL(HERO_FILE, base).href,
    icon: new URL(ICON_FILE, base).href,
    tags: ['combat', 'tool'],
    manifest: new URL('manifest.json', base).href,
    'learn-more': new URL('README.md', base).href,
  };
}

// YAML scalars written as double-quoted strings (JSON's escapes are valid YAML), lists as "- item".
function frontMatter(fields) {
  const lines = ['---'];
  for (const [k, v] of Object.entries(fields)) {
    if (Array.isArray(v)) lines.push(`${k}:`, ...v.map((x) => `  - ${JSON.stringify(x)}`));
    else lines.push(`${k}: ${JSON.stringify(v)}`);
  }
  lines.push('---');
  return lines.join('\n');
}

/** The listing's text: front matter and body. */
export function storeListing(baseUrl) {
  return `${frontMatter(listingFields(baseUrl))}\n\n${readFileSync(join(here, 'store-body.md'), 'utf8')}`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [out] = process.argv.slice(2);
  if (!out) {
    console.error(
      'usage: FOOTWORK_OWLBEAR_URL=<https address of dist/owlbear/> node web/owlbear/store/listing.mjs <out dir>',
    );
    process.exit(2);
  }
  const base = process.env.FOOTWORK_OWLBEAR_URL || PLACEHOLDER_URL;
  try {
    mkdirSync(resolve(out), { recursive: true });
    writeFileSync(join(resolve(out), 'store.md'), storeListing(base));
  } catch (e) {
    console.error(`store listing: ${e.message} (FOOTWORK_OWLBEAR_URL must be an https address)`);
    process.exit(1);
  }
  if (base === PLACEHOLDER_URL)
    console.log(
      `store.md links to ${PLACEHOLDER_URL}: set FOOTWORK_OWLBEAR_URL to where dist/owlbear/ is hosted before submitting it`,
    );
}
