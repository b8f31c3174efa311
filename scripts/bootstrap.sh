#!/usr/bin/env bash
# Installs what the build and the tests need, and does nothing when all is
# there: Debian packages (Emscripten, Catch2 v2, nlohmann_json, Chromium,
# CMake, Ninja, clang and libFuzzer for the fuzz targets) and the npm
# packages of package.json.
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
have() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }
for pkg in cmake ninja-build g++ clang-format emscripten nlohmann-json3-dev catch2 chromium \
  clang libclang-rt-14-dev; do
  have "$pkg" || need+=("$pkg")
done
if [ ${#need[@]} -gt 0 ]; then
  echo "bootstrap: installing ${need[*]}"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

# npm packages: installed when missing or when package-lock.json changed.
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "bootstrap: installing npm packages"
  if [ -f package-lock.json ]; then npm ci --no-audit --no-fund --loglevel=error; else npm install --no-audit --no-fund --loglevel=error; fi
fi
