#!/usr/bin/env bash
# BuildGrid from PyPI, a real Remote Execution API server (CAS, ActionCache, ByteStream,
# Capabilities), for the test that runs the Bazel aspect against a remote cache
# (tests/bazel/test_remote_cache.py, docs/scale.md): a virtual environment outside git
# ($FAULTLINE_DEPS_DIR/buildgrid, default <repo>/.deps), pinned. Idempotent and silent when
# present; once installed, nothing here touches the network.
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
deps=${FAULTLINE_DEPS_DIR:-$repo/.deps}
venv=$deps/buildgrid
version=0.4.4
stamp=$venv/faultline-buildgrid-version
if [ -x "$venv/bin/bgd" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$version" ]; then
  exit 0
fi
echo "faultline setup: installing buildgrid $version from PyPI into $venv" >&2
rm -rf "$venv"
python3 -m venv "$venv"
"$venv/bin/pip" install --quiet --disable-pip-version-check "buildgrid==$version"
echo "$version" > "$stamp"
