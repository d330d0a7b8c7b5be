#!/usr/bin/env python3
"""Runtime truth: does `faultline run` account for the page faults of real programs?

    python3 bench/runtime_truth/run.py [--only lz4,bzip2,brotli] [--configs default,pinned,...]
                                       [--files 60] [--faultline PATH] [--brotli-quality 9]

Three Debian bookworm command-line compressors that allocate large buffers for every input file:

  lz4 1.9.4-1     `lz4 -q -f -l -m FILES`   legacy format: two 8 MiB buffers malloc'd and freed per
                                             file (programs/lz4io.c:438/439)
  bzip2 1.0.8-5   `bzip2 -k -f -9 FILES`    BZ2_bzCompressInit: arr1, arr2 (~3.6 MiB each) and
                                             ftab (256 KiB) per file (bzlib.c:177-179)
  brotli 1.0.9-2  `brotli -k -f -q 9 FILES` c/tools/brotli.c CompressFiles() creates and destroys a
                                             BrotliEncoderState per file (lines 981/1022); at
                                             quality 9 its hasher alone is 32 MiB

Steps, each a function below:
  1. fetch   `apt-get source --only-source PKG=VERSION` into bench/runtime_truth/work/ (gitignored;
             the deb-src entry comes from bench/precision/fetch.py's ensure_deb_src()).
  2. build   a plain `gcc -O2 -g` of the sources that make up the CLI (library included, so every
             allocation has debug info), and a compile_commands.json for the AST check.
  3. inputs  60 deterministic ~1 MB text files (seeded PRNG over a random vocabulary).
  4. measure per configuration: minor faults of a plain run without the shim, counted by
             `perf stat -e minor-faults` (getrusage(RUSAGE_CHILDREN) delta if perf is missing),
             then `faultline run --what-if CONFIG` and its faultline-runtime.json.
  5. verdict `faultline check --mode fast` (and --mode ast, which needs the compile database) on
             the CLI's sources, `faultline confirm` against each configuration's runtime report.
  6. report  a table per program and configuration, the top sites, every confirmed / not
             reproduced finding with its reason, and whether blocks with the same lifetime (lz4's
             two buffers, bzip2's three arrays) got the same verdict.

Outputs (runtime reports, findings, confirmations, results.json) go to work/out/. A benchmark, not
a test: nothing is asserted about time; the exit code is non-zero only when a program cannot be
fetched or built, or faultline is missing. Needs root for apt-get (only when fetching).
"""
import argparse
import glob
import json
import os
import random
import re
import resource
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
WORK = os.path.join(HERE, "work")
OUT = os.path.join(WORK, "out")
INPUTS = os.path.join(WORK, "input")
DEFAULT_FAULTLINE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "build", "bin", "faultline")
DEFAULT_CONFIGS = "default,pinned,notrim,nommap,toppad,notrim+nommap"
PAGE = os.sysconf("SC_PAGE_SIZE")

# Reuse the precision benchmark's deb-src setup instead of copying it.
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "precision"))
from fetch import ensure_deb_src  # noqa: E402

# `sources`: globs relative to the source directory, compiled into one binary.
# `check`: the files given to `faultline check` (the same sources: the allocations that fault are in
# the library code compiled into the CLI, e.g. bzlib.c and brotli's c/enc/memory.c).
# `same_lifetime`: sites allocated and freed together on every file; they should get one verdict.
PROGRAMS = [
    dict(name="lz4", pkg="lz4", ver="1.9.4-1", srcdir="lz4-1.9.4",
         sources=["lib/lz4.c", "lib/lz4frame.c", "lib/lz4hc.c", "lib/xxhash.c", "lib/lz4file.c",
                  "programs/*.c"],
         cflags=["-Ilib"], args=["-q", "-f", "-l", "-m"],
         same_lifetime=[("programs/lz4io.c", 438), ("programs/lz4io.c", 439)]),
    dict(name="bzip2", pkg="bzip2", ver="1.0.8-5", srcdir="bzip2-1.0.8",
         sources=["blocksort.c", "huffman.c", "crctable.c", "randtable.c", "compress.c",
                  "decompress.c", "bzlib.c", "bzip2.c"],
         cflags=["-D_FILE_OFFSET_BITS=64"], args=["-k", "-f", "-9"],
         same_lifetime=[("bzlib.c", 177), ("bzlib.c", 178), ("bzlib.c", 179)]),
    # Quality 9, not the CLI's default 11: quality 10-11 (Zopfli) runs at ~0.5 MB/s here, i.e.
    # ~2 minutes per run of 60 files and ~25 minutes for the whole matrix. Quality 9 still builds
    # and destroys an encoder per file (BrotliEncoderCreateInstance in CompressFiles).
    dict(name="brotli", pkg="brotli", ver="1.0.9-2", srcdir="brotli-1.0.9",
         sources=["c/common/*.c", "c/dec/*.c", "c/enc/*.c", "c/tools/brotli.c"],
         cflags=["-Ic/include"], libs=["-lm"], args=["-k", "-f", "-q", "9"],
         same_lifetime=[]),
]


