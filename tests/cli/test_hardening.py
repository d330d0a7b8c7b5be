"""Hostile input and hostile output (issue 13): each case is either the documented one-line
'faultline: error:' and exit code (docs/cli.md), or a per-TU failure that keeps the other TUs'
findings (exit 3). Before the fixes these crashed, hung, aborted or lost the report."""
import json
import os
import resource
import subprocess

import fltest
from fltest import Project, expect, expect_one_line_error, expect_rc

DEEP = 100_000  # far past the documented limit of 512 levels


def run_limited(p, *args, fsize=None, stdout=None, timeout=60):
    """faultline with an optional RLIMIT_FSIZE (a full disk without privileges: a write past it
    fails with EFBIG, and SIGXFSZ keeps its default disposition, as on any user's shell)."""
    def limit():
        if fsize is not None:
            resource.setrlimit(resource.RLIMIT_FSIZE, (fsize, fsize))
    proc = subprocess.run([fltest.FAULTLINE, *args], cwd=p.dir, preexec_fn=limit,
                          stdin=subprocess.DEVNULL, stdout=stdout or subprocess.PIPE,
                          stderr=subprocess.PIPE, text=True, timeout=timeout)
    return fltest.Result(proc)


def two_tu_project(p):
    p.positive("a.c")
    p.positive("b.c")
    p.database(["a.c", "b.c"])


def findings_by_file(result):
    return sorted(f["location"]["file"] for f in result.json()["findings"])


# ---- row 1: confirm on SARIF whose properties are not objects --------------------------------

def test_confirm_sarif_properties_not_an_object():
    with Project() as p:
        two_tu_project(p)
        expect_rc(p.check("--format", "sarif", "-o", "f.sarif", "--no-cache"), 1, "check")
        p.write("rt.json", json.dumps({"version": 1, "sites": [], "processes": []}))
        good = p.run("confirm", "--findings", "f.sarif", "--runtime", "rt.json",
                     "--format", "sarif")
        expect_rc(good, 0, "confirm on check's own SARIF")
        sarif = json.load(open(p.path("f.sarif")))
        for where, mutate in (("result", lambda d: d["runs"][0]["results"][0]),
                              ("run", lambda d: d["runs"][0])):
            bad = json.loads(json.dumps(sarif))
            mutate(bad)["properties"] = 5
            p.write("bad.sarif", json.dumps(bad))
            r = p.run("confirm", "--findings", "bad.sarif", "--runtime", "rt.json",
                      "--format", "sarif")
            expect_one_line_error(r, "bad.sarif", '"properties" is not an object')


# ---- row 2: a database entry whose directory is gone -----------------------------------------

def test_missing_directory_fails_only_its_tu():
    with Project() as p:
        two_tu_project(p)
        db = json.load(open(p.path("compile_commands.json")))
        db[1]["directory"] = p.path("gone")
        db[1]["file"] = p.path("b.c")
        p.write("compile_commands.json", json.dumps(db))
        r = p.check("--format", "json", "--no-cache")
        expect_rc(r, 3, "a TU with a missing directory")
        expect(findings_by_file(r) == ["a.c"], "a.c still reported", r)
        errors = [l for l in r.err.splitlines() if "error:" in l]
        expect(len(errors) == 1 and errors[0].startswith("faultline: error: failed to analyse b.c")
               and "gone' does not exist" in errors[0], "b.c failed with the reason", r)
        expect("LLVM ERROR" not in r.err, "no LLVM abort", r)


# ---- row 3: nesting far past the limit -------------------------------------------------------

def test_deep_json_inputs_are_rejected():
    deep = "[" * DEEP + "]" * DEEP
    with Project() as p:
        two_tu_project(p)
        p.write("deep.json", deep)
        expect_one_line_error(p.check("--compile-commands", "deep.json"), "deep.json",
                              "nested deeper than 512 levels")
        expect_one_line_error(p.run("merge", "deep.json"), "deep.json", "nested deeper than 512")
        expect_one_line_error(p.check("--baseline", "deep.json"), "deep.json",
                              "nested deeper than 512")
        p.write("rt.json", json.dumps({"version": 1, "sites": [], "processes": []}))
        expect_one_line_error(p.run("confirm", "--findings", "deep.json", "--runtime", "rt.json"),
                              "deep.json", "nested deeper than 512")
        expect_one_line_error(p.run("confirm", "--findings", "deep.json", "--runtime",
                                    "deep.json"), "nested deeper than 512")


def test_json_at_the_limit_is_read():
    # 512 levels are read, 513 are not: the limit is where docs/cli.md says.
    with Project() as p:
        p.write("rt.json", json.dumps({"version": 1, "sites": [], "processes": []}))
        for extra, ok in ((511, True), (512, False)):  # the outer object is one level
            p.write("f.json", '{"findings": [], "x": ' + "[" * extra + "]" * extra + "}")
            r = p.run("confirm", "--findings", "f.json", "--runtime", "rt.json")
            if ok:
                expect_rc(r, 0, f"{extra + 1} levels")
            else:
                expect_one_line_error(r, "nested deeper than 512 levels")


