// The esbuild defaults every browser bundle of Footwork is built with (docs/embedding.md, "Bundling"):
// the single-file engine (web/lib/build/single.mjs), the example VTT (web/examples/build.mjs), the
// Roll20 extension, the Owlbear extension and whatever integration comes next. One place decides the
// language level, the banner, source maps, legal comments and what a bundle may not contain, so the
// surfaces do not drift apart.
//
//   import { bundle } from '../build/bundle.mjs';
//   await bundle({ name: 'example VTT', entryPoints: ['web/examples/main.js'], outfile: 'dist/examples/main.js' });
//
// The policy, and why:
// - target: the browsers of 2023 and Node 20 (ES2022: class private fields, top-level await in
//   modules). Every VTT Footwork joins runs in a current browser; lowering further would only add
//   helper code.
// - not minified: the bundles are small next to the engine, and readable code is what extension
//   stores ask for (no obfuscation) and what a GM debugging a page can follow. Names are kept.
// - no source maps by default (the code is readable as it is, and a map beside a page opened from
//   disk is one more file to lose); FOOTWORK_SOURCEMAP=1, or `sourcemap` in the options, adds linked
//   maps for development.
// - legal comments (/*! … */, @license, @preserve) stay at the end of each file: the licences of
//   bundled packages (the Owlbear SDK is MIT) travel with the code.
// - no eval and no new Function in any output: Footwork runs under strict Content-Security-Policies
//   (Roll20's page, extension pages, Owlbear's iframe). The engine is linked with
//   -sDYNAMIC_EXECUTION=0 for the same reason; this check refuses a bundle that would bring them back.
// - esbuild's warnings fail the build (an `import.meta` that an IIFE cannot provide, a duplicate key,
//   a direct eval): a warning here is a bundle that misbehaves in some host.
import { build } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { version } from './version.mjs';

export const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The language level of every bundle (esbuild `target`). */
export const TARGET = ['chrome111', 'firefox115', 'safari16.4', 'node20'];

// Footwork's one version (the top-level CMakeLists.txt, web/build/version.mjs), re-exported for the
// bundles' callers.
export { version };

/** The comment at the top of every bundle: what it is, the version, where the sources are. */
export function banner(name) {
  return `/* Footwork ${version()}: ${name}. Built with esbuild from the sources in web/ (MIT). */`;
}

// Patterns a bundle must not contain (see the header). They match calls, not the words in prose.
const DYNAMIC_CODE = [/(^|[^.\w$])eval\s*\(/, /\bnew\s+Function\s*\(/, /(^|[^.\w$])Function\s*\(\s*['"`]/];

/** Throws when a bundle's text would run generated code (eval, new Function). */
export function checkNoDynamicCode(text, file) {
  for (const re of DYNAMIC_CODE) {
    const m = re.exec(text);
    if (m) {
      const line = text.slice(0, m.index).split('\n').length;
      throw new Error(`${file}:${line}: the bundle runs generated code (${m[0].trim()}), which a strict CSP refuses`);
    }
  }
}

/**
 * The esbuild options for one bundle: the defaults above, then the caller's `options` (any esbuild
 * option; `name` is the banner's description, `footer` a string appended to JavaScript output).
 */
export function esbuildOptions({ name, footer, ...options }) {
  if (!name) throw new Error('bundle: give the bundle a `name` (it goes into the banner)');
  const sourcemap = options.sourcemap ?? (process.env.FOOTWORK_SOURCEMAP === '1' ? 'linked' : false);
  return {
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: TARGET,
    minify: false,
    keepNames: false,
    legalComments: 'eof',
    charset: 'ascii',
    logLevel: 'silent', // bundle() reports warnings and errors itself
    define: { 'process.env.NODE_ENV': '"production"' },
    banner: { js: banner(name), css: banner(name) },
    ...(footer ? { footer: { js: footer } } : {}),
    absWorkingDir: repo,
    ...options,
    sourcemap,
    write: false,
    metafile: true,
  };
}

/**
 * Builds one bundle with the shared defaults and writes it. Warnings and dynamic code fail the build
 * (an Error listing them). Returns [{path, bytes}] of the files written and esbuild's metafile.
 */
export async function bundle(options) {
  const { outputFiles, metafile } = await bundleInMemory(options);
  const files = [];
  for (const f of outputFiles) {
    mkdirSync(dirname(f.path), { recursive: true });
    writeFileSync(f.path, f.contents);
    files.push({ path: f.path, bytes: f.contents.length });
  }
  return { files, metafile };
}

/**
 * The same build and checks, nothing written: esbuild's `outputFiles` (each with `path`, `text`,
 * `contents`) for a caller that places the code itself (the calculator inlines it into one HTML file).
 */
export async function bundleInMemory(options) {
  const opts = esbuildOptions(options);
  let result;
  try {
    result = await build(opts);
  } catch (e) {
    throw new Error(
      `esbuild failed for ${options.name}:\n${(e.errors ?? []).map(formatMessage).join('\n') || e.message}`,
    );
  }
  if (result.warnings.length)
    throw new Error(
      `esbuild warned for ${options.name} (warnings fail the build):\n${result.warnings.map(formatMessage).join('\n')}`,
    );
  // Every output is checked before any is written: a refused build leaves nothing half-made.
  for (const f of result.outputFiles) if (/\.(m?js)$/.test(f.path)) checkNoDynamicCode(f.text, relative(repo, f.path));
  return { outputFiles: result.outputFiles, metafile: result.metafile };
}

function formatMessage(m) {
  const where = m.location ? `${m.location.file}:${m.location.line}:${m.location.column}: ` : '';
  return `  ${where}${m.text}`;
}