def die(msg):
    sys.exit(f"runtime_truth: {msg}")


def run(cmd, cwd=None, env=None, check=True):
    r = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True)
    if check and r.returncode:
        tail = (r.stdout + r.stderr).strip().splitlines()[-3:]
        raise RuntimeError(f"{' '.join(cmd[:4])} ... exited {r.returncode}: {' | '.join(tail)}")
    return r


# ---------------------------------------------------------------- 1. fetch

def fetch(p):
    """apt-get source at the pinned version; --only-source because 'brotli' is also a binary
    package whose candidate (1.0.9-2+deb12u1 from bookworm-security) has no source on the mirror
    apt-get would otherwise look up."""
    src = os.path.join(WORK, p["srcdir"])
    if os.path.isdir(src):
        return src
    if shutil.which("apt-get") is None:
        die(f"{p['name']}: cannot fetch {p['pkg']}={p['ver']}: no apt-get")
    try:
        ensure_deb_src()
        run(["apt-get", "source", "-qq", "--only-source", f"{p['pkg']}={p['ver']}"], cwd=WORK)
    except (RuntimeError, OSError, subprocess.CalledProcessError) as e:
        die(f"{p['name']}: cannot fetch {p['pkg']}={p['ver']}: {e}")
    if not os.path.isdir(src):
        die(f"{p['name']}: apt-get source did not create {src}")
    return src


# ---------------------------------------------------------------- 2. build

def sources(p, src):
    files = []
    for pat in p["sources"]:
        files += sorted(os.path.relpath(f, src) for f in glob.glob(os.path.join(src, pat)))
    return files


def build(p, src):
    """One gcc command over all sources (the projects' own Makefiles link the system's
    liblz4/libbz2 or need a configure step; a plain compile keeps every frame symbolisable)."""
    files = sources(p, src)
    exe = os.path.join(WORK, "bin", p["name"])
    os.makedirs(os.path.dirname(exe), exist_ok=True)
    cflags = ["-O2", "-g"] + p["cflags"]
    if not os.path.exists(exe) or any(os.path.getmtime(os.path.join(src, f)) > os.path.getmtime(exe)
                                      for f in files):
        try:
            run(["gcc"] + cflags + files + ["-o", exe] + p.get("libs", []), cwd=src)
        except (RuntimeError, OSError) as e:
            die(f"{p['name']}: build failed: {e}")
    # The AST check reads each file's compile command from here.
    db = [{"directory": src, "file": f, "arguments": ["gcc"] + cflags + ["-c", f]} for f in files]
    with open(os.path.join(src, "compile_commands.json"), "w") as fh:
        json.dump(db, fh, indent=1)
    return exe, files


# ---------------------------------------------------------------- 3. inputs

def make_inputs(n, size=1_000_000, seed=20260101):
    """n files of `size` bytes: lines of words drawn from a 2000-word random vocabulary. They
    compress like text (lz4 ~1.45x), so the output buffers are touched partly, as on real data."""
    stamp = os.path.join(INPUTS, "STAMP")
    want = f"{n} {size} {seed}"
    paths = [os.path.join(INPUTS, f"in{i:02d}.txt") for i in range(n)]
    if os.path.exists(stamp) and open(stamp).read() == want and all(map(os.path.exists, paths)):
        return paths
    shutil.rmtree(INPUTS, ignore_errors=True)
    os.makedirs(INPUTS)
    rng = random.Random(seed)
    letters = "abcdefghijklmnopqrstuvwxyz"
    words = ["".join(rng.choice(letters) for _ in range(rng.randint(2, 9))) for _ in range(2000)]
    for path in paths:
        parts, total = [], 0
        while total < size:
            line = " ".join(rng.choice(words) for _ in range(rng.randint(5, 14))) + "\n"
            parts.append(line)
            total += len(line)
        with open(path, "w") as fh:
            fh.write("".join(parts)[:size])
    with open(stamp, "w") as fh:
        fh.write(want)
    return paths