def test_deep_yaml_config_is_rejected():
    with Project() as p:
        two_tu_project(p)
        p.write("flow.yaml", "exclude: " + "[" * DEEP + "]" * DEEP + "\n")
        expect_one_line_error(p.check("--config", "flow.yaml"), "flow.yaml",
                              "nested deeper than 512 levels")
        block = "".join(" " * i + "- \n" for i in range(0, 2 * 600, 2))
        p.write("block.yaml", "exclude:\n" + block)
        expect_one_line_error(p.check("--config", "block.yaml"), "block.yaml",
                              "nested deeper than 512 levels")


# ---- row 4: Clang crashes on one TU ----------------------------------------------------------

def test_crashing_tu_fails_alone():
    with Project() as p:
        p.positive("a.c")
        # 8,000 nested loops overflow the parser's stack.
        p.write("deep.c", "void deep(int n) {\n" + "for (int i = 0; i < n; ++i)\n" * 8000 +
                "  ;\n}\n")
        p.database(["a.c", "deep.c"])
        for jobs in ("1", "2"):  # the main thread, and worker threads
            r = p.check("--format", "json", "--no-cache", "-j", jobs)
            expect_rc(r, 3, f"-j {jobs}: a crashing TU")
            expect(findings_by_file(r) == ["a.c"], f"-j {jobs}: a.c still reported", r)
            expect("faultline: error: failed to analyse deep.c: the analysis crashed (signal 11"
                   in r.err, f"-j {jobs}: the crash named with its signal", r)
            expect([f["file"] for f in r.json()["failures"]] == ["deep.c"],
                   "the failure recorded in the report", r)


# ---- rows 5 and 6: write errors --------------------------------------------------------------

def test_write_error_keeps_the_previous_report():
    with Project() as p:
        two_tu_project(p)
        for cmd in (["check", "--format", "json"], ["check", "--format", "summary"],
                    ["baseline"]):
            p.write("out.json", "previous\n")
            r = run_limited(p, *cmd, "--no-cache", "-o", "out.json", fsize=1024)
            expect_one_line_error(r, "cannot write 'out.json'", "File too large")
            expect(open(p.path("out.json")).read() == "previous\n",
                   f"{cmd}: the previous report untouched", r)
            leftovers = [n for n in os.listdir(p.dir) if n.startswith("out.json.")]
            expect(not leftovers, f"{cmd}: no temporary left behind: {leftovers}", r)
        r = run_limited(p, "check", "--format", "json", "--no-cache", "-o", "out.json")
        expect_rc(r, 1, "without the limit")
        expect(len(json.load(open(p.path("out.json")))["findings"]) == 2, "the new report", r)


def test_write_error_on_a_cache_entry_is_a_warning():
    # docs/cache.md: an entry that cannot be written is a warning, the run goes on.
    with Project() as p:
        two_tu_project(p)
        r = run_limited(p, "check", "--format", "json", "--cache-dir", "cache", fsize=1024)
        expect_rc(r, 1, "findings, despite the cache")
        expect("faultline: warning: cache not written:" in r.err and "File too large" in r.err,
               "the warning", r)
        for root, _, files in os.walk(p.path("cache")):
            expect(not files, f"no partial entry or temporary: {files}", r)


def test_dev_full():
    with Project() as p:
        two_tu_project(p)
        r = p.check("--format", "summary", "-o", "/dev/full", "--no-cache")
        expect_one_line_error(r, "cannot write '/dev/full'", "No space left on device")
        expect(os.path.exists("/dev/full") and not os.path.isfile("/dev/full"),
               "the device is still a device", r)
        with open("/dev/full", "w") as full:
            for cmd in (["check", "--no-cache"], ["rules"], ["explain", "faultline-loop-alloc"]):
                r = run_limited(p, *cmd, stdout=full)
                expect_rc(r, 2, f"{cmd} with stdout on /dev/full")
                expect(r.err.strip().splitlines()[-1] ==
                       "faultline: error: cannot write standard output: No space left on device",
                       f"{cmd}: the error line", r)


# ---- row 7: brace globs ----------------------------------------------------------------------

def test_exclude_brace_glob():
    with Project() as p:
        p.positive("a.c")
        p.positive("b.c")
        p.positive("x.c")
        p.database(["a.c", "b.c", "x.c"])
        p.write(".faultline.yaml", 'exclude: ["{a,x}.c"]\n')
        r = p.check("--format", "json", "--no-cache")
        expect_rc(r, 1, "b.c still has its finding")
        expect(findings_by_file(r) == ["b.c"], "a.c and x.c excluded by the brace glob", r)
        # 2^11 expansions: past the documented bound of 1,024, an error rather than a slow glob.
        p.write(".faultline.yaml", 'exclude: ["' + "{a,b}" * 11 + '"]\n')
        expect_one_line_error(p.check("--no-cache"), "invalid exclude pattern",
                              "too many brace expansions")


