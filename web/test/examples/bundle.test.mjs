// web/build/bundle.mjs, the esbuild defaults every browser bundle shares (docs/embedding.md,
// "Bundling"): the banner, the IIFE format, warnings failing the build, and the refusal of eval and
// new Function that strict Content-Security-Policies would block. (esbuild only; no engine, no browser.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import vm from 'node:vm';
import { bundle, checkNoDynamicCode, version } from '../../build/bundle.mjs';

function withSources(files, fn) {
  const dir = mkdtempSync(join(tmpdir(), 'footwork-bundle-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return fn(dir).finally(() => rmSync(dir, { recursive: true, force: true }));
}

test('a bundle is one classic script with the banner, its imports resolved', () =>
  withSources(
    {
      'main.js': "import { twice } from './lib.js';\nglobalThis.bundled = twice(21);\n",
      'lib.js': 'export const twice = (n) => 2 * n;\n',
    },
    async (dir) => {
      const { files } = await bundle({
        name: 'test bundle',
        entryPoints: [join(dir, 'main.js')],
        outfile: join(dir, 'out.js'),
      });
      assert.equal(files.length, 1);
      const text = readFileSync(join(dir, 'out.js'), 'utf8');
      assert.ok(text.startsWith(`/* Footwork ${version()}: test bundle.`), text.slice(0, 80));
      assert.doesNotMatch(text, /^\s*(import|export)\b/m, 'no module syntax left in a classic script');
      const context = vm.createContext({});
      vm.runInContext(text, context);
      assert.equal(context.bundled, 42);
    },
  ));

test('an esbuild warning fails the build (import.meta in a classic script)', () =>
  withSources({ 'main.js': 'globalThis.where = import.meta.url;\n' }, async (dir) => {
    await assert.rejects(
      bundle({ name: 'warns', entryPoints: [join(dir, 'main.js')], outfile: join(dir, 'out.js') }),
      /warnings fail the build[\s\S]*import\.meta/,
    );
  }));

test('eval and new Function are refused in any output, with file and line', () => {
  assert.throws(
    () => checkNoDynamicCode('let a = 1;\nconst f = new Function("return 1");', 'x.js'),
    /x\.js:2: .*new Function/,
  );
  assert.throws(() => checkNoDynamicCode('eval("1 + 1")', 'y.js'), /y\.js:1: .*eval/);
  assert.throws(() => checkNoDynamicCode("const g = Function('a', 'return a');", 'z.js'), /z\.js:1/);
  // Names that merely contain the words, and methods called eval, are fine.
  assert.doesNotThrow(() =>
    checkNoDynamicCode('evaluate(x); retrieval(y); obj.eval(z); isFunction(f); new FunctionRef()', 'ok.js'),
  );
});

test('a bundle that would eval is not written', () =>
  withSources({ 'main.js': 'globalThis.run = (s) => (0, globalThis.eval)(s);\nnew Function("x");\n' }, async (dir) => {
    await assert.rejects(
      bundle({ name: 'evals', entryPoints: [join(dir, 'main.js')], outfile: join(dir, 'out.js') }),
      /strict CSP/,
    );
    assert.throws(() => readFileSync(join(dir, 'out.js')), /ENOENT/);
  }));
