#!/usr/bin/env python3
"""Golden tests: run the real `faultline` binary over annotated sources and compare.

Each rule directory rules/<rule>/golden/ holds small compilable C/C++ files:

  pos_*.c / pos_*.cpp   at least one expected finding, written on the reported line as a trailing
                        comment:   // EXPECT: faultline-loop-alloc [note|warning|error]
                        (several EXPECT: on one line mean several findings on that line)
  neg_*.c / neg_*.cpp   no EXPECT at all, and no finding of ANY rule
  use_*.c / use_*.cpp   a translation unit another case needs (the loop that calls a helper in a
                        pos_/neg_ file of the cross-file rule); its own lines are checked like any
                        other, but it counts as neither positive nor negative

All files of a directory are one program (one compile database), so the cross-file rule sees
calls between them: give functions names unique within the directory.

For one directory this script writes a compile_commands.json into a temporary directory
(`clang-19 -std=c17 -c` for .c, `clang-19 -x c++ -std=c++20 -c` for .cpp, directory = the golden
directory, plus the flags of a `// golden-flags: -O2 pkg:glib-2.0` line near the top), runs

  faultline check --compile-commands DB --format json --root ROOT --unknown-sizes note -j 2

once, and compares the multiset of (file, line, ruleId) with the annotations, plus the severity
where an annotation gives one. Any missing or unexpected finding, a severity mismatch, exit code
2 or 3 (or anything but 0/1), output that is not the documented JSON, or a reported TU failure
fails the test. So that an empty corpus cannot pass, each directory must hold at least
--min-positive positive and --min-negative negative files.

Usage:
  run_golden.py --faultline build/bin/faultline --dir rules/loop_alloc/golden
  run_golden.py --faultline build/bin/faultline            # every rules/*/golden
"""

import argparse
import collections
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile

REPO_ROOT = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
SOURCE_EXTENSIONS = (".c", ".cpp")
SEVERITIES = ("note", "warning", "error")
EXPECT_RE = re.compile(r"EXPECT:\s*(faultline-[a-z0-9-]+)(?:[ \t]+(note|warning|error)\b)?")
EXPECT_LOOSE_RE = re.compile(r"\bEXPECT\b")

Expectation = collections.namedtuple("Expectation", "file line rule severity")


GOLDEN_FLAGS_RE = re.compile(r"^//\s*golden-flags:(.*)$")


def extra_flags(path):
    """Flags a golden asks for on a `// golden-flags: ...` line among its first ten: `-O2` (a
    library header whose macros expand differently when optimising: GLib's g_new) and
    `pkg:NAME`, replaced by `pkg-config --cflags NAME` (the library's real headers, installed
    by scripts/setup.sh)."""
    with open(path, encoding="utf-8") as f:
        head = [next(f, "") for _ in range(10)]
    flags = []
    for text in head:
        m = GOLDEN_FLAGS_RE.match(text.strip())
        if not m:
            continue
        for word in shlex.split(m.group(1)):
            if word.startswith("pkg:"):
                out = subprocess.run(["pkg-config", "--cflags", word[4:]], capture_output=True,
                                     text=True, check=True).stdout
                flags.extend(shlex.split(out))
            else:
                flags.append(word)
    return flags


def compile_command(path, directory="."):
    flags = extra_flags(os.path.join(directory, path))
    if path.endswith(".c"):
        return ["clang-19", "-std=c17", *flags, "-c", path]
    return ["clang-19", "-x", "c++", "-std=c++20", *flags, "-c", path]


def parse_expectations(path, errors):
    """Returns the list of Expectation written in `path`; malformed annotations go to errors."""
    expectations = []
    with open(path, encoding="utf-8") as f:
        for lineno, text in enumerate(f, start=1):
            found = EXPECT_RE.findall(text)
            if not found and EXPECT_LOOSE_RE.search(text):
                errors.append(f"{path}:{lineno}: malformed EXPECT annotation: {text.strip()}")
            for rule, severity in found:
                expectations.append(Expectation(path, lineno, rule, severity or None))
    return expectations


