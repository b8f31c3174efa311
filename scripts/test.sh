#!/usr/bin/env bash
# npm test: installs what is missing, then the format and type checks, builds
# the native core and runs Catch2 (ctest, with the fuzz seeds replayed), builds
# the WebAssembly and the site and runs Node (wasm API, CLI) and the browser
# tests; a bounded fuzzing run when asked (see below).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/bootstrap.sh
# Each part says when it starts (seconds since npm test began): docs/testing.md.
stage() { echo "== $1 (at ${SECONDS} s)"; }

# The other two browser engines install while the core builds (the network
# and dpkg, not the two cores); their flows wait for them at the end.
mkdir -p build
bash scripts/bootstrap.sh engines >build/engines-install.log 2>&1 &
engines_pid=$!

# What fails fast fails first (issue 33): the checks that need no build, then
# the native core and its Catch2 tests, then the WebAssembly and the rest.
stage "format check"
bash scripts/format.sh --check

stage "type check of bindings/api.d.mts"
npx --no-install tsc -p tests/types/tsconfig.json

stage "native build"
# The core and its Catch2 tests only (the tools, the bench's and the golden files', are npm start's).
[ -f build/native/build.ninja ] || cmake --preset native >/dev/null
cmake --build --preset native --target tests/native/all

# Fuzzing: ctest replays every fuzz seed and kept regression natively. A
# bounded fuzzing run (its own instrumented build, then N s per target) is
# opt-in, AUSPEX_FUZZ_SECONDS=N npm test, beside the tests below, its output
# shown at the end: on CI's two cores its build alone costs 4 to 5 min of CPU
# (npm run fuzz runs it on its own).
fuzz_seconds="${AUSPEX_FUZZ_SECONDS:-0}"
fuzz_pid=
if [ "$fuzz_seconds" -gt 0 ]; then
  mkdir -p build
  fuzz_log=build/fuzz-run.log
  bash scripts/fuzz.sh "$fuzz_seconds" >"$fuzz_log" 2>&1 &
  fuzz_pid=$!
  trap 'kill "$fuzz_pid" 2>/dev/null || true' EXIT
fi
finish_fuzz() {
  [ -n "$fuzz_pid" ] || return 0
  local rc=0
  wait "$fuzz_pid" || rc=$?
  echo "== Fuzzing (bounded, run beside the tests)"
  grep -v '^\[' "$fuzz_log" || true
  return "$rc"
}

stage "Catch2 (native core)"
ctest --preset native --output-on-failure -j "$(nproc)"

stage "WebAssembly build and site"
bash scripts/build.sh wasm

stage "Node: wasm API, golden cases, CLI"
node --test --test-concurrency="$(nproc)" tests/node/*.test.mjs

stage "Browser: headless Chromium, and the key flows in Chromium, Firefox and WebKit"
# The other engines' install, started at the beginning, is done by now.
if ! wait "$engines_pid"; then cat build/engines-install.log; exit 1; fi
# Two test files at a time (each its own browser): the two cores stay busy.
# The longest first (tests/browser/longest-first.txt: their last clean-clone times), so none is
# left running alone at the end; with them, each test-only game's own
# (tests/<folder>/tests/*.browser.test.mjs, on build/site-<id>).
mapfile -t slow < tests/browser/longest-first.txt
rest=()
for f in tests/browser/*.test.mjs tests/*/tests/*.browser.test.mjs; do
  [[ " ${slow[*]} " == *" $f "* ]] || rest+=("$f")
done
node --test --test-concurrency=2 "${slow[@]}" "${rest[@]}"

stage "done"

finish_fuzz
trap - EXIT
