#!/usr/bin/env python3
"""Benchmark: `faultline check` against `clang-19 -fsyntax-only` and clang-tidy on a real C project.

The project is zstd's C library (lib/: common, compress, decompress, dictBuilder, legacy,
deprecated: 40 translation units), taken from the PyPI source distribution of `backports-zstd`,
which bundles zstd's lib/ tree unmodified (the `zstandard` sdist only carries a one-file
amalgamation, and `apt-get source` is not available here). The script

  1. downloads the sdist once into bench/.cache (pip download --no-binary :all: --no-deps),
  2. unpacks it into bench/out/src and writes bench/out/db/compile_commands.json with the flags
     zstd's own Makefile uses (-O3 -DXXH_NAMESPACE=ZSTD_ -DZSTD_MULTITHREAD -DZSTD_LEGACY_SUPPORT=5),
  3. checks that every TU compiles (clang-19 -fsyntax-only), then
  4. times, interleaved, --runs times each (median reported):
       faultline check --compile-commands DB --format json -j 1      (one process, all TUs)
       clang-19 -fsyntax-only, each TU's own command, sequentially   (the baseline)
       clang-19 -fsyntax-only with all TUs in one driver process     (no process start-ups)
       clang-tidy-19 -checks=-*,performance-* -p DB  <all TUs>       (one process)
  5. prints the ratios and writes bench/out/results.{json,md}.

Targets (issue 2): faultline <= 1.05x syntax-only, and faster than that clang-tidy run.

Usage (from the repository root, after building build/bin/faultline):
  python3 bench/check_vs_syntax_only.py [--faultline build/bin/faultline] [--runs 5]
"""

import argparse
import glob
import json
import os
import shlex
import shutil
import statistics
import subprocess
import sys
import tarfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
CACHE = os.path.join(HERE, ".cache")
OUT = os.path.join(HERE, "out")
SDIST_NAME = "backports-zstd"
SDIST_VERSION = "1.8.0"
CLANG = "clang-19"
CLANG_TIDY = "clang-tidy-19"
# zstd's lib/Makefile (libzstd.mk): optimisation, namespace for xxhash, threads, legacy formats.
ZSTD_FLAGS = ["-std=c11", "-O3", "-DXXH_NAMESPACE=ZSTD_", "-DZSTD_MULTITHREAD", "-pthread",
              "-DZSTD_LEGACY_SUPPORT=5", "-Wall", "-Wextra"]


def log(msg):
    print(msg, flush=True)


def fetch_sdist():
    pattern = os.path.join(CACHE, f"backports_zstd-{SDIST_VERSION}.tar.gz")
    found = glob.glob(pattern)
    if found:
        return found[0]
    os.makedirs(CACHE, exist_ok=True)
    log(f"downloading {SDIST_NAME}=={SDIST_VERSION} (sdist) into {os.path.relpath(CACHE, REPO)}")
    subprocess.run([sys.executable, "-m", "pip", "download", "--no-binary", ":all:", "--no-deps",
                    "--quiet", f"{SDIST_NAME}=={SDIST_VERSION}", "-d", CACHE], check=True)
    found = glob.glob(pattern)
    if not found:
        sys.exit(f"error: pip did not leave {pattern}")
    return found[0]


def unpack(sdist):
    """Returns the zstd lib/ directory inside bench/out/src, unpacking once."""
    src = os.path.join(OUT, "src")
    lib = os.path.join(src, f"backports_zstd-{SDIST_VERSION}", "src", "c", "zstd", "lib")
    if not os.path.isfile(os.path.join(lib, "zstd.h")):
        shutil.rmtree(src, ignore_errors=True)
        os.makedirs(src)
        with tarfile.open(sdist) as tar:
            tar.extractall(src)
    if not os.path.isfile(os.path.join(lib, "zstd.h")):
        sys.exit(f"error: {sdist} does not contain zstd's lib/ (looked for {lib}/zstd.h)")
    return lib