def collect_corpus(golden_dir, errors):
    """Source files, expectations, and the positive/negative counts of one golden directory."""
    files = sorted(
        os.path.join(golden_dir, name)
        for name in os.listdir(golden_dir)
        if name.endswith(SOURCE_EXTENSIONS)
    )
    positives = negatives = 0
    expectations = []
    for path in files:
        name = os.path.basename(path)
        found = parse_expectations(path, errors)
        if name.startswith("pos_"):
            positives += 1
            if not found:
                errors.append(f"{path}: a positive file (pos_*) carries no EXPECT annotation")
        elif name.startswith("neg_"):
            negatives += 1
            if found:
                errors.append(f"{path}: a negative file (neg_*) carries EXPECT annotations")
        elif not name.startswith("use_"):
            errors.append(f"{path}: golden files are named pos_*, neg_* or use_*")
        expectations.extend(found)
    return files, expectations, positives, negatives


def write_compile_db(files, golden_dir, out_dir):
    entries = [
        {
            "directory": golden_dir,
            "command": " ".join(shlex.quote(a)
                                for a in compile_command(os.path.basename(path), golden_dir)),
            "file": os.path.basename(path),
        }
        for path in files
    ]
    db = os.path.join(out_dir, "compile_commands.json")
    with open(db, "w", encoding="utf-8") as f:
        json.dump(entries, f, indent=2)
    return db


def run_faultline(faultline, db, root, jobs, timeout):
    # `--unknown-sizes note` (the default is off): the goldens pin down which unknown sizes are
    # plausible, so they are reported here, as notes.
    cmd = [faultline, "check", "--compile-commands", db, "--format", "json", "--root", root,
           "--unknown-sizes", "note", "-j", str(jobs)]
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return cmd, None, "", f"timed out after {timeout} s"
    return cmd, proc.returncode, proc.stdout, proc.stderr


def finding_key(finding, root):
    """(absolute file, line, ruleId, severity, column, message) of one JSON finding."""
    loc = finding.get("location") or {}
    file = loc.get("file")
    line = loc.get("line")
    rule = finding.get("ruleId")
    if not isinstance(file, str) or not isinstance(line, int) or not isinstance(rule, str):
        raise ValueError(f"finding without ruleId/location.file/location.line: {finding!r}")
    path = os.path.normpath(file if os.path.isabs(file) else os.path.join(root, file))
    return (path, line, rule, finding.get("severity"), loc.get("column"),
            finding.get("message", ""))


def rel(path, root):
    try:
        return os.path.relpath(path, root)
    except ValueError:
        return path


def compare(expectations, findings, root):
    """Returns a list of human-readable differences (empty when everything matches)."""
    expected = collections.defaultdict(list)
    for e in expectations:
        expected[(os.path.normpath(e.file), e.line, e.rule)].append(e)
    actual = collections.defaultdict(list)
    for f in findings:
        actual[f[:3]].append(f)

    diffs = []
    for key in sorted(set(expected) | set(actual)):
        exp, act = expected.get(key, []), actual.get(key, [])
        file, line, rule = key
        where = f"{rel(file, root)}:{line}"
        # Pair annotations with a severity first, so a free annotation does not steal the finding
        # a pinned one needs.
        remaining = list(act)
        unmatched = []
        for e in sorted(exp, key=lambda e: e.severity is None):
            match = next((f for f in remaining if e.severity in (None, f[3])), None)
            if match is None:
                unmatched.append(e)
            else:
                remaining.remove(match)
        for e in unmatched:
            if remaining:
                f = remaining.pop(0)
                diffs.append(f"  SEVERITY   {where}: {rule} expected {e.severity}, got {f[3]}"
                             f" ({f[5]})")
            else:
                sev = f" {e.severity}" if e.severity else ""
                diffs.append(f"  MISSING    {where}: {rule}{sev}")
        for f in remaining:
            col = f":{f[4]}" if f[4] else ""
            hint = "" if os.path.exists(file) else \
                "  [no such file under --root: location.file must be relative to --root]"
            diffs.append(f"  UNEXPECTED {where}{col}: {rule} {f[3]}: {f[5]}{hint}")
    return diffs


