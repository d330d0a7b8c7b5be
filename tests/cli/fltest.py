"""Shared helpers for the CLI and SARIF tests: scratch projects with a compile database, running
the real `faultline` binary, and a tiny runner (every test_* function; exit 1 if any fails).

Usage from a test script:  python3 test_x.py /path/to/faultline
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import traceback

FAULTLINE = None  # set by main()

# The obvious positive: a 1 MiB block allocated and freed on every iteration.
# faultline-loop-alloc reports it at the malloc, line ALLOC_LINE, column ALLOC_COLUMN.
POSITIVE = """#include <stdlib.h>

void work_{name}(int n) {{
  for (int i = 0; i < n; ++i) {{
    char *p = malloc(1 << 20);
    p[0] = 1;
    free(p);
  }}
}}
"""
ALLOC_LINE = 5
ALLOC_COLUMN = 15

# A function with no finding: the block is hoisted out of the loop.
NEGATIVE = """#include <stdlib.h>

void clean_{name}(int n) {{
  char *p = malloc(1 << 20);
  for (int i = 0; i < n; ++i)
    p[i % 4096] = 1;
  free(p);
}}
"""

COMPILER = "clang-19" if shutil.which("clang-19") else "cc"


class Result:
    def __init__(self, proc):
        self.rc = proc.returncode
        self.out = proc.stdout
        self.err = proc.stderr

    def __repr__(self):
        return f"rc={self.rc}\n--- stdout\n{self.out}\n--- stderr\n{self.err}"

    def json(self):
        return json.loads(self.out)


class Project:
    """A scratch source tree in a temporary directory with its own compile_commands.json."""

    def __init__(self):
        self.dir = os.path.realpath(tempfile.mkdtemp(prefix="faultline-test-"))

    def path(self, rel):
        return os.path.join(self.dir, rel)

    def write(self, rel, text):
        p = self.path(rel)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "w") as f:
            f.write(text)
        return p

    def positive(self, rel, name=None):
        return self.write(rel, POSITIVE.format(name=name or _ident(rel)))

    def negative(self, rel, name=None):
        return self.write(rel, NEGATIVE.format(name=name or _ident(rel)))

    def database(self, files, rel="compile_commands.json", style="arguments"):
        """Entries for `files` (paths relative to the project), compiled from the project dir."""
        entries = []
        for f in files:
            e = {"directory": self.dir, "file": f}
            if style == "arguments":
                e["arguments"] = [COMPILER, "-c", f, "-o", f + ".o"]
            else:
                e["command"] = f"{COMPILER} -c {f} -o {f}.o"
            entries.append(e)
        return self.write(rel, json.dumps(entries, indent=1))

    def run(self, *args, cwd=None, stdin=subprocess.DEVNULL):
        proc = subprocess.run([FAULTLINE, *args], cwd=cwd or self.dir, stdin=stdin,
                              capture_output=True, text=True, timeout=300)
        return Result(proc)

    def check(self, *args, **kw):
        return self.run("check", *args, **kw)

    def cleanup(self):
        shutil.rmtree(self.dir, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.cleanup()
        return False


def _ident(rel):
    return "".join(c if c.isalnum() else "_" for c in rel)


def expect(cond, message, result=None):
    if not cond:
        raise AssertionError(message + (f"\n{result!r}" if result is not None else ""))


def expect_rc(result, rc, what):
    expect(result.rc == rc, f"{what}: expected exit {rc}, got {result.rc}", result)


def expect_one_line_error(result, *needles):
    """A usage error: exit 2, nothing on stdout, one 'faultline: error:' line naming `needles`."""
    expect_rc(result, 2, "usage error")
    expect(result.out == "", "a usage error must print nothing on stdout", result)
    lines = [l for l in result.err.splitlines() if l.strip()]
    expect(len(lines) == 1, f"expected exactly one error line, got {len(lines)}", result)
    expect(lines[0].startswith("faultline: error: "), "error line must start with "
           "'faultline: error: '", result)
    for n in needles:
        expect(n in lines[0], f"error line must mention {n!r}", result)


def main(module_globals):
    global FAULTLINE
    if len(sys.argv) < 2:
        print(f"usage: {sys.argv[0]} FAULTLINE_BINARY", file=sys.stderr)
        sys.exit(2)
    FAULTLINE = os.path.abspath(sys.argv[1])
    tests = sorted((n, f) for n, f in module_globals.items()
                   if n.startswith("test_") and callable(f))
    only = set(sys.argv[2:])
    failed = 0
    for name, fn in tests:
        if only and name not in only:
            continue
        try:
            fn()
            print(f"PASS {name}")
        except Exception:  # report every failure, not just the first
            failed += 1
            print(f"FAIL {name}")
            traceback.print_exc(file=sys.stdout)
    print(f"{failed} failed, {len(tests) - failed} passed")
    sys.exit(1 if failed else 0)
