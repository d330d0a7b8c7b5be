"""faultline_gtest on a real GoogleTest binary (fl_gtest_probe, probe_test.cpp): the listener's
XML properties and ctest measurements, fault budgets that must fail and must pass, warm-up,
scoped guards; with and without the runtime shim preloaded (docs/unit-tests.md).

Usage: python3 test_gtest.py PROBE SHIM PROBE_LIB_SOURCE [TEST_NAME...]

Each gtest test runs in its own process (as under gtest_discover_tests), so glibc's mmap
threshold (pinned by some tests with mallopt) never leaks from one test into another.
"""
import glob
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

import testrun  # tests/gtest/testrun.py: the shared run loop

PROBE = SHIM = LIB_SRC = WORK = None


def marker_line(marker):
    with open(LIB_SRC) as f:
        for n, line in enumerate(f, 1):
            if marker in line:
                return n
    raise AssertionError(marker)


def env(shim, **extra):
    e = dict(os.environ)
    for k in ("LD_PRELOAD", "GLIBC_TUNABLES", "FAULTLINE_RT_DIR", "FAULTLINE_GTEST_PRINT"):
        e.pop(k, None)
    if shim:
        e["LD_PRELOAD"] = SHIM
    e.update(extra)
    return e


def run(test, shim, **extra):
    xml = os.path.join(tempfile.mkdtemp(dir=WORK), "out.xml")
    p = subprocess.run([PROBE, f"--gtest_filter={test}", f"--gtest_output=xml:{xml}"],
                       env=env(shim, **extra), capture_output=True, text=True)
    props = {}
    if os.path.exists(xml):
        for case in ET.parse(xml).getroot().iter("testcase"):
            for prop in case.iter("property"):
                props[prop.get("name")] = prop.get("value")
    return p, props


def measurements(stdout):
    return dict(re.findall(r'<CTestMeasurement type="[^"]+" name="([^"]+)">([^<]*)'
                           r'</CTestMeasurement>', stdout))


def scratch_site():
    return f"{LIB_SRC}:{marker_line('PROBE_SCRATCH')} in probe_scratch (malloc)"


# ---- the listener ---------------------------------------------------------------------------

def test_listener_without_shim():
    p, props = run("Probe.PinnedScratch4", shim=False)
    assert p.returncode == 0, p.stdout + p.stderr
    minor = int(props["faultline_minor_faults"])
    print(f"    Probe.PinnedScratch4 without the shim: {minor} minor faults")
    assert 4 * 257 <= minor < 4 * 257 + 200, props  # four 1 MiB mmapped blocks, a little more
    assert props["faultline_major_faults"] == "0"
    assert props["faultline_method"] == "getrusage", props
    assert "faultline_site_faults" not in props and "faultline_site_1" not in props, props
    m = measurements(p.stdout)
    assert m["faultline.minor_faults"] == str(minor), m  # one test in the process: plain names
    assert "faultline.top_site" not in m


def test_listener_with_shim():
    p, props = run("Probe.PinnedScratch4", shim=True)
    assert p.returncode == 0, p.stdout + p.stderr
    assert props["faultline_method"].startswith("getrusage; sites: libfaultline-rt ("), props
    site_faults = int(props["faultline_site_faults"])
    assert abs(site_faults - 4 * 257) <= 4, props       # exact: mincore on mmapped blocks
    assert props["faultline_site_1"].startswith(scratch_site() + ": "), props
    assert "in 4 calls of 1 MiB, 4 mmapped" in props["faultline_site_1"], props
    m = measurements(p.stdout)
    assert m["faultline.site_faults"] == str(site_faults), m
    assert m["faultline.top_site"] == props["faultline_site_1"], m
    print(f"    {props['faultline_site_1']}")


def test_listener_quiet_test_and_default_glibc():
    p, props = run("Probe.Quiet", shim=True)
    assert p.returncode == 0 and int(props["faultline_minor_faults"]) < 64, props
    assert props["faultline_site_faults"] == "0" and "faultline_site_1" not in props, props
    # Default glibc: only the first block of the four is mmapped.
    p, props = run("Probe.Scratch4", shim=True)
    assert p.returncode == 0, p.stdout
    assert int(props["faultline_site_faults"]) <= 2 * 257 + 4, props


