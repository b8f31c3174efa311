#!/usr/bin/env bash
# Builds the libFuzzer targets (preset `fuzz`: clang, ASan, UBSan) and runs
# each tests/fuzz/fuzz_<t>.cpp for the given seconds (default 300; npm test
# runs 10 when asked, AUSPEX_FUZZ_SECONDS=10), or only the targets named.
# AUSPEX_FUZZ_RUNS=N runs N inputs per target instead of a time (the corpus
# counts). New inputs go to build/fuzz/corpus/<t>/, the committed seeds
# tests/fuzz/corpus/<t>/ and regressions/<t>/ are only read; a crash, hang
# or contract violation lands in build/fuzz/artifacts/<t>/ and fails.
#   bash scripts/fuzz.sh [seconds-per-target] [target …]
#   bash scripts/fuzz.sh 10 <target> <target>
#   AUSPEX_FUZZ_RUNS=1000000 bash scripts/fuzz.sh <target>
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=300
if [[ "${1:-}" =~ ^[0-9]+$ ]]; then
  seconds=$1
  shift
fi
runs="${AUSPEX_FUZZ_RUNS:-}"
targets=("$@")
# The targets: each tests/fuzz/fuzz_<t>.cpp, and each state model, a folder of
# tests/fuzz/corpus/ without a file of its own (built from fuzz_state.cpp).
if [ ${#targets[@]} -eq 0 ]; then
  for source in tests/fuzz/fuzz_*.cpp; do
    name=$(basename "$source" .cpp)
    [ "$name" = fuzz_state ] || targets+=("${name#fuzz_}")
  done
  for folder in tests/fuzz/corpus/*/; do
    name=$(basename "$folder")
    [ -f "tests/fuzz/fuzz_$name.cpp" ] || targets+=("$name")
  done
fi
for t in "${targets[@]}"; do
  [ -f "tests/fuzz/fuzz_$t.cpp" ] || [ -d "tests/fuzz/corpus/$t" ] ||
    { echo "fuzz: no target $t (tests/fuzz/fuzz_$t.cpp, or a state model's tests/fuzz/corpus/$t/)"; exit 2; }
done

# clang++ and libFuzzer come from scripts/bootstrap.sh (npm test and npm run fuzz run it first).
[ -f build/fuzz/build.ninja ] || cmake --preset fuzz >/dev/null
cmake --build --preset fuzz -j2 --target "${targets[@]/#/fuzz_}"

# -max_len: the largest ruleset file, minified, is 27 KB.
failed=0
for t in "${targets[@]}"; do
  name=fuzz_$t
  mkdir -p "build/fuzz/corpus/$t" "build/fuzz/artifacts/$t"
  if [ -n "$runs" ]; then bound=(-runs="$runs"); else bound=(-max_total_time="$seconds"); fi
  args=("${bound[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=32768
    -print_final_stats=1 -artifact_prefix="build/fuzz/artifacts/$t/")
  [ -f "tests/fuzz/dict/$t.dict" ] && args+=(-dict="tests/fuzz/dict/$t.dict")
  dirs=("build/fuzz/corpus/$t")
  for d in "tests/fuzz/corpus/$t" "tests/fuzz/regressions/$t"; do [ -d "$d" ] && dirs+=("$d"); done
  log="build/fuzz/$t.log"
  started=$SECONDS
  if "build/fuzz/tests/fuzz/$name" "${args[@]}" "${dirs[@]}" >"$log" 2>&1; then
    done_runs=$(grep -o 'stat::number_of_executed_units: [0-9]*' "$log" | grep -o '[0-9]*$' || true)
    cov=$(grep -o 'cov: [0-9]* ft: [0-9]*' "$log" | tail -1 || true)
    echo "fuzz: $t: ${done_runs:-?} inputs run (the corpus first) in $((SECONDS - started)) s, $cov, no crash (log: $log)"
  else
    failed=1
    artifact=$(grep -o 'Test unit written to .*' "$log" | tail -1 | sed 's/Test unit written to //' || true)
    tail -n 40 "$log"
    echo "fuzz: $t FAILED after $((SECONDS - started)) s (log: $log)"
    echo "  input:     ${artifact:-see the log}"
    echo "  reproduce: build/fuzz/tests/fuzz/$name ${artifact:-<input>}"
    echo "  once fixed, keep it: cp ${artifact:-<input>} tests/fuzz/regressions/$t/"
  fi
done
exit $failed
