"""Text output: clang's shape, nothing but results on a pipe, the summary on stderr."""
import os
import pty
import re
import subprocess

import fltest
from fltest import Project, expect, expect_rc

DIAG = re.compile(r"^(?P<file>[^:\s]+):(?P<line>\d+):(?P<col>\d+): "
                  r"(?P<sev>warning|error|note): (?P<msg>.+?)(?: \[(?P<rule>faultline-[a-z-]+)\])?$")
NOTE_NO_LOC = re.compile(r"^note: .+$")


def test_clang_shape_when_piped():
    with Project() as p:
        p.positive("a.c")
        p.positive("b.c")
        p.negative("c.c")
        p.database(["a.c", "b.c", "c.c"])
        r = p.check("-p", ".")
        expect_rc(r, 1, "two warnings")
        expect("\x1b" not in r.out and "\x1b" not in r.err, "no escape codes on a pipe", r)
        expect("\r" not in r.err and "[1/3]" not in r.err, "no progress on a pipe", r)
        heads = []
        for line in r.out.splitlines():
            m = DIAG.match(line)
            expect(m is not None or NOTE_NO_LOC.match(line) is not None,
                   f"every line is a diagnostic: {line!r}", r)
            if m and m.group("sev") != "note":
                expect(m.group("rule") == "faultline-loop-alloc", "rule id in brackets", r)
                heads.append((m.group("file"), int(m.group("line")), int(m.group("col"))))
            elif m:
                expect(m.group("rule") is None, "notes carry no rule id", r)
        expect(heads == [("a.c", 5, 15), ("b.c", 5, 15)], f"warnings at the mallocs: {heads}", r)
        expect(r.out.splitlines()[1].startswith("a.c:4:3: note:"),
               "the loop note follows its warning", r)
        err = r.err.strip().splitlines()
        expect(err == ["faultline: 2 warnings in 3 files"], f"summary line only: {err}", r)


def test_quiet():
    with Project() as p:
        p.positive("a.c")
        p.database(["a.c"])
        r = p.check("-p", ".", "--quiet")
        expect_rc(r, 1, "--quiet keeps the exit code")
        expect(r.err == "", "--quiet: nothing on stderr", r)
        expect("a.c:5:15: warning:" in r.out, "--quiet keeps the findings", r)


def test_no_findings():
    with Project() as p:
        p.negative("c.c")
        p.database(["c.c"])
        r = p.check("-p", ".")
        expect_rc(r, 0, "clean")
        expect(r.out == "", "nothing on stdout", r)
        expect(r.err.strip() == "faultline: no findings in 1 file", "summary", r)


def run_on_tty(p, *args):
    """Runs faultline with stdout and stderr on a pseudo-terminal; returns (rc, output)."""
    master, slave = pty.openpty()
    env = dict(os.environ, TERM="xterm-256color")
    proc = subprocess.Popen([fltest.FAULTLINE, *args], cwd=p.dir, stdin=subprocess.DEVNULL,
                            stdout=slave, stderr=slave, env=env)
    os.close(slave)
    chunks = []
    while True:
        try:
            data = os.read(master, 65536)
        except OSError:  # EIO once the child has closed the terminal
            break
        if not data:
            break
        chunks.append(data)
    os.close(master)
    return proc.wait(), b"".join(chunks).decode(errors="replace")


def test_colour_and_progress_on_a_terminal():
    with Project() as p:
        p.positive("a.c")
        p.negative("c.c")
        p.database(["a.c", "c.c"])
        rc, out = run_on_tty(p, "check", "-p", ".", "-j", "1")
        expect(rc == 1, f"exit 1 on a terminal too, got {rc}\n{out}")
        expect("\x1b[" in out, f"colour on a terminal\n{out!r}")
        expect("[2/2] c.c" in out, f"progress line on a terminal\n{out!r}")
        # Structured formats never get colour, even on a terminal.
        rc, out = run_on_tty(p, "check", "-p", ".", "--format=json", "--quiet")
        expect("\x1b" not in out, f"no colour in JSON\n{out!r}")


if __name__ == "__main__":
    fltest.main(globals())
