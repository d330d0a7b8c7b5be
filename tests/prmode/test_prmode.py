#!/usr/bin/env python3
"""Pull-request mode against a scratch git repository: `faultline check --diff REF`,
`faultline baseline -o FILE`, `faultline check --baseline FILE`, `--format github`.

    test_prmode.py FAULTLINE

The story of one pull request: a baseline on main; a branch that moves an old finding by
unrelated edits, adds new findings (one directly, one by calling an old helper from a new loop),
renames a file; then fixes the old finding. Each step checks what is reported, what counts as
known or gone, and the exit codes, plus the errors (bad REF, no repository, malformed baseline).
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

FAULTLINE = None

OLD = """#include <stdlib.h>
#include <string.h>

void process(int n) {
  for (int i = 0; i < n; ++i) {
    char *buf = malloc(1 << 20);
    memset(buf, 0, 1 << 20);
    free(buf);
  }
}

void scratch(void) {
  char *w = malloc(4 << 20);
  memset(w, 0, 4 << 20);
  free(w);
}
"""

FIXED = """#include <stdlib.h>
#include <string.h>

void process(int n) {
  char *buf = malloc(1 << 20);
  for (int i = 0; i < n; ++i)
    memset(buf, 0, 1 << 20);
  free(buf);
}

void scratch(void) {
  char *w = malloc(4 << 20);
  memset(w, 0, 4 << 20);
  free(w);
}
"""

NEW = """#include <stdio.h>

void scratch(void);

void export_all(const char **names, int n) {
  for (int i = 0; i < n; ++i) {
    FILE *f = fopen("export.txt", "a");
    if (f)
      fclose(f);
  }
}
"""

CALLER = """void scratch(void);

