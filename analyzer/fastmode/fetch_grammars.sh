#!/usr/bin/env bash
# Fetches what fast mode compiles but git does not hold: the tree-sitter C runtime (one lib.c from
# the npm package `tree-sitter`, faster on files full of parse errors than Debian's 0.20.7 and
# with a progress callback for the per-file parse timeout) and the C and C++ grammars (ABI 14).
# They land in $FAULTLINE_DEPS_DIR/tree-sitter (default <repo>/.deps, gitignored); CMake compiles
# them from there. Idempotent and silent when everything is present. Called by scripts/setup.sh
# and, when the sources are missing at configure time, by analyzer/fastmode/CMakeLists.txt.
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
deps=${FAULTLINE_DEPS_DIR:-$repo/.deps}
dest=$deps/tree-sitter
# name@version -> what to keep from the package (the npm runtime package also carries node
# bindings we do not want).
packages=(
  "tree-sitter@0.25.1:vendor/tree-sitter/lib"
  "tree-sitter-c@0.23.6:src"
  "tree-sitter-cpp@0.23.4:src"
)
stamp=$dest/VERSIONS
wanted=$(printf '%s\n' "${packages[@]}")
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$wanted" ]; then
  exit 0
fi

# `npm pack` only downloads the tarball (no install scripts, no node-gyp build).
if ! command -v npm >/dev/null 2>&1; then
  echo "faultline setup: installing nodejs npm (to fetch the tree-sitter grammars)" >&2
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq >/dev/null
  $SUDO apt-get install -y -qq --no-install-recommends nodejs npm >/dev/null
fi

echo "faultline setup: fetching tree-sitter runtime and grammars into $dest" >&2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for entry in "${packages[@]}"; do
  spec=${entry%%:*}
  keep=${entry#*:}
  name=${spec%@*}
  version=${spec##*@}
  (cd "$tmp" && npm pack --silent "$spec" >/dev/null 2>"$tmp/npm.log") || {
    cat "$tmp/npm.log" >&2
    echo "faultline setup: could not download $spec from the npm registry" >&2
    exit 1
  }
  rm -rf "${dest:?}/$name"
  mkdir -p "$dest/$name"
  tar xzf "$tmp/$name-$version.tgz" -C "$dest/$name" --strip-components=1 "package/$keep"
done
printf '%s\n' "$wanted" >"$stamp"
