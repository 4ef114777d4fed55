// docs/protocol.md and the JSON Schema (docs/schema/protocol.schema.json) name the same fields. For each
// query, the sections "## Query: <name>" (and "## Query: <name> (…)") of the page, and for scenes the
// "## Scenes" section, are read:
// - every property of the query's request and result in the schema (nested objects included) must be
//   named in its sections, in backticks;
// - every field the sections name must be in the schema: the first column of the tables headed
//   "field", and the keys of the object shapes written in backticks (`{"from", "to", "clear": bool}`).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

import { repo } from './harness.mjs';

const schema = JSON.parse(readFileSync(join(repo, 'docs/schema/protocol.schema.json'), 'utf8'));
const page = readFileSync(join(repo, 'docs/protocol.md'), 'utf8');
const defs = schema.definitions;

// Sections of the page by their "## " heading; "### " subsections stay in their section.
function sections(text) {
  const out = [];
  for (const part of text.split(/^(?=## )/m)) {
    const heading = /^## (.*)$/m.exec(part);
    if (heading) out.push({ heading: heading[1].trim(), text: part });
  }
  return out;
}
const pageSections = sections(page);

function textFor(owner) {
  const parts = pageSections.filter((s) =>
    owner === 'Scenes' ? s.heading === 'Scenes' : new RegExp(`^Query: ${owner}(\\s|$)`).test(s.heading),
  );
  assert.ok(parts.length > 0, `docs/protocol.md has no section for ${owner}`);
  return parts.map((s) => s.text).join('\n');
}

// The code of a section: fenced blocks (```json … ```) and inline spans (`…`, which may wrap lines).
function codeSpans(text) {
  const spans = [];
  const prose = text.replace(/^```[^\n]*\n([\s\S]*?)^```$/gm, (_, block) => {
    spans.push(block);
    return '';
  });
  for (const [, span] of prose.matchAll(/`([^`]+)`/g)) spans.push(span);
  return spans;
}

// Every name written as code: `name`, and "name" inside code.
function namesInBackticks(text) {
  const names = new Set();
  for (const span of codeSpans(text)) {
    for (const [, n] of span.matchAll(/"([A-Za-z@][A-Za-z0-9]*)"/g)) names.add(n);
    for (const [, n] of span.matchAll(/(?:^|[^A-Za-z0-9"-])([A-Za-z@][A-Za-z0-9]*)(?![A-Za-z0-9"-])/g)) names.add(n);
  }
  return names;
}

// The keys of object shapes written in backticks: at "{" or "," directly inside braces, a name
// (quoted or not, "?" for optional) followed by ":", ",", "}" or "?".
function keysOfShapes(text) {
  const keys = new Set();
  for (const span of codeSpans(text)) {
    if (!span.includes('{')) continue;
    const stack = [];
    for (let i = 0; i < span.length; ++i) {
      const c = span[i];
      if (c === '{' || c === '[' || c === '(') stack.push(c);
      else if (c === '}' || c === ']' || c === ')') stack.pop();
      if ((c === '{' || c === ',') && stack[stack.length - 1] === '{') {
        const m = /^\s*"?([A-Za-z@][A-Za-z0-9]*)"?\??\s*(?=[:,}?]|$)/.exec(span.slice(i + 1));
        // "{terrain}" alone in braces stands for a terrain's fields, not a field named terrain.
        const alone = c === '{' && m && /^\s*}/.test(span.slice(i + 1 + m[0].length));
        if (m && !alone) keys.add(m[1]);
      }
    }
  }
  return keys;
}

// The first column of tables whose header's first cell is "field": the backticked names in it.
function fieldTableNames(text) {
  const names = new Set();
  let inFieldTable = false;
  for (const line of text.split('\n')) {
    if (!line.startsWith('|')) {
      inFieldTable = false;
      continue;
    }
    const first = line.split('|')[1].trim();
    if (/^-+$/.test(first)) continue;
    if (first === 'field') {
      inFieldTable = true;
      continue;
    }
    if (!inFieldTable) continue;
    // "`width`, `height`", "step `squeezed`"; a path item's shape "`{"jump": …}`" is not a field.
    for (const [, n] of first.matchAll(/`([A-Za-z@][A-Za-z0-9]*)`/g)) names.add(n);
  }
  return names;
}

// One character is a legend character (`{"M": {…}}`), a key of a map rather than a field.
const isFieldName = (n) => n.length > 1;

const deref = (s) => (s && s.$ref ? defs[s.$ref.split('/').pop()] : s);
// Definitions the page documents once, elsewhere than each query: the scene and a ruleset's variant
// (section "Scenes"), lengths ({feet, squares}: "Conventions"), errors ("Envelope"), a move's path
// items and its answer ("Query: move"; the path query's `walked` and `move` refer to them).
const SHARED = new Set([
  'PathItem',
  'MoveResult',
  'Scene',
  'RulesetVariant',
  'Grid',
  'Creature',
  'Terrain',
  'TerrainCell',
  'Wall',
  'Speeds',
  'Length',
  'ProtocolError',
]);

// The query whose sections document a shared definition: there it is checked like its own fields.
const OWNER = { PathItem: 'move', MoveResult: 'move' };

// Every property name under a schema, following $refs except into the shared definitions (those
// `query` owns included).
function propertyNames(s, query, out = new Set(), seen = new Set()) {
  if (!s || typeof s !== 'object') return out;
  if (s.$ref) {
    const name = s.$ref.split('/').pop();
    if ((SHARED.has(name) && OWNER[name] !== query) || seen.has(name)) return out;
    seen.add(name);
    return propertyNames(defs[name], query, out, seen);
  }
  for (const [k, v] of Object.entries(s.properties ?? {})) {
    out.add(k);
    propertyNames(v, query, out, seen);
  }
  for (const key of ['items', 'additionalProperties'])
    if (typeof s[key] === 'object') propertyNames(s[key], query, out, seen);
  for (const key of ['anyOf', 'oneOf', 'allOf']) for (const sub of s[key] ?? []) propertyNames(sub, query, out, seen);
  return out;
}
// Every property name anywhere under a schema, shared definitions included.
const allPropertyNames = (s) => {
  const out = propertyNames(s);
  const seen = new Set();
  const follow = (x) => {
    if (!x || typeof x !== 'object') return;
    if (x.$ref) {
      const n = x.$ref.split('/').pop();
      if (seen.has(n)) return;
      seen.add(n);
      return follow(defs[n]);
    }
    for (const [k, v] of Object.entries(x.properties ?? {})) {
      out.add(k);
      follow(v);
    }
    for (const key of ['items', 'additionalProperties']) if (typeof x[key] === 'object') follow(x[key]);
    for (const key of ['anyOf', 'oneOf', 'allOf']) for (const sub of x[key] ?? []) follow(sub);
  };
  follow(s);
  return out;
};

const ENVELOPE = new Set(['query', 'version', 'scene']);
const queries = defs.QueryName.enum;

for (const q of queries) {
  test(`docs/protocol.md and the schema name the same fields: ${q}`, () => {
    const text = textFor(q);
    const request = deref(defs.Requests.properties[q]);
    const result = deref(defs.Results.properties[q]);
    const inSchema = new Set(
      [...propertyNames(request, q), ...propertyNames(result, q)].filter((n) => !ENVELOPE.has(n)),
    );
    const documented = namesInBackticks(text);
    const undocumented = [...inSchema].filter((n) => !documented.has(n));
    assert.deepEqual(
      undocumented,
      [],
      `fields in the schema of "${q}" that its sections of docs/protocol.md never name`,
    );

    const known = new Set([...allPropertyNames(request), ...allPropertyNames(result)]);
    const named = new Set([...fieldTableNames(text), ...keysOfShapes(text)].filter(isFieldName));
    const missing = [...named].filter((n) => !known.has(n));
    assert.deepEqual(missing, [], `fields docs/protocol.md names for "${q}" that its schema lacks`);
  });
}

test('docs/protocol.md and the schema name the same fields: scenes', () => {
  const text = textFor('Scenes');
  const scene = ['Scene', 'RulesetVariant', 'Grid', 'Creature', 'Terrain', 'TerrainCell', 'Wall', 'Speeds'];
  const inSchema = new Set(scene.flatMap((d) => Object.keys(defs[d].properties)));
  const documented = namesInBackticks(text);
  assert.deepEqual(
    [...inSchema].filter((n) => !documented.has(n)),
    [],
    'scene fields the "Scenes" section never names',
  );
  const missing = [...new Set([...fieldTableNames(text), ...keysOfShapes(text)])]
    .filter(isFieldName)
    .filter((n) => !inSchema.has(n));
  assert.deepEqual(missing, [], 'fields the "Scenes" section names that the schema lacks');
});

test('the checks see a field the page lacks and a field the schema lacks', () => {
  // The readers above, on a made-up section: a shape key and a field-table row are found.
  const text = '| field | |\n|---|---|\n| `alpha` | x |\n\nResult: `{"beta", "gamma": [x, y]}`.';
  assert.deepEqual([...fieldTableNames(text)], ['alpha']);
  assert.deepEqual([...keysOfShapes(text)].sort(), ['beta', 'gamma']);
  assert.ok(!namesInBackticks(text).has('delta'));
});
