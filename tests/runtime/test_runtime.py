"""Runtime shim, `faultline run` and `faultline confirm` on real programs (docs/runtime.md).

Usage: python3 test_runtime.py FAULTLINE SHIM [TEST_NAME...]

Fixtures in fixtures/ are compiled at -O0 -g (the volatile pointers keep the pattern even at
-O2). Every test prints which fault-measurement method ran, so a green run on a machine without
perf_event_open says so instead of hiding it: the perf tests then check the fallback and report
'perf unavailable here'.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURES = os.path.join(HERE, "fixtures")
EXAMPLES = os.path.join(HERE, "..", "..", "examples")
CC = "clang-19" if shutil.which("clang-19") else "cc"
FAULTLINE = SHIM = None
WORK = None
PINNED = "glibc.malloc.mmap_threshold=131072"


def compile_fixture(name, src=None, extra=()):
    src = src or os.path.join(FIXTURES, name + ".c")
    exe = os.path.join(WORK, name)
    if not os.path.exists(exe):
        subprocess.run([CC, "-O0", "-g", "-o", exe, src, "-lpthread", *extra], check=True)
    return exe, src


def marker_line(src, marker):
    with open(src) as f:
        for n, line in enumerate(f, 1):
            if "// " + marker in line or (marker.startswith("=") and marker[1:] in line):
                return n
    raise AssertionError(f"no marker {marker} in {src}")


def run(cmd, env_extra=None, out=None, check_rc=None):
    env = dict(os.environ)
    env.pop("GLIBC_TUNABLES", None)
    env.pop("FAULTLINE_RT_METHOD", None)
    env.update(env_extra or {})
    out = out or tempfile.mkdtemp(dir=WORK)
    p = subprocess.run([FAULTLINE, "run", "--out", out, "--", *cmd], env=env,
                       capture_output=True, text=True)
    if check_rc is not None:
        assert p.returncode == check_rc, f"exit {p.returncode}, want {check_rc}\n{p.stderr}"
    path = os.path.join(out, "faultline-runtime.json")
    assert os.path.exists(path), f"no runtime JSON; exit {p.returncode}\n{p.stderr}"
    with open(path) as f:
        report = json.load(f)
    methods = sorted({pr["method"] for pr in report["processes"]})
    print(f"    method: {', '.join(methods) or 'none'}; processes: {len(report['processes'])}")
    return report, p


def sites_at(report, src, line, kind=None):
    found = []
    for s in report["sites"]:
        if kind and s["kind"] != kind:
            continue
        if any(f["file"] == src and f["line"] == line for f in s["frames"]):
            found.append(s)
    return found


def one_site(report, src, line, kind="alloc"):
    found = sites_at(report, src, line, kind)
    assert len(found) == 1, f"{len(found)} sites at {src}:{line}: " + json.dumps(
        [(s["location"], s["calls"]) for s in report["sites"]], indent=1)
    return found[0]


def assert_per_call(site, size, tolerance=0.05):
    expected = size / 4096
    got = site["steadyFaultsPerCall"]
    print(f"    faults per call {got:.1f}, expected {expected:.0f} +- {tolerance:.0%}")
    assert abs(got - expected) <= tolerance * expected, f"{got} vs {expected}"


def perf_works():
    """What perf_event_open allows here, measured by the shim itself."""
    report, _ = run([compile_fixture("loop_alloc")[0], "3"])
    return report["processes"][0]["perf"]["available"]


# ---- tests ------------------------------------------------------------------------------------

def test_pinned_threshold_faults_per_call():
    exe, src = compile_fixture("loop_alloc")
    report, _ = run([exe, "100"], {"GLIBC_TUNABLES": PINNED}, check_rc=0)
    site = one_site(report, src, marker_line(src, "ALLOC"))
    assert site["location"]["file"] == src and site["location"]["function"] == "main"
    assert site["tracedCalls"] == 100 and site["mmappedBlocks"] == 100
    assert_per_call(site, 1 << 20)
    assert report["summary"]["thresholdPinned"] is True


def test_forced_fallback_same_sites():
    exe, src = compile_fixture("loop_alloc")
    auto, _ = run([exe, "60"], {"GLIBC_TUNABLES": PINNED})
    forced, _ = run([exe, "60"], {"GLIBC_TUNABLES": PINNED, "FAULTLINE_RT_METHOD": "getrusage"})
    assert forced["processes"][0]["method"] == "getrusage+mincore"
    assert forced["processes"][0]["perf"]["forcedOff"] is True
    if not auto["processes"][0]["perf"]["available"]:
        print("    perf unavailable here: both runs used the fallback")
    key = lambda r: sorted((s["kind"], s["location"]["file"], s["location"]["line"])
                           for s in r["sites"] if s["tracedCalls"])
    assert key(auto) == key(forced), f"{key(auto)} != {key(forced)}"
    line = marker_line(src, "ALLOC")
    assert_per_call(one_site(forced, src, line), 1 << 20)
    assert_per_call(one_site(auto, src, line), 1 << 20)


def test_default_glibc_not_reproduced_and_pinned_confirmed():
    exe, src = compile_fixture("loop_alloc")
    findings = static_findings(src)
    line = marker_line(src, "ALLOC")
    assert any(f["location"]["line"] == line for f in findings["json"]["findings"]), findings
    default, _ = run([exe, "50"])
    site = one_site(default, src, line)
    assert site["steadyFaultsPerCall"] < 1, site
    pinned, _ = run([exe, "50"], {"GLIBC_TUNABLES": PINNED})
    for fmt_input in ("json", "sarif"):
        verdict = confirm(findings[fmt_input + "_path"], default, line)
        print(f"    default glibc ({fmt_input} input): {verdict['verdict']}: {verdict['reason']}")
        assert verdict["verdict"] == "not reproduced"
        assert "raised its mmap threshold" in verdict["reason"]
        verdict = confirm(findings[fmt_input + "_path"], pinned, line)
        print(f"    pinned ({fmt_input} input): {verdict['verdict']}: {verdict['reason']}")
        assert verdict["verdict"] == "confirmed"
        assert abs(verdict["runtime"]["steadyFaultsPerCall"] - 256) <= 0.05 * 256
    # SARIF output keeps the static result and adds the verdict under properties.
    sarif = confirm_raw(findings["sarif_path"], pinned, "sarif")
    result = [r for r in sarif["runs"][0]["results"]
              if r["locations"][0]["physicalLocation"]["region"]["startLine"] == line][0]
    assert result["properties"]["faultline.runtime"]["verdict"] == "confirmed"
    assert result["ruleId"].startswith("faultline-")
    assert "faultline.confirmation" in sarif["runs"][0]["properties"]
    # Text output says the same in words.
    text = confirm_raw(findings["json_path"], default, "text")
    assert f"loop_alloc.c:{line}: not reproduced" in text, text


def test_not_executed_and_missed():
    exe, src = compile_fixture("loop_alloc")
    findings = static_findings(src)
    empty = os.path.join(WORK, "no-findings.json")
    doc = dict(findings["json"])
    doc["findings"] = []
    with open(empty, "w") as f:
        json.dump(doc, f)
    pinned, _ = run([exe, "30"], {"GLIBC_TUNABLES": PINNED})
    out = confirm_raw(empty, pinned, "json")
    missed = [m for m in out["missed"] if m["location"]["file"] == src]
    assert missed and missed[0]["location"]["line"] == marker_line(src, "ALLOC"), out
    # A run that never reaches the loop: zero iterations.
    idle, _ = run([exe, "0"], {"GLIBC_TUNABLES": PINNED})
    verdict = confirm(findings["json_path"], idle, marker_line(src, "ALLOC"))
    assert verdict["verdict"] == "not executed", verdict


def test_heap_block_faults_both_methods():
    """Default glibc: call 1 is mmapped (mincore), call 2 comes from a fresh heap top, whose
    faults only perf samples (or the getrusage delta) can see; then no more faults."""
    exe, src = compile_fixture("loop_alloc")
    line = marker_line(src, "ALLOC")
    for method in ("auto", "getrusage"):
        report, _ = run([exe, "20"], {"FAULTLINE_RT_METHOD": method})
        site = one_site(report, src, line)
        print(f"    {report['processes'][0]['method']}: warm-up faults {site['warmupFaults']}, "
              f"steady {site['minorFaults'] - site['warmupFaults']}")
        assert site["warmupMmappedBlocks"] == 1 and site["mmappedBlocks"] == 1, site
        assert 2 * 256 * 0.9 <= site["warmupFaults"] <= 2 * 257 + 16, site
        assert site["minorFaults"] - site["warmupFaults"] <= 16, site


def test_threads():
    exe, src = compile_fixture("threads")
    report, _ = run([exe], {"GLIBC_TUNABLES": PINNED}, check_rc=0)
    site = one_site(report, src, marker_line(src, "ALLOC"))
    assert site["tracedCalls"] == 200, site["tracedCalls"]
    proc = report["processes"][0]
    if proc["perf"]["available"]:
        assert proc["perf"]["threadsWithoutSampling"] == 0
    assert_per_call(site, 1 << 20)


def test_fork_and_exec():
    exe, src = compile_fixture("fork_exec")
    report, _ = run([exe], {"GLIBC_TUNABLES": PINNED}, check_rc=0)
    ended = sorted(p["endedBy"] for p in report["processes"])
    assert ended == ["exec", "exit", "exit"], ended
    for marker, calls in (("PARENT", 20), ("CHILD", 30), ("EXEC", 40)):
        site = one_site(report, src, marker_line(src, marker))
        assert site["tracedCalls"] == calls and site["processes"] == 1, (marker, site)
        assert_per_call(site, 1 << 20)


def test_exit_paths():
    exe, src = compile_fixture("exits")
    line = marker_line(src, "ALLOC")
    report, _ = run([exe], {"GLIBC_TUNABLES": PINNED}, check_rc=7)
    assert [p["endedBy"] for p in report["processes"]] == ["_exit"]
    assert one_site(report, src, line)["tracedCalls"] == 10
    report, _ = run([exe, "abort"], {"GLIBC_TUNABLES": PINNED}, check_rc=128 + 6)
    assert [p["endedBy"] for p in report["processes"]] == ["abort"]
    assert one_site(report, src, line)["tracedCalls"] == 10


def test_program_calls_mallopt():
    exe, src = compile_fixture("mallopt")
    report, _ = run([exe], check_rc=0)
    env = report["processes"][0]["environment"]
    assert env["mallopt"] == [{"param": -3, "value": 131072, "result": 1}], env
    assert env["thresholdPinned"] is True
    assert_per_call(one_site(report, src, marker_line(src, "ALLOC")), 512 * 1024)


def test_fopen_loop_counts_opens():
    src = os.path.join(EXAMPLES, "fopen_loop.c")
    exe, _ = compile_fixture("fopen_loop", src)
    report, _ = run([exe], check_rc=0)
    line = marker_line(src, "=FILE *fp = fopen(path")
    site = one_site(report, os.path.realpath(src), line, kind="stdio")
    print(f"    opens {site['stdio']['opens']}, closes {site['stdio']['closes']}, "
          f"buffers {site['stdio']['bufferAllocations']}")
    assert site["stdio"]["opens"] == 20 * 64 and site["stdio"]["closes"] == 20 * 64
    assert site["stdio"]["bufferAllocations"] == 20 * 64
    assert site["stdio"]["callerBuffers"] == 0


def test_errno_and_return_values():
    exe, _ = compile_fixture("errno_check")
    report, p = run([exe])
    assert p.returncode == 0, p.stdout + p.stderr
    assert "0 failures" in p.stdout


def preload_env(dir_):
    env = dict(os.environ)
    env.update({"LD_PRELOAD": SHIM, "FAULTLINE_RT_DIR": dir_})
    return env


def test_output_byte_identical():
    exe, _ = compile_fixture("output")
    plain = subprocess.run([exe], capture_output=True)
    dir_ = tempfile.mkdtemp(dir=WORK)
    shimmed = subprocess.run([exe], capture_output=True, env=preload_env(dir_))
    assert plain.returncode == shimmed.returncode and plain.returncode != 0
    assert plain.stdout == shimmed.stdout and plain.stderr == shimmed.stderr
    assert len(os.listdir(dir_)) == 1, os.listdir(dir_)


def test_unwritable_report_dir():
    exe, _ = compile_fixture("output")
    plain = subprocess.run([exe], capture_output=True)
    blocker = os.path.join(WORK, "a-file")
    open(blocker, "w").close()
    for bad in (os.path.join(blocker, "sub"), "/proc/self", "/nonexistent/dir"):
        shimmed = subprocess.run([exe], capture_output=True, env=preload_env(bad))
        assert (plain.returncode, plain.stdout, plain.stderr) == \
            (shimmed.returncode, shimmed.stdout, shimmed.stderr), bad
    # faultline run itself refuses an unwritable --out before running anything.
    p = subprocess.run([FAULTLINE, "run", "--out", os.path.join(blocker, "x"), "--", exe],
                       capture_output=True, text=True)
    assert p.returncode == 2 and p.stdout == "" and len(p.stderr.strip().splitlines()) == 1, p


def test_run_passes_exit_code_and_bad_usage():
    p = subprocess.run([FAULTLINE, "run", "--out", WORK, "--", "sh", "-c", "exit 42"],
                       capture_output=True, text=True)
    assert p.returncode == 42, p
    p = subprocess.run([FAULTLINE, "run", "--out", WORK, "--", "/nonexistent/cmd"],
                       capture_output=True, text=True)
    assert p.returncode == 127, p
    p = subprocess.run([FAULTLINE, "run", "--min-size", "lots", "--", "true"],
                       capture_output=True, text=True)
    assert p.returncode == 2 and len(p.stderr.strip().splitlines()) == 1, p


def test_confirm_bad_input():
    exe, src = compile_fixture("loop_alloc")
    report_dir = tempfile.mkdtemp(dir=WORK)
    run([exe, "3"], out=report_dir)
    rt = os.path.join(report_dir, "faultline-runtime.json")
    garbage = os.path.join(WORK, "garbage.json")
    with open(garbage, "w") as f:
        f.write("{not json")
    other = os.path.join(WORK, "other.json")
    with open(other, "w") as f:
        json.dump({"hello": 1}, f)
    out = os.path.join(WORK, "confirm-out.json")
    for findings, runtime in ((garbage, rt), (other, rt), ("/nonexistent.json", rt),
                              (static_findings(src)["json_path"], garbage),
                              (static_findings(src)["json_path"], other)):
        p = subprocess.run([FAULTLINE, "confirm", "--findings", findings, "--runtime", runtime,
                            "--format", "json", "-o", out], capture_output=True, text=True)
        assert p.returncode == 2, p
        assert len(p.stderr.strip().splitlines()) == 1, p.stderr
        assert not os.path.exists(out)


def compile_cxx_fixture(name):
    src = os.path.join(FIXTURES, name + ".cpp")
    exe = os.path.join(WORK, name)
    cxx = "clang++-19" if shutil.which("clang++-19") else "c++"
    if not os.path.exists(exe):
        subprocess.run([cxx, "-O0", "-g", "-o", exe, src], check=True)
    return exe, src


def raw_reports(exe, args=(), env_extra=None):
    """Runs exe with the shim preloaded directly; returns its raw per-process reports."""
    dir_ = tempfile.mkdtemp(dir=WORK)
    env = preload_env(dir_)
    env.pop("GLIBC_TUNABLES", None)
    env.update(env_extra or {})
    p = subprocess.run([exe, *args], capture_output=True, text=True, env=env)
    reports = []
    for name in sorted(os.listdir(dir_)):
        with open(os.path.join(dir_, name)) as f:
            reports.append(json.load(f))
    return p, reports


def test_library_constructor_allocates_before_shim_init():
    """A dependency's constructor runs before the preloaded shim's: its allocations must be real
    ones (page-aligned posix_memalign, more than the 256 KiB bootstrap arena), for both methods."""
    lib_src = os.path.join(FIXTURES, "early_lib.c")
    lib = os.path.join(WORK, "libearly.so")
    if not os.path.exists(lib):
        subprocess.run([CC, "-O0", "-g", "-shared", "-fPIC", "-o", lib, lib_src], check=True)
    exe, src = compile_fixture("early_ctor", extra=(f"-L{WORK}", "-learly", f"-Wl,-rpath,{WORK}"))
    plain = subprocess.run([exe], capture_output=True, text=True)
    assert plain.returncode == 0, plain.stdout
    for method in ("auto", "getrusage"):
        report, p = run([exe], {"FAULTLINE_RT_METHOD": method})
        assert p.returncode == 0, p.stdout + p.stderr
        big = [s for s in report["sites"] if s["tracedCalls"] and
               any(f["file"] == lib_src for f in s["frames"])]
        assert big, "the constructor's large blocks were not traced"


def test_wrapper_in_library_without_frame_pointers():
    """A large block allocated through a wrapper in a library built without frame pointers: the
    frame-pointer walk would skip the wrapper's caller, so the site must come from the unwinder
    and name the program's line (the line a static finding points at), for both methods."""
    lib_src = os.path.join(FIXTURES, "nofp_lib.c")
    lib = os.path.join(WORK, "libnofp.so")
    if not os.path.exists(lib):
        subprocess.run([CC, "-O2", "-g", "-fomit-frame-pointer", "-shared", "-fPIC", "-o", lib,
                        lib_src], check=True)
    exe, src = compile_fixture("wrapped_alloc", extra=("-fno-omit-frame-pointer", f"-L{WORK}",
                                                       "-lnofp", f"-Wl,-rpath,{WORK}"))
    for method in ("auto", "getrusage"):
        report, p = run([exe], {"FAULTLINE_RT_METHOD": method}, check_rc=0)
        site = one_site(report, src, marker_line(src, "WRAPPED_CALL"))
        assert site["tracedCalls"] == 20, site
        names = [f["function"] for f in site["frames"]]
        assert names[:3] == ["lib_buffer", "churn", "main"], names


