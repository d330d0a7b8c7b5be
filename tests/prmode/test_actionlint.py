#!/usr/bin/env python3
"""actionlint over the GitHub Action (integrations/github/action.yml) and its example workflow
(integrations/github/faultline.yml), the way GitHub would read them.

    test_actionlint.py ACTIONLINT INTEGRATIONS_DIR

1. The example workflow lints clean.
2. In a scratch repository holding a copy of the action, a workflow that uses it as a local
   action (`uses: ./faultline-action`) with every input the action declares lints clean, and one
   with a misspelt input is rejected naming the action's inputs: actionlint really read
   action.yml, so its metadata parses and declares what the docs say.
shellcheck and pyflakes are not installed here; actionlint skips those passes (-shellcheck=,
-pyflakes= make that explicit).
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

import yaml

ACTIONLINT, INTEGRATIONS = sys.argv[1:3]


def lint(cwd, *paths):
    return subprocess.run([ACTIONLINT, "-shellcheck=", "-pyflakes=", "-no-color", *paths],
                          cwd=cwd, capture_output=True, text=True, timeout=120)


def workflow(inputs):
    with_lines = "".join("          %s: %s\n" % (k, v) for k, v in inputs.items())
    return ("name: local\non: [pull_request]\npermissions: {contents: read, security-events: write}\n"
            "jobs:\n  check:\n    runs-on: ubuntu-latest\n    steps:\n"
            "      - uses: actions/checkout@v4\n      - uses: ./faultline-action\n"
            "        with:\n" + with_lines)


def main():
    github = os.path.join(INTEGRATIONS, "github")
    r = lint(github, os.path.join(github, "faultline.yml"))
    assert r.returncode == 0, "faultline.yml:\n" + r.stdout + r.stderr
    print("ok: integrations/github/faultline.yml lints clean")

    with open(os.path.join(github, "action.yml")) as f:
        declared = sorted(yaml.safe_load(f)["inputs"])
    with tempfile.TemporaryDirectory(prefix="faultline-actionlint-") as d:
        subprocess.run(["git", "init", "-q", d], check=True)
        shutil.copytree(github, os.path.join(d, "faultline-action"))
        flows = os.path.join(d, ".github", "workflows")
        os.makedirs(flows)
        good = os.path.join(flows, "good.yml")
        with open(good, "w") as f:
            f.write(workflow({name: "'x'" for name in declared}))
        r = lint(d, good)
        assert r.returncode == 0, "every declared input:\n" + r.stdout + r.stderr
        print("ok: a workflow giving all %d inputs of action.yml lints clean" % len(declared))
        bad = os.path.join(flows, "bad.yml")
        with open(bad, "w") as f:
            f.write(workflow({"mod": "fast"}))
        r = lint(d, bad)
        assert r.returncode == 1, r.stdout + r.stderr
        m = re.search(r'input "mod" is not defined in action "faultline" defined at '
                      r'"\./faultline-action"\. available inputs are (.*) \[action\]', r.stdout)
        assert m, r.stdout
        named = sorted(re.findall(r'"([^"]+)"', m.group(1)))
        assert named == declared, (named, declared)
        print("ok: a misspelt input is rejected, naming the action's inputs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
