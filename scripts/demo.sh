#!/usr/bin/env bash
# README command 1: install what is missing, build faultline, and check the bundled examples
# (the programs from the articles in examples/). Prints real findings; exits 0 when the check
# ran, whatever it found (the examples are meant to have findings).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh faultline
cmake -S examples -B build/examples -G Ninja \
  -DCMAKE_C_COMPILER=clang-19 -DCMAKE_CXX_COMPILER=clang++-19 >/dev/null
status=0
build/bin/faultline check -p build/examples --root . "$@" || status=$?
# 1 means "findings reported", which is the point of the demo.
if [ "$status" -ne 0 ] && [ "$status" -ne 1 ]; then
  exit "$status"
fi
