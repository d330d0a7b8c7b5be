#!/usr/bin/env bash
# Configures and builds faultline into build/ (Ninja, Release). Extra arguments are CMake targets.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs="${FAULTLINE_JOBS:-2}"
source scripts/compiler-cache.sh
if [ ! -f build/build.ninja ]; then
  cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release "${compiler_cache[@]}" >/dev/null
fi
if [ "$#" -gt 0 ]; then
  cmake --build build -j "$jobs" --target "$@"
else
  cmake --build build -j "$jobs"
fi
