#!/usr/bin/env bash
# Test stage: the JavaScript of web/lib, web/shim, web/roll20 and the surfaces (the Roll20 extension
# and Mod, the Owlbear extension, the example VTT, the calculator page) checked by the TypeScript
# compiler (`checkJs` and `strict`, web/tsconfig.json) against the hand-written typings (web/lib, web/shim, web/roll20 index.d.ts) and
# the protocol's generated ones (web/lib/protocol.d.ts); the hosts' globals are in
# web/test/types/hosts.d.ts. No build needed: the sources alone.
# tier: quick
set -euo pipefail
cd "$(dirname "$0")/../../web"
node_modules/.bin/tsc -p .
echo "types: web/ JavaScript checked against its typings (tsc --noEmit, checkJs, strict; $(node_modules/.bin/tsc --version))"