void run(int steps) {
  for (int i = 0; i < steps; ++i)
    scratch();
}
"""


class PullRequestMode(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="faultline-pr-")
        self.repo = os.path.join(self.dir, "repo")
        os.makedirs(os.path.join(self.repo, "src"))
        self.git("init", "-q", "-b", "main")
        self.git("config", "user.email", "t@example.com")
        self.git("config", "user.name", "t")
        self.write(".gitignore", "build/\n")
        self.write("src/old.c", OLD)
        self.sources = ["src/old.c"]
        self.database()
        self.git("add", "-A")
        self.git("commit", "-qm", "base")

    def tearDown(self):
        shutil.rmtree(self.dir)

    # --- helpers --------------------------------------------------------------------------------
    def git(self, *args):
        subprocess.run(["git", "-C", self.repo] + list(args), check=True, capture_output=True)

    def write(self, name, text):
        path = os.path.join(self.repo, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text)

    def database(self):
        os.makedirs(os.path.join(self.repo, "build"), exist_ok=True)
        with open(os.path.join(self.repo, "build", "compile_commands.json"), "w") as f:
            json.dump([{"directory": self.repo, "file": os.path.join(self.repo, s),
                        "command": "cc -c " + s} for s in self.sources], f)

    def run_fl(self, *args):
        r = subprocess.run([FAULTLINE] + list(args) + ["-p", os.path.join(self.repo, "build"),
                                                        "--root", self.repo, "--no-cache"],
                           cwd=self.repo, capture_output=True, text=True, timeout=300)
        return r.returncode, r.stdout, r.stderr

    def baseline(self):
        path = os.path.join(self.dir, "baseline.json")
        rc, out, err = self.run_fl("baseline", "-o", path)
        self.assertEqual(rc, 0, err)
        self.assertEqual(out, "")
        return path

    def findings(self, *args):
        rc, out, err = self.run_fl("check", "--format", "json", *args)
        data = json.loads(out)
        return rc, [(f["ruleId"], f["location"]["file"] if "location" in f else f.get("file"),
                     f) for f in data["findings"]], data, err

    # --- the story ------------------------------------------------------------------------------
    def test_baseline_file(self):
        path = self.baseline()
        with open(path) as f:
            data = json.load(f)
        self.assertEqual(data["kind"], "faultline-baseline")
        self.assertEqual(data["version"], 1)
        rules = sorted((f["ruleId"], f["file"], f["line"]) for f in data["findings"])
        self.assertEqual(rules, [("faultline-loop-alloc", "src/old.c", 6)])
        fp = data["findings"][0]["fingerprint"]
        self.assertRegex(fp, r"^[0-9a-f]{16}:1$")
        # Nothing new since the baseline: clean, and the finding counts as known.
        rc, out, err = self.run_fl("check", "--baseline", path)
        self.assertEqual((rc, out), (0, ""), err)
        self.assertIn("faultline: baseline: 1 known, 0 gone since", err)

    def test_moved_added_fixed(self):
        path = self.baseline()
        self.git("checkout", "-qb", "feature")
        # Unrelated edits above the old finding move it down by four lines.
        self.write("src/old.c", "/* a\n * new\n * header\n */\n" + OLD)
        self.write("src/new.c", NEW)
        self.sources.append("src/new.c")
        self.database()
        self.git("add", "-A")
        self.git("commit", "-qm", "feature")

        rc, found, data, err = self.findings("--baseline", path)
        self.assertEqual(rc, 1, err)
        self.assertEqual([(r, f) for r, f, _ in found], [("faultline-stdio-in-loop", "src/new.c")])
        self.assertEqual(data["pullRequest"]["baseline"]["known"], 1)
        self.assertEqual(data["pullRequest"]["baseline"]["gone"], [])

        rc, found, data, err = self.findings("--diff", "main")
        self.assertEqual(rc, 1, err)
        self.assertEqual([(r, f) for r, f, _ in found], [("faultline-stdio-in-loop", "src/new.c")])
        self.assertEqual(data["pullRequest"]["diff"]["outside"], 1)
        self.assertIn("faultline: diff: 1 finding outside the lines changed since main", err)

        # Fixing the old finding: it is listed as gone, and the run is still about new.c only.
        self.write("src/old.c", "/* a\n * new\n * header\n */\n" + FIXED)
        rc, out, err = self.run_fl("check", "--baseline", path)
        self.assertEqual(rc, 1, err)
        self.assertIn("new.c", out)
        self.assertNotIn("old.c", out)
        self.assertIn("faultline: baseline: 0 known, 1 gone since", err)
        self.assertIn("faultline: gone: src/old.c:6: 1 MiB (1,048,576 bytes) block from 'malloc'", err)
        rc, found, data, err = self.findings("--baseline", path)
        gone = data["pullRequest"]["baseline"]["gone"]
        self.assertEqual([(g["ruleId"], g["file"]) for g in gone], [("faultline-loop-alloc", "src/old.c")])

        # Only the uncommitted fix changed since HEAD, and it fixed rather than added.
        rc, out, err = self.run_fl("check", "--diff", "HEAD")
        self.assertEqual((rc, out), (0, ""), err)

    def test_diff_counts_new_call_paths(self):
        # An old helper that allocates per call becomes hot because the PR calls it in a loop:
        # the finding sits on an unchanged line, but its call path runs through changed lines.
        self.git("checkout", "-qb", "feature")
        self.write("src/caller.c", CALLER)
        self.sources.append("src/caller.c")
        self.database()
        self.git("add", "-A")
        self.git("commit", "-qm", "caller")
        rc, found, data, err = self.findings("--diff", "main")
        self.assertEqual([(r, f) for r, f, _ in found], [("faultline-per-call-buffer", "src/old.c")], err)

    def test_unknown_sizes_not_shown_count_obeys_the_diff(self):
        # `--unknown-sizes off` (the default) leaves out findings of unknown size and counts
        # them in the summary; under --diff only those on changed lines count, as they would be
        # the ones shown under `--unknown-sizes note`.
        unknown = ("#include <stdlib.h>\n#include <string.h>\n\nvoid %s(char **rows, int n, size_t len) {\n"
                   "  for (int i = 0; i < n; ++i) {\n    char *row = malloc(len);\n"
                   "    memcpy(row, rows[i], len);\n    free(row);\n  }\n}\n")
        self.write("src/old_unknown.c", unknown % "copy_old")
        self.sources.append("src/old_unknown.c")
        self.database()
        self.git("add", "-A")
        self.git("commit", "-qm", "an old finding of unknown size")
        self.git("checkout", "-qb", "feature")
        self.write("src/new_unknown.c", unknown % "copy_new")
        self.sources.append("src/new_unknown.c")
        self.database()
        self.git("add", "-A")
        self.git("commit", "-qm", "a new one")
        rc, out, err = self.run_fl("check")
        self.assertIn("2 findings of unknown size not shown", err)
        rc, out, err = self.run_fl("check", "--diff", "main")
        self.assertIn("1 finding of unknown size not shown", err)
        rc, found, data, err = self.findings("--diff", "main", "--unknown-sizes", "note")
        self.assertEqual([(r, f) for r, f, _ in found], [("faultline-loop-alloc", "src/new_unknown.c")], err)
        self.assertEqual(data["pullRequest"]["diff"]["outside"], 2)  # old.c's and old_unknown.c's

    def test_diff_uses_merge_base_and_untracked_files(self):
        self.git("checkout", "-qb", "feature")
        # main moves on after the branch point: its changes are not this branch's.
        self.git("checkout", "-q", "main")
        self.write("src/main_only.c", NEW)
        self.git("add", "-A")
        self.git("commit", "-qm", "main moves on")
        self.git("checkout", "-q", "feature")
        # An untracked new file: every line of it is new.
        self.write("src/untracked.c", NEW)
        self.sources.append("src/untracked.c")
        self.database()
        rc, found, data, err = self.findings("--diff", "main")
        self.assertEqual([(r, f) for r, f, _ in found],
                         [("faultline-stdio-in-loop", "src/untracked.c")], err)
        self.assertEqual(data["pullRequest"]["diff"]["base"],
                         subprocess.run(["git", "-C", self.repo, "rev-parse", "HEAD"],
                                        capture_output=True, text=True).stdout.strip())

    def test_rename(self):
        path = self.baseline()
        self.git("checkout", "-qb", "feature")
        self.git("mv", "src/old.c", "src/renamed.c")
        self.sources = ["src/renamed.c"]
        self.database()
        self.git("commit", "-qm", "rename")
        # A pure rename changes no line: nothing in the diff.
        rc, out, err = self.run_fl("check", "--diff", "main")
        self.assertEqual((rc, out), (0, ""), err)
        # The baseline follows the finding to its new file by its fingerprint.
        rc, out, err = self.run_fl("check", "--baseline", path)
        self.assertEqual((rc, out), (0, ""), err)
        self.assertIn("1 known, 0 gone", err)

    def test_github_format(self):
        self.write("src/odd,na:me.c", OLD)
        self.sources.append("src/odd,na:me.c")
        self.database()
        rc, out, err = self.run_fl("check", "--format", "github")
        self.assertEqual(rc, 1, err)
        lines = out.splitlines()
        self.assertEqual(len(lines), 2, out)
        odd = [l for l in lines if "odd" in l][0]
        self.assertTrue(odd.startswith(
            "::warning file=src/odd%2Cna%3Ame.c,line=6,col=17,endColumn=31,endLine=6,"
            "title=faultline-loop-alloc::1 MiB (1,048,576 bytes) block from 'malloc' is allocated"), odd)
        # Notes follow the message on their own lines, escaped; nothing breaks the line.
        self.assertIn("%0Asrc/odd,na:me.c:5: allocated and released on every iteration", odd)
        self.assertNotIn("\r", out)

    def test_sarif_with_baseline(self):
        path = self.baseline()
        self.write("src/new.c", NEW)
        self.sources.append("src/new.c")
        self.database()
        rc, out, err = self.run_fl("check", "--format", "sarif", "--baseline", path)
        sarif = json.loads(out)
        run = sarif["runs"][0]
        self.assertEqual([r["ruleId"] for r in run["results"]], ["faultline-stdio-in-loop"])
        self.assertEqual(run["results"][0]["baselineState"], "new")
        self.assertEqual(run["properties"]["faultlinePullRequest"]["baseline"]["known"], 1)

    # --- errors: exit 2 before any analysis, nothing on stdout ---------------------------------
    def test_errors(self):
        bad = os.path.join(self.dir, "bad.json")
        for text, why in (("{not json", "not JSON"),
                          ('{"kind": "faultline-summaries", "version": 1}', "not a faultline baseline"),
                          ('{"kind": "faultline-baseline", "version": 9, "findings": []}', "unsupported baseline version"),
                          ('{"kind": "faultline-baseline", "version": 1, "findings": [{"ruleId": 1}]}', "finding 0 lacks")):
            with open(bad, "w") as f:
                f.write(text)
            rc, out, err = self.run_fl("check", "--baseline", bad)
            self.assertEqual((rc, out), (2, ""), err)
            self.assertIn("faultline: error: cannot read baseline '%s': %s" % (bad, why), err)
        rc, out, err = self.run_fl("check", "--baseline", os.path.join(self.dir, "missing.json"))
        self.assertEqual((rc, out), (2, ""), err)
        rc, out, err = self.run_fl("check", "--diff", "no-such-branch")
        self.assertEqual((rc, out), (2, ""))
        self.assertIn("faultline: error: --diff: unknown git revision 'no-such-branch'", err)
        rc, out, err = self.run_fl("check", "--diff", "main", "--format", "summary")
        self.assertEqual((rc, out), (2, ""))
        shutil.rmtree(os.path.join(self.repo, ".git"))
        rc, out, err = self.run_fl("check", "--diff", "main")
        self.assertEqual((rc, out), (2, ""))
        self.assertIn("--diff needs a git work tree", err)


if __name__ == "__main__":
    FAULTLINE = sys.argv.pop(1)
    unittest.main(verbosity=2)
