#!/usr/bin/env python3
"""Overhead of the runtime shim against a plain run and against heaptrack (docs/runtime.md).

    python3 bench/runtime_overhead.py [BUILD_DIR]      # default: build

Builds the two programs with clang-19 -O2 -g, then times (median of REPEAT runs, wall-clock and
CPU time, the variants interleaved):
  plain          the program alone
  shim           LD_PRELOAD=libfaultline-rt.so with a report directory (perf method if allowed)
  shim-fallback  the same with FAULTLINE_RT_METHOD=getrusage
  heaptrack      `heaptrack -o ... program` (if installed)
on (a) a 1 MiB malloc+memset+free loop, with default glibc and with the threshold pinned, and
(b) 4 million small mallocs/callocs. Prints a table; it is a benchmark, not a test.

Wall time on a shared machine is noisy, so it also counts instructions per iteration with
valgrind's callgrind when valgrind is installed (user space only: system calls such as the
fallback's getrusage are not in it): plain vs shim, from two run lengths so start-up cancels.
INSTR=0 skips that.
"""
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
BUILD = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "..", "build"))
SHIM = os.path.join(BUILD, "lib", "libfaultline-rt.so")
REPEAT = int(os.environ.get("REPEAT", "7"))
CC = "clang-19" if shutil.which("clang-19") else "cc"


def build(name):
    exe = os.path.join(WORK, name)
    subprocess.run([CC, "-O2", "-g", "-o", exe, os.path.join(HERE, name + ".c")], check=True)
    return exe


def once(cmd, env):
    """Wall time and CPU time (user + system, from wait4) of one run. On a shared machine the
    CPU time is far steadier: another tenant's load stretches the wall clock, not our cycles."""
    t = time.perf_counter()
    p = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, ru = os.wait4(p.pid, 0)
    wall = time.perf_counter() - t
    p.returncode = os.waitstatus_to_exitcode(status)
    if p.returncode != 0:
        raise subprocess.CalledProcessError(p.returncode, cmd)
    return wall, ru.ru_utime + ru.ru_stime


def timed_interleaved(variants):
    """Median wall and CPU time per variant, the variants run in turn each round: on a shared
    machine load drifts, and interleaving spreads the drift over all of them instead of biasing
    one."""
    runs = [[] for _ in variants]
    for _ in range(REPEAT):
        for i, (cmd, env) in enumerate(variants):
            runs[i].append(once(cmd, env))
    return [(statistics.median(w for w, _ in r), statistics.median(c for _, c in r)) for r in runs]


def instructions(cmd_base, n1, n2, env):
    """User-space instructions per iteration under callgrind (start-up cancels out)."""
    counts = []
    for n in (n1, n2):
        p = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                            *cmd_base, str(n)], env=env, capture_output=True, text=True)
        line = [l for l in p.stderr.splitlines() if "Collected" in l]
        counts.append(int(line[-1].split()[-1].replace(",", "")) if line else None)
    if None in counts:
        return None
    return (counts[1] - counts[0]) / (n2 - n1)


def main():
    global WORK
    if not os.path.exists(SHIM):
        sys.exit(f"no shim at {SHIM}: cmake --build {BUILD} --target faultline-rt")
    WORK = tempfile.mkdtemp(prefix="faultline-bench-")
    large, small = build("runtime_overhead_large"), build("runtime_overhead_small")
    base = dict(os.environ)
    base.pop("GLIBC_TUNABLES", None)
    pinned = dict(base, GLIBC_TUNABLES="glibc.malloc.mmap_threshold=131072")
    cases = [("(a) 1 MiB loop x30000, default glibc", [large, "30000"], base),
             ("(a) 1 MiB loop x2000, threshold pinned", [large, "2000"], pinned),
             ("(b) 4M small malloc/calloc", [small, "4000000"], base)]
    heaptrack = shutil.which("heaptrack")
    print(f"median of {REPEAT} runs; shim {SHIM}; load average {os.getloadavg()[0]:.1f}")
    rows = []
    for title, cmd, env in cases:
        reports = tempfile.mkdtemp(dir=WORK)
        shim_env = dict(env, LD_PRELOAD=SHIM, FAULTLINE_RT_DIR=reports)
        variants = [(cmd, env), (cmd, shim_env),
                    (cmd, dict(shim_env, FAULTLINE_RT_METHOD="getrusage"))]
        times = timed_interleaved(variants)
        h = None
        if heaptrack:
            out = os.path.join(WORK, "ht")
            h = timed_interleaved([(["heaptrack", "-o", out, *cmd], env)])[0]
        rows.append((title, times, h))
    for k, what in ((0, "wall time"), (1, "CPU time (user + system)")):
        print(f"{what}:")
        print(f"{'case':40} {'plain':>9} {'shim':>16} {'shim-fallback':>16} {'heaptrack':>16}")
        for title, times, h in rows:
            plain = times[0][k]
            cells = [f"{plain * 1000:7.1f}ms"]
            for t in (times[1][k], times[2][k]):
                cells.append(f"{t * 1000:7.1f}ms {100 * (t / plain - 1):+5.1f}%")
            cells.append(f"{h[k] * 1000:7.1f}ms x{h[k] / plain:4.1f}" if h else "not installed")
            print(f"{title:40} {cells[0]:>9} {cells[1]:>16} {cells[2]:>16} {cells[3]:>16}")
    print(f"load average at the end {os.getloadavg()[0]:.1f}")
    if shutil.which("valgrind") and os.environ.get("INSTR", "1") != "0":
        print("instructions per iteration (callgrind, user space):")
        for title, exe, n1, n2, env in (("(a) 1 MiB loop, default glibc", large, 200, 1200, base),
                                        ("(b) small malloc/calloc + free", small, 100000, 300000,
                                         base)):
            shim_env = dict(env, LD_PRELOAD=SHIM, FAULTLINE_RT_DIR=tempfile.mkdtemp(dir=WORK))
            row = [instructions([exe], n1, n2, env), instructions([exe], n1, n2, shim_env),
                   instructions([exe], n1, n2, dict(shim_env, FAULTLINE_RT_METHOD="getrusage"))]
            if None in row:
                print(f"  {title}: callgrind failed")
                continue
            print(f"  {title:34} plain {row[0]:10.1f}  shim {row[1]:10.1f} ({row[1] - row[0]:+.1f})"
                  f"  shim-fallback {row[2]:10.1f} ({row[2] - row[0]:+.1f})")
    shutil.rmtree(WORK, ignore_errors=True)


if __name__ == "__main__":
    main()
