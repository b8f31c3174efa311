#!/usr/bin/env bash
# Installs what the build and the tests need, and does nothing when all is
# there: Debian packages (Emscripten, Catch2 v2, nlohmann_json, Chromium,
# CMake, Ninja, clang and libFuzzer for the fuzz targets) and the npm
# packages of package.json.
# `bootstrap.sh engines`: the two other browser engines the engine flows run
# in (tests/engines): WebKitGTK's WebDriver and MiniBrowser under Xvfb, and
# Firefox ESR; npm test installs them in the background while it builds.
set -euo pipefail
cd "$(dirname "$0")/.."

have() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }
install() {
  local recommends=--no-install-recommends
  if [ "$1" = --with-recommends ]; then recommends=""; shift; fi
  local need=()
  for pkg in "$@"; do have "$pkg" || need+=("$pkg"); done
  [ ${#need[@]} -gt 0 ] || return 0
  echo "bootstrap: installing ${need[*]}"
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $recommends "${need[@]}" >/dev/null
}

if [ "${1:-}" = engines ]; then
  # With what Debian recommends beside them (xauth for xvfb-run, Mesa's software GL, GTK's
  # icon loaders…): the set the engine flows were verified with (shared/docs/TOOLCHAIN.md).
  install --with-recommends webkit2gtk-driver xvfb xauth libgl1-mesa-dri firefox-esr
  exit 0
fi

install cmake ninja-build g++ clang-format emscripten nlohmann-json3-dev catch2 chromium \
  clang libclang-rt-14-dev

# npm packages: installed when missing or when package-lock.json changed.
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "bootstrap: installing npm packages"
  if [ -f package-lock.json ]; then npm ci --no-audit --no-fund --loglevel=error; else npm install --no-audit --no-fund --loglevel=error; fi
fi
