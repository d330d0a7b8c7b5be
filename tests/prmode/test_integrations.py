#!/usr/bin/env python3
"""The GitHub action and workflow, and the pre-commit hooks, validated as YAML with the steps
they must have. With FAULTLINE given, the pre-commit hooks' commands also run on a scratch
project as pre-commit would run them (entry + args + the staged files).

    test_integrations.py INTEGRATIONS_DIR [FAULTLINE]
"""
import json
import os
import shlex
import subprocess
import sys
import tempfile
import unittest

import yaml

DIR = None
FAULTLINE = None


def load(*parts):
    with open(os.path.join(DIR, *parts)) as f:
        return yaml.safe_load(f)


class GithubAction(unittest.TestCase):
    def setUp(self):
        self.action = load("github", "action.yml")
        self.steps = self.action["runs"]["steps"]

    def step(self, name):
        for s in self.steps:
            if s.get("name") == name:
                return s
        self.fail("no step named %r in action.yml" % name)

    def test_composite_with_inputs(self):
        self.assertEqual(self.action["runs"]["using"], "composite")
        for name in ("build-dir", "base-ref", "fail-on", "sarif-file", "upload-sarif"):
            self.assertIn(name, self.action["inputs"])
        self.assertEqual(self.action["inputs"]["base-ref"]["default"], "${{ github.base_ref }}")
        for s in self.steps:
            if "run" in s:
                self.assertEqual(s.get("shell"), "bash", s["name"])  # composite steps need one

    def test_steps_in_order(self):
        names = [s.get("name") for s in self.steps]
        expected = ["Key the faultline cache", "Restore the faultline build",
                    "Install faultline", "Build the compile database", "Fetch the base branch",
                    "Run faultline check", "Upload SARIF to code scanning"]
        self.assertEqual([n for n in names if n in expected], expected)

    def test_install_builds_faultline(self):
        run = self.step("Install faultline")["run"]
        self.assertIn("scripts/setup.sh", run)
        self.assertIn("--target faultline", run)
        self.assertIn("GITHUB_PATH", run)

    def test_compile_database(self):
        self.assertIn("-DCMAKE_EXPORT_COMPILE_COMMANDS=ON", self.step("Build the compile database")["run"])

    def test_check_uses_diff_and_sarif(self):
        run = self.step("Run faultline check")["run"]
        lines = [l for l in run.splitlines() if "faultline check" in l]
        sarif = [l for l in lines if "--format sarif" in l]
        # The SARIF covers the whole project (a diff-only upload would mark the base branch's
        # other alerts as fixed); the annotations are diff-only on a pull request.
        self.assertEqual(len(sarif), 1)
        self.assertNotIn("diff", sarif[0])
        self.assertIn('diff=(--diff "origin/$BASE_REF")', run)
        self.assertTrue(any('"${diff[@]}"' in l for l in lines))
        self.assertIn("--format github", run)
        self.assertIn('--compile-commands "$COMPILE_COMMANDS"', run)
        self.assertIn("--mode fast", run)
        self.assertIn('--cache-dir "$RUNNER_TEMP/faultline-summaries"', run)

    def test_inputs_for_existing_databases_fast_mode_and_cache(self):
        for name in ("compile-commands", "mode", "cache"):
            self.assertIn(name, self.action["inputs"])
        configure = self.step("Build the compile database")
        self.assertIn("inputs.compile-commands == ''", configure["if"])
        self.assertIn("inputs.mode != 'fast'", configure["if"])
        for name in ("Restore the faultline build", "Restore the summary cache"):
            step = self.step(name)
            self.assertEqual(step["uses"], "actions/cache@v5")  # the Node 24 major
            self.assertIn("steps.key.outputs.build", step["with"]["key"])
        self.assertIn("FAULTLINE_APT_ARCHIVES", self.step("Install faultline")["run"])

    def test_upload_sarif(self):
        up = self.step("Upload SARIF to code scanning")
        self.assertEqual(up["uses"], "github/codeql-action/upload-sarif@v4")
        self.assertEqual(up["with"]["sarif_file"], "${{ inputs.sarif-file }}")
        self.assertEqual(up["with"]["category"], "faultline")
        # Not on a fork's pull request (no security-events: write there).
        self.assertIn("github.event.pull_request.head.repo.full_name == github.repository",
                      up["if"])

    def test_report_artifact_and_summary(self):
        run = self.step("Write the report and the job summary")["run"]
        self.assertIn("faultline report", run)
        self.assertIn("GITHUB_STEP_SUMMARY", run)
        self.assertIn("summary.py", run)
        self.assertTrue(os.path.exists(os.path.join(DIR, "github", "summary.py")))
        up = self.step("Upload the HTML report")
        self.assertTrue(up["uses"].startswith("actions/upload-artifact@"))
        self.assertTrue(up["with"]["path"].endswith("report.html"))
        # tests/report/test_report.py runs the step's script itself (test_action_summary).

    def test_inputs_reach_shell_through_env(self):
        # Expressions inside `run:` are injected into the script text; inputs go through env.
        for s in self.steps:
            if "run" in s:
                self.assertNotIn("${{ inputs.", s["run"], s["name"])


