"""faultline_test and the runtime half as Bazel rules (integrations/bazel/faultline_test.bzl,
runtime.bzl; docs/bazel.md) on the fixture workspace, `bazel test` with Debian's Bazel 4.2.3
offline. Asserts:
  - faultline_test: //gate:app_warnings (two warnings, fail_on warning) and
    //gate:matcher_test_notes (a warning, fail_on note) FAIL, with the findings in their test
    logs; //gate:app_errors (same findings, fail_on error) and //gate:scratch_warnings (no
    finding) PASS;
  - faultline_cc_test: //rt:churn_pinned (a 1 MiB malloc per iteration, glibc's mmap threshold
    pinned) writes faultline-runtime.json and the verdicts into its undeclared outputs, and the
    finding at rt/churn_test.c:12 is confirmed; //rt:churn_default (default glibc) gives
    "not reproduced" for it; both pass (the cc_test's own exit status);
  - faultline_confirm: the same confirmation as a build action over churn_pinned's runtime
    report copied into the workspace gives the same verdicts.
Skipped (exit 77) only when `bazel` is not installed.

Usage: test_rules.py FAULTLINE REPO
"""
import json
import os
import re
import shutil
import sys
import tempfile
import zipfile

import bazelws

FAULTLINE, REPO = (os.path.abspath(a) for a in sys.argv[1:3])
WANT_STATUS = {
    "//gate:app_warnings": "FAILED",
    "//gate:app_errors": "PASSED",
    "//gate:scratch_warnings": "PASSED",
    "//gate:matcher_test_notes": "FAILED",
    "//rt:churn_pinned": "PASSED",
    "//rt:churn_default": "PASSED",
}
WANT_IN_LOG = {
    "//gate:app_warnings": ["app/main.c:10:22: warning", "app/main.c:23:22: warning"],
    "//gate:matcher_test_notes": ["matcher/matcher.cpp:10:23: warning"],
}
# The shim as a file target (runtime.bzl exports it to the test as FAULTLINE_RT_LIB).
SHIM_FLAG = "--@faultline//integrations/bazel:runtime=@faultline_bin//:lib/libfaultline-rt.so"
WANT_VERDICT = {"churn_pinned": "confirmed", "churn_default": "not reproduced"}


def test_log(ws, label):
    pkg, name = label[2:].split(":")
    with open(os.path.join(ws, "bazel-testlogs", pkg, name, "test.log")) as f:
        return f.read()


def undeclared_outputs(ws, name):
    """The files the test wrote to TEST_UNDECLARED_OUTPUTS_DIR (Bazel 4.2 zips them)."""
    path = os.path.join(ws, "bazel-testlogs", "rt", name, "test.outputs", "outputs.zip")
    with zipfile.ZipFile(path) as z:
        return {n: z.read(n) for n in z.namelist()}


def verdicts(confirm_json):
    return [(f["location"]["file"], f["location"]["line"], f["ruleId"], f["verdict"])
            for f in confirm_json["findings"]]


def main():
    if shutil.which("bazel") is None:
        print("SKIP: bazel is not installed (scripts/setup.sh installs bazel-bootstrap)")
        return 77
    failures = 0
    with tempfile.TemporaryDirectory(prefix="faultline-bazel-rules-") as d:
        ws = os.path.join(d, "ws")
        bazelws.make_workspace(os.path.join(REPO, "tests", "bazel", "fixture"), ws, REPO, FAULTLINE)
        root = os.path.join(d, "root")
        # --strip=never keeps the cc_tests' debug info, which the runtime report's lines need.
        r = bazelws.bazel(ws, REPO, root, "test", ["//gate:all", "//rt:all"], "--strip=never",
                          SHIM_FLAG)
        if r.returncode != 3:  # 3: built, some tests failed (the two that must)
            print("FAIL: bazel test: exit %d, want 3\n%s" % (r.returncode, r.stderr[-6000:]))
            return 1
        status = dict(re.findall(r"^(//\S+)\s+(PASSED|FAILED|NO STATUS|TIMEOUT)\b", r.stdout, re.M))
        for label, want in WANT_STATUS.items():
            if status.get(label) != want:
                failures += 1
                print("FAIL: %s: %s, want %s" % (label, status.get(label), want))
            else:
                print("ok: %s %s" % (label, want))
        for label, lines in WANT_IN_LOG.items():
            log = test_log(ws, label)
            missing = [x for x in lines if x not in log]
            if missing:
                failures += 1
                print("FAIL: %s: the test log lacks %s\n%s" % (label, missing, log[-3000:]))
            else:
                print("ok: %s's log names %s" % (label, ", ".join(lines)))

        pinned = None
        for name, want in WANT_VERDICT.items():
            out = undeclared_outputs(ws, name)
            names = sorted(out)
            if names != ["faultline-confirm.json", "faultline-confirm.txt",
                         "faultline-runtime.json"]:
                failures += 1
                print("FAIL: //rt:%s: undeclared outputs %s" % (name, names))
                continue
            runtime = json.loads(out["faultline-runtime.json"])
            sites = [s for s in runtime.get("sites", []) if any(
                fr.get("file", "").endswith("rt/churn_test.c") and fr.get("line") == 12
                for fr in s.get("frames", []))]
            confirm = json.loads(out["faultline-confirm.json"])
            got = verdicts(confirm)
            if got != [("rt/churn_test.c", 12, "faultline-loop-alloc", want)] or not sites:
                failures += 1
                print("FAIL: //rt:%s: verdicts %s (want %s), %d runtime sites at line 12" %
                      (name, got, want, len(sites)))
            else:
                print("ok: //rt:%s: the runtime report has the site, rt/churn_test.c:12 %s" %
                      (name, want))
            if name == "churn_pinned":
                pinned = (out["faultline-runtime.json"], confirm)

        # confirm as a build action over the runtime report kept as a file.
        if pinned:
            with open(os.path.join(ws, "rt", "churn_pinned.runtime.json"), "wb") as f:
                f.write(pinned[0])
            r = bazelws.bazel(ws, REPO, root, "build", ["//rt:churn_confirm"], "--strip=never",
                              SHIM_FLAG)
            path = os.path.join(ws, "bazel-bin", "rt", "churn_confirm.confirm.json")
            if r.returncode != 0 or not os.path.exists(path):
                failures += 1
                print("FAIL: bazel build //rt:churn_confirm: exit %d\n%s" %
                      (r.returncode, r.stderr[-4000:]))
            else:
                with open(path) as f:
                    built = json.load(f)
                same = (verdicts(built) == verdicts(pinned[1]) and
                        built["summary"] == pinned[1]["summary"])
                if not same:
                    failures += 1
                    print("FAIL: faultline_confirm: %s, the test's: %s" %
                          (verdicts(built), verdicts(pinned[1])))
                else:
                    print("ok: faultline_confirm (a build action) gives the test's verdicts %s" %
                          built["summary"])
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
