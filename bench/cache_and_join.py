#!/usr/bin/env python3
"""Benchmark (issue 3): the two-phase pipeline.

1. Cold vs warm summary cache: `faultline check` over zstd's lib/ (the 40-TU compile database
   that check_vs_syntax_only.py prepares in bench/out/db; run that with --prepare-only first).
   Cold = an empty --cache-dir; warm = the same command again (every TU a cache hit, checked
   through --stats, output byte-identical to cold). Median of --runs interleaved runs, for each
   of --jobs (default "1,0": -j 1 and the default, one job per CPU). Wall time is the measure;
   CPU time (user + sys) and the load average are recorded beside it, since the machine is
   shared. Target: warm < 5% of cold.
2. The join on 10,000 generated TU summaries: realistic facts (a few functions per TU, calls
   into other TUs, loops, blocks with constant and parameter-dependent sizes, releases) written
   as 10 shard bundles, then `faultline merge --stats` over them. Target: < 2 s (whole merge).

Prints the figures and writes bench/out/cache_and_join.{json,md}. Not a test: it asserts
nothing, it measures.

Usage (from the repository root, after building build/bin/faultline):
  python3 bench/cache_and_join.py [--faultline build/bin/faultline] [--runs 5] [--jobs 1,0]
                                  [--tus 10000] [--skip-cache] [--skip-join]
"""

import argparse
import json
import os
import random
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
OUT = os.path.join(HERE, "out")
DB = os.path.join(OUT, "db", "compile_commands.json")


def log(msg):
    print(msg, flush=True)


