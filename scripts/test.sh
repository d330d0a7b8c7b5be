#!/usr/bin/env bash
# README command 2: install what is missing, build everything the tests need, run the whole
# suite through ctest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh
ctest --test-dir build --output-on-failure -j "${FAULTLINE_JOBS:-2}"