def write_db(lib):
    tus = sorted(glob.glob(os.path.join(lib, "*", "*.c")))
    if len(tus) < 30:
        sys.exit(f"error: expected zstd's ~40 library TUs under {lib}, found {len(tus)}")
    entries = []
    for tu in tus:
        args = [CLANG] + ZSTD_FLAGS + ["-I" + lib, "-I" + os.path.join(lib, "common"),
                                       "-c", tu, "-o", tu[:-2] + ".o"]
        entries.append({"directory": lib, "arguments": args, "file": tu})
    db_dir = os.path.join(OUT, "db")
    os.makedirs(db_dir, exist_ok=True)
    db = os.path.join(db_dir, "compile_commands.json")
    with open(db, "w") as f:
        json.dump(entries, f, indent=1)
    return db, entries


def syntax_only_command(entry):
    """The entry's own command with -c/-o dropped and -fsyntax-only added."""
    args, out, skip = [], [], False
    for a in entry["arguments"]:
        if skip:
            skip = False
            continue
        if a == "-o":
            skip = True
            continue
        if a == "-c":
            continue
        out.append(a)
    return out[:1] + ["-fsyntax-only"] + out[1:]


def run_timed(cmd, ok_codes=(0,), cwd=None, label=""):
    start = time.perf_counter()
    proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=cwd)
    elapsed = time.perf_counter() - start
    if proc.returncode not in ok_codes:
        tail = (proc.stderr or proc.stdout).strip().splitlines()[-5:]
        raise RuntimeError(f"{label or cmd[0]} exited {proc.returncode}:\n  " + "\n  ".join(tail))
    return elapsed, proc


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--faultline", default=os.path.join(REPO, "build", "bin", "faultline"))
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--skip-tidy", action="store_true", help="leave clang-tidy out")
    ap.add_argument("--prepare-only", action="store_true",
                    help="fetch, unpack, write the compile database, check the TUs compile; no timing")
    args = ap.parse_args()

    for tool in (CLANG,) + (() if args.skip_tidy else (CLANG_TIDY,)):
        if not shutil.which(tool):
            sys.exit(f"error: {tool} not found (scripts/setup.sh installs it)")
    if not args.prepare_only and not os.access(args.faultline, os.X_OK):
        sys.exit(f"error: {args.faultline} is not built (cmake --build build --target faultline)")

    lib = unpack(fetch_sdist())
    db, entries = write_db(lib)
    files = [e["file"] for e in entries]
    log(f"zstd lib: {len(files)} translation units; compile database {os.path.relpath(db, REPO)}")

    # Every TU must compile, or the comparison means nothing.
    for e in entries:
        run_timed(syntax_only_command(e), cwd=e["directory"], label=os.path.basename(e["file"]))
    if args.prepare_only:
        log(f"all {len(entries)} TUs compile; database ready")
        return 0

    # --no-cache: this compares parsing work; a warm summary cache parses nothing
    # (bench/cache_and_join.py measures that).
    faultline_cmd = [args.faultline, "check", "--compile-commands", db, "--format", "json",
                     "-j", "1", "--no-cache", "--root", lib,
                     "-o", os.path.join(OUT, "faultline-findings.json")]
    tidy_cmd = [CLANG_TIDY, "-checks=-*,performance-*", "-p", os.path.dirname(db), "--quiet"] + files

    def time_faultline():
        t, _ = run_timed(faultline_cmd, ok_codes=(0, 1), label="faultline check")
        return t

    def time_syntax_only():
        total = 0.0
        for e in entries:
            t, _ = run_timed(syntax_only_command(e), cwd=e["directory"], label="clang -fsyntax-only")
            total += t
        return total

    # The same TUs in one clang driver process (they share flags): no per-process start-up, which
    # is the fairer baseline for a single `faultline check` process.
    one_process_cmd = [a for a in syntax_only_command(entries[0]) if a != entries[0]["file"]] + files

    def time_syntax_only_one_process():
        t, _ = run_timed(one_process_cmd, cwd=lib, label="clang -fsyntax-only (one process)")
        return t

    def time_tidy():
        t, _ = run_timed(tidy_cmd, ok_codes=(0, 1), label="clang-tidy")
        return t

    tools = [("faultline check -j 1", time_faultline), ("clang-19 -fsyntax-only", time_syntax_only),
             ("clang-19 -fsyntax-only, one process", time_syntax_only_one_process)]
    if not args.skip_tidy:
        tools.append(("clang-tidy-19 performance-*", time_tidy))

    log("warm-up run (not counted)")
    for _, fn in tools:
        fn()
    times = {name: [] for name, _ in tools}
    for r in range(args.runs):
        for name, fn in tools:  # interleaved, so drift on a shared machine hits all alike
            times[name].append(fn())
        log(f"run {r + 1}/{args.runs}: " + ", ".join(f"{n} {times[n][-1]:.2f} s" for n, _ in tools))

    med = {n: statistics.median(v) for n, v in times.items()}
    base = med["clang-19 -fsyntax-only"]
    with open(os.path.join(OUT, "faultline-findings.json")) as f:
        report = json.load(f)
    nfind, nfail = len(report.get("findings", [])), len(report.get("failures", []))

    lines = [f"# faultline check vs clang-19 -fsyntax-only on zstd's lib/ ({len(files)} TUs)", "",
             f"median of {args.runs} runs after one warm-up, {os.cpu_count()} CPUs; "
             f"faultline reported {nfind} findings, {nfail} failed TUs", "",
             "| tool | median s | min s | max s | vs syntax-only |", "|---|---|---|---|---|"]
    for n, v in times.items():
        lines.append(f"| {n} | {med[n]:.2f} | {min(v):.2f} | {max(v):.2f} | {med[n] / base:.3f}x |")
    ratio = med["faultline check -j 1"] / base
    ratio1 = med["faultline check -j 1"] / med["clang-19 -fsyntax-only, one process"]
    lines += ["", f"faultline / syntax-only (one process per TU) = {ratio:.3f}x (target <= 1.05x: "
              f"{'met' if ratio <= 1.05 else 'NOT met'})",
              f"faultline / syntax-only (all TUs in one process) = {ratio1:.3f}x (target <= 1.05x: "
              f"{'met' if ratio1 <= 1.05 else 'NOT met'})"]
    if not args.skip_tidy:
        tidy = med["clang-tidy-19 performance-*"]
        lines.append(f"faultline / clang-tidy = {med['faultline check -j 1'] / tidy:.3f}x "
                     f"(target < 1: {'met' if med['faultline check -j 1'] < tidy else 'NOT met'})")
    if ratio < 0.3:
        lines += ["", "WARNING: faultline finished far faster than parsing the same TUs; it is probably "
                  "not parsing them (a stub extractor?), so these ratios mean nothing."]
    lines += ["", "Reproduce: `python3 bench/check_vs_syntax_only.py --runs " + str(args.runs) + "`"]
    text = "\n".join(lines)
    print()
    print(text)
    with open(os.path.join(OUT, "results.md"), "w") as f:
        f.write(text + "\n")
    with open(os.path.join(OUT, "results.json"), "w") as f:
        json.dump({"tus": len(files), "runs": args.runs, "seconds": times, "median": med,
                   "faultline_over_syntax_only": ratio,
                   "faultline_over_syntax_only_one_process": ratio1, "findings": nfind, "failures": nfail,
                   "commands": {"faultline": faultline_cmd, "clang_tidy": tidy_cmd[:5] + ["<TUs>"],
                                "syntax_only_example": syntax_only_command(entries[0])}},
                  f, indent=2)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except RuntimeError as e:
        sys.exit(f"error: {e}")
