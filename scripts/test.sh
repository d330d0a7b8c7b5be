#!/usr/bin/env bash
# README command 2: install what is missing, build everything the tests need, run the whole
# suite through ctest.
#
#   bash scripts/test.sh              the suite on the Release build in build/ (what CI runs)
#   bash scripts/test.sh --sanitize   the suite on an ASan+UBSan build in build-asan/
#                                     (docs/sanitizers.md: what runs, what is left out and why)
set -euo pipefail
cd "$(dirname "$0")/.."
jobs="${FAULTLINE_JOBS:-2}"

if [ "${1:-}" != "--sanitize" ]; then
  bash scripts/setup.sh
  bash scripts/build.sh
  ctest --test-dir build --output-on-failure -j "$jobs"
  exit
fi
shift

# Tests left out of the sanitized run, by name, each with why. Everything else runs.
excluded=(
  # The shim is preloaded into a sanitized probe binary: ASan must be the first library loaded
  # and interposes malloc itself, so the two cannot share a process. (The shim is never built
  # sanitized; the runtime.* tests preload it into unsanitized programs and do run.)
  'gtest\.probe\.'
  # Same preload into the sanitized fl_gtest_probe, run by hand.
  'gtest\.listener'
  # Installs the sanitized static faultline_gtest library and links an unsanitized example
  # project against it, which cannot resolve the __asan_* symbols.
  'gtest\.install'
  # tidy.* and clangd.*: not built under FAULTLINE_SANITIZE (a sanitized plugin cannot be
  # loaded into Debian's unsanitized clang-tidy-19; faultline-clangd shares the plugin's
  # objects). They are absent from build-asan's ctest list rather than excluded here.
)
exclude_regex="$(IFS='|'; echo "${excluded[*]}")"

bash scripts/setup.sh
dir=build-asan
source scripts/compiler-cache.sh
if [ ! -f "$dir/build.ninja" ]; then
  # clang-19, and the fuzz harnesses too (same sanitized code, instrumented for coverage): their
  # fuzz.* smoke tests run below with the rest (docs/fuzzing.md).
  CC=clang-19 CXX=clang++-19 cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release "${compiler_cache[@]}" \
    -DFAULTLINE_SANITIZE=ON -DFAULTLINE_FUZZ=ON >/dev/null
fi
cmake --build "$dir" -j "$jobs"

# A sanitizer report goes to a file as well as stderr, and any report fails the run: a test that
# expects faultline to fail (exit 2 or 3) would otherwise take a sanitizer abort for a pass.
logs="$PWD/$dir/sanitizer-logs"
rm -rf "$logs" && mkdir -p "$logs"
export ASAN_OPTIONS="log_path=$logs/asan:detect_leaks=1:abort_on_error=0:exitcode=86:detect_stack_use_after_return=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export UBSAN_OPTIONS="log_path=$logs/ubsan:print_stacktrace=1:halt_on_error=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
status=0
ctest --test-dir "$dir" --output-on-failure -j "$jobs" -E "$exclude_regex" "$@" || status=$?
if compgen -G "$logs/*" >/dev/null; then
  echo "faultline: sanitizer reports in $logs:" >&2
  for f in "$logs"/*; do echo "== $f" >&2; head -40 "$f" >&2; done
  status=1
fi
exit "$status"