def timed(cmd, **kw):
    """Wall seconds, and the child's CPU seconds (user + sys), of one run."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    proc = subprocess.run(cmd, capture_output=True, text=True, **kw)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    proc.cpu = (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return wall, proc


def cache_stats(stderr):
    m = re.search(r"cache: (\d+) hits?, (\d+) miss(?:es)?", stderr)
    return (int(m.group(1)), int(m.group(2))) if m else None


def bench_cache(faultline, runs, jobs):
    if not os.path.exists(DB):
        sys.exit(f"no compile database at {DB}: run python3 bench/check_vs_syntax_only.py "
                 "--prepare-only first")
    tus = len(json.load(open(DB)))
    cold, warm, cold_cpu, warm_cpu, loads = [], [], [], [], []
    outputs = set()
    cache_bytes = 0
    with tempfile.TemporaryDirectory(prefix="faultline-bench-cache-") as tmp:
        out = os.path.join(tmp, "findings.json")
        for i in range(runs + 1):  # run 0 warms the OS page cache and is not counted
            cache = os.path.join(tmp, f"cache{i}")
            cmd = [faultline, "check", "--compile-commands", DB, "--format", "json", "-o", out,
                   "-j", str(jobs), "--cache-dir", cache, "--stats", "--quiet"]
            loads.append(os.getloadavg()[0])
            t_cold, p_cold = timed(cmd)
            cold_output = open(out).read()
            t_warm, p_warm = timed(cmd)
            warm_output = open(out).read()
            sc, sw = cache_stats(p_cold.stderr), cache_stats(p_warm.stderr)
            if sc != (0, tus) or sw != (tus, 0):
                sys.exit(f"unexpected cache stats: cold {sc}, warm {sw}\n{p_warm.stderr}")
            outputs.add(cold_output == warm_output)
            cache_bytes = sum(os.path.getsize(os.path.join(d, f))
                              for d, _, fs in os.walk(cache) for f in fs)
            if i:
                cold.append(t_cold)
                warm.append(t_warm)
                cold_cpu.append(p_cold.cpu)
                warm_cpu.append(p_warm.cpu)
            log(f"  -j {jobs} run {i}: cold {t_cold:.3f} s (cpu {p_cold.cpu:.3f}), warm "
                f"{t_warm:.3f} s (cpu {p_warm.cpu:.3f}), load {loads[-1]:.1f}"
                + ("" if i else " (warm-up, not counted)"))
    c, w = statistics.median(cold), statistics.median(warm)
    return {"tus": tus, "jobs": jobs, "runs": runs, "coldSeconds": c, "warmSeconds": w,
            "warmOverCold": w / c, "coldAll": cold, "warmAll": warm,
            "coldCpuSeconds": statistics.median(cold_cpu),
            "warmCpuSeconds": statistics.median(warm_cpu),
            "loadAverages": loads, "cacheBytes": cache_bytes,
            "identicalOutput": outputs == {True}}


# --- generated summaries for the join ----------------------------------------------------------

def rng_range(path, line, col, width=10):
    return {"file": path, "line": line, "column": col, "endLine": line, "endColumn": col + width}


NO_RANGE = {"file": "", "line": 0, "column": 0, "endLine": 0, "endColumn": 0}


def size(bytes_=None, param=-1, mult=0, expr="n"):
    return {"bytes": bytes_, "expression": expr, "derivation": "", "dependsOnParameter": param,
            "parameterMultiplier": mult, "parameterAddend": 0}


def release(path, line, loop, order):
    return {"kind": "free", "range": rng_range(path, line, 5, 9), "function": "free",
            "loop": loop, "order": order}


def block(bid, path, line, loop, order, sz, freed_line):
    return {"id": bid, "kind": "malloc", "allocator": "malloc",
            "range": rng_range(path, line, 15, 16), "declaration": rng_range(path, line, 9, 3),
            "variable": f"p{bid}", "loop": loop, "order": order, "size": sz,
            "valueInitialized": False,
            "releases": [release(path, freed_line, loop, order + 5)] if freed_line else [],
            "escape": "none", "escapeRange": NO_RANGE}


def call(callee, path, line, loop, order, args):
    return {"callee": callee, "calleeUsr": f"c:@F@{callee}", "range": rng_range(path, line, 5),
            "loop": loop, "order": order, "arguments": args, "argumentKeys": [""] * len(args),
            "resultKey": "", "resultEscape": "unknown", "resultReleases": [], "isVirtual": False,
            "startsThread": False}


def loop(lid, path, line, parent=-1):
    return {"id": lid, "kind": "for", "range": rng_range(path, line, 3, 30), "parent": parent,
            "parallel": False}


def function(name, path, line, params=1):
    return {"name": name, "usr": f"c:@F@{name}", "range": rng_range(path, line, 6, len(name)),
            "loops": [], "blocks": [], "streamOpens": [], "bufferingChanges": [],
            "streamOps": [], "calls": [], "parameterKeys": [f"n@{line}:1"] * params,
            "releasedParameters": [], "allocatorSettings": []}


def generate_tu(i, n_tus, rnd, root, facts_version):
    """Four functions: a helper with a per-call buffer (constant or parameter-sized), a worker
    with nested loops calling helpers and leaves in other TUs (constant arguments), a function
    with a loop-local block, and a leaf that forwards its parameter to another TU's helper.
    Most buffers are small, so only some call paths end in a finding."""
    path = f"{root}/src/mod{i // 100:03d}/tu{i:05d}.c"
    fns = []
    helper = function(f"helper_{i}", path, 3)
    sz = rnd.choice([size(1 << 20, expr="1 << 20"), size(None, 0, 4096, "n * 4096"),
                     size(4096, expr="4096"), size(512, expr="512"), size(64, expr="64")])
    helper["blocks"].append(block(0, path, 4, -1, 10, sz, 8))
    fns.append(helper)

    worker = function(f"worker_{i}", path, 12)
    worker["loops"] = [loop(0, path, 13), loop(1, path, 14, parent=0)]
    order = 20
    for k in range(3):
        j = rnd.randrange(n_tus)
        callee = rnd.choice([f"helper_{j}", f"leaf_{j}"])
        worker["calls"].append(call(callee, path, 15 + k, rnd.choice([0, 1]), order,
                                    [{"constant": rnd.choice([1, 256, 1024])}]))
        order += 10
    fns.append(worker)

    local = function(f"local_{i}", path, 30)
    local["loops"] = [loop(0, path, 31)]
    # Most loop-local blocks are small (real code has few findings; each costs report time).
    local_size = 1 << 21 if rnd.random() < 0.1 else 4096
    local["blocks"].append(block(0, path, 32, 0, 40, size(local_size, expr="SZ"), 34))
    local["calls"].append(call("free", path, 34, 0, 45, [{}]))
    fns.append(local)

    leaf = function(f"leaf_{i}", path, 40)
    j = rnd.randrange(n_tus)
    leaf["calls"].append(call(f"helper_{j}", path, 41, -1, 50, [{"parameter": 0,
                                                                  "multiplier": 1,
                                                                  "addend": 0}]))
    fns.append(leaf)
    return {"version": facts_version, "mainFile": path, "functions": fns}


def write_bundles(n_tus, n_bundles, directory, probe):
    rnd = random.Random(1234)
    root = "/nonexistent/faultline-bench-project"
    tus = [generate_tu(i, n_tus, rnd, root, probe["factsVersion"]) for i in range(n_tus)]
    paths = []
    for k in range(1, n_bundles + 1):
        mine = [tu for i, tu in enumerate(tus) if i % n_bundles == k - 1]
        bundle = {"kind": "faultline-summaries", "version": probe["version"],
                  "factsVersion": probe["factsVersion"],
                  "tool": {"name": "faultline", "version": "bench"},
                  "shard": {"index": k, "count": n_bundles},
                  "extractOptions": probe["extractOptions"], "filesAnalyzed": len(mine),
                  "failures": [], "translationUnits": mine}
        p = os.path.join(directory, f"shard{k}.json")
        with open(p, "w") as f:
            json.dump(bundle, f)
        paths.append(p)
    return paths


def bench_join(faultline, n_tus, runs):
    with tempfile.TemporaryDirectory(prefix="faultline-bench-join-") as tmp:
        # Versions and the extract-options hash of an empty configuration, from a real one-file
        # bundle, so the generated bundles match the binary under test.
        src = os.path.join(tmp, "x.c")
        open(src, "w").write("int x;\n")
        json.dump([{"directory": tmp, "file": src, "arguments": ["clang-19", "-c", src]}],
                  open(os.path.join(tmp, "compile_commands.json"), "w"))
        probe = subprocess.run([faultline, "check", "-p", tmp, "--format", "summary",
                                "--no-cache", "--quiet"], capture_output=True, text=True,
                               cwd=tmp)
        probe = json.loads(probe.stdout)
        gen_start = time.perf_counter()
        bundles = write_bundles(n_tus, 10, tmp, probe)
        size_mb = sum(os.path.getsize(b) for b in bundles) / 1e6
        log(f"  generated {n_tus} summaries in 10 bundles ({size_mb:.1f} MB) in "
            f"{time.perf_counter() - gen_start:.1f} s")
        totals, joins, loads = [], [], []
        findings = None
        for i in range(runs):
            out = os.path.join(tmp, "merged.json")
            t, p = timed([faultline, "merge", "--format", "json", "-o", out, "--stats",
                          "--root", tmp, *bundles], cwd=tmp)
            if p.returncode not in (0, 1):
                sys.exit(f"merge failed ({p.returncode}):\n{p.stderr}")
            m = re.search(r"join ([\d.]+) s", p.stderr)
            l = re.search(r"load ([\d.]+) s", p.stderr)
            totals.append(t)
            joins.append(float(m.group(1)))
            loads.append(float(l.group(1)))
            findings = len(json.load(open(out))["findings"])
            log(f"  run {i + 1}: merge {t:.3f} s (load {loads[-1]:.3f} s, join {joins[-1]:.3f} s)"
                f", {findings} findings")
    return {"tus": n_tus, "bundles": 10, "bundleMegabytes": size_mb, "runs": runs,
            "mergeSeconds": statistics.median(totals), "joinSeconds": statistics.median(joins),
            "loadSeconds": statistics.median(loads), "findings": findings}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--faultline", default=os.path.join(REPO, "build", "bin", "faultline"))
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--jobs", default="1,0",
                    help="comma-separated -j values for the cache benchmark (0: default)")
    ap.add_argument("--tus", type=int, default=10000)
    ap.add_argument("--skip-cache", action="store_true")
    ap.add_argument("--skip-join", action="store_true")
    args = ap.parse_args()
    faultline = os.path.abspath(args.faultline)
    results = {"machine": {"cpus": os.cpu_count()}}
    if not args.skip_cache:
        results["cache"] = []
        for jobs in [int(j) for j in args.jobs.split(",")]:
            log(f"cache: faultline check on zstd ({DB}), -j {jobs}, {args.runs} runs")
            r = bench_cache(faultline, args.runs, jobs)
            results["cache"].append(r)
            log(f"cache: {r['tus']} TUs, -j {jobs}: cold {r['coldSeconds']:.3f} s, warm "
                f"{r['warmSeconds']:.3f} s = {100 * r['warmOverCold']:.1f}% of cold (target < 5%)"
                f"; cpu cold {r['coldCpuSeconds']:.3f} s, warm {r['warmCpuSeconds']:.3f} s; "
                f"output identical: {r['identicalOutput']}")
    if not args.skip_join:
        log(f"join: faultline merge over {args.tus} generated summaries, {args.runs} runs")
        r = results["join"] = bench_join(faultline, args.tus, args.runs)
        log(f"join: {r['tus']} TUs: merge {r['mergeSeconds']:.3f} s (load "
            f"{r['loadSeconds']:.3f} s, join {r['joinSeconds']:.3f} s), target < 2 s")
    os.makedirs(OUT, exist_ok=True)
    with open(os.path.join(OUT, "cache_and_join.json"), "w") as f:
        json.dump(results, f, indent=2)
    lines = ["| measurement | median |", "|---|---|"]
    for c in results.get("cache", []):
        j = c["jobs"] or "default"
        lines += [f"| cold check, {c['tus']} TUs, -j {j} | {c['coldSeconds']:.3f} s "
                  f"(cpu {c['coldCpuSeconds']:.3f} s) |",
                  f"| warm check, -j {j} (all hits) | {c['warmSeconds']:.3f} s "
                  f"(cpu {c['warmCpuSeconds']:.3f} s) = **{100 * c['warmOverCold']:.1f}% of "
                  f"cold** |"]
    if results.get("cache"):
        c = results["cache"][0]
        loads = [l for r in results["cache"] for l in r["loadAverages"]]
        lines += [f"| cache size, {c['tus']} entries | {c['cacheBytes'] / 1e6:.1f} MB |",
                  f"| load average during the runs | {min(loads):.1f} to {max(loads):.1f} |"]
    if "join" in results:
        j = results["join"]
        lines += [f"| merge of {j['tus']} summaries (10 bundles, {j['bundleMegabytes']:.0f} MB)"
                  f" | {j['mergeSeconds']:.3f} s |",
                  f"| of which: load + parse | {j['loadSeconds']:.3f} s |",
                  f"| of which: join (analyzeProgram) | {j['joinSeconds']:.3f} s |"]
    with open(os.path.join(OUT, "cache_and_join.md"), "w") as f:
        f.write("\n".join(lines) + "\n")
    log("\n".join(lines))


if __name__ == "__main__":
    main()
