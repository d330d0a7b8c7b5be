#!/usr/bin/env bash
# README command 1: install what is missing, build faultline, check the bundled examples (the
# programs from the articles in examples/), then prove one finding at run time: run the DGEMM
# example under the shim with glibc's mmap threshold pinned, as many production configurations
# do, and let `faultline confirm` join the measurement with the static findings.
# Exits 0 when everything ran, whatever it found (the examples are meant to have findings).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh faultline faultline-rt
cmake -S examples -B build/examples -G Ninja \
  -DCMAKE_C_COMPILER=clang-19 -DCMAKE_CXX_COMPILER=clang++-19 >/dev/null
cmake --build build/examples >/dev/null

echo "== faultline check: the examples" >&2
status=0
build/bin/faultline check -p build/examples --root . "$@" || status=$?
# 1 means "findings reported", which is the point of the demo.
if [ "$status" -ne 0 ] && [ "$status" -ne 1 ]; then
  exit "$status"
fi

echo >&2
echo "== faultline run + confirm: dgemm_scratch with the mmap threshold pinned at 128 KiB" >&2
out=build/demo
mkdir -p "$out"
build/bin/faultline check -p build/examples --root . --quiet --format json \
  -o "$out/findings.json" || [ $? -eq 1 ]
GLIBC_TUNABLES=glibc.malloc.mmap_threshold=131072 \
  build/bin/faultline run --out "$out/runtime" -- build/examples/dgemm_scratch >/dev/null
build/bin/faultline confirm --findings "$out/findings.json" \
  --runtime "$out/runtime/faultline-runtime.json" | grep -A1 "confirmed:" || true
