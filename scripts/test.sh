#!/usr/bin/env bash
# npm test: installs what is missing, builds native and wasm, then runs every
# test: Catch2 (ctest), the format check, a bounded fuzzing run, Node (wasm
# API, CLI), browser.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/bootstrap.sh
bash scripts/build.sh

echo "== format check"
bash scripts/format.sh --check

echo "== type check of bindings/api.d.mts"
npx --no-install tsc -p tests/types/tsconfig.json

echo "== Catch2 (native core)"
ctest --preset native --output-on-failure

echo "== Fuzzing (bounded)"
bash scripts/fuzz.sh 10

echo "== Node: wasm API, golden cases, CLI"
node --test tests/node/*.test.mjs

echo "== Browser (headless Chromium)"
node --test --test-concurrency=1 tests/browser/*.test.mjs
