"""The installed package used from outside the tree (docs/unit-tests.md): `cmake --install` of
the faultline build into a temporary prefix, then examples/gtest_project configured, built and
tested against it with ctest: the fault budget fails before the fix (naming the allocation's
line) and passes after it (-DFILTER_FIXED=ON).

Usage: python3 test_install.py FAULTLINE_BUILD_DIR EXAMPLE_SOURCE_DIR [TEST_NAME...]
"""
import glob
import json
import os
import urllib.parse
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

import testrun  # tests/gtest/testrun.py: the shared run loop

BUILD = EXAMPLE = WORK = PREFIX = None


def env():
    e = dict(os.environ)
    for k in list(e):
        if k == "LD_PRELOAD" or k.startswith("FAULTLINE_") or k.startswith("MALLOC_") or \
                k in ("GLIBC_TUNABLES", "CMAKE_PREFIX_PATH"):
            del e[k]
    return e


def sh(cmd, cwd=None, ok=True):
    p = subprocess.run(cmd, cwd=cwd, env=env(), capture_output=True, text=True)
    if ok:
        assert p.returncode == 0, f"{' '.join(cmd)}: exit {p.returncode}\n{p.stdout}\n{p.stderr}"
    return p


def apply_line():
    with open(os.path.join(EXAMPLE, "src", "filter.cpp")) as f:
        for n, line in enumerate(f, 1):
            if "std::vector<float> prefix(n_ + 1);" in line:
                return n
    raise AssertionError("no per-call vector in filter.cpp")


def configure_build(name, fixed):
    b = os.path.join(WORK, name)
    generator = ["-G", "Ninja"] if shutil.which("ninja") else []
    sh(["cmake", "-S", EXAMPLE, "-B", b, *generator, f"-DCMAKE_PREFIX_PATH={PREFIX}",
        f"-DFILTER_FIXED={'ON' if fixed else 'OFF'}"])
    sh(["cmake", "--build", b])
    return b


def ctest(b):
    return sh(["ctest", "--test-dir", b, "-T", "Test", "--output-on-failure"], ok=False)


def measurements(b):
    xmls = glob.glob(os.path.join(b, "Testing", "*", "Test.xml"))
    assert len(xmls) == 1, xmls
    got = {}
    for test in ET.parse(xmls[0]).getroot().iter("Test"):
        name = test.findtext("Name")
        for nm in test.iter("NamedMeasurement"):
            got.setdefault(name, {})[nm.get("name")] = nm.findtext("Value")
    return got


def gtest_properties(b, test):
    props = {}
    for xml in glob.glob(os.path.join(b, "gtest-xml", "*.xml")):
        for case in ET.parse(xml).getroot().iter("testcase"):
            if f"{case.get('classname')}.{case.get('name')}" == test:
                for prop in case.iter("property"):
                    props[prop.get("name")] = prop.get("value")
    return props


# ---- tests ----------------------------------------------------------------------------------

def test_installed_layout():
    for rel in ("bin/faultline", "lib/libfaultline-rt.so", "lib/libfaultline_gtest.a",
                "lib/libfaultline_gtest_main.a", "include/faultline/gtest.h",
                "include/faultline/rt.h", "lib/cmake/faultline/faultlineConfig.cmake",
                "lib/cmake/faultline/faultlineConfigVersion.cmake",
                "lib/cmake/faultline/FaultlineGTest.cmake"):
        assert os.path.exists(os.path.join(PREFIX, rel)), rel
    # The installed CLI finds the installed shim on its own.
    out = os.path.join(WORK, "rt")
    p = sh([os.path.join(PREFIX, "bin", "faultline"), "run", "--out", out, "--", "true"])
    assert "1 process(es)" in p.stderr, p.stderr
    # SARIF's documentation links name the installed pages (docs/sarif.md, "Links").
    src = os.path.join(WORK, "docs-src")
    os.makedirs(src, exist_ok=True)
    with open(os.path.join(src, "a.c"), "w") as f:
        f.write("int main(void) { return 0; }\n")
    p = subprocess.run([os.path.join(PREFIX, "bin", "faultline"), "check", "--mode", "fast",
                        "--format", "sarif", "a.c"], cwd=src, capture_output=True, text=True)
    driver = json.loads(p.stdout)["runs"][0]["tool"]["driver"]
    uris = [driver["informationUri"]] + [r["helpUri"] for r in driver["rules"]]
    for uri in uris:
        assert uri.startswith("file://" + PREFIX + "/share/doc/faultline/"), uri
        assert os.path.isfile(urllib.parse.unquote(uri[len("file://"):])), uri


