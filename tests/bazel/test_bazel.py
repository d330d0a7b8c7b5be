"""faultline as Bazel actions (docs/bazel.md): the aspect of integrations/bazel/aspect.bzl on the
fixture workspace (tests/bazel/fixture: a C cc_library + cc_binary with a loop allocation and a
per-call helper, a header-heavy C++ cc_library + cc_test) with Debian's Bazel 4.2.3, offline
(integrations/bazel/offline stands in for what Bazel would download). Asserts:
  - the build with --output_groups=report succeeds and writes each target's report;
  - each report's findings equal `faultline check`'s on the same sources;
  - the per-TU summaries hold no absolute path and are byte-identical across two clean output
    bases (what a remote cache needs).
Skipped (exit 77) only when `bazel` is not installed (scripts/setup.sh installs bazel-bootstrap).

Usage: test_bazel.py FAULTLINE REPO
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

import bazelws

FAULTLINE, REPO = (os.path.abspath(a) for a in sys.argv[1:3])
TARGETS = {  # target -> the sources of its transitive closure
    "app": ["app/main.c", "lib/scratch.c"],
    "scratch": ["lib/scratch.c"],
    "matcher": ["matcher/matcher.cpp"],
    "matcher_test": ["matcher/matcher.cpp", "matcher/matcher_test.cpp"],
}
COMMANDS = {  # what `faultline check` gets for the same sources
    "app/main.c": "cc -iquote . -c app/main.c",
    "lib/scratch.c": "cc -iquote . -c lib/scratch.c",
    "matcher/matcher.cpp": "c++ -std=c++0x -iquote . -c matcher/matcher.cpp",
    "matcher/matcher_test.cpp": "c++ -std=c++0x -iquote . -c matcher/matcher_test.cpp",
}


def bazel(workspace, user_root):
    return bazelws.bazel(workspace, REPO, user_root, "build", ["//:all"], *bazelws.ASPECT_FLAGS)


def summaries(workspace):
    return bazelws.files_under(os.path.join(workspace, "bazel-bin"), ".summary.json")


def main():
    if shutil.which("bazel") is None:
        print("SKIP: bazel is not installed (scripts/setup.sh installs bazel-bootstrap)")
        return 77
    failures = 0
    with tempfile.TemporaryDirectory(prefix="faultline-bazel-") as d:
        ws = os.path.join(d, "ws")
        bazelws.make_workspace(os.path.join(REPO, "tests", "bazel", "fixture"), ws, REPO, FAULTLINE)

        r = bazel(ws, os.path.join(d, "root1"))
        if r.returncode != 0:
            print("FAIL: bazel build with the aspect: exit", r.returncode, "\n", r.stderr[-6000:])
            return 1
        print("ok: bazel build //:all --aspects faultline_aspect --output_groups=report")
        first = summaries(ws)
        if len(first) != 4:
            failures += 1
            print("FAIL: want 4 summaries, got", sorted(first))
        for name, data in first.items():
            if d.encode() in data or b'"/' in data.replace(b'"/usr/', b''):
                failures += 1
                print("FAIL: an absolute path in", name)
        print("ok: %d per-TU summaries, no absolute path in them" % len(first))

        # The same sources through `faultline check`.
        db = [{"directory": ws, "file": f, "command": c} for f, c in COMMANDS.items()]
        with open(os.path.join(ws, "compile_commands.json"), "w") as f:
            json.dump(db, f)
        for target, sources in TARGETS.items():
            with open(os.path.join(ws, "bazel-bin", target + ".faultline.json")) as f:
                got = json.load(f)
            c = subprocess.run([FAULTLINE, "check", "--format", "json", "--fail-on", "never",
                                "--no-cache", "--quiet", "--root", ws] + sources,
                               cwd=ws, capture_output=True, text=True, timeout=300)
            if c.returncode != 0:
                failures += 1
                print("FAIL: faultline check", sources, c.returncode, c.stderr)
                continue
            want = json.loads(c.stdout)
            if got["findings"] != want["findings"] or got["failures"] != want["failures"]:
                failures += 1
                print("FAIL: %s: the aspect's findings differ from faultline check's\n"
                      "aspect: %s\ncheck:  %s" % (target, json.dumps(got["findings"], indent=1),
                                                  json.dumps(want["findings"], indent=1)))
            elif not want["findings"] and target != "scratch":
                failures += 1
                print("FAIL: %s: no findings at all (the fixture has loop allocations)" % target)
            else:
                rules = sorted({x["ruleId"] for x in got["findings"]})
                print("ok: //:%s: %d findings equal faultline check's %s" %
                      (target, len(got["findings"]), rules))
            for ext in ("txt", "sarif"):
                if not os.path.exists(os.path.join(ws, "bazel-bin", target + ".faultline." + ext)):
                    failures += 1
                    print("FAIL: no", target + ".faultline." + ext)

        # A clean output base elsewhere: byte-identical summaries.
        os.unlink(os.path.join(ws, "compile_commands.json"))
        r = bazel(ws, os.path.join(d, "root2"))
        second = summaries(ws)
        if r.returncode != 0 or second != first:
            failures += 1
            print("FAIL: a second clean build: exit %d, summaries %s" %
                  (r.returncode, "identical" if second == first else "differ"), r.stderr[-3000:])
        else:
            print("ok: a second clean output base gives byte-identical summaries")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
