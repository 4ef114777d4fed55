// The protocol's JSON Schema (docs/schema/protocol.schema.json) against the engine itself: every golden
// vector's request and full response (tests/vectors/**, answered by the WebAssembly build) validates
// with Ajv; every query the engine knows has a request and a result in the schema; and the schema is
// strict enough to refuse what the engine refuses (an unknown field, a wrong type).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import Ajv from 'ajv';

import { library, repo, vectorFiles } from './harness.mjs';

const schema = JSON.parse(readFileSync(join(repo, 'docs/schema/protocol.schema.json'), 'utf8'));
// strict: a typo in the schema (an unknown keyword, a required name without a property) is an error.
const ajv = new Ajv({ strict: true, allErrors: true, allowUnionTypes: true });
ajv.addSchema(schema);
const def = (name) => {
  const v = ajv.getSchema(`${schema.$id}#/definitions/${name}`);
  assert.ok(v, `docs/schema/protocol.schema.json has no definition ${name}`);
  return v;
};
const explain = (v) => ajv.errorsText(v.errors, { separator: '\n  ' });

const { load } = await library();
const footwork = await load();
const vectorsDir = join(repo, 'tests', 'vectors');
const vectors = vectorFiles(vectorsDir).map((f) => {
  const v = JSON.parse(readFileSync(f, 'utf8'));
  const text = typeof v.requestText === 'string' ? v.requestText : JSON.stringify(v.request);
  return { name: relative(vectorsDir, f), request: v.request, response: JSON.parse(footwork.queryText(text)) };
});

test('every query the engine knows has a request and a result in the schema, and no other', () => {
  const { error } = JSON.parse(footwork.queryText('{"query":"no-such-query"}'));
  const known = /known queries: ([^.]+)\./.exec(error.message)[1].split(', ');
  assert.ok(known.length >= 23, error.message);
  assert.deepEqual([...schema.definitions.QueryName.enum].sort(), [...known].sort());
  assert.deepEqual(Object.keys(schema.definitions.Requests.properties).sort(), [...known].sort());
  assert.deepEqual(Object.keys(schema.definitions.Results.properties).sort(), [...known].sort());
});

test('every golden vector: the response validates; an answered request and its result validate', () => {
  const response = def('ProtocolResponse');
  const failures = [];
  let answered = 0;
  for (const v of vectors) {
    if (!response(v.response)) failures.push(`${v.name}: response\n  ${explain(response)}`);
    if (!v.response.result) continue;
    answered++;
    const q = v.response.query;
    const request = def(`Requests/properties/${q}`);
    const result = def(`Results/properties/${q}`);
    if (!request(v.request)) failures.push(`${v.name}: request\n  ${explain(request)}`);
    if (!result(v.response.result)) failures.push(`${v.name}: result\n  ${explain(result)}`);
  }
  assert.ok(answered > 500, `only ${answered} vectors answered`);
  assert.equal(failures.length, 0, `${failures.length} failures:\n${failures.slice(0, 20).join('\n')}`);
});

test('the schema refuses what the engine refuses: an unknown field, a wrong type, a missing field', () => {
  const moveRequest = def('Requests/properties/move');
  const good = vectors.find((v) => v.response.query === 'move' && v.response.result).request;
  assert.ok(moveRequest(good), explain(moveRequest));
  for (const bad of [
    { ...good, bogus: 1 },
    { ...good, spent: 'ten' },
    { ...good, creature: undefined },
    { ...good, scene: { ...good.scene, grid: { ...good.scene.grid, width: 0 } } },
  ]) {
    const request = JSON.parse(JSON.stringify(bad));
    assert.equal(moveRequest(request), false, JSON.stringify(request).slice(0, 200));
    const answer = JSON.parse(footwork.queryText(JSON.stringify(request)));
    assert.ok(answer.error, `the engine answered ${JSON.stringify(request).slice(0, 120)}`);
  }
  const moveResult = def('Results/properties/move');
  const result = vectors.find((v) => v.response.query === 'move' && v.response.result).response.result;
  assert.ok(moveResult(result));
  assert.equal(moveResult({ ...result, undocumented: true }), false);
});

test("a variant's knobs in the schema are the engine's: the same names, and each takes what the engine takes", () => {
  const { result } = JSON.parse(footwork.queryText('{"query":"rulesets","id":"sw5e","knobs":true}'));
  const props = schema.definitions.RulesetVariant.properties;
  assert.deepEqual(Object.keys(props), ['base', ...result.knobs.map((k) => k.name)]);
  for (const k of result.knobs) {
    const p = props[k.name];
    if (Array.isArray(k.values) && typeof k.values[0] === 'boolean') assert.equal(p.type, 'boolean', k.name);
    else if (Array.isArray(k.values)) assert.deepEqual(p.enum, k.values, k.name);
    else {
      const n = k.name === 'bands' ? p.additionalProperties : p;
      assert.deepEqual([n.type, n.minimum, n.maximum], ['integer', k.values.min, k.values.max], k.name);
    }
  }
  // And the engine refuses a knob the schema lacks, as the schema does.
  const scene = def('Scene');
  const variant = { ruleset: { base: 'sw5e', noSuchKnob: true }, grid: { width: 1, height: 1 } };
  assert.equal(scene(variant), false);
  const answer = JSON.parse(footwork.queryText(JSON.stringify({ query: 'scene', scene: variant })));
  assert.equal(answer.error?.code, 'unknown-knob');
});

test('web/lib/protocol.d.ts is what the schema generates (node web/lib/build/protocol-types.mjs)', async () => {
  const { protocolTypes, TYPES } = await import('../lib/build/protocol-types.mjs');
  assert.equal(readFileSync(TYPES, 'utf8'), await protocolTypes(), 'regenerate: node web/lib/build/protocol-types.mjs');
});
