#!/usr/bin/env bash
# Last step of the main job: serve dist/ (the calculator page is dist/footwork.html, made by 21-calculator.sh)
# with python3's http.server on port ${FOOTWORK_PORT:-8080} and print where to open it.
# With CI=true or FOOTWORK_NO_SERVE=1 it prints the addresses and returns at once.
set -euo pipefail
cd "$(dirname "$0")/../.."

port="${FOOTWORK_PORT:-8080}"
if [ ! -f dist/footwork.html ]; then
  echo "30-serve: dist/footwork.html is missing; scripts/run.d/21-calculator.sh makes it" >&2
  exit 1
fi
echo "== calculator page (docs/calculator.md)"
echo "from disk: file://$(pwd)/dist/footwork.html"
echo "served:    http://localhost:${port}/footwork.html (also /calculator/)"
if [ "${CI:-}" = "true" ] || [ "${FOOTWORK_NO_SERVE:-}" = "1" ]; then
  echo "not serving (CI=true or FOOTWORK_NO_SERVE=1)"
  exit 0
fi
if ! python3 -c 'import socket, sys; socket.create_server(("", int(sys.argv[1]))).close()' "$port" 2>/dev/null; then
  echo "30-serve: port ${port} is not free; set FOOTWORK_PORT to another one" >&2
  exit 1
fi
echo "serving dist/ on port ${port}; Ctrl-C stops (FOOTWORK_PORT picks another port)"
exec python3 -m http.server "$port" --directory dist
