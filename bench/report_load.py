"""How long a large `faultline report` page takes to open in headless Chromium (docs/report.md).

Generates a runtime JSON of 100,000 sites (3-5 frames each, faults following a power law) with
a 1-hour timeline (256 buckets of 14.06 s; the 256 hottest sites carry their own, as the shim
keeps), renders it with `faultline report`, and opens the page REPEAT times: the figure is the
page's own data-render-ms (navigation start to the end of rendering: parsing the embedded
JSON, turning the sites' rows back into objects, summary, timeline, flame graph, the first
200 table rows; each phase's own time in data-render-phases), median of the runs.

Usage: python3 bench/report_load.py [build/bin/faultline] [SITES]   (REPEAT=5 by default)
"""
import json
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "tests", "report"))
import browser  # noqa: E402

BUCKETS, HOUR_NS = 256, 3600 * 10**9


def generate(n_sites, path):
    rnd = random.Random(12)
    funcs = [f"module{m}::function{f}" for m in range(40) for f in range(50)]
    sites, total = [], [0] * BUCKETS
    for i in range(n_sites):
        faults = int(2_000_000 / (i + 1) ** 1.1)
        calls = rnd.randint(1, 5000)
        depth = rnd.randint(3, 5)
        frames = [{"function": "main", "file": "/src/main.cc", "line": 10, "column": 3,
                   "module": "/usr/bin/app", "address": "0x1000", "inlined": False}]
        for d in range(depth - 1):
            fn = funcs[rnd.randrange(len(funcs)) if d else i % 200]
            frames.append({"function": fn, "file": f"/src/m{d}/f{i % 977}.cc",
                           "line": rnd.randint(1, 4000), "column": 5, "module": "/usr/bin/app",
                           "address": hex(0x4000 + i * 16 + d), "inlined": False})
        frames.reverse()
        site = {"kind": "alloc", "function": "malloc", "location": frames[0], "frames": frames,
                "processes": 1, "calls": calls, "bytes": calls * 1048576,
                "tracedCalls": calls, "tracedBytes": calls * 1048576, "maxSize": 1048576,
                "minorFaults": faults, "faultsPerCall": faults / calls,
                "steadyFaultsPerCall": faults / calls, "warmupCalls": 2, "warmupFaults": 0,
                "warmupMmappedBlocks": 0, "mmappedBlocks": calls // 2, "freedBlocks": calls,
                "meanLifetimeNs": 1000, "estimatedBlocks": 0, "overlappedBlocks": 0,
                "maxLiveBlocks": 1}
        if i < 256:
            tl = [0] * BUCKETS
            for _ in range(min(faults, 2000)):
                tl[min(BUCKETS - 1, int(rnd.random() ** (1 + i % 3) * BUCKETS))] += 1
            scale = faults / max(1, sum(tl))
            tl = [int(v * scale) for v in tl]
            tl[0] += faults - sum(tl)
            site["timeline"] = tl
            total = [a + b for a, b in zip(total, tl)]
        sites.append(site)
    total = [v + 1000 for v in total]
    doc = {"version": 1, "tool": {"name": "faultline", "version": "bench"},
           "command": ["synthetic", "--sites", str(n_sites)], "exitCode": 0, "wallNs": HOUR_NS,
           "minSize": 65536, "commandRusage": None,
           "processes": [{"pid": 1, "ppid": 0, "executable": "/usr/bin/app", "endedBy": "exit",
                          "method": "perf", "minSize": 65536, "minorFaults": sum(total),
                          "majorFaults": 0, "wallNs": HOUR_NS,
                          "faults": {"beforeShim": 100, "shim": 30, "sites": sum(s["minorFaults"] for s in sites),
                                     "heapSmall": 0, "other": 0, "lost": 0, "unexplained": 0,
                                     "heapTrims": 0, "heapTrimmedBytes": 0},
                          "environment": {"libc": "glibc", "libcVersion": "2.36"},
                          "timeline": {"startNs": 0, "bucketNs": HOUR_NS // BUCKETS, "minorFaults": total}}],
           "sites": sites,
           "timeline": {"bucketNs": HOUR_NS // BUCKETS, "minorFaults": total},
           "summary": {"processes": 1, "sites": n_sites, "minorFaults": sum(total),
                       "majorFaults": 0, "methods": ["perf"], "thresholdPinned": False}}
    with open(path, "w") as f:
        json.dump(doc, f)


def main():
    faultline = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "..", "build", "bin", "faultline")
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 100_000
    repeat = int(os.environ.get("REPEAT", "5"))
    chromium = os.environ.get("CHROMIUM", "chromium")
    tmp = tempfile.mkdtemp(prefix="faultline-report-bench-")
    rtjson, page = os.path.join(tmp, "runtime.json"), os.path.join(tmp, "report.html")
    generate(n, rtjson)
    t0 = time.monotonic()
    subprocess.run([faultline, "report", "--runtime", rtjson, "-o", page], check=True)
    write_s = time.monotonic() - t0
    print(f"{n} sites: runtime JSON {os.path.getsize(rtjson) / 2**20:.1f} MiB, page "
          f"{os.path.getsize(page) / 2**20:.1f} MiB, `faultline report` {write_s:.2f} s")
    render, wall, phases = [], [], []
    for _ in range(repeat):
        t0 = time.monotonic()
        dom = browser.dump_dom(chromium, page)
        wall.append(time.monotonic() - t0)
        assert re.search(r'<body[^>]*\bdata-rendered="ok"', dom), re.findall(r'id="fl-error"[^<]*', dom)
        render.append(int(re.search(r'data-render-ms="(\d+)"', dom).group(1)))
        phases.append(re.search(r'data-render-phases="([^"]*)"', dom).group(1))
    print(f"page rendered (navigation start to end of rendering): median "
          f"{statistics.median(render)} ms, runs {render}")
    print("phases (ms) of the median run: " + phases[render.index(sorted(render)[len(render) // 2])])
    print(f"whole chromium --dump-dom process (start-up included): median "
          f"{statistics.median(wall):.2f} s")


if __name__ == "__main__":
    main()
