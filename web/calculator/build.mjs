// Builds dist/footwork.html: ONE self-contained file. The page's ES modules (and the shim they
// import) are bundled by esbuild (web/build/bundle.mjs) into one classic script, and index.html gets the stylesheet, the
// engine (footwork.single.js: a classic script defining globalThis.Footwork) and that bundle inlined,
// so the page opened from disk (file://, where Chromium refuses module scripts) makes no request.
//   node web/calculator/build.mjs <footwork.single.js> <out.html>
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleInMemory } from '../build/bundle.mjs';

const here = dirname(fileURLToPath(import.meta.url));

// Text put inside <script> or <style> must not close the element early.
const scriptSafe = (text) => text.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
const styleSafe = (text) => text.replace(/<\/(style)/gi, '<\\/$1');

export async function buildPage(enginePath, outPath) {
  // The shared esbuild defaults (web/build/bundle.mjs); the code is inlined below, not written.
  const { outputFiles } = await bundleInMemory({
    name: 'calculator page scripts',
    entryPoints: [resolve(here, 'js/main.js')],
    outfile: resolve(dirname(outPath), 'calculator.js'),
  });
  const js = outputFiles[0].text;
  const css = readFileSync(resolve(here, 'calculator.css'), 'utf8');
  const engine = readFileSync(enginePath, 'utf8');
  let html = readFileSync(resolve(here, 'index.html'), 'utf8');
  const swap = (pattern, replacement) => {
    if (!pattern.test(html)) throw new Error(`build.mjs: ${pattern} not found in index.html`);
    html = html.replace(pattern, () => replacement);
  };
  swap(/<link rel="stylesheet" href="calculator.css">/, `<style>\n${styleSafe(css)}</style>`);
  // (its id: the page's path worker starts from the same script, calculator/js/path-worker.js)
  swap(
    /<script id="engine" src="footwork.single.js"><\/script>/,
    `<script id="engine">\n${scriptSafe(engine)}\n</script>`,
  );
  // The bundle runs after the document is parsed, as the module script did.
  swap(
    /<script src="js\/main.js" type="module"><\/script>/,
    `<script>\ndocument.addEventListener('DOMContentLoaded', () => {\n${scriptSafe(js)}\n});\n</script>`,
  );
  if (/\s(src|href)="(?!#|data:)[^"]*"/.test(html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, ''))) {
    throw new Error('build.mjs: the page still refers to a file; it must be self-contained');
  }
  mkdirSync(dirname(outPath), { recursive: true });
  writeFileSync(outPath, html);
  return { bytes: Buffer.byteLength(html), bundleBytes: Buffer.byteLength(js) };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [engine, out] = process.argv.slice(2);
  if (!engine || !out) {
    console.error('usage: node web/calculator/build.mjs <footwork.single.js> <out.html>');
    process.exit(2);
  }
  const { bytes, bundleBytes } = await buildPage(resolve(engine), resolve(out));
  console.log(`${out}: ${bytes} bytes (page scripts ${bundleBytes} bytes, engine inlined)`);
}
