#!/usr/bin/env python3
"""Runs one clang-tidy check test, the way LLVM's check_clang_tidy.py does.

    check_tidy.py CLANG_TIDY PLUGIN FILECHECK INPUT

INPUT carries its expectations as `// CHECK-MESSAGES: :[[@LINE-1]]:17: warning: ... [check]`
lines. It is copied to a temporary directory (the CHECK lines emptied), clang-tidy runs on the copy with the plugin
loaded and `-checks=-*,faultline-*`, and FileCheck matches clang-tidy's output against the
CHECK-MESSAGES lines. Any warning or error the input does not expect fails the test
(`-implicit-check-not`), so a test also proves what is *not* reported.

Optional lines in INPUT:
    // TIDY-ARGS: ...      more clang-tidy arguments (e.g. -config=...)
    // COMPILE-ARGS: ...   compiler arguments after `--` (default: none; .cpp adds -std=c++17)
    // CHECKS: ...         the -checks glob (default -*,faultline-*)
In these, %S is INPUT's directory and %T the temporary directory.
"""
import os
import re
import shlex
import subprocess
import sys
import tempfile


def directive(text, name):
    m = re.search(r"^// " + name + r": (.*)$", text, re.M)
    return m.group(1).strip() if m else None


def main():
    clang_tidy, plugin, filecheck, source = sys.argv[1:5]
    text = open(source, encoding="utf-8").read()
    with tempfile.TemporaryDirectory(prefix="faultline-tidy-") as tmp:
        copy = os.path.join(tmp, os.path.basename(source))
        # The CHECK lines emptied (kept as `//`, so line numbers stay), as LLVM's script does:
        # clang-tidy prints the source lines a fix-it spans, and FileCheck must not find the
        # expectations themselves in that output.
        with open(copy, "w", encoding="utf-8") as f:
            f.write(re.sub(r"// *CHECK-[A-Z0-9-]*:[^\r\n]*", "//", text))

        def subst(s):
            return s.replace("%S", os.path.dirname(os.path.abspath(source))).replace("%T", tmp)

        tidy_args = shlex.split(subst(directive(text, "TIDY-ARGS") or ""))
        compile_args = directive(text, "COMPILE-ARGS")
        if compile_args is None:
            compile_args = "-std=c++17" if source.endswith(".cpp") else ""
        compile_args = shlex.split(subst(compile_args))
        checks = directive(text, "CHECKS") or "-*,faultline-*"
        cmd = [clang_tidy, "--load=" + plugin, "-checks=" + checks, "--quiet"] + tidy_args + \
              [copy, "--"] + compile_args
        run = subprocess.run(cmd, cwd=tmp, capture_output=True, text=True, timeout=120)
        output = run.stdout + run.stderr
        if run.returncode != 0:
            print("clang-tidy failed (exit %d):\n%s\n%s" % (run.returncode, " ".join(cmd), output))
            return 1
        messages = os.path.join(tmp, "messages.txt")
        with open(messages, "w", encoding="utf-8") as f:
            f.write(output)
        check = subprocess.run([filecheck, "--input-file=" + messages, source,
                                "--check-prefixes=CHECK-MESSAGES",
                                "--implicit-check-not={{warning|error}}:",
                                "--dump-input=fail"], capture_output=True, text=True)
        if check.returncode != 0:
            print(" ".join(cmd))
            print(check.stdout + check.stderr)
            return 1
        print("ok: %d lines of clang-tidy output matched" % len(output.splitlines()))
        return 0


if __name__ == "__main__":
    sys.exit(main())