class GithubActionRunsLocally(unittest.TestCase):
    """The "Run faultline check" step's script, run as the runner runs it (bash -eo pipefail is
    not used: the step sets its own options) with the step's environment, on a scratch
    project: with an existing compile database and in fast mode."""

    def run_step(self, project, env_extra):
        step = [s for s in load("github", "action.yml")["runs"]["steps"]
                if s.get("name") == "Run faultline check"][0]
        temp = os.path.join(project, "runner-temp")
        os.makedirs(temp, exist_ok=True)
        output = os.path.join(temp, "github-output")
        env = dict(os.environ, RUNNER_TEMP=temp, GITHUB_OUTPUT=output, BUILD_DIR="build",
                   COMPILE_COMMANDS="", MODE="auto", CACHE="true", BASE_REF="",
                   FAIL_ON="warning", SARIF="faultline.sarif",
                   PATH=os.path.dirname(FAULTLINE) + os.pathsep + os.environ["PATH"])
        env.update(env_extra)
        r = subprocess.run(["bash", "-c", step["run"]], cwd=project, env=env,
                           capture_output=True, text=True, timeout=300)
        with open(output) as f:
            status = f.read()
        return r, status

    def test_existing_database_and_fast_mode(self):
        if not FAULTLINE:
            self.skipTest("needs the faultline binary")
        with tempfile.TemporaryDirectory(prefix="faultline-action-") as d:
            with open(os.path.join(d, "hot.c"), "w") as f:
                f.write("#include <stdlib.h>\nvoid f(int n) {\n  for (int i = 0; i < n; ++i) {\n"
                        "    char *b = malloc(1 << 24);\n    b[0] = 0;\n    free(b);\n  }\n}\n")
            with open(os.path.join(d, "db.json"), "w") as f:
                json.dump([{"directory": d, "file": "hot.c", "arguments": ["cc", "-c", "hot.c"]}], f)
            for extra in ({"COMPILE_COMMANDS": "db.json"}, {"MODE": "fast"}):
                r, status = self.run_step(d, extra)
                self.assertIn("status=1", status, r.stdout + r.stderr)
                self.assertIn("::warning file=hot.c,line=4", r.stdout, r.stdout + r.stderr)
                with open(os.path.join(d, "faultline.sarif")) as f:
                    sarif = json.load(f)
                self.assertEqual(len(sarif["runs"][0]["results"]), 1, extra)
                # The summary cache went where the action caches it.
                self.assertTrue(os.listdir(os.path.join(d, "runner-temp", "faultline-summaries"))
                                or extra.get("MODE") == "fast", extra)


class GithubWorkflow(unittest.TestCase):
    def setUp(self):
        self.wf = load("github", "faultline.yml")

    def test_triggers_and_permissions(self):
        on = self.wf.get("on", self.wf.get(True))  # YAML 1.1 reads a bare `on` as true
        self.assertIn("pull_request", on)
        self.assertEqual(self.wf["permissions"]["security-events"], "write")

    def test_checkout_full_history_then_action(self):
        steps = self.wf["jobs"]["faultline"]["steps"]
        uses = [s.get("uses", "") for s in steps]
        checkout = [s for s in steps if s.get("uses", "").startswith("actions/checkout@")]
        self.assertEqual(len(checkout), 1)
        self.assertEqual(checkout[0]["with"]["fetch-depth"], 0)
        action = [u for u in uses if u.endswith("/integrations/github@main")]
        self.assertEqual(len(action), 1)
        self.assertLess(uses.index(checkout[0]["uses"]), uses.index(action[0]))


class PreCommit(unittest.TestCase):
    def hooks(self):
        # At the repository root, the only place pre-commit reads a hook repository's hooks.
        with open(os.path.join(DIR, "..", ".pre-commit-hooks.yaml")) as f:
            return yaml.safe_load(f)

    def test_hook_definitions(self):
        hooks = self.hooks()
        self.assertEqual([h["id"] for h in hooks], ["faultline", "faultline-fast"])
        for h in hooks:
            for key in ("id", "name", "entry", "language"):
                self.assertIn(key, h)
            self.assertEqual(h["language"], "unsupported")  # pre-commit 4.4+: no remapping
            self.assertEqual(sorted(h["types_or"]), ["c", "c++"])
            self.assertTrue(h["entry"].startswith("faultline check"))
        local = load("pre-commit", "pre-commit-config.example.yaml")
        self.assertEqual(local["repos"][0]["repo"], "local")
        self.assertEqual(local["repos"][0]["hooks"][0]["id"], "faultline")

    def test_hooks_run_like_pre_commit(self):
        if not FAULTLINE:
            self.skipTest("needs the faultline binary")
        with tempfile.TemporaryDirectory(prefix="faultline-hook-") as d:
            src = os.path.join(d, "hot.c")
            with open(src, "w") as f:
                f.write("#include <stdlib.h>\nvoid f(int n) {\n  for (int i = 0; i < n; ++i) {\n"
                        "    char *b = malloc(1 << 24);\n    b[0] = 0;\n    free(b);\n  }\n}\n")
            hdr = os.path.join(d, "util.h")
            with open(hdr, "w") as f:
                f.write("int util(int);\n")
            os.makedirs(os.path.join(d, "build"))
            with open(os.path.join(d, "build", "compile_commands.json"), "w") as f:
                json.dump([{"directory": d, "file": src, "command": "cc -c hot.c"}], f)
            for h in self.hooks():
                argv = shlex.split(h["entry"]) + h.get("args", []) + ["hot.c", "util.h"]
                argv[0] = FAULTLINE
                r = subprocess.run(argv + ["--no-cache"], cwd=d, capture_output=True, text=True,
                                   timeout=120)
                self.assertEqual(r.returncode, 1, (h["id"], r.stdout, r.stderr))  # a finding
                self.assertIn("hot.c:4:", r.stdout, h["id"])
                self.assertIn("[faultline-loop-alloc]", r.stdout, h["id"])


if __name__ == "__main__":
    DIR = sys.argv.pop(1)
    if len(sys.argv) > 1:
        FAULTLINE = sys.argv.pop(1)
    unittest.main(verbosity=2)
