#!/usr/bin/env bash
# Test stage: every JavaScript and TypeScript file of web/ is formatted as web/.prettierrc.json says
# (prettier from web/node_modules, pinned by the lock file). Fix with:
#   (cd web && node_modules/.bin/prettier --write "**/*.{js,mjs,ts}")
# tier: quick
set -euo pipefail
cd "$(dirname "$0")/../../web"
node_modules/.bin/prettier --check --log-level warn "**/*.{js,mjs,ts}"
echo "format: web/ JavaScript and TypeScript as web/.prettierrc.json says ($(node_modules/.bin/prettier --version))"
