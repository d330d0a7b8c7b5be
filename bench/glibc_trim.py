#!/usr/bin/env python3
"""The trimming table of docs/runtime.md: minor faults per iteration after the first two, for
N blocks of SIZE MiB allocated, written and freed together, on the main thread and on a second
thread (its own arena), under glibc's defaults and the settings the seed paper and `faultline
run --what-if` use.

    python3 bench/glibc_trim.py [--iters 50] [--sizes 1,4]
"""
import argparse
import os
import platform
import shutil
import subprocess
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
CONFIGS = [
    ("default", {}),
    ("pinned (mmap_threshold=128K)", {"GLIBC_TUNABLES": "glibc.malloc.mmap_threshold=131072"}),
    ("notrim (MALLOC_TRIM_THRESHOLD_=1G)", {"MALLOC_TRIM_THRESHOLD_": "1073741824"}),
    ("nommap (MALLOC_MMAP_MAX_=0)", {"MALLOC_MMAP_MAX_": "0"}),
    ("notrim + nommap", {"MALLOC_TRIM_THRESHOLD_": "1073741824", "MALLOC_MMAP_MAX_": "0"}),
    ("toppad (MALLOC_TOP_PAD_=64M)", {"MALLOC_TOP_PAD_": "67108864"}),
]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--iters", type=int, default=50)
    ap.add_argument("--sizes", default="1,4")
    args = ap.parse_args()
    cc = shutil.which("clang-19") or shutil.which("cc")
    work = tempfile.mkdtemp()
    exe = os.path.join(work, "glibc_trim")
    subprocess.run([cc, "-O2", "-o", exe, os.path.join(HERE, "glibc_trim.c"), "-lpthread"],
                   check=True)
    print(f"glibc {platform.libc_ver()[1]}, kernel {platform.release()}; minor faults per "
          f"iteration after the first two ({args.iters} iterations)\n")
    for size in args.sizes.split(","):
        cols = [(n, t) for n in (1, 2, 3, 4) for t in ("main", "thread")]
        print(f"{size} MiB blocks | " + " | ".join(f"{n}× {t}" for n, t in cols))
        print("|".join(["---"] + ["--:"] * len(cols)))
        for name, env in CONFIGS:
            e = {k: v for k, v in os.environ.items()
                 if not k.startswith("MALLOC_") and k != "GLIBC_TUNABLES"}
            e.update(env)
            row = []
            for n, t in cols:
                cmd = [exe, str(n), size, str(args.iters)] + (["t"] if t == "thread" else [])
                row.append(subprocess.run(cmd, env=e, capture_output=True, text=True,
                                          check=True).stdout.strip())
            print(f"{name} | " + " | ".join(row))
        print()
    shutil.rmtree(work)


if __name__ == "__main__":
    main()
