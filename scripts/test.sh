#!/usr/bin/env bash
# npm test: installs what is missing, builds native and wasm, then runs every
# test: the format check, Catch2 (ctest), Node (wasm API, CLI), browser, and
# a bounded fuzzing run beside them.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/bootstrap.sh
bash scripts/build.sh

echo "== format check"
bash scripts/format.sh --check

echo "== type check of bindings/api.d.mts"
npx --no-install tsc -p tests/types/tsconfig.json

# The bounded fuzzing run (its own instrumented build, then 10 s per target)
# runs beside the tests below, its output shown at the end: the machine has
# two cores and the browser tests leave one mostly idle.
mkdir -p build
fuzz_log=build/fuzz-run.log
bash scripts/fuzz.sh 10 >"$fuzz_log" 2>&1 &
fuzz_pid=$!
finish_fuzz() {
  local rc=0
  wait "$fuzz_pid" || rc=$?
  echo "== Fuzzing (bounded, run beside the tests)"
  grep -v '^\[' "$fuzz_log" || true
  return "$rc"
}
trap 'kill "$fuzz_pid" 2>/dev/null || true' EXIT

echo "== Catch2 (native core)"
ctest --preset native --output-on-failure

echo "== Node: wasm API, golden cases, CLI"
node --test tests/node/*.test.mjs

echo "== Browser (headless Chromium)"
# Two test files at a time (each its own Chromium): the suite waits on the
# browser more than it computes (5 min 27 s one at a time, 3 min 49 s two at a time).
node --test --test-concurrency=2 tests/browser/*.test.mjs

finish_fuzz
trap - EXIT