def test_wrapper_callers_stay_apart():
    """Blocks allocated at one wrapper line through two callers: two sites, each with its own
    caller's counts, so confirm charges each finding with its own blocks."""
    exe, src = compile_fixture("wrapper_callers", extra=("-fno-omit-frame-pointer",))
    report, _ = run([exe], check_rc=0)
    small = one_site(report, src, marker_line(src, "CALLER_SMALL"))
    big = one_site(report, src, marker_line(src, "CALLER_BIG"))
    assert small is not big
    assert (small["tracedCalls"], small["maxSize"]) == (30, 256 << 10), small
    assert (big["tracedCalls"], big["maxSize"]) == (10, 1 << 20), big
    assert small["location"] == big["location"], "both sites are at the wrapper's malloc line"


def test_free_from_another_thread_and_chunk_header_guard():
    """Traced blocks freed by another thread are found (no per-thread state on free), small
    frees while a large block stays alive skip the lookup by glibc's chunk header, and the same
    counts come out when the guard turns the header check off (GLIBC_TUNABLES naming
    mem.tagging: free() then asks malloc_usable_size, and no block is classified mmapped)."""
    exe, src = compile_fixture("cross_thread")
    guard_off = PINNED + ":glibc.mem.tagging=0"
    variants = [("auto", PINNED, {}), ("getrusage", PINNED, {"FAULTLINE_RT_METHOD": "getrusage"}),
                ("header check off", guard_off, {})]
    for name, tunables, env in variants:
        report, p = run([exe, "32"], dict(env, GLIBC_TUNABLES=tunables), check_rc=0)
        handed = one_site(report, src, marker_line(src, "HANDED"))
        assert handed["tracedCalls"] == 32 and handed["freedBlocks"] == 32, (name, handed)
        if name != "header check off":  # mmapped blocks are recognised by the header only
            assert handed["mmappedBlocks"] == 32, (name, handed)
            assert_per_call(handed, 1 << 20)
        small = one_site(report, src, marker_line(src, "SMALL"))
        assert small["calls"] == 20000 and small["tracedCalls"] == 0, small
        assert one_site(report, src, marker_line(src, "CALLOC_SMALL"))["calls"] == 1000
        for marker in ("MEMALIGN", "CALLOC_BIG"):
            site = one_site(report, src, marker_line(src, marker))
            assert site["tracedCalls"] == 8 and site["freedBlocks"] == 8, (name, marker, site)
        keep = one_site(report, src, marker_line(src, "KEEP"))
        assert keep["freedBlocks"] == 1, keep
        print(f"    {name}: {handed['freedBlocks']} blocks freed by the other thread found")
    for tunables, check in ((PINNED, "chunk-header"), (guard_off, "malloc_usable_size")):
        _, raws = raw_reports(exe, ["4"], {"GLIBC_TUNABLES": tunables})
        assert raws[0]["environment"]["freeCheck"] == check, raws[0]["environment"]


