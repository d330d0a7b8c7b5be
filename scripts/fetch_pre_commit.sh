#!/usr/bin/env bash
# pre-commit from PyPI, for the test that runs `pre-commit try-repo` against this repository
# (tests/integrations/test_pre_commit.py): a virtual environment outside git
# ($FAULTLINE_DEPS_DIR/pre-commit, default <repo>/.deps), pinned. Debian's python3 refuses
# `pip install` outside a virtual environment (PEP 668). Idempotent and silent when present.
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
deps=${FAULTLINE_DEPS_DIR:-$repo/.deps}
venv=$deps/pre-commit
version=4.7.0
if [ -x "$venv/bin/pre-commit" ] && [ "$("$venv/bin/pre-commit" --version)" = "pre-commit $version" ]; then
  exit 0
fi
echo "faultline setup: installing pre-commit $version from PyPI into $venv" >&2
rm -rf "$venv"
python3 -m venv "$venv"
"$venv/bin/pip" install --quiet --disable-pip-version-check "pre-commit==$version"
