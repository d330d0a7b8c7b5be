"""What the fix tests share (tidy.fixits applies the fixes with clang-tidy --fix, cli.fixes with
`faultline check --fix` and clang-apply-replacements): the fixtures' CHECK-FIXES matched by
FileCheck, compiling a fixed file, and the proof by a rerun under the shim with glibc's mmap
threshold pinned (faults of one allocation site per loop iteration, before and after)."""
import json
import os
import re
import shutil
import subprocess
import tempfile

CC = shutil.which("clang-19") or "cc"
CXX = shutil.which("clang++-19") or "c++"
PINNED = "glibc.malloc.mmap_threshold=131072"
ITERATIONS = 1000


def copy_without_checks(source, directory):
    """The input as LLVM's check_clang_tidy.py gives it to clang-tidy: CHECK lines emptied (kept
    as `//`, so line numbers stay), lest FileCheck match the expectations themselves."""
    text = open(source, encoding="utf-8").read()
    copy = os.path.join(directory, os.path.basename(source))
    with open(copy, "w", encoding="utf-8") as f:
        f.write(re.sub(r"// *CHECK-[A-Z0-9-]*:[^\r\n]*", "//", text))
    return copy


def file_check(filecheck, fixed, source):
    r = subprocess.run([filecheck, "--input-file=" + fixed, source,
                        "--check-prefixes=CHECK-FIXES", "--dump-input=fail"],
                       capture_output=True, text=True)
    assert r.returncode == 0, "the fixed file does not match CHECK-FIXES:\n" + r.stdout + r.stderr


def std_flags(source):
    return ["-std=c++17"] if source.endswith(".cpp") else []


def compile_(source, out, link=True):
    cc = CXX if source.endswith(".cpp") else CC
    subprocess.run([cc, "-O0", "-g", *std_flags(source), "-Wall", "-Werror",
                    *([] if link else ["-c"]), "-o", out, source], check=True)


def line_of(path, needle):
    with open(path, encoding="utf-8") as f:
        lines = [n for n, line in enumerate(f, 1) if needle in line]
    assert len(lines) == 1, "%r on lines %s of %s" % (needle, lines, path)
    return lines[0]


def measure(faultline, shim, exe, source, line, work):
    """The allocation site whose stack passes through source:line, from `faultline run` of
    `exe ITERATIONS` under the shim with the threshold pinned; and the program's stdout."""
    out = tempfile.mkdtemp(dir=work)
    env = dict(os.environ, GLIBC_TUNABLES=PINNED, FAULTLINE_RT_LIB=shim)
    env.pop("FAULTLINE_RT_METHOD", None)
    r = subprocess.run([faultline, "run", "--out", out, "--", exe, str(ITERATIONS)], env=env,
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, "faultline run failed (exit %d):\n%s" % (r.returncode, r.stderr)
    with open(os.path.join(out, "faultline-runtime.json")) as f:
        report = json.load(f)
    sites = [s for s in report["sites"] if s["kind"] == "alloc" and any(
        fr["file"] == source and fr["line"] == line for fr in s["frames"])]
    assert len(sites) == 1, "%d allocation sites at %s:%d: %s" % (
        len(sites), source, line, [(s["location"], s["calls"]) for s in report["sites"]])
    method = sorted({p["method"] for p in report["processes"]})
    return sites[0], r.stdout, method


def prove_by_rerun(faultline, shim, before, after, needle, work, pages, needle_after=None):
    """Compiles the original and the fixed file, runs both under the shim: the site at the line
    holding `needle` must fault ~`pages` times per call on every iteration before, and the site
    at `needle_after` (default: the same) be called once, ~0 faults per iteration, after; both
    must print the same. Returns the faults per iteration before and after."""
    runs = {}
    for name, path, text in (("before", before, needle), ("after", after, needle_after or needle)):
        exe = os.path.join(work, os.path.basename(path) + "-" + name)
        compile_(path, exe)
        line = line_of(path, text)
        site, stdout, method = measure(faultline, shim, exe, path, line, work)
        per_iteration = site["minorFaults"] / ITERATIONS
        print("  %s: %s:%d, %d traced calls, %d minor faults, %.1f steady faults per call, "
              "%.2f faults per loop iteration (method %s)" % (
                  name, os.path.basename(path), line, site["tracedCalls"], site["minorFaults"],
                  site["steadyFaultsPerCall"], per_iteration, ", ".join(method)))
        runs[name] = (site, stdout, per_iteration)
    before_site, before_out, before_per_iteration = runs["before"]
    after_site, after_out, after_per_iteration = runs["after"]
    assert before_out == after_out, "the fixed program prints something else: %r vs %r" % (
        before_out, after_out)
    assert before_site["tracedCalls"] == ITERATIONS, before_site["tracedCalls"]
    assert abs(before_site["steadyFaultsPerCall"] - pages) <= pages * 0.05, before_site
    assert before_per_iteration > pages * 0.9, before_per_iteration
    # Fixed: one call for the whole loop, its faults spread over the iterations.
    assert after_site["tracedCalls"] == 1, after_site["tracedCalls"]
    assert after_site["minorFaults"] <= pages * 1.05, after_site["minorFaults"]
    assert after_per_iteration < 0.5, after_per_iteration
    return before_per_iteration, after_per_iteration


def stdio_site(faultline, shim, exe, source, line, work):
    """The stdio site opened at source:line (its `stdio` counts) from `faultline run` of
    `exe ITERATIONS`, and the program's stdout."""
    out = tempfile.mkdtemp(dir=work)
    env = dict(os.environ, FAULTLINE_RT_LIB=shim)
    r = subprocess.run([faultline, "run", "--out", out, "--", exe, str(ITERATIONS)], env=env,
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, "faultline run failed (exit %d):\n%s" % (r.returncode, r.stderr)
    with open(os.path.join(out, "faultline-runtime.json")) as f:
        report = json.load(f)
    sites = [s for s in report["sites"] if s["kind"] == "stdio" and
             s["location"]["file"] == source and s["location"]["line"] == line]
    assert len(sites) == 1, "%d stdio sites at %s:%d" % (len(sites), source, line)
    return sites[0]["stdio"], r.stdout


def prove_stream_by_rerun(faultline, shim, before, after, needle, work):
    """faultline-stdio-in-loop's fix: the stream opened at the line holding `needle` has stdio
    allocate its buffer on every open before the fix, and never after it (a caller buffer on
    every open instead); both programs print the same. Returns the buffer allocations per open
    before and after."""
    runs = {}
    for name, path in (("before", before), ("after", after)):
        exe = os.path.join(work, os.path.basename(path) + "-" + name)
        compile_(path, exe)
        stdio, stdout = stdio_site(faultline, shim, exe, path, line_of(path, needle), work)
        print("  %s: %s" % (name, stdio))
        runs[name] = (stdio, stdout)
    (b, b_out), (a, a_out) = runs["before"], runs["after"]
    assert b_out == a_out, "the fixed program prints something else: %r vs %r" % (b_out, a_out)
    assert b["opens"] == ITERATIONS and b["bufferAllocations"] == ITERATIONS, b
    assert b["callerBuffers"] == 0, b
    assert a["opens"] == ITERATIONS and a["bufferAllocations"] == 0, a
    assert a["callerBuffers"] == ITERATIONS, a
    return b["bufferAllocations"] / b["opens"], a["bufferAllocations"] / a["opens"]

