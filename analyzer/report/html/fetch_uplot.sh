#!/usr/bin/env bash
# Fetches the charting library `faultline report` inlines into its HTML page: uPlot (MIT, ~50 KB
# minified, canvas-based, draws a million points in tens of milliseconds; docs/report.md says why
# this one). The npm package's IIFE build and stylesheet land in $FAULTLINE_DEPS_DIR/uplot
# (default <repo>/.deps, gitignored) and are embedded at build time (analyzer/report/html/
# EmbedHtml.cmake): the page needs no network when it is opened. Idempotent and silent when
# present. Called by scripts/setup.sh and, when the files are missing at configure time, by
# analyzer/driver/CMakeLists.txt.
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)
deps=${FAULTLINE_DEPS_DIR:-$repo/.deps}
dest=$deps/uplot
spec="uplot@1.6.32"
keep=(package/dist/uPlot.iife.min.js package/dist/uPlot.min.css package/LICENSE)
stamp=$dest/VERSION
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$spec" ]; then
  exit 0
fi

if ! command -v npm >/dev/null 2>&1; then
  echo "faultline setup: installing nodejs npm (to fetch uPlot)" >&2
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq >/dev/null
  $SUDO apt-get install -y -qq --no-install-recommends nodejs npm >/dev/null
fi

echo "faultline setup: fetching $spec into $dest" >&2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# `npm pack` only downloads the tarball (no install scripts).
(cd "$tmp" && npm pack --silent "$spec" >/dev/null 2>"$tmp/npm.log") || {
  cat "$tmp/npm.log" >&2
  echo "faultline setup: could not download $spec from the npm registry" >&2
  exit 1
}
rm -rf "${dest:?}"
mkdir -p "$dest"
tar xzf "$tmp"/uplot-*.tgz -C "$dest" --strip-components=1 "${keep[@]}"
printf '%s\n' "$spec" >"$stamp"
