"""The aspect against a real REAPI remote cache (docs/scale.md): BuildGrid's server (PyPI,
installed into .deps by scripts/fetch_buildgrid.sh) with an in-memory CAS and action cache on a
free localhost port, and the fixture workspace built with --remote_cache from clean output roots
(nothing local reused). Asserts:
  - run 1 (empty cache) executes the 4 FaultlineExtract actions;
  - run 2 (a new output root) executes none: every FaultlineExtract and FaultlineMerge spawn is a
    remote cache hit (--execution_log_json_file), Bazel's summary says "remote cache hit", and
    the reports and summaries are byte-identical to run 1's;
  - run 3 with a configuration file (--@faultline//integrations/bazel:config) misses the cache
    for every FaultlineExtract: the configuration is part of the action key.
Skipped (exit 77) only when `bazel` is not installed; fails when BuildGrid is missing (run
scripts/setup.sh).

Usage: test_remote_cache.py FAULTLINE REPO BGD
"""
import os
import re
import shutil
import sys
import tempfile

import bazelws

FAULTLINE, REPO, BGD = (os.path.abspath(a) for a in sys.argv[1:4])
def run(ws, d, name, port, *extra):
    """One aspect build from a fresh output root; returns (result, spawns, reports)."""
    log = os.path.join(d, name + ".exec.json")
    r = bazelws.bazel(ws, REPO, os.path.join(d, name), "build", ["//:all"],
                      *bazelws.ASPECT_FLAGS, "--remote_cache=grpc://127.0.0.1:%d" % port,
                      "--execution_log_json_file=" + log, *extra)
    if r.returncode != 0:
        return r, [], {}
    bin_dir = os.path.join(ws, "bazel-bin")
    reports = {}
    for suffix in (".summary.json", ".faultline.txt", ".faultline.json", ".faultline.sarif"):
        reports.update(bazelws.files_under(bin_dir, suffix))
    return r, bazelws.execution_log(log), reports


def spawns_of(spawns, mnemonic):
    return [s for s in spawns if s.get("mnemonic") == mnemonic]


def main():
    if shutil.which("bazel") is None:
        print("SKIP: bazel is not installed (scripts/setup.sh installs bazel-bootstrap)")
        return 77
    if not os.access(BGD, os.X_OK):
        print("FAIL: no BuildGrid at %s: run scripts/setup.sh (scripts/fetch_buildgrid.sh)" % BGD)
        return 1
    failures = 0
    with tempfile.TemporaryDirectory(prefix="faultline-bazel-remote-") as d:
        ws = os.path.join(d, "ws")
        bazelws.make_workspace(os.path.join(REPO, "tests", "bazel", "fixture"), ws, REPO, FAULTLINE)
        with open(os.path.join(d, "bgd.log"), "w") as log:
            server, port = bazelws.start_buildgrid(BGD, d, log)
            try:
                r1, spawns1, reports1 = run(ws, d, "root1", port)
                r2, spawns2, reports2 = run(ws, d, "root2", port)
                with open(os.path.join(ws, "faultline.yaml"), "w") as f:
                    f.write("min-size: 131072\n")  # the default: same findings, new input
                with open(os.path.join(ws, "BUILD"), "a") as f:
                    f.write('exports_files(["faultline.yaml"])\n')
                r3, spawns3, _ = run(ws, d, "root3", port,
                                     "--@faultline//integrations/bazel:config=//:faultline.yaml")
            finally:
                os.killpg(server.pid, 15)
                server.wait(timeout=30)
        for name, r in (("run 1", r1), ("run 2", r2), ("run 3", r3)):
            if r.returncode != 0:
                with open(os.path.join(d, "bgd.log")) as f:
                    print("FAIL: %s: bazel exit %d\n%s\nbgd:\n%s" %
                          (name, r.returncode, r.stderr[-5000:], f.read()[-3000:]))
                return 1

        extract1 = spawns_of(spawns1, "FaultlineExtract")
        if len(extract1) != 4 or any(s.get("remoteCacheHit") for s in extract1):
            failures += 1
            print("FAIL: run 1 (empty cache): want 4 executed FaultlineExtract, got %d, %d hits" %
                  (len(extract1), sum(bool(s.get("remoteCacheHit")) for s in extract1)))
        else:
            print("ok: run 1 (empty remote cache) executed the 4 FaultlineExtract actions")

        ours2 = spawns_of(spawns2, "FaultlineExtract") + spawns_of(spawns2, "FaultlineMerge")
        executed = [s.get("progressMessage") for s in ours2 if not s.get("remoteCacheHit")]
        summary = re.search(r"INFO: (\d+) processes?: (.*)", r2.stderr)
        if len(spawns_of(spawns2, "FaultlineExtract")) != 4 or executed:
            failures += 1
            print("FAIL: run 2: %d faultline spawns, executed (not cache hits): %s" %
                  (len(ours2), executed))
        elif not summary or "remote cache hit" not in summary.group(2):
            failures += 1
            print("FAIL: run 2: Bazel's summary has no remote cache hit:", r2.stderr[-2000:])
        else:
            print("ok: run 2 (new output root) executed 0 FaultlineExtract/FaultlineMerge: "
                  "%d spawns, all remote cache hits (Bazel: %s processes: %s)" %
                  (len(ours2), summary.group(1), summary.group(2)))

        if len(reports1) != 4 + 4 * 3 or reports2 != reports1:
            failures += 1
            differ = sorted(k for k in set(reports1) | set(reports2)
                            if reports1.get(k) != reports2.get(k))
            print("FAIL: %d outputs in run 1; differing in run 2: %s" % (len(reports1), differ))
        else:
            print("ok: the %d summaries and reports of run 2 are byte-identical to run 1's" %
                  len(reports1))

        extract3 = spawns_of(spawns3, "FaultlineExtract")
        if len(extract3) != 4 or any(s.get("remoteCacheHit") for s in extract3):
            failures += 1
            print("FAIL: run 3 (a configuration file): want 4 executed FaultlineExtract, got %d, "
                  "%d hits" % (len(extract3), sum(bool(s.get("remoteCacheHit")) for s in extract3)))
        else:
            print("ok: run 3 with a configuration file misses the cache for all 4 FaultlineExtract")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
