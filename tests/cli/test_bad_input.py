"""Bad input: each case is one clear 'faultline: error:' line and exit 2 (docs/cli.md), and no
output file that could pass for a clean result."""
import json
import os

import fltest
from fltest import Project, expect, expect_one_line_error, expect_rc


def test_no_database_anywhere():
    # In AST mode a database is required; the default (auto) falls back to fast mode instead,
    # which tests/fastmode/test_fast_cli.py covers.
    with Project() as p:
        p.positive("a.c")
        r = p.check("--mode", "ast")
        expect_one_line_error(r, "compile_commands.json", "-p")


def test_default_database_locations():
    # ./compile_commands.json first, then ./build/compile_commands.json.
    with Project() as p:
        p.positive("a.c")
        p.database(["a.c"], rel="build/compile_commands.json")
        r = p.check("--format=json")
        expect_rc(r, 1, "database found in ./build")
        expect(len(r.json()["findings"]) == 1, "one finding via ./build/compile_commands.json", r)
        p.write("compile_commands.json", "[]")
        r = p.check()
        expect_one_line_error(r, "has no entries")


def test_missing_build_dir():
    with Project() as p:
        expect_one_line_error(p.check("-p", "no-such-build"), "no-such-build")


def test_build_dir_without_database():
    with Project() as p:
        os.mkdir(p.path("build"))
        expect_one_line_error(p.check("-p", "build"), "compile_commands.json")


def test_missing_compile_commands_file():
    with Project() as p:
        expect_one_line_error(p.check("--compile-commands", "nope.json"), "nope.json")


def test_malformed_database():
    with Project() as p:
        p.positive("a.c")
        p.write("compile_commands.json", '[{"directory": "/tmp", "file": "a.c", ')
        expect_one_line_error(p.check("-p", "."), "compile_commands.json")
        p.write("compile_commands.json", '{"not": "a list"}')
        expect_one_line_error(p.check("-p", "."), "compile_commands.json")
        p.write("compile_commands.json", '[{"directory": "/tmp", "file": "a.c"}]')
        expect_one_line_error(p.check("-p", "."), "compile_commands.json")


def test_p_and_compile_commands_together():
    with Project() as p:
        p.positive("a.c")
        p.database(["a.c"])
        expect_one_line_error(
            p.check("-p", ".", "--compile-commands", "compile_commands.json"), "exclusive")


def test_file_not_in_database():
    with Project() as p:
        p.positive("a.c")
        p.positive("b.c")
        p.database(["a.c"])
        # AST mode: an error. Auto mode analyses b.c in fast mode (tests/fastmode).
        expect_one_line_error(p.check("-p", ".", "--mode", "ast", "b.c"), "b.c",
                              "not in the compilation database")


def test_nonexistent_file():
    with Project() as p:
        p.positive("a.c")
        p.database(["a.c"])
        expect_one_line_error(p.check("-p", ".", "ghost.c"), "ghost.c", "no such file")


def test_unreadable_file():
    # Tests run as root, where chmod 000 does not stop reads; a directory named like a source
    # file is unreadable as a source for everyone, so that is the case tested here.
    with Project() as p:
        p.positive("a.c")
        os.mkdir(p.path("dir.c"))
        p.database(["a.c", "dir.c"])
        expect_one_line_error(p.check("-p", ".", "dir.c"), "dir.c", "cannot read")
        if os.geteuid() != 0:  # where permissions do apply, check them too
            p.positive("locked.c")
            os.chmod(p.path("locked.c"), 0)
            p.database(["a.c", "locked.c"])
            expect_one_line_error(p.check("-p", ".", "locked.c"), "locked.c", "cannot read")


def test_invalid_config_unknown_key():
    with Project() as p:
        p.positive("a.c")
        p.database(["a.c"])
        p.write("cfg.yaml", "min-size: 1M\nexlude: [\"x/**\"]\n")
        r = p.check("-p", ".", "--config", "cfg.yaml")
        expect_one_line_error(r, "exlude", "cfg.yaml:2:")


def test_invalid_config_unknown_rule():
    with Project() as p:
        p.positive("a.c")
        p.database(["a.c"])
        p.write(".faultline.yaml", "disable:\n  - faultline-stdio-in-loop\n  - faultline-nope\n")
        # Picked up from --root (default: the current directory) without --config.
        r = p.check("-p", ".")
        expect_one_line_error(r, "faultline-nope", ".faultline.yaml:3:")


def test_invalid_config_values():
    with Project() as p:
        p.positive("a.c")
        p.database(["a.c"])
        for text, needle in [("min-size: lots\n", "invalid size"),
                             ("fail-on: sometimes\n", "fail-on"),
                             ("allocators: [{size-args: [0]}]\n", "name"),
                             ("min-size: [1\n", "cfg.yaml"),
                             ("- just\n- a list\n", "cfg.yaml")]:
            p.write("cfg.yaml", text)
            expect_one_line_error(p.check("-p", ".", "--config", "cfg.yaml"), needle)


def test_missing_config_file():
    with Project() as p:
        p.positive("a.c")
        p.database(["a.c"])
        expect_one_line_error(p.check("-p", ".", "--config", "absent.yaml"), "absent.yaml")


