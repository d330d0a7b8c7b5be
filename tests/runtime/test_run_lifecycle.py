"""`faultline run` itself (docs/runtime.md): signals sent to it reach the command and the report
is still gathered; quick_exit writes a report; a run with no report says why.

Usage: python3 test_run_lifecycle.py FAULTLINE SHIM [TEST_NAME...]
"""
import glob
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

import test_runtime as rt


def test_sigterm_is_forwarded_and_nothing_is_left_behind():
    out = tempfile.mkdtemp(dir=rt.WORK)
    sleeper = shutil.which("sleep")
    p = subprocess.Popen([rt.FAULTLINE, "run", "--out", out, "--", sleeper, "30"],
                         stderr=subprocess.PIPE, text=True)
    time.sleep(1.0)
    p.send_signal(signal.SIGTERM)  # to faultline alone, as a CI timeout does
    _, err = p.communicate(timeout=20)
    assert p.returncode == 128 + signal.SIGTERM, (p.returncode, err)
    assert os.path.exists(os.path.join(out, "faultline-runtime.json")), err
    assert not glob.glob(os.path.join(out, ".faultline-rt-*")), os.listdir(out)
    assert "killed by signal 15" in err, err


def test_quick_exit_writes_a_report():
    exe, src = rt.compile_fixture("quick_exit")
    report, _ = rt.run([exe], check_rc=3)
    assert report["processes"] and report["processes"][0]["endedBy"] == "quick_exit", report
    site = rt.one_site(report, src, rt.marker_line(src, "ALLOC"))
    assert site["tracedCalls"] == 6, site


def test_static_executable_is_named_as_the_reason():
    src = os.path.join(rt.WORK, "static.c")
    with open(src, "w") as f:
        f.write("int main(void) { return 0; }\n")
    exe = os.path.join(rt.WORK, "static")
    subprocess.run(["gcc", "-static", "-o", exe, src], check=True)
    report, p = rt.run([exe], check_rc=0)
    assert not report["processes"], report
    assert "is statically linked, and LD_PRELOAD does not apply to it" in p.stderr, p.stderr


def main():
    # The runner of test_runtime.py, whose helpers (rt.run, rt.WORK, ...) these tests use.
    return rt.run_tests(globals(), "faultline-run-test-")


if __name__ == "__main__":
    sys.exit(main())