def test_fallback_quiet_site_starts_faulting():
    """The fallback measures a quiet site's heap blocks sparsely (blocks.c); when the site starts
    faulting its faults are all charged: not fewer (but for allocator noise), at most one skipped gap
    more (2 x 16 - 2 blocks of 257 faults)."""
    exe, src = compile_fixture("quiet_then_faulting")
    report, _ = run([exe, "300", "300"], {"FAULTLINE_RT_METHOD": "getrusage"}, check_rc=0)
    site = one_site(report, src, marker_line(src, "ALLOC"))
    steady = site["minorFaults"] - site["warmupFaults"]
    expected = 300 * 257
    print(f"    steady faults {steady}, expected ~{expected} (300 faulting calls of 257)")
    assert site["tracedCalls"] == 600, site
    assert 0.98 * expected <= steady <= expected + 30 * 257 + 0.02 * expected, site


def test_perf_sampling_off_while_only_mmapped_blocks_live():
    """perf: sampling stops while only mmapped traced blocks are alive (mincore counts them) and
    restarts at the next traced heap block, before the program touches it."""
    exe, src = compile_fixture("sampling_toggle")
    report, _ = run([exe, "40"], {"FAULTLINE_RT_SAMPLE_PERIOD": "1"}, check_rc=0)
    if not report["processes"][0]["perf"]["available"]:
        print("    perf unavailable here: nothing to switch")
        return
    mm = one_site(report, src, marker_line(src, "MMAPPED"))
    assert mm["mmappedBlocks"] == 40, mm
    assert_per_call(mm, 1 << 20)
    heap = one_site(report, src, marker_line(src, "HEAP"))
    assert heap["mmappedBlocks"] == 0, heap
    assert_per_call(heap, 100 * 1024, tolerance=0.1)


