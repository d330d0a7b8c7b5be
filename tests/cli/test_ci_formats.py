"""`--format gitlab` (GitLab Code Quality) and `--format junit` (JUnit XML), field by field.

Usage: python3 test_ci_formats.py /path/to/faultline
"""
import json
import xml.etree.ElementTree as ET

import fltest
from fltest import Project, expect, expect_rc


def test_gitlab_code_quality_fields():
    with Project() as p:
        p.positive("src/a.c")
        p.positive("src/b&c.c")
        p.database(["src/a.c", "src/b&c.c"])
        r = p.check("-p", ".", "--format=gitlab")
        expect_rc(r, 1, "findings")
        issues = json.loads(r.out)
        expect(isinstance(issues, list) and len(issues) == 2, "a JSON array, one per finding", r)
        fingerprints = set()
        for i in issues:
            # GitLab's required fields and their types (docs.gitlab.com, Code Quality format).
            expect(isinstance(i["description"], str) and i["description"], "description", r)
            expect(i["check_name"] == "faultline-loop-alloc", "check_name", r)
            expect(isinstance(i["fingerprint"], str) and i["fingerprint"], "fingerprint", r)
            fingerprints.add(i["fingerprint"])
            expect(i["severity"] in ("info", "minor", "major", "critical", "blocker"), "severity", r)
            expect(i["severity"] == "major", "a warning is major", r)
            loc = i["location"]
            expect(loc["path"] in ("src/a.c", "src/b&c.c"), "a root-relative path", r)
            expect(loc["lines"]["begin"] == fltest.ALLOC_LINE, "lines.begin", r)
            expect(i["categories"] == ["Performance"] and i["type"] == "issue", "categories/type", r)
        expect(len(fingerprints) == 2, "unique fingerprints", r)
        clean = Project()
        try:
            clean.negative("n.c")
            clean.database(["n.c"])
            r = clean.check("-p", ".", "--format=gitlab")
            expect_rc(r, 0, "no findings")
            expect(json.loads(r.out) == [], "an empty array", r)
        finally:
            clean.cleanup()


def test_junit_one_case_per_finding():
    with Project() as p:
        p.positive("src/a.c")
        p.positive("src/b&c.c")
        p.database(["src/a.c", "src/b&c.c"])
        r = p.check("-p", ".", "--format=junit")
        expect_rc(r, 1, "findings")
        root = ET.fromstring(r.out)  # well-formed XML, `&` in the path escaped
        suite = root.find("testsuite")
        expect(root.tag == "testsuites" and suite is not None, "testsuites/testsuite", r)
        cases = suite.findall("testcase")
        expect(suite.get("tests") == "2" and suite.get("failures") == "2" and len(cases) == 2,
               "two test cases, both failing", r)
        files = sorted(c.get("file") for c in cases)
        expect(files == ["src/a.c", "src/b&c.c"], f"files {files}", r)
        for c in cases:
            expect(c.get("classname") == "faultline-loop-alloc", "classname is the rule", r)
            expect(c.get("line") == str(fltest.ALLOC_LINE), "line", r)
            expect(c.get("name") == f"{c.get('file')}:{fltest.ALLOC_LINE}:{fltest.ALLOC_COLUMN}",
                   "name is file:line:col", r)
            failure = c.find("failure")
            expect(failure is not None and failure.get("type") == "warning", "failure", r)
            expect("1 MiB" in failure.get("message") and "fix:" in failure.text, "message and notes", r)


def test_junit_clean_run_is_one_passing_case():
    with Project() as p:
        p.negative("n.c")
        p.database(["n.c"])
        r = p.check("-p", ".", "--format=junit")
        expect_rc(r, 0, "no findings")
        suite = ET.fromstring(r.out).find("testsuite")
        cases = suite.findall("testcase")
        expect(len(cases) == 1 and cases[0].find("failure") is None and
               suite.get("failures") == "0", "one passing case", r)


if __name__ == "__main__":
    fltest.main(globals())
