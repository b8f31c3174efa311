#!/usr/bin/env bash
# npm start: installs what is missing, builds, serves the page on :8080.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh
bash scripts/build.sh
exec node scripts/serve.mjs "${PORT:-8080}"