def test_listener_several_tests_per_process_and_print():
    p = subprocess.run([PROBE, "--gtest_filter=Probe.*"], env=env(True, FAULTLINE_GTEST_PRINT="1"),
                       capture_output=True, text=True)
    assert p.returncode == 0, p.stdout
    m = measurements(p.stdout)
    for t in ("Probe.Scratch4", "Probe.PinnedScratch4", "Probe.Quiet"):
        assert f"faultline.minor_faults.{t}" in m, m   # names carry the test: no collisions
    lines = [l for l in p.stdout.splitlines() if l.startswith("[ faultline ] ")]
    assert len(lines) == 3, p.stdout
    assert any(l.startswith("[ faultline ] Probe.PinnedScratch4: ") and scratch_site() in l
               for l in lines), lines


def test_listener_under_ctest():
    """A real ctest run of the probe (one process per test, shim preloaded the way
    faultline_gtest_discover_tests does it): the measurements land in ctest's Test.xml."""
    d = tempfile.mkdtemp(dir=WORK)
    tests = ["Probe.PinnedScratch4", "Probe.Quiet", "Budget.PassesAfterWarmup"]
    with open(os.path.join(d, "CTestTestfile.cmake"), "w") as f:
        for t in tests:
            f.write(f'add_test({t} "{PROBE}" "--gtest_filter={t}")\n')
            f.write(f'set_tests_properties({t} PROPERTIES ENVIRONMENT_MODIFICATION '
                    f'"LD_PRELOAD=path_list_prepend:{SHIM}")\n')
    p = subprocess.run(["ctest", "-T", "Test", "--output-on-failure"], cwd=d, env=env(False),
                       capture_output=True, text=True)
    assert p.returncode == 0, p.stdout + p.stderr
    xmls = glob.glob(os.path.join(d, "Testing", "*", "Test.xml"))
    assert len(xmls) == 1, xmls
    got = {}
    for test in ET.parse(xmls[0]).getroot().iter("Test"):
        name = test.findtext("Name")
        if name is None:
            continue
        for nm in test.iter("NamedMeasurement"):
            got.setdefault(name, {})[nm.get("name")] = nm.findtext("Value")
    for t in tests:
        assert "faultline.minor_faults" in got.get(t, {}), got
    pinned = got["Probe.PinnedScratch4"]
    assert int(pinned["faultline.minor_faults"]) >= 4 * 257, pinned
    assert abs(int(pinned["faultline.site_faults"]) - 4 * 257) <= 4, pinned
    assert pinned["faultline.top_site"].startswith(scratch_site()), pinned
    print(f"    ctest kept: faultline.minor_faults={pinned['faultline.minor_faults']}, "
          f"faultline.top_site={pinned['faultline.top_site']!r}")


# ---- budgets --------------------------------------------------------------------------------

def failure_messages(stdout):
    out = []
    for m in re.split(r"\n(?=\S+:\d+: Failure\n)", stdout):
        if "Fault budget" in m:
            out.append(re.split(r"\n(?=<CTestMeasurement|\[ )", m)[0])
    return out


def test_budgets_that_pass():
    for shim in (False, True):
        for t in ("Budget.PassesAfterWarmup", "Budget.ScopedGuardPassesAfterWarmup",
                  "Budget.SmallWorkPasses"):
            p, _ = run(t, shim)
            assert p.returncode == 0, (t, shim, p.stdout)
            assert "Fault budget exceeded" not in p.stdout


def test_budget_fails_naming_the_top_site_with_shim():
    for method in ("auto", "getrusage"):  # perf sampling where allowed, and the fallback
        budget_fails_naming_the_top_site(method)


def budget_fails_naming_the_top_site(method):
    p, props = run("Budget.MustFailPinned", shim=True, FAULTLINE_RT_METHOD=method)
    assert p.returncode == 1, p.stdout
    msgs = failure_messages(p.stdout)
    assert len(msgs) == 1, p.stdout
    msg = msgs[0]
    print(f"    FAULTLINE_RT_METHOD={method}:")
    print("    " + "\n    ".join(msg.strip().splitlines()))
    assert "probe_test.cpp:" in msg  # reported at the macro's line
    taken = int(re.search(r"took (\d+) minor faults, budget 16\n  measured after 2 warm-up runs: "
                          r"the statement ran 2 times unmeasured first, so one-time costs", msg)
                .group(1))
    assert taken >= 257, msg
    assert re.search(r"libfaultline-rt \((perf|getrusage\+mincore)\) charged 25[0-9] of them", msg)
    top = msg.split("top sites:")[1].strip().splitlines()[0].strip()
    assert top.startswith(scratch_site() + ": 257 minor faults in 1 call of 1 MiB"), top


