"""`faultline run --what-if` and `faultline run --collect` on a real program (docs/runtime.md).

Usage: python3 test_whatif.py FAULTLINE SHIM [TEST_NAME...]

fixtures/per_call_buffer.c calls a function with a 1 MiB per-call scratch buffer 40 times:
~0 faults per call on default glibc after the warm-up, 257 with the mmap threshold pinned.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

import testrun  # tests/gtest/testrun.py: the shared run loop

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, "fixtures", "per_call_buffer.c")
CC = "clang-19" if shutil.which("clang-19") else "cc"
FAULTLINE = SHIM = WORK = EXE = None


def scratch_line():
    with open(SRC) as f:
        for n, line in enumerate(f, 1):
            if "/* SCRATCH */" in line:
                return n
    raise AssertionError("no SCRATCH marker")


def clean_env(**extra):
    env = dict(os.environ)
    for k in list(env):
        if k.startswith("MALLOC_") or k in ("GLIBC_TUNABLES", "FAULTLINE_RT_METHOD",
                                            "FAULTLINE_RT_DIR", "LD_PRELOAD"):
            del env[k]
    env.update(extra)
    return env


def whatif(spec, *args, env=None, calls=40):
    out = tempfile.mkdtemp(dir=WORK)
    p = subprocess.run([FAULTLINE, "run", "--what-if", spec, "--out", out, "--", EXE, str(calls),
                        *args], env=env or clean_env(), capture_output=True, text=True)
    path = os.path.join(out, "faultline-runtime.json")
    doc = None
    if os.path.exists(path):
        with open(path) as f:
            doc = json.load(f)
    return p, doc, path


def site(sites):
    line = scratch_line()
    hits = [s for s in sites if s["location"]["file"] == SRC and s["location"]["line"] == line]
    assert len(hits) == 1, json.dumps([(s["location"], s["calls"]) for s in sites], indent=1)
    return hits[0]


def config(doc, name):
    hits = [c for c in doc["whatIf"]["configurations"] if c["name"] == name]
    assert len(hits) == 1, [c["name"] for c in doc["whatIf"]["configurations"]]
    return hits[0]


# ---- tests ----------------------------------------------------------------------------------

def test_default_pinned_hugetlb():
    p, doc, _ = whatif("default,pinned,hugetlb")
    assert p.returncode == 0, p.stderr
    print("    " + "\n    ".join(p.stderr.strip().splitlines()))
    assert doc["version"] == 1
    names = [c["name"] for c in doc["whatIf"]["configurations"]]
    assert names == ["default", "pinned", "hugetlb"], names
    assert doc["whatIf"]["configuration"] == "default"
    d, pi, h = (site(config(doc, n)["sites"]) for n in names)
    assert d["calls"] == pi["calls"] == h["calls"] == 40, (d["calls"], pi["calls"], h["calls"])
    assert d["steadyFaultsPerCall"] <= 1.0, d
    assert abs(pi["steadyFaultsPerCall"] - 257) <= 257 * 0.05, pi
    assert pi["mmappedBlocks"] == 40, pi
    # Each configuration ran with its own environment, recorded by the shim.
    assert config(doc, "pinned")["processes"][0]["environment"]["glibcTunables"] == \
        "glibc.malloc.mmap_threshold=131072"
    assert config(doc, "hugetlb")["processes"][0]["environment"]["glibcTunables"] == \
        "glibc.malloc.hugetlb=1"
    assert config(doc, "default")["processes"][0]["environment"]["glibcTunables"] == ""
    assert config(doc, "pinned")["summary"]["thresholdPinned"] is True
    assert config(doc, "default")["summary"]["thresholdPinned"] is False
    # Top level = the first configuration, unchanged (what `faultline confirm` reads).
    assert doc["sites"] == config(doc, "default")["sites"]
    assert doc["processes"] == config(doc, "default")["processes"]
    # The table: one column per configuration, the site's row with 0.0 and ~257.
    header = [l for l in p.stderr.splitlines() if l.strip().startswith("calls")]
    assert header and header[0].split()[1:4] == names, p.stderr
    row = [l for l in p.stderr.splitlines() if f"per_call_buffer.c:{scratch_line()}" in l]
    assert len(row) == 1, p.stderr
    cols = row[0].split()
    assert cols[0] == "40" and float(cols[1]) <= 1.0 and abs(float(cols[2]) - 257) < 13, row


def test_confirm_reads_first_configuration():
    findings = static_findings()
    line = scratch_line()
    for order, verdict in (("default,pinned", "not reproduced"), ("pinned,default", "confirmed")):
        p, doc, path = whatif(order)
        assert p.returncode == 0, p.stderr
        c = subprocess.run([FAULTLINE, "confirm", "--findings", findings, "--runtime", path,
                            "--format", "json"], capture_output=True, text=True)
        assert c.returncode == 0, c.stderr
        out = json.loads(c.stdout)
        hits = [f for f in out["findings"] if f["location"]["line"] == line]
        assert len(hits) == 1 and hits[0]["verdict"] == verdict, (order, out)
        print(f"    --what-if {order}: confirm says {verdict}")


def test_environment_is_reset():
    # The caller's own pins are removed, so "default" means glibc's defaults; other tunables stay.
    env = clean_env(GLIBC_TUNABLES="glibc.malloc.mmap_threshold=131072:glibc.cpu.x86_ibt=on",
                    MALLOC_MMAP_THRESHOLD_="131072", MALLOC_ARENA_MAX="2")
    p, doc, _ = whatif("default,pinned", env=env)
    assert p.returncode == 0, p.stderr
    d = config(doc, "default")
    assert d["processes"][0]["environment"]["glibcTunables"] == "glibc.cpu.x86_ibt=on", d
    assert d["processes"][0]["environment"]["mallocEnvironment"] == "", d
    assert site(d["sites"])["steadyFaultsPerCall"] <= 1.0
    pi = config(doc, "pinned")
    assert pi["processes"][0]["environment"]["glibcTunables"] == \
        "glibc.cpu.x86_ibt=on:glibc.malloc.mmap_threshold=131072", pi["processes"][0]
    assert abs(site(pi["sites"])["steadyFaultsPerCall"] - 257) <= 13


def test_custom_and_combined_configurations():
    p, doc, _ = whatif("pin256k=glibc.malloc.mmap_threshold=262144,big=glibc.malloc."
                       "mmap_threshold=4194304,pinned+hugetlb,arena1,trim")
    assert p.returncode == 0, p.stderr
    per = {c["name"]: site(c["sites"])["steadyFaultsPerCall"]
           for c in doc["whatIf"]["configurations"]}
    print(f"    faults per call: {per}")
    assert abs(per["pin256k"] - 257) <= 13, per      # 1 MiB >= 256 KiB: mmapped every call
    assert per["big"] <= 1.0, per                     # 1 MiB < 4 MiB: from the heap
    assert per["arena1"] <= 1.0, per
    assert abs(per["trim"] - 257) <= 13, per          # trim pin also fixes the mmap threshold
    combined = config(doc, "pinned+hugetlb")
    assert combined["glibcTunables"] == \
        "glibc.malloc.mmap_threshold=131072:glibc.malloc.hugetlb=1", combined["glibcTunables"]


def test_exit_code_and_bad_specs():
    p, doc, _ = whatif("default,pinned", "3", calls=3)
    assert p.returncode == 3, (p.returncode, p.stderr)
    assert [c["exitCode"] for c in doc["whatIf"]["configurations"]] == [3, 3]
    for spec, words in (("bogus", "unknown configuration 'bogus'"),
                        ("default,default", "given twice"),
                        ("x=foo.bar=1", "not a glibc.malloc"),
                        ("default,,pinned", "empty configuration"),
                        ("", "empty configuration")):
        marker = os.path.join(WORK, "ran")
        p = subprocess.run([FAULTLINE, "run", "--what-if", spec, "--out", WORK, "--", "touch",
                            marker], env=clean_env(), capture_output=True, text=True)
        assert p.returncode == 2, (spec, p.returncode, p.stderr)
        assert words in p.stderr, (spec, p.stderr)
        assert not os.path.exists(marker), f"--what-if {spec!r} ran the command"


def test_collect():
    raw = tempfile.mkdtemp(dir=WORK)
    for _ in range(2):  # two processes, as two ctest tests would be
        subprocess.run([EXE, "10"], check=True, env=clean_env(
            LD_PRELOAD=SHIM, FAULTLINE_RT_DIR=raw,
            GLIBC_TUNABLES="glibc.malloc.mmap_threshold=131072"))
    assert len(os.listdir(raw)) == 2, os.listdir(raw)
    out = tempfile.mkdtemp(dir=WORK)
    p = subprocess.run([FAULTLINE, "run", "--collect", raw, "--out", out], capture_output=True,
                       text=True)
    assert p.returncode == 0, p.stderr
    with open(os.path.join(out, "faultline-runtime.json")) as f:
        doc = json.load(f)
    assert len(doc["processes"]) == 2 and doc["command"] == []
    s = site(doc["sites"])
    assert s["calls"] == 20 and s["processes"] == 2, s
    assert os.path.isdir(raw) and os.listdir(raw) == [], "the reports read are removed"
    for args in (["--collect", raw, "--", "true"], ["--collect", raw, "--what-if", "default"],
                 ["--collect", os.path.join(WORK, "missing")]):
        p = subprocess.run([FAULTLINE, "run", *args], capture_output=True, text=True)
        assert p.returncode == 2, (args, p.stderr)


# ---- helpers --------------------------------------------------------------------------------

_findings = None


def static_findings():
    global _findings
    if _findings:
        return _findings
    d = tempfile.mkdtemp(dir=WORK)
    with open(os.path.join(d, "compile_commands.json"), "w") as f:
        json.dump([{"directory": HERE, "file": SRC, "arguments": [CC, "-O0", "-g", "-c", SRC]}], f)
    _findings = os.path.join(d, "findings.json")
    p = subprocess.run([FAULTLINE, "check", "-p", d, "--format", "json", "-o", _findings],
                       capture_output=True, text=True)
    assert p.returncode in (0, 1), p.stderr
    with open(_findings) as f:
        doc = json.load(f)
    assert any(f["location"]["line"] == scratch_line() for f in doc["findings"]), doc
    return _findings


def main():
    global FAULTLINE, SHIM, WORK, EXE
    FAULTLINE, SHIM = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    os.environ["FAULTLINE_RT_LIB"] = SHIM
    wanted = sys.argv[3:]
    WORK = os.path.realpath(tempfile.mkdtemp(prefix="faultline-whatif-test-"))
    EXE = os.path.join(WORK, "per_call_buffer")
    subprocess.run([CC, "-O0", "-g", "-o", EXE, SRC], check=True)
    return testrun.run_all(globals(), wanted, WORK, ordered=True)


if __name__ == "__main__":
    sys.exit(main())
