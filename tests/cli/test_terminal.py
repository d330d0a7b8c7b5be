"""Where users meet the command line (docs/cli.md): `faultline` alone lists every command,
`help` and `-V`, short rule ids, --select/--ignore, and colours and progress that follow
--color, NO_COLOR and TERM=dumb (checked on a real pseudo-terminal).

Usage: python3 test_terminal.py /path/to/faultline
"""
import os
import pty
import re
import subprocess
import sys

import fltest
from fltest import Project, expect, expect_rc

ANSI = re.compile(r"\x1b\[[0-9;]*m")  # colour (SGR) sequences, not cursor control


def run_on_pty(args, cwd, env_extra):
    """Runs faultline with stdout and stderr on a pseudo-terminal; returns (rc, output)."""
    env = dict(os.environ, TERM="xterm")
    env.pop("NO_COLOR", None)
    env.update(env_extra)
    master, slave = pty.openpty()
    p = subprocess.Popen([fltest.FAULTLINE, *args], cwd=cwd, stdin=subprocess.DEVNULL,
                         stdout=slave, stderr=slave, env=env)
    os.close(slave)
    chunks = []
    while True:
        try:
            data = os.read(master, 65536)
        except OSError:
            break
        if not data:
            break
        chunks.append(data)
    os.close(master)
    return p.wait(), b"".join(chunks).decode(errors="replace")


def test_no_arguments_lists_every_command():
    with Project() as p:
        r = p.run()
        expect_rc(r, 2, "no command is a usage error")
        for command in ("check", "baseline", "merge", "rules", "explain", "models", "run",
                        "confirm"):
            expect(f"\n  {command} " in r.err, f"'{command}' listed", r)


def test_help_and_version():
    with Project() as p:
        r = p.run("help")
        expect_rc(r, 0, "faultline help")
        expect("\n  run " in r.out, "help lists the commands", r)
        r = p.run("help", "check")
        expect_rc(r, 0, "faultline help check")
        expect("--select" in r.out and "--runtime" in r.out, "check's options", r)
        r = p.run("-V")
        expect_rc(r, 0, "-V")
        expect(r.out.startswith("faultline "), "version line", r)


def test_explain_accepts_the_short_id():
    with Project() as p:
        long_, short = p.run("explain", "faultline-loop-alloc"), p.run("explain", "loop-alloc")
        expect_rc(short, 0, "explain loop-alloc")
        expect(short.out == long_.out and short.out, "same page for both ids", short)


def test_select_and_ignore():
    with Project() as p:
        p.positive("a.c")
        p.database(["a.c"])
        def rules(*args):
            r = p.check("-p", ".", "--format=json", *args)
            return r, sorted({f["ruleId"] for f in r.json()["findings"]})
        r, found = rules()
        expect(found == ["faultline-loop-alloc"], "the control finding", r)
        for args, want in ((("--select", "loop-alloc"), ["faultline-loop-alloc"]),
                           (("--select", "faultline-stdio-*"), []),
                           (("--ignore", "faultline-loop-*"), []),
                           (("--select", "faultline-*", "--ignore", "loop-alloc"), [])):
            r, found = rules(*args)
            expect(found == want, f"{args}: {found}", r)
        r = p.check("-p", ".", "--select", "nosuch")
        expect_rc(r, 2, "an unknown rule")
        expect(r.err.count("\n") == 1 and "'nosuch' names no rule" in r.err, "one line", r)


def test_color_policy_on_a_terminal():
    with Project() as p:
        p.positive("a.c")
        p.database(["a.c"])
        args = ["check", "-p", "."]
        rc, out = run_on_pty(args, p.dir, {})
        expect(ANSI.search(out), "auto on a terminal: colours", out)
        rc, out = run_on_pty(args, p.dir, {"NO_COLOR": "1"})
        expect(not ANSI.search(out), "NO_COLOR: no colours", out)
        rc, out = run_on_pty(args + ["--color=always"], p.dir, {"NO_COLOR": "1"})
        expect(ANSI.search(out), "--color=always beats NO_COLOR", out)
        rc, out = run_on_pty(args, p.dir, {"TERM": "dumb"})
        expect(not ANSI.search(out) and "\r" not in out.replace("\r\n", "\n"),
               "TERM=dumb: no colours, no in-place progress line", repr(out))
        rc, out = run_on_pty(args + ["--color=never"], p.dir, {})
        expect(not ANSI.search(out), "--color=never", out)
        r = p.check("-p", ".", "--color=always")
        expect(ANSI.search(r.out), "--color=always on a pipe", r)
        r = p.check("-p", ".", "--color=sometimes")
        expect_rc(r, 2, "a bad --color value")


if __name__ == "__main__":
    fltest.main(globals())
