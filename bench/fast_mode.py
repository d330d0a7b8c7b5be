#!/usr/bin/env python3
"""Fast mode's speed, against AST mode on the same sources (issue 7; figures in docs/fast-mode.md).

  1. the front end alone, one thread (fast_mode_bench): files/s, MB/s, lines/s over every .c/.h
     file of zstd's lib/ (bench/out/src, from `check_vs_syntax_only.py --prepare-only`);
  2. end to end, one job: `faultline check --mode fast -j 1 SRC` against
     `faultline check --mode ast -j 1 --no-cache -p DB` on the same project;
  3. the same two on the golden C++ sources (each includes <vector>, <memory>, ...), where AST
     mode pays for the standard headers and fast mode does not read them.

Median of --runs interleaved runs after a warm-up. Usage:
  cmake --build build --target faultline fast_mode_bench
  python3 bench/check_vs_syntax_only.py --prepare-only
  python3 bench/fast_mode.py [--build build] [--runs 5]
"""

import argparse
import glob
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

REPO = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))


def timed(cmd, cwd=None):
    start = time.perf_counter()
    proc = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if proc.returncode not in (0, 1):
        sys.exit(f"{' '.join(cmd)} exited {proc.returncode}:\n{proc.stderr[-2000:]}")
    return elapsed


def median_of(cmds, runs):
    """Interleaved runs of several commands; the medians, in order."""
    for cmd in cmds:  # warm-up
        timed(cmd)
    samples = [[] for _ in cmds]
    for _ in range(runs):
        for i, cmd in enumerate(cmds):
            samples[i].append(timed(cmd))
    return [statistics.median(s) for s in samples]


def source_stats(files):
    size = lines = 0
    for f in files:
        with open(f, "rb") as fh:
            data = fh.read()
        size += len(data)
        lines += data.count(b"\n")
    return size, lines


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build", default=os.path.join(REPO, "build"))
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    faultline = os.path.join(args.build, "bin", "faultline")
    bench = os.path.join(args.build, "bin", "fast_mode_bench")
    src = os.path.join(REPO, "bench", "out", "src")
    db = os.path.join(REPO, "bench", "out", "db")
    for path, hint in ((faultline, "cmake --build BUILD --target faultline"),
                       (bench, "cmake --build BUILD --target fast_mode_bench"),
                       (os.path.join(db, "compile_commands.json"),
                        "python3 bench/check_vs_syntax_only.py --prepare-only")):
        if not os.path.exists(path):
            sys.exit(f"missing {path}: run `{hint}`")

    # 1. The front end alone.
    out = subprocess.run([bench, "--repeat", str(args.runs), src], capture_output=True, text=True, check=True)
    front = json.loads(out.stdout.strip().splitlines()[-1])
    print("## fast mode front end, one thread (zstd lib/, every .c and .h)\n")
    print(out.stdout.rsplit("\n", 2)[0])
    seconds_100k = front["seconds"] / front["lines"] * 100000
    print(f"100,000 lines at this rate: {seconds_100k:.2f} s\n")

    # 2. End to end on zstd.
    fast_cmd = [faultline, "check", "--mode", "fast", "-j", "1", "--quiet", "--format", "json", src]
    ast_cmd = [faultline, "check", "--mode", "ast", "-j", "1", "--quiet", "--no-cache", "--format", "json", "-p", db]
    fast_s, ast_s = median_of([fast_cmd, ast_cmd], args.runs)
    files = [f for f in glob.glob(os.path.join(src, "**", "*"), recursive=True) if f.endswith((".c", ".h"))]
    size, lines = source_stats(files)
    tus = len(json.load(open(os.path.join(db, "compile_commands.json"))))
    print("## end to end, -j 1, zstd lib/\n")
    print("| run | what it reads | median s | files/s | MB/s |")
    print("|---|---|---|---|---|")
    print(f"| `check --mode fast` | {len(files)} files, {size / 1e6:.2f} MB, {lines:,} lines | {fast_s:.3f} | "
          f"{len(files) / fast_s:.0f} | {size / 1e6 / fast_s:.2f} |")
    print(f"| `check --mode ast` | {tus} TUs (+ their headers) | {ast_s:.3f} | {tus / ast_s:.0f} TUs/s | - |")
    print(f"\nAST / fast = {ast_s / fast_s:.1f}x\n")

    # 3. C++: the golden sources, where AST mode parses the standard library's headers.
    cpp = sorted(glob.glob(os.path.join(REPO, "rules", "*", "golden", "*.cpp")))
    with tempfile.TemporaryDirectory() as tmp:
        entries = [{"directory": os.path.dirname(f), "file": f,
                    "command": f"clang-19 -x c++ -std=c++20 -c {f}"} for f in cpp]
        with open(os.path.join(tmp, "compile_commands.json"), "w") as fh:
            json.dump(entries, fh)
        fast_cmd = [faultline, "check", "--mode", "fast", "-j", "1", "--quiet", "--format", "json"] + cpp
        ast_cmd = [faultline, "check", "--mode", "ast", "-j", "1", "--quiet", "--no-cache", "--format", "json",
                   "--compile-commands", os.path.join(tmp, "compile_commands.json")]
        fast_c, ast_c = median_of([fast_cmd, ast_cmd], args.runs)
    print(f"## end to end, -j 1, the {len(cpp)} golden C++ sources (standard headers)\n")
    print("| run | median s | files/s |")
    print("|---|---|---|")
    print(f"| `check --mode fast` | {fast_c:.3f} | {len(cpp) / fast_c:.0f} |")
    print(f"| `check --mode ast` | {ast_c:.3f} | {len(cpp) / ast_c:.0f} |")
    print(f"\nAST / fast = {ast_c / fast_c:.1f}x")


if __name__ == "__main__":
    main()
