#!/usr/bin/env python3
"""Benchmark: AST mode's time on one long, branchy function (a macro-expanded encoder).

xrdp's libxrdp/xrdp_bitmap_compress.c (held-out set 26) is one function of ~900 lines whose
macros expand into chains of `if (count < 32) ... else if (count < 0x1000) ...`, each passing
variables that are assigned in hundreds of places to calls. Judging each call's argument sizes
walks those assignments, asks whether each can run before the call (a CFG reachability) and
whether a test bounds the value (a must-analysis over the CFG): faultline 0.1 at the start of
session 27 spent 325 s in that one file; with the reachability and the bounds kept per function
it spends about 1 s.

This script writes such a function with N blocks of the same shape (three assignments of four
variables, two relational tests, two calls per block, one malloc sized by all four at the end),
times `faultline check --mode ast --stats` on it for a few N and prints the "summaries" phase
time and the wall time. Not a test: figures only (docs/precision.md, "Session 27").

Usage (from the repository root, after building build/bin/faultline):
  python3 bench/branchy_function.py [--faultline build/bin/faultline] [--sizes 25,50,100,150]
      [--timeout 300]
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time


def write_function(path, blocks):
    lines = [
        "#include <stdlib.h>",
        "void out_byte(char *s, int v);",
        "int compress_rows(const char *in, int width, char *out) {",
        "  int count = 0, fom = 0, bicolor = 0, color = 0;",
    ]
    for k in range(blocks):
        lines += [
            f"  if (in[{k}] == in[{k + 1}]) count++; else count = in[{k}] + fom;",
            "  if (count < 32) out_byte(out, count);"
            " else if (count < 0x1000) { out_byte(out, count >> 8); fom = count + bicolor; }"
            " else { bicolor = fom * 2 + color; out_byte(out, bicolor); }",
            f"  if (fom > width) color = fom - width; else color = bicolor + {k};",
        ]
    lines += [
        "  char *p = malloc(count + fom + bicolor + color);",
        "  out[0] = p[0];",
        "  free(p);",
        "  return count;",
        "}",
    ]
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--faultline", default=os.path.join("build", "bin", "faultline"))
    ap.add_argument("--sizes", default="25,50,100,150", help="comma-separated block counts")
    ap.add_argument("--timeout", type=float, default=300, help="seconds per run")
    a = ap.parse_args()
    faultline = os.path.abspath(a.faultline)
    if not os.access(faultline, os.X_OK):
        sys.exit(f"branchy_function.py: no faultline binary at {faultline} (build it first)")
    print(f"faultline: {faultline}")
    print("| blocks | lines | summaries s | wall s |")
    print("|--:|--:|--:|--:|")
    with tempfile.TemporaryDirectory() as work:
        for blocks in (int(n) for n in a.sizes.split(",")):
            source = os.path.join(work, "branchy.c")
            write_function(source, blocks)
            with open(os.path.join(work, "compile_commands.json"), "w", encoding="utf-8") as f:
                json.dump([{"directory": work, "file": source, "arguments": ["clang", "-c", source]}], f)
            cmd = [faultline, "check", "-p", work, "--mode", "ast", "--no-cache", "--quiet",
                   "--fail-on", "never", "-j", "1", "--stats", "--format", "json",
                   "-o", os.path.join(work, "out.json")]
            start = time.monotonic()
            try:
                run = subprocess.run(cmd, capture_output=True, text=True, timeout=a.timeout)
            except subprocess.TimeoutExpired:
                print(f"| {blocks} | {3 * blocks + 9} | - | > {a.timeout:.0f} (stopped) |")
                continue
            wall = time.monotonic() - start
            found = re.search(r"summaries ([0-9.]+) s", run.stderr)
            summaries = found.group(1) if found else "?"
            if run.returncode != 0:
                print(f"| {blocks} | {3 * blocks + 9} | exit {run.returncode} | {wall:.2f} |")
                continue
            print(f"| {blocks} | {3 * blocks + 9} | {summaries} | {wall:.2f} |")


if __name__ == "__main__":
    main()