# ---------------------------------------------------------------- 4. measure

def env_for(tunables):
    env = dict(os.environ)
    env.pop("GLIBC_TUNABLES", None)
    for k in ("MALLOC_TRIM_THRESHOLD_", "MALLOC_MMAP_MAX_", "MALLOC_TOP_PAD_",
              "MALLOC_MMAP_THRESHOLD_", "LD_PRELOAD"):
        env.pop(k, None)
    if tunables:
        env["GLIBC_TUNABLES"] = tunables
    return env


def plain_faults(cmd, tunables):
    """Minor faults of the command without the shim, in the configuration's environment. perf
    counts the command's process only (perf's own faults are not in the event); without perf,
    the RUSAGE_CHILDREN delta of a direct run (getrusage sums children that were waited for)."""
    env = env_for(tunables)
    if os.path.exists("/usr/bin/perf") or shutil.which("perf"):
        with tempfile.NamedTemporaryFile("r", suffix=".csv") as tmp:
            r = run([shutil.which("perf") or "/usr/bin/perf", "stat", "-x,", "-e", "minor-faults",
                     "-o", tmp.name, "--"] + cmd, env=env, check=False)
            for line in open(tmp.name):
                f = line.split(",")
                if len(f) > 2 and f[2].startswith("minor-faults") and f[0].isdigit():
                    return int(f[0]), "perf stat", r.returncode
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_minflt
    r = run(cmd, env=env, check=False)
    return resource.getrusage(resource.RUSAGE_CHILDREN).ru_minflt - before, "getrusage", r.returncode


def faultline_run(faultline, cmd, config, out):
    """One `faultline run` per configuration, so each report is a complete runtime file that
    `confirm` reads as is (its top level is that configuration)."""
    shutil.rmtree(out, ignore_errors=True)
    r = run([faultline, "run", "--out", out, "--what-if", config, "--"] + cmd,
            env=env_for(""), check=False)
    path = os.path.join(out, "faultline-runtime.json")
    if not os.path.exists(path):
        raise RuntimeError(f"faultline run wrote no report: {r.stderr.strip()[-300:]}")
    with open(os.path.join(out, "run.txt"), "w") as fh:
        fh.write(r.stderr)
    rep = json.load(open(path))
    conf = rep["whatIf"]["configurations"][0]
    return path, rep, conf.get("glibcTunables", ""), r.returncode


def accounting(rep):
    """Sums the per-process fault accounts. `balance` = the buckets minus the process's own
    count: > 0 means more faults were charged than the process took."""
    t = dict(minor=0, sites=0, beforeShim=0, shim=0, heapSmall=0, other=0, lost=0,
             unexplained=0, heapTrims=0)
    for proc in rep["processes"]:
        t["minor"] += proc["minorFaults"]
        for k in t:
            if k != "minor":
                t[k] += proc["faults"].get(k, 0)
    t["balance"] = sum(t[k] for k in ("sites", "beforeShim", "shim", "heapSmall", "other", "lost",
                                      "unexplained")) - t["minor"]
    t["share"] = 1 - t["unexplained"] / t["minor"] if t["minor"] else 0.0
    t["commandRusage"] = rep.get("commandRusage", {}).get("minorFaults")
    return t


def top_sites(rep, n=4):
    rows = []
    for s in rep["sites"]:
        if s.get("kind") != "alloc" or not s.get("minorFaults"):
            continue
        loc = s["location"]
        # Pages the traced blocks could hold: a block's faults can never exceed its pages (+1 for
        # a block straddling a page boundary).
        pages = s.get("tracedBytes", 0) // PAGE + s.get("tracedCalls", 0)
        rows.append(dict(
            site=f"{os.path.basename(loc.get('file') or '?')}:{loc.get('line')} "
                 f"{loc.get('function')}",
            file=loc.get("file") or "", line=loc.get("line"),
            calls=s["calls"], traced=s["tracedCalls"], faults=s["minorFaults"],
            perCall=s.get("faultsPerCall", 0), steady=s.get("steadyFaultsPerCall", 0),
            warmup=s.get("warmupFaults", 0), maxPages=s.get("maxSize", 0) // PAGE,
            mmapped=s.get("mmappedBlocks", 0), heap=s.get("heap", {}),
            estimated=s.get("estimatedBlocks", 0), overPages=s["minorFaults"] > pages))
    return rows[:n]


