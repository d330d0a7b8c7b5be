"""The repository's pre-commit hooks, as a user meets them (docs/pull-requests.md):
`.pre-commit-hooks.yaml` at the root validates with current pre-commit (no deprecated language
remapped), and `pre-commit try-repo` on this repository runs the `faultline-fast` hook on a
project's files: a loop allocation fails the commit, clean code passes.

Usage: test_pre_commit.py PRE_COMMIT FAULTLINE REPO
"""
import os
import shutil
import subprocess
import sys
import tempfile

PRE_COMMIT, FAULTLINE, REPO = (os.path.abspath(a) for a in sys.argv[1:4])

POSITIVE = """#include <stdlib.h>
void work(int n) {
  for (int i = 0; i < n; ++i) {
    char *p = malloc(1 << 20);
    p[0] = 1;
    free(p);
  }
}
"""
NEGATIVE = "int add(int a, int b) { return a + b; }\n"


def run(args, cwd, env=None):
    return subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=300)


def main():
    failures = 0
    v = run([PRE_COMMIT, "validate-manifest", os.path.join(REPO, ".pre-commit-hooks.yaml")], REPO)
    out = v.stdout + v.stderr
    if v.returncode != 0 or "deprecated" in out.lower() or "remap" in out.lower():
        failures += 1
        print("FAIL validate-manifest:", v.returncode, out)
    else:
        print("ok: the manifest validates, no deprecated language")
    with tempfile.TemporaryDirectory(prefix="faultline-precommit-") as d:
        env = dict(os.environ, PATH=os.path.dirname(FAULTLINE) + os.pathsep + os.environ["PATH"],
                   PRE_COMMIT_HOME=os.path.join(d, "cache"), GIT_AUTHOR_NAME="t",
                   GIT_AUTHOR_EMAIL="t@example.com", GIT_COMMITTER_NAME="t",
                   GIT_COMMITTER_EMAIL="t@example.com")
        project = os.path.join(d, "project")
        os.makedirs(project)
        run(["git", "init", "-q"], project, env)
        for name, text in (("hot.c", POSITIVE), ("clean.c", NEGATIVE)):
            with open(os.path.join(project, name), "w") as f:
                f.write(text)
        run(["git", "add", "."], project, env)
        for name, want_rc, want in (("hot.c", 1, "faultline-loop-alloc"), ("clean.c", 0, "Passed")):
            r = run([PRE_COMMIT, "try-repo", REPO, "faultline-fast", "--files", name], project, env)
            out = r.stdout + r.stderr
            if r.returncode != want_rc or want not in out:
                failures += 1
                print(f"FAIL try-repo on {name}: exit {r.returncode} (want {want_rc})\n{out}")
            else:
                print(f"ok: try-repo faultline-fast on {name}: exit {r.returncode}, '{want}'")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
