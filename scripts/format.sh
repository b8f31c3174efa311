#!/usr/bin/env bash
# Applies .clang-format to the C++ sources; with --check, fails on any
# difference instead (run by npm test).
set -euo pipefail
cd "$(dirname "$0")/.."
files=$(git ls-files --cached --others --exclude-standard 'core/*.cpp' 'core/*.hpp' 'bindings/*.cpp' 'tests/native/*.cpp' 'tests/native/*.hpp' 'tests/fuzz/*.cpp' 'tests/fuzz/*.hpp' 'tests/*/core/*.cpp' 'tests/*/core/*.hpp' 'tests/*/tests/*.cpp' 'tools/*.cpp')
if [ "${1:-}" = "--check" ]; then
  clang-format --dry-run --Werror $files
  echo "format: $(echo "$files" | wc -w) files clean"
else
  clang-format -i $files
fi