# ---------------------------------------------------------------- 5. verdicts

def static_check(faultline, p, src, files, mode, out):
    """`faultline check` exits 1 when it reports warnings; only a missing report is an error."""
    path = os.path.join(out, f"findings-{mode}.json")
    cmd = [faultline, "check", "--mode", mode, "--no-cache", "--quiet", "--format", "json",
           "-o", path, "--root", src]
    if mode == "ast":
        cmd += ["-p", src]
    r = run(cmd + files, cwd=src, check=False)
    if not os.path.exists(path):
        raise RuntimeError(f"faultline check --mode {mode}: {r.stderr.strip()[-300:]}")
    return path


def confirm(faultline, findings, runtime, out):
    r = run([faultline, "confirm", "--findings", findings, "--runtime", runtime,
             "--format", "json", "-o", out], check=False)
    if not os.path.exists(out):
        raise RuntimeError(f"faultline confirm: {r.stderr.strip()[-300:]}")
    return json.load(open(out))


FIGURES = re.compile(r"^[0-9.]+ minor faults per call over .*?\): ")


def mechanism(reason):
    """The reason without its leading figures: what compares across sites of equal lifetime."""
    return FIGURES.sub("", reason or "")


def mechanism_class(reason):
    """The mechanism's name only (up to the first ':' or ';'), so that two blocks of different
    sizes with the same cause compare equal."""
    return re.split(r"[:;(]", mechanism(reason), maxsplit=1)[0].strip()


def verdicts(conf):
    rows = []
    for f in conf["findings"]:
        if f["verdict"] in ("confirmed", "not reproduced"):
            rows.append(dict(file=f["location"]["file"], line=f["location"]["line"],
                             rule=f["ruleId"], verdict=f["verdict"], reason=f["reason"],
                             steady=f.get("runtime", {}).get("steadyFaultsPerCall")))
    missed = [f"{os.path.basename(m['location'].get('file') or '?')}:{m['location'].get('line')}"
              for m in conf.get("missed", [])]
    return rows, missed, conf["summary"]


def same_lifetime_check(p, rows):
    """Verdict and mechanism of each same-lifetime site; 'yes' when they all agree."""
    if not p["same_lifetime"]:
        return "n/a (one site)", []
    got = []
    for file, line in p["same_lifetime"]:
        hit = [r for r in rows if r["file"].endswith(file) and r["line"] == line]
        got.append((f"{os.path.basename(file)}:{line}",
                    (hit[0]["verdict"], mechanism_class(hit[0]["reason"])) if hit else None))
    present = [g for _, g in got if g]
    if not present:
        return "n/a (no finding)", got
    if len(present) < len(got):
        return "no (some blocks have no finding)", got
    return ("yes" if len(set(present)) == 1 else "no"), got


# ---------------------------------------------------------------- 6. report

def measure_program(p, faultline, configs, inputs, quality):
    src = fetch(p)
    exe, files = build(p, src)
    args = list(p["args"])
    if p["name"] == "brotli":
        args[args.index("-q") + 1] = str(quality)
    cmd = [exe] + args + inputs
    out = os.path.join(OUT, p["name"])
    os.makedirs(out, exist_ok=True)
    findings = {mode: static_check(faultline, p, src, files, mode, out) for mode in ("fast", "ast")}
    results = []
    for config in configs:
        cdir = os.path.join(out, config)
        path, rep, tunables, rc = faultline_run(faultline, cmd, config, cdir)
        plain, how, prc = plain_faults(cmd, tunables)
        row = dict(program=p["name"], config=config, tunables=tunables, exit=rc, plainExit=prc,
                   plain=plain, plainMethod=how, acct=accounting(rep), sites=top_sites(rep),
                   methods=rep["summary"].get("methods"), wallNs=rep.get("wallNs"))
        row["modes"] = {}
        for mode, fpath in findings.items():
            conf = confirm(faultline, fpath, path, os.path.join(cdir, f"confirm-{mode}.json"))
            rows, missed, summary = verdicts(conf)
            same, detail = same_lifetime_check(p, rows)
            row["modes"][mode] = dict(rows=rows, missed=missed, summary=summary, same=same,
                                      sameDetail=detail)
        results.append(row)
        print_detail(row)
    return results


