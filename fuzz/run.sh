#!/usr/bin/env bash
# Runs every libFuzzer harness (fuzz/*_fuzzer.cpp) for SECONDS each, one after the other, on its
# seed corpus (fuzz/corpus/<name>/, read only) plus a working corpus kept between runs in
# build-asan/fuzz/work/<name>/ (gitignored). Crashes land in build-asan/fuzz/crashes/<name>/.
# Prints one summary line per harness: executions, CPU seconds used (user+sys, which is less than
# SECONDS on a busy machine), coverage (cov: edges, ft: features), corpus size and whether it
# crashed, then the total CPU time. Exit 1 if any harness crashed.
#
#   bash fuzz/run.sh 60              # a minute each
#   bash fuzz/run.sh 600 config      # only the named harnesses
#   FUZZ_JOBS=2 bash fuzz/run.sh 1800   # two processes per harness (libFuzzer -fork)
#   FUZZ_RUNS=50000 bash fuzz/run.sh 60 # CI's smoke run: at most 50,000 inputs each, seed 1,
#                                       # so a rerun of the same commit tries the same inputs
#
# Builds (or re-uses) the sanitized tree build-asan/ that scripts/test.sh --sanitize uses;
# FUZZ_BUILD=0 skips that step (another build is running in build-asan/).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:?usage: fuzz/run.sh SECONDS [HARNESS...]}"
shift
dir=build-asan
source scripts/compiler-cache.sh
if [ ! -f "$dir/build.ninja" ]; then
  bash scripts/setup.sh
  CC=clang-19 CXX=clang++-19 cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release "${compiler_cache[@]}" \
    -DFAULTLINE_SANITIZE=ON -DFAULTLINE_FUZZ=ON >/dev/null
fi
if [ "${FUZZ_BUILD:-1}" != 0 ]; then
  cmake --build "$dir" -j "${FAULTLINE_JOBS:-2}" --target faultline_fuzzers
fi

names=("$@")
if [ ${#names[@]} -eq 0 ]; then
  for f in fuzz/*_fuzzer.cpp; do n="$(basename "$f" _fuzzer.cpp)"; names+=("$n"); done
fi
status=0
total_cpu=0
for name in "${names[@]}"; do
  work="$dir/fuzz/work/$name"
  crashes="$dir/fuzz/crashes/$name"
  logfile="$dir/fuzz/logs/$name.log"
  mkdir -p "$work" "$crashes" "$(dirname "$logfile")"
  extra=()
  if [ -n "${FUZZ_JOBS:-}" ]; then extra+=(-fork="$FUZZ_JOBS" -ignore_crashes=1); fi
  if [ -n "${FUZZ_RUNS:-}" ]; then extra+=(-runs="$FUZZ_RUNS" -seed=1); fi
  rc=0
  # -close_fd_mask=3: the readers print their one-line error for each input they reject (a
  # log of hundreds of MB); libFuzzer's own output and sanitizer reports still reach the log.
  cpufile="$dir/fuzz/logs/$name.cpu"
  /usr/bin/time -f '%U %S' -o "$cpufile" "$dir/fuzz/${name}_fuzzer" -max_total_time="$seconds" \
    -timeout=10 -rss_limit_mb=4096 -close_fd_mask=3 -print_final_stats=1 \
    -artifact_prefix="$crashes/" "${extra[@]}" "$work" "fuzz/corpus/$name" >"$logfile" 2>&1 || rc=$?
  execs="$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$logfile" | tail -1 | grep -o '[0-9]*$' || true)"
  last="$(grep -E '^#[0-9]+' "$logfile" | tail -1 || true)"
  cov="$(echo "$last" | grep -o 'cov: [0-9]*' || true)"
  ft="$(echo "$last" | grep -o 'ft: [0-9]*' || true)"
  found="$(ls "$crashes" | wc -l)"
  cpu="$(tail -1 "$cpufile" | awk '{printf "%d", $1 + $2}')"
  total_cpu=$((total_cpu + cpu))
  printf '%-16s %ss  cpu %ss  execs %-10s %-12s %-12s corpus %-6s crashes/artifacts %s%s\n' \
    "$name" "$seconds" "$cpu" "${execs:-?}" "$cov" "$ft" "$(ls "$work" | wc -l)" "$found" \
    "$([ "$rc" -ne 0 ] && echo "  (exit $rc, see $logfile)")"
  if [ "$rc" -ne 0 ]; then status=1; fi
done
echo "total CPU: ${total_cpu}s"
exit "$status"