def check_directory(args, golden_dir):
    name = os.path.relpath(golden_dir, args.root)
    errors = []
    files, expectations, positives, negatives = collect_corpus(golden_dir, errors)
    if positives < args.min_positive:
        errors.append(f"{name}: only {positives} positive files (pos_*), need >= {args.min_positive}")
    if negatives < args.min_negative:
        errors.append(f"{name}: only {negatives} negative files (neg_*), need >= {args.min_negative}")
    if not files:
        return errors

    with tempfile.TemporaryDirectory(prefix="faultline-golden-") as tmp:
        db = write_compile_db(files, golden_dir, tmp)
        cmd, code, out, err = run_faultline(args.faultline, db, args.root, args.jobs, args.timeout)
        if args.verbose or code not in (0, 1):
            print("$ " + " ".join(shlex.quote(c) for c in cmd))
        if code is None or code not in (0, 1):
            meaning = {2: "usage, configuration or input error",
                       3: "some translation units failed to analyse"}.get(code, "unexpected")
            errors.append(f"{name}: faultline exited with {code} ({meaning})")
            if err.strip():
                errors.append("  stderr:\n" + "\n".join("    " + l for l in err.strip().splitlines()[:40]))
            return errors
        try:
            report = json.loads(out)
        except json.JSONDecodeError as e:
            errors.append(f"{name}: faultline output is not valid JSON ({e}); first 400 chars:\n"
                          f"{out[:400]}")
            return errors

    if not isinstance(report, dict) or report.get("version") != 1 \
            or not isinstance(report.get("findings"), list):
        errors.append(f"{name}: JSON is not the documented report (version 1 with a findings list)")
        return errors
    failures = report.get("failures") or []
    if failures:
        errors.append(f"{name}: {len(failures)} translation unit(s) failed to analyse:")
        errors.extend(f"    {json.dumps(f)}" for f in failures[:10])
    try:
        findings = [finding_key(f, args.root) for f in report["findings"]]
    except ValueError as e:
        errors.append(f"{name}: {e}")
        return errors

    diffs = compare(expectations, findings, args.root)
    if diffs:
        errors.append(f"{name}: findings differ from the EXPECT annotations "
                      f"({len(expectations)} expected, {len(findings)} reported):")
        errors.extend(diffs)
    elif not errors:
        print(f"{name}: OK ({positives} positive, {negatives} negative files, "
              f"{len(expectations)} findings as expected)")
    return errors


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--faultline", required=True, help="path to the faultline binary")
    parser.add_argument("--dir", action="append", default=[],
                        help="a rules/<rule>/golden directory (repeatable; default: all)")
    parser.add_argument("--root", default=REPO_ROOT, help="--root passed to faultline (repo root)")
    parser.add_argument("-j", "--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=int, default=600, help="seconds per faultline run")
    parser.add_argument("--min-positive", type=int, default=10)
    parser.add_argument("--min-negative", type=int, default=10)
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args()
    args.root = os.path.realpath(args.root)
    args.faultline = os.path.abspath(args.faultline)

    if not os.access(args.faultline, os.X_OK):
        print(f"error: {args.faultline} is not an executable", file=sys.stderr)
        return 2
    dirs = args.dir or sorted(
        os.path.join(args.root, "rules", d, "golden")
        for d in os.listdir(os.path.join(args.root, "rules"))
        if os.path.isdir(os.path.join(args.root, "rules", d, "golden")))
    if not dirs:
        print("error: no golden directories found", file=sys.stderr)
        return 2

    failed = False
    for d in dirs:
        d = os.path.realpath(d)
        if not os.path.isdir(d):
            print(f"error: {d} is not a directory", file=sys.stderr)
            failed = True
            continue
        errors = check_directory(args, d)
        if errors:
            failed = True
            print("FAIL " + os.path.relpath(d, args.root))
            for e in errors:
                print(e)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