# ---- row 8: two YAML documents ---------------------------------------------------------------

def test_config_with_two_documents():
    with Project() as p:
        two_tu_project(p)
        p.write("two.yaml", "min-size: 1M\n---\nexclude: [a.c]\n")
        expect_one_line_error(p.check("--config", "two.yaml"), "two.yaml",
                              "more than one YAML document")


# ---- row 9: FIFOs and devices where a file belongs -------------------------------------------

def test_fifo_and_device_inputs_are_refused():
    with Project() as p:
        two_tu_project(p)
        os.mkfifo(p.path("fifo"))
        for args in (["check", "--config", "fifo"], ["check", "--config", "/dev/zero"],
                     ["check", "--baseline", "fifo"], ["check", "--baseline", "/dev/zero"],
                     ["merge", "fifo"], ["merge", "/dev/zero"]):
            r = run_limited(p, *args, timeout=30)
            expect_one_line_error(r, "not a regular file")


def test_fifo_cache_entries_are_misses():
    with Project() as p:
        two_tu_project(p)
        expect_rc(p.check("--cache-dir", "cache", "--quiet"), 1, "cold run")
        entries = [os.path.join(d, f) for d, _, fs in os.walk(p.path("cache")) for f in fs]
        expect(len(entries) == 2, f"two entries: {entries}")
        for e in entries:
            os.remove(e)
            os.mkfifo(e)
        r = run_limited(p, "check", "--cache-dir", "cache", "--stats", "--format", "json",
                        timeout=30)
        expect_rc(r, 1, "FIFO entries")
        expect("cache: 0 hits, 2 misses" in r.err, "FIFOs are misses", r)
        expect(findings_by_file(r) == ["a.c", "b.c"], "same findings", r)
        expect(all(os.path.isfile(e) for e in entries), "the entries are rewritten as files")


def test_fast_mode_fifo_and_device_sources_are_refused():
    """A FIFO or a device named as a source in fast mode: opening it would block (or never end)."""
    with Project() as p:
        p.positive("a.c")
        os.mkfifo(p.path("pipe.c"))
        for name in ("pipe.c", "/dev/zero"):
            r = run_limited(p, "check", "--mode", "fast", "--no-cache", "a.c", name, timeout=30)
            expect_one_line_error(r, name, "not a regular file")


def test_fifo_source_in_a_directory_is_skipped():
    """Walking a directory, fast mode takes regular files only: a FIFO named x.c is not a source."""
    with Project() as p:
        p.positive("src/a.c")
        os.mkfifo(p.path("src/pipe.c"))
        r = run_limited(p, "check", "--mode", "fast", "--no-cache", "--format", "json", "src",
                        timeout=30)
        expect_rc(r, 1, "the good file's finding")
        expect(findings_by_file(r) == ["src/a.c"], "only the regular file", r)


# ---- row 10: the database from a pipe --------------------------------------------------------

def test_compile_commands_from_a_pipe():
    with Project() as p:
        two_tu_project(p)
        r = fltest.Result(subprocess.run(
            ["bash", "-c", f"'{fltest.FAULTLINE}' check --no-cache --format json "
             "--compile-commands <(cat compile_commands.json)"],
            cwd=p.dir, capture_output=True, text=True, timeout=60))
        expect_rc(r, 1, "database read from a pipe")
        expect(findings_by_file(r) == ["a.c", "b.c"], "both TUs analysed", r)


# ---- row 11: the option parser's errors ------------------------------------------------------

def test_option_errors_are_one_line():
    with Project() as p:
        two_tu_project(p)
        expect_one_line_error(p.check("-j", "-1"), "-j", "'-1'")
        expect_one_line_error(p.check("--format", "xml"), "--format", "'xml'")
        expect_one_line_error(p.check("--frmat", "json"), "unknown command line argument",
                              "'--frmat'", "did you mean '--format'?")
        expect_one_line_error(p.run("explain"), "explain needs a RULE")
        expect_one_line_error(p.run("confirm", "--format", "xml"), "--format", "'xml'")
        expect_one_line_error(p.check("--quiet=maybe"), "--quiet", "'maybe'")


# ---- row 12: entries of the wrong type -------------------------------------------------------

def test_database_entry_with_wrong_types():
    with Project() as p:
        p.positive("a.c")
        for entry, needle in (({"directory": p.dir, "file": "a.c", "command": 5},
                               'entry 1: "command" is not a string'),
                              ({"directory": 1, "file": "a.c", "command": "cc -c a.c"},
                               'entry 1: "directory" is not a string'),
                              ({"directory": p.dir, "file": "a.c", "arguments": ["cc", 2]},
                               'entry 1: "arguments" holds something other than a string'),
                              ("a.c", "entry 1: not an object")):
            p.write("compile_commands.json", json.dumps([entry]))
            expect_one_line_error(p.check("--no-cache"), "compile_commands.json", needle)


if __name__ == "__main__":
    fltest.main(globals())