def test_invalid_min_size_and_fail_on():
    with Project() as p:
        p.positive("a.c")
        p.database(["a.c"])
        expect_one_line_error(p.check("-p", ".", "--min-size", "12X"), "12X")
        expect_one_line_error(p.check("-p", ".", "--min-size", "-5"), "-5")
        r = p.check("-p", ".", "--fail-on", "sometimes")
        expect_rc(r, 2, "bad --fail-on")
        r = p.check("-p", ".", "--format", "xml")
        expect_rc(r, 2, "bad --format")
        r = p.run("check", "--no-such-option")
        expect_rc(r, 2, "unknown option")
        r = p.run()
        expect_rc(r, 2, "no subcommand")


def test_unwritable_output():
    with Project() as p:
        p.positive("a.c")
        p.database(["a.c"])
        target = "/nonexistent/dir/out.sarif"
        r = p.check("-p", ".", "--format=sarif", "-o", target)
        expect_one_line_error(r, target)
        expect(not os.path.exists(target), "no output file may be left behind")
        os.mkdir(p.path("out-dir"))
        r = p.check("-p", ".", "--format=sarif", "-o", "out-dir")
        expect_one_line_error(r, "out-dir", "directory")
        expect(os.listdir(p.path("out-dir")) == [], "nothing written into the directory")


def test_output_written_atomically():
    # A good -o path gets the complete report and no temporary files are left beside it.
    with Project() as p:
        p.positive("a.c")
        p.database(["a.c"])
        os.mkdir(p.path("out"))
        r = p.check("-p", ".", "--format=sarif", "-o", "out/r.sarif")
        expect_rc(r, 1, "finding written to -o")
        expect(r.out == "", "report goes to the file, not stdout", r)
        expect(os.listdir(p.path("out")) == ["r.sarif"], "only the report in the directory")
        with open(p.path("out/r.sarif")) as f:
            expect(json.load(f)["version"] == "2.1.0", "complete SARIF in the file")


def test_tu_that_fails_to_parse():
    with Project() as p:
        p.positive("good.c")
        p.write("broken.c", fltest.POSITIVE.format(name="broken").replace("p[0] = 1;", "p[0] = 1"))
        p.negative("clean.c")
        p.database(["good.c", "broken.c", "clean.c"])
        r = p.check("-p", ".")
        expect_rc(r, 3, "a TU failed to parse")
        expect("good.c:5:15: warning:" in r.out, "the other TUs are still reported", r)
        err = [l for l in r.err.splitlines() if "error: failed to analyse" in l]
        expect(len(err) == 1 and "broken.c" in err[0] and "error:" in err[0],
               "the failure names the TU and its first error", r)
        expect("broken.c:6:" in err[0], "first error points at the missing ';' line", r)

        r = p.check("-p", ".", "--format=json", "--fail-on=never")
        expect_rc(r, 3, "exit 3 wins even with --fail-on=never")
        d = r.json()
        expect([f["file"] for f in d["failures"]] == ["broken.c"], "JSON lists the failure", r)
        expect(d["summary"]["filesFailed"] == 1, "summary counts it", r)
        expect(any(f["location"]["file"] == "good.c" for f in d["findings"]), "good.c reported")

        r = p.check("-p", ".", "--format=sarif", "-o", "out.sarif")
        expect_rc(r, 3, "SARIF run with a failed TU")
        with open(p.path("out.sarif")) as f:
            inv = json.load(f)["runs"][0]["invocations"][0]
        expect(inv["executionSuccessful"] is False, "executionSuccessful=false")
        notes = inv["toolExecutionNotifications"]
        expect(len(notes) == 1 and "broken.c" in notes[0]["message"]["text"]
               and notes[0]["level"] == "error", "one error notification naming the TU")


def test_missing_source_in_database():
    # A database entry whose file is gone: that TU fails (exit 3), the others still run.
    with Project() as p:
        p.positive("a.c")
        p.database(["a.c", "gone.c"])
        r = p.check("-p", ".")
        expect_rc(r, 3, "a database TU is missing")
        expect("a.c:5:15: warning:" in r.out, "a.c still reported", r)
        expect("gone.c" in r.err, "gone.c named", r)


def test_assembly_entries_are_skipped():
    # CMake lists .S files (and -x assembler-with-cpp) beside the C sources: they are skipped
    # with one note under --stats, never an error, and the C TUs are still reported.
    with Project() as p:
        p.positive("a.c")
        p.write("start.S", ".globl start\nstart: ret\n")
        p.write("vec.s", "nop\n")
        p.write("compile_commands.json", json.dumps([
            {"directory": p.dir, "file": "a.c", "arguments": [fltest.COMPILER, "-c", "a.c"]},
            {"directory": p.dir, "file": "start.S", "arguments": [fltest.COMPILER, "-c", "start.S"]},
            {"directory": p.dir, "file": "vec.s",
             "arguments": [fltest.COMPILER, "-x", "assembler-with-cpp", "-c", "vec.s"]}]))
        r = p.check("--format=json", "--stats", "--no-cache")
        expect_rc(r, 1, "the C file's finding, no failure for the assembly")
        expect(len(r.json()["findings"]) == 1, "one finding, from a.c", r)
        expect("skipped 2 entries" in r.err and "start.S" in r.err, "one note under --stats", r)
        expect(not r.json().get("failures"), "assembly is not a failed TU", r)
        p.write("compile_commands.json", json.dumps([
            {"directory": p.dir, "file": "start.S", "arguments": [fltest.COMPILER, "-c", "start.S"]}]))
        expect_one_line_error(p.check(), "has no C or C++ entries")


if __name__ == "__main__":
    fltest.main(globals())
