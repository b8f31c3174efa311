#!/usr/bin/env bash
# Builds the native core (tools, Catch2 tests) and the WebAssembly module,
# then assembles the static site in build/site (what any static host serves).
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_PATH=/usr/share/nodejs   # Debian's emcc needs acorn from here

what="${1:-all}"
if [ "$what" = all ] || [ "$what" = native ]; then
  [ -f build/native/build.ninja ] || cmake --preset native >/dev/null
  cmake --build --preset native
fi
# npm run bench: the native core at -O3 (its own folder; the tests' is -O1).
if [ "$what" = bench ]; then
  [ -f build/bench-native/build.ninja ] || cmake --preset bench >/dev/null
  cmake --build --preset bench
fi
if [ "$what" = all ] || [ "$what" = wasm ]; then
  [ -f build/wasm/build.ninja ] || emcmake cmake --preset wasm >/dev/null
  cmake --build --preset wasm
  node scripts/assemble-site.mjs
  # Each test-only game's own site (build/site-<id>: tests/fifth-game's Duel), for its browser test.
  for row in tests/*/core/*/system.cpp; do
    [ -f "$row" ] || continue
    node scripts/assemble-site.mjs --game "${row%%/core/*}"
  done
fi