def test_realloc_across_the_floor():
    exe, src = compile_fixture("realloc_threshold")
    for method in ("auto", "getrusage"):
        report, _ = run([exe, "20"], {"GLIBC_TUNABLES": PINNED, "FAULTLINE_RT_METHOD": method},
                        check_rc=0)
        grow = one_site(report, src, marker_line(src, "GROW"))
        assert grow["calls"] == 20 and grow["tracedCalls"] == 20, grow
        assert grow["freedBlocks"] == 20, grow  # released by the shrinking realloc
        assert_per_call(grow, 1 << 20)
        shrink = one_site(report, src, marker_line(src, "SHRINK"))
        assert shrink["calls"] == 20 and shrink["tracedCalls"] == 0, shrink
        assert one_site(report, src, marker_line(src, "START"))["calls"] == 20


def test_small_allocation_counts_exact():
    exe, src = compile_fixture("small_counts")
    for method in ("auto", "getrusage"):
        report, _ = run([exe], {"FAULTLINE_RT_METHOD": method}, check_rc=0)
        for marker, calls, size in (("MALLOC", 1000, 100), ("CALLOC", 1000, 100),
                                    ("REALLOC", 1000, 50), ("WORKER", 6000, 40)):
            site = one_site(report, src, marker_line(src, marker))
            assert site["calls"] == calls and site["bytes"] == calls * size, (marker, site)
            assert site["tracedCalls"] == 0