def test_budget_fails_without_addr2line():
    # No symboliser: the site is still named, by module and offset (dladdr).
    p, _ = run("Budget.MustFailPinned", shim=True, FAULTLINE_ADDR2LINE="/nonexistent/addr2line")
    msg = failure_messages(p.stdout)[0]
    top = msg.split("top sites:")[1].strip().splitlines()[0].strip()
    assert re.match(r"fl_gtest_probe\+0x[0-9a-f]+ .*\(malloc\): 257 minor faults in 1 call", top), top


def test_budget_fails_without_shim():
    p, _ = run("Budget.MustFailPinned", shim=False)
    assert p.returncode == 1, p.stdout
    msg = failure_messages(p.stdout)[0]
    assert "libfaultline-rt.so is not preloaded, so no per-site attribution" in msg, msg
    assert "top sites" not in msg


def test_warmup_decides():
    # The same statement, default glibc: the first 1 MiB block is mmapped fresh (fails without
    # warm-up); after two warm-up runs glibc serves it from the heap (passes).
    p, _ = run("Budget.MustFailWithoutWarmup", shim=True)
    assert p.returncode == 1 and len(failure_messages(p.stdout)) == 1, p.stdout
    assert scratch_site() in failure_messages(p.stdout)[0]
    p, _ = run("Budget.PassesAfterWarmup", shim=True)
    assert p.returncode == 0, p.stdout


def test_scoped_guard_warmup_and_failures():
    p, _ = run("Budget.MustFailScopedPinned", shim=True)
    msgs = failure_messages(p.stdout)
    # Entries 3, 4 and 5 of 5 fail: each message names its entries, identical failures of
    # consecutive entries are one message with their range, so no two messages in a row say
    # the same thing, and together they cover 3-5 in order.
    assert p.returncode == 1 and 1 <= len(msgs) <= 3, p.stdout
    covered, bodies = [], []
    for m in msgs:
        # The budget counts the whole process (getrusage): the block's 257 faults plus whatever
        # else faulted meanwhile (a stack page, lazy binding), so allow the 5 %.
        took = re.search(r"took (\d+) minor faults, budget 16\n", m)
        assert took and 257 <= int(took.group(1)) <= 257 * 1.05, m
        assert scratch_site() in m, m
        where = re.search(r"\n  on (?:entry (\d+)|entries (\d+)\u2013(\d+) \(the same failure on "
                          r"each\)) of this scope in this test; entries 1\u20132 were warm-up: run "
                          r"but not checked, so one-time costs \(first-touch faults", m)
        assert where, m
        first = int(where.group(1) or where.group(2))
        last = int(where.group(1) or where.group(3))
        covered += range(first, last + 1)
        bodies.append(m[:where.start()])
    assert covered == [3, 4, 5], (covered, p.stdout)
    assert all(a != b for a, b in zip(bodies, bodies[1:])), "identical failures not merged"
    print("    scoped budget: %d message(s) for entries 3-5: %s" % (
        len(msgs), ", ".join(re.search(r"\n  on (entr[^ ]+ [^ ]+)", m).group(1) for m in msgs)))


def test_assert_form_stops_the_test():
    p, props = run("Budget.MustFailAssertStops", shim=False)
    assert p.returncode == 1 and len(failure_messages(p.stdout)) == 1, p.stdout
    assert "after_assert" not in props, props


def test_live_block_not_charged_but_counted():
    p, _ = run("Budget.MustFailLeak", shim=True)
    msg = failure_messages(p.stdout)[0]
    assert re.search(r"took 5[0-9]{2} minor faults", msg), msg  # 2 MiB touched: 512 pages
    assert "charged 0 of them to call sites (none:" in msg, msg


def main():
    global PROBE, SHIM, LIB_SRC, WORK
    PROBE, SHIM, LIB_SRC = (os.path.abspath(a) for a in sys.argv[1:4])
    wanted = sys.argv[4:]
    WORK = os.path.realpath(tempfile.mkdtemp(prefix="faultline-gtest-test-"))
    return testrun.run_all(globals(), wanted, WORK)


if __name__ == "__main__":
    sys.exit(main())
