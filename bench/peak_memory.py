#!/usr/bin/env python3
"""Benchmark: peak memory of `faultline check` (AST mode) against `clang-19 -fsyntax-only`.

Issue 13, row 13: on one translation unit faultline may use at most 2x the peak resident memory
of `clang-19 -fsyntax-only` on the same TU. This script

  1. writes bench/out/memory/big.c: 50,000 small functions, 4 lines each (200,000 lines after
     the includes): loops over arrays, one in ten allocating and freeing a buffer in its loop
     (so the rules have findings to report), and one compile_commands.json entry for it;
  2. adds sqlite's amalgamation when it is there (--sqlite DIR, default the precision corpus's
     sqlite3-3.40.1/fl-build/sqlite3.c; read only);
  3. runs, for each TU, `clang-19 -fsyntax-only` with the entry's command and
     `faultline check --compile-commands DB FILE -o /dev/null -j 1 --no-cache` (--format text
     unless --format says otherwise), --runs times
     each, and reads each run's peak RSS from wait4's ru_maxrss (the process and the children
     it waited for);
  4. prints a table (median peak MiB, ratio) and writes bench/out/memory/results-FORMAT.json.

Usage (from the repository root, after building build/bin/faultline):
  python3 bench/peak_memory.py [--faultline build/bin/faultline] [--runs 3] [--functions 50000]
                               [--format text|json|sarif]
"""

import argparse
import json
import os
import shlex
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
OUT = os.path.join(HERE, "out", "memory")
SQLITE = "/work/main/bench/precision/corpus/sqlite3-3.40.1/fl-build"


def generate(path, functions):
    with open(path, "w") as f:
        f.write("#include <stdlib.h>\n#include <string.h>\n\n")
        for i in range(functions):
            if i % 10 == 0:
                f.write(f"void f{i}(char **rows, int n, size_t len) {{\n"
                        f"  for (int i = 0; i < n; ++i) {{ char *b = malloc(len + {i});\n"
                        f"    memcpy(b, rows[i], len); rows[i][0] = b[len / 2]; free(b); }}\n"
                        f"}}\n")
            else:
                f.write(f"int f{i}(const int *a, int n) {{\n"
                        f"  int s = {i}; for (int i = 0; i < n; ++i) s += a[i] * {i % 97};\n"
                        f"  return s;\n"
                        f"}}\n")


def peak_mib(argv, cwd):
    """Runs argv; returns (exit status, peak RSS in MiB, seconds)."""
    start = time.monotonic()
    proc = subprocess.Popen(argv, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    err = proc.stderr.read().decode(errors="replace")
    proc.stderr.close()
    return proc.returncode, usage.ru_maxrss / 1024.0, time.monotonic() - start, err


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--faultline", default=os.path.join(REPO, "build", "bin", "faultline"))
    ap.add_argument("--clang", default="clang-19")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--format", default="text",
                    help="faultline's --format (json and sarif build the whole report as one "
                         "llvm::json tree first: see docs/benchmark.md)")
    ap.add_argument("--functions", type=int, default=50000)
    ap.add_argument("--sqlite", default=SQLITE, help="directory holding sqlite3.c (skipped if absent)")
    args = ap.parse_args()

    os.makedirs(OUT, exist_ok=True)
    tus = []
    big = os.path.join(OUT, "big.c")
    generate(big, args.functions)
    tus.append(("generated (%d functions, %d lines)" % (args.functions, 4 * args.functions + 3),
                OUT, ["cc", "-O2", "-c", "big.c"], "big.c"))
    sqlite_c = os.path.join(args.sqlite, "sqlite3.c")
    if os.path.isfile(sqlite_c):
        tus.append(("sqlite3.c 3.40.1 amalgamation", args.sqlite,
                    ["cc", "-O2", "-DSQLITE_THREADSAFE=1", "-c", "sqlite3.c"], "sqlite3.c"))
    else:
        print(f"(no {sqlite_c}: sqlite skipped)")

    results = []
    for name, directory, command, file in tus:
        db_dir = os.path.join(OUT, "db-" + os.path.splitext(file)[0])
        os.makedirs(db_dir, exist_ok=True)
        db = os.path.join(db_dir, "compile_commands.json")
        with open(db, "w") as f:
            json.dump([{"directory": directory, "file": file, "command": shlex.join(command)}], f)
        clang_argv = [args.clang] + command[1:] + ["-fsyntax-only", "-w"]
        clang_argv = [a for a in clang_argv if a not in ("-c",)]
        fl_argv = [args.faultline, "check", "--compile-commands", db, os.path.join(directory, file),
                   "--format", args.format, "-o", os.devnull, "-j", "1", "--fail-on", "never", "--no-cache"]
        runs = {"clang": [], "faultline": []}
        times = {"clang": [], "faultline": []}
        for _ in range(args.runs):
            for key, argv in (("clang", clang_argv), ("faultline", fl_argv)):
                rc, mib, secs, err = peak_mib(argv, directory)
                if rc != 0:
                    sys.exit(f"{key} failed ({rc}) on {file}: {err.strip()[:500]}")
                runs[key].append(mib)
                times[key].append(secs)
        c, fl = statistics.median(runs["clang"]), statistics.median(runs["faultline"])
        row = {"tu": name, "clang_mib": round(c, 1), "faultline_mib": round(fl, 1),
               "ratio": round(fl / c, 2), "clang_s": round(statistics.median(times["clang"]), 1),
               "faultline_s": round(statistics.median(times["faultline"]), 1),
               "runs": args.runs}
        results.append(row)
        print(f"{name}: clang-19 -fsyntax-only {c:.0f} MiB ({row['clang_s']} s), "
              f"faultline check {fl:.0f} MiB ({row['faultline_s']} s): {fl / c:.2f}x", flush=True)
    with open(os.path.join(OUT, f"results-{args.format}.json"), "w") as f:
        json.dump(results, f, indent=2)
    worst = max(r["ratio"] for r in results)
    print(f"worst ratio {worst:.2f}x (target: at most 2x)")
    return 0 if worst <= 2.0 else 1


if __name__ == "__main__":
    sys.exit(main())