def test_operator_new_sites():
    exe, src = compile_cxx_fixture("new_sites")
    report, _ = run([exe], check_rc=0)
    small = one_site(report, src, marker_line(src, "NEW_SMALL"))
    assert small["calls"] == 1000 and small["tracedCalls"] == 0, small
    assert small["location"]["function"] == "main", small["location"]
    big = one_site(report, src, marker_line(src, "NEW_BIG"))
    assert big["tracedCalls"] == 10 and big["location"]["function"] == "main", big
    assert one_site(report, src, marker_line(src, "NEW_NOTHROW"))["calls"] == 500


# ---- helpers for confirm ---------------------------------------------------------------------

_findings_cache = {}


def static_findings(src):
    """`faultline check` on the fixture, as JSON and SARIF files. With `--unknown-sizes note`
    (the default is off): the fixtures' unknown sizes are what the runtime settles."""
    if src in _findings_cache:
        return _findings_cache[src]
    d = tempfile.mkdtemp(dir=WORK)
    db = [{"directory": os.path.dirname(src), "file": src,
           "arguments": [CC, "-O0", "-g", "-c", src]}]
    with open(os.path.join(d, "compile_commands.json"), "w") as f:
        json.dump(db, f)
    out = {}
    for fmt in ("json", "sarif"):
        path = os.path.join(d, "findings." + fmt)
        p = subprocess.run([FAULTLINE, "check", "-p", d, "--root", os.path.dirname(src),
                            "--unknown-sizes", "note", "--format", fmt, "-o", path],
                           capture_output=True, text=True)
        assert p.returncode in (0, 1), p.stderr
        out[fmt + "_path"] = path
    with open(out["json_path"]) as f:
        out["json"] = json.load(f)
    _findings_cache[src] = out
    return out


