#!/usr/bin/env bash
# Installs what the project needs and is missing, from Debian's packages and the npm registry.
# Quick when everything is present: it only asks dpkg. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

APT_PACKAGES=(
  build-essential cmake g++ clang libclang-rt-14-dev   # native build, sanitizers, libFuzzer
  libgtest-dev libbenchmark-dev nlohmann-json3-dev     # tests, benchmarks, JSON
  emscripten                                           # WebAssembly and plain-JS builds
  chromium                                             # browser tests (headless, driven by Playwright)
  python3 gzip ca-certificates
)

missing=()
for p in "${APT_PACKAGES[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
# Node.js and npm: the machine's own (Node 20 with npm) when present, else Debian's.
command -v node >/dev/null 2>&1 || missing+=(nodejs)
command -v npm >/dev/null 2>&1 || missing+=(npm)
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# JavaScript dependencies (Playwright core, TypeScript, the comparison libraries), pinned by the lock file.
if [ -f web/package-lock.json ]; then
  if [ ! -d web/node_modules ] || [ web/package-lock.json -nt web/node_modules/.package-lock.json ]; then
    echo "setup: npm ci in web/"
    (cd web && npm ci --no-audit --no-fund --loglevel=error)
  fi
fi