def test_example_before_the_fix_fails():
    b = configure_build("before", fixed=False)
    p = ctest(b)
    out = p.stdout + p.stderr
    assert p.returncode != 0, out
    # Correctness passes; both budgets fail, naming the per-call vector's line.
    assert re.search(r"Blur\.AveragesItsNeighbours \.+\s+Passed", out), out
    assert re.search(r"Blur\.StaysWithinItsFaultBudget \.+\*+Failed", out), out
    assert re.search(r"Blur\.LoopStaysWithinItsFaultBudget \.+\*+Failed", out), out
    site = f"src/filter.cpp:{apply_line()} in filter::Blur::apply"
    msgs = [m.removeprefix("Failed\n") for m in out.split("Failure\n")]
    msgs = [m for m in msgs if m.startswith("Fault budget exceeded")]
    assert len(msgs) >= 2, out
    for m in msgs:
        assert site in m and "257 minor faults in 1 call of 1.0 MiB" in m, m
    print("    " + "\n    ".join(msgs[0].strip().splitlines()[:5]))
    # The tests ran with the installed shim, prepended to LD_PRELOAD.
    show = json.loads(sh(["ctest", "--test-dir", b, "--show-only=json-v1"]).stdout)
    shim = os.path.join(PREFIX, "lib", "libfaultline-rt.so")
    budget = [t for t in show["tests"] if t["name"] == "Blur.StaysWithinItsFaultBudget"][0]
    props = {pr["name"]: pr["value"] for pr in budget["properties"]}
    assert f"LD_PRELOAD=path_list_prepend:{shim}" in props["ENVIRONMENT_MODIFICATION"], props
    assert props["ENVIRONMENT"] == ["GLIBC_TUNABLES=glibc.malloc.mmap_threshold=131072"], props
    # ctest kept the listener's measurements; gtest's XML has its properties.
    m = measurements(b)["Blur.StaysWithinItsFaultBudget"]
    assert int(m["faultline.minor_faults"]) >= 3 * 257 and site in m["faultline.top_site"], m
    gp = gtest_properties(b, "Blur.StaysWithinItsFaultBudget")
    assert int(gp["faultline_site_faults"]) >= 3 * 257 and site in gp["faultline_site_1"], gp
    # The collect fixture wrote the runtime JSON `faultline confirm` reads.
    with open(os.path.join(b, "faultline", "filter_test", "faultline-runtime.json")) as f:
        rt = json.load(f)
    hits = [s for s in rt["sites"] if s["location"]["file"].endswith("src/filter.cpp")
            and s["location"]["line"] == apply_line()]
    assert hits and sum(s["minorFaults"] for s in hits) >= 2 * 3 * 257, rt["sites"][:3]
    assert len(rt["processes"]) == 3, [p["executable"] for p in rt["processes"]]


def test_example_after_the_fix_passes():
    b = configure_build("after", fixed=True)
    p = ctest(b)
    assert p.returncode == 0, p.stdout + p.stderr
    m = measurements(b)["Blur.StaysWithinItsFaultBudget"]
    print(f"    after the fix: Blur.StaysWithinItsFaultBudget took "
          f"{m['faultline.minor_faults']} minor faults in all (warm-up included)")
    assert "Fault budget exceeded" not in p.stdout


def main():
    global BUILD, EXAMPLE, WORK, PREFIX
    BUILD, EXAMPLE = (os.path.abspath(a) for a in sys.argv[1:3])
    wanted = sys.argv[3:]
    WORK = os.path.realpath(tempfile.mkdtemp(prefix="faultline-install-test-"))
    PREFIX = os.path.join(WORK, "prefix")
    sh(["cmake", "--install", BUILD, "--prefix", PREFIX])
    return testrun.run_all(globals(), wanted, WORK)


if __name__ == "__main__":
    sys.exit(main())