def confirm_raw(findings_path, report, fmt):
    d = tempfile.mkdtemp(dir=WORK)
    rt = os.path.join(d, "rt.json")
    with open(rt, "w") as f:
        json.dump(report, f)
    p = subprocess.run([FAULTLINE, "confirm", "--findings", findings_path, "--runtime", rt,
                        "--format", fmt], capture_output=True, text=True)
    assert p.returncode == 0, p.stderr
    return p.stdout if fmt == "text" else json.loads(p.stdout)


def confirm(findings_path, report, line):
    out = confirm_raw(findings_path, report, "json")
    hits = [f for f in out["findings"] if f["location"]["line"] == line]
    assert len(hits) == 1, out
    return hits[0]


def run_tests(module_globals, prefix, banner=None):
    """The runner of this file and of the runtime test files that import it: FAULTLINE SHIM
    [TEST_NAME...] from argv, a scratch WORK directory, every test_* function of
    `module_globals` (or those named), exit status 1 if any failed."""
    global FAULTLINE, SHIM, WORK
    FAULTLINE, SHIM = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    os.environ["FAULTLINE_RT_LIB"] = SHIM
    wanted = sys.argv[3:]
    WORK = os.path.realpath(tempfile.mkdtemp(prefix=prefix))
    if banner:
        banner()
    failed = 0
    for name, fn in sorted(module_globals.items()):
        if not name.startswith("test_") or not callable(fn) or (wanted and name not in wanted):
            continue
        print(f"--- {name}")
        try:
            fn()
            print("    ok")
        except Exception:
            failed += 1
            traceback.print_exc()
            print("    FAILED")
    shutil.rmtree(WORK, ignore_errors=True)
    print(f"{failed} failed")
    return 1 if failed else 0


def main():
    return run_tests(globals(), "faultline-rt-test-", lambda: print(
        f"perf_event_paranoid: {open('/proc/sys/kernel/perf_event_paranoid').read().strip()}; "
        f"perf_event_open usable by the shim here: {perf_works()}"))


if __name__ == "__main__":
    sys.exit(main())