def short_verdicts(m):
    s = m["summary"]
    v = f"{s['confirmed']}c/{s['notReproduced']}nr"
    if s["missed"]:
        v += f"/{s['missed']}missed"
    return v


def print_detail(row):
    a = row["acct"]
    print(f"\n== {row['program']} / {row['config']}  (GLIBC_TUNABLES={row['tunables'] or '-'}; "
          f"method {','.join(row['methods'] or [])}; exit {row['exit']})")
    print(f"   process faults: {row['plain']} plain ({row['plainMethod']}), {a['minor']} under the "
          f"shim (wait4: {a['commandRusage']}); charged to sites {a['sites']}, heap outside "
          f"traced blocks {a['heapSmall']}, before shim {a['beforeShim']}, shim {a['shim']}, "
          f"other {a['other']}, lost {a['lost']}, unexplained {a['unexplained']}; "
          f"heap trims {a['heapTrims']}; buckets - process = {a['balance']:+d}")
    for s in row["sites"]:
        h = s["heap"]
        flag = "  [MORE FAULTS THAN PAGES]" if s["overPages"] else ""
        print(f"   site {s['site']}: {s['faults']} faults, {s['traced']} traced calls, "
              f"{s['perCall']:.1f}/call, steady {s['steady']:.1f}/call (block <= {s['maxPages']} "
              f"pages; mmapped {s['mmapped']}, heap grown {h.get('grownBlocks', 0)} regrown "
              f"{h.get('regrownBlocks', 0)} trims {h.get('trims', 0)}; estimated "
              f"{s['estimated']}){flag}")
    for mode, m in row["modes"].items():
        for r in m["rows"]:
            print(f"   [{mode}] {os.path.basename(r['file'])}:{r['line']} {r['verdict']} "
                  f"(steady {r['steady'] or 0:.1f}/call): {mechanism(r['reason'])[:100]}")
        if m["missed"]:
            print(f"   [{mode}] missed by the static rules: {', '.join(m['missed'])}")
        print(f"   [{mode}] same-lifetime blocks, same verdict: {m['same']}"
              + "".join(f"; {k}={v[0] + ' / ' + v[1] if v else 'no finding'}"
                        for k, v in m["sameDetail"]))


def table(results):
    head = ("| program | config | process faults (perf, plain) | under shim | charged to sites "
            "| share explained | buckets - process | verdicts fast | verdicts ast | same-lifetime "
            "same verdict (ast) |")
    lines = [head, "|" + "---|" * 10]
    for r in results:
        a = r["acct"]
        lines.append(
            f"| {r['program']} | {r['config']} | {r['plain']} | {a['minor']} | {a['sites']} "
            f"({a['sites'] / a['minor']:.1%}) | {a['share']:.1%} | {a['balance']:+d} | "
            f"{short_verdicts(r['modes']['fast'])} | {short_verdicts(r['modes']['ast'])} | "
            f"{r['modes']['ast']['same']} |")
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[1])
    ap.add_argument("--only", help="comma-separated program names (lz4,bzip2,brotli)")
    ap.add_argument("--configs", default=DEFAULT_CONFIGS, help=f"default: {DEFAULT_CONFIGS}")
    ap.add_argument("--files", type=int, default=60, help="number of ~1 MB input files")
    ap.add_argument("--faultline", default=os.environ.get("FAULTLINE", DEFAULT_FAULTLINE))
    ap.add_argument("--brotli-quality", type=int, default=9)
    a = ap.parse_args()
    if not os.access(a.faultline, os.X_OK):
        die(f"no faultline at {a.faultline} (--faultline or FAULTLINE=)")
    if shutil.which("gcc") is None:
        die("no gcc")
    os.makedirs(OUT, exist_ok=True)
    only = set(a.only.split(",")) if a.only else None
    inputs = make_inputs(a.files)
    configs = a.configs.split(",")
    results = []
    for p in PROGRAMS:
        if only and p["name"] not in only:
            continue
        results += measure_program(p, a.faultline, configs, inputs, a.brotli_quality)
    print("\nc = confirmed, nr = not reproduced, missed = hot runtime sites no finding matched; "
          "share explained = 1 - unexplained / process faults (under the shim)\n")
    print(table(results))
    with open(os.path.join(OUT, "results.json"), "w") as fh:
        json.dump(results, fh, indent=1)
    print(f"\nwrote {os.path.relpath(os.path.join(OUT, 'results.json'))}")


if __name__ == "__main__":
    main()
