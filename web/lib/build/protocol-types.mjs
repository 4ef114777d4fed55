// Generates web/lib/protocol.d.ts, the TypeScript types of every request and result, from the
// protocol's JSON Schema (docs/schema/protocol.schema.json) with json-schema-to-typescript:
//   node web/lib/build/protocol-types.mjs            writes web/lib/protocol.d.ts
//   node web/lib/build/protocol-types.mjs --check    fails when the file is not what the schema gives
// The file is committed (readable, and the typings compile without a build); the tests run --check,
// so a schema change without regenerating fails (web/test/protocol-types.test.mjs).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from 'json-schema-to-typescript';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const SCHEMA = resolve(repo, 'docs/schema/protocol.schema.json');
export const TYPES = resolve(repo, 'web/lib/protocol.d.ts');

const HEADER = `// The Footwork protocol's requests and results (docs/protocol.md), generated from its JSON Schema
// (docs/schema/protocol.schema.json) by web/lib/build/protocol-types.mjs. Do not edit: change the
// schema and run \`node web/lib/build/protocol-types.mjs\`.`;

export async function protocolTypes() {
  const schema = JSON.parse(readFileSync(SCHEMA, 'utf8'));
  // Every definition becomes a named type. The generator emits what the root reaches, and the
  // schema's root is any request, which reaches no result: here the root is any request, any
  // response, or the by-name maps of requests and results.
  const { $ref, ...definitionsOnly } = schema;
  const root = {
    ...definitionsOnly,
    description:
      'Any request or response of the Footwork protocol, the maps of requests and results by query name, or a query name.',
    anyOf: ['ProtocolRequest', 'ProtocolResponse', 'Requests', 'Results', 'QueryName'].map((d) => ({
      $ref: `#/definitions/${d}`,
    })),
  };
  const ts = await compile(root, 'FootworkProtocol', {
    bannerComment: HEADER,
    unreachableDefinitions: true,
    additionalProperties: false,
    strictIndexSignatures: true,
    format: true,
    style: { singleQuote: true, printWidth: 120 },
    declareExternallyReferenced: true,
  });
  return ts;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const ts = await protocolTypes();
  if (process.argv.includes('--check')) {
    if (readFileSync(TYPES, 'utf8') !== ts) {
      console.error(
        'web/lib/protocol.d.ts is not what docs/schema/protocol.schema.json gives: run node web/lib/build/protocol-types.mjs',
      );
      process.exit(1);
    }
    console.log('web/lib/protocol.d.ts matches the schema');
  } else {
    writeFileSync(TYPES, ts);
    console.log(`${TYPES}: ${ts.length} characters`);
  }
}
