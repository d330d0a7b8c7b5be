#!/usr/bin/env bash
# Installs what faultline needs on Debian bookworm. Idempotent; silent when everything is present.
set -euo pipefail

packages=(
  clang-19 libclang-19-dev llvm-19-dev llvm-19-tools clang-tidy-19 clangd-19
  clang-tools-19
  g++ cmake ninja-build ccache googletest libgtest-dev libgmock-dev python3 python3-jsonschema git
  heaptrack
  libasan8
  libclang-rt-19-dev
  libomp-19-dev  # omp.h in clang's resource directory: OpenMP programs' TUs compile for the extractor
  zlib1g-dev  # zlib.h: goldens that call zlib through its real header (loop_alloc/golden)
  libglib2.0-dev  # glib.h (and pkg-config): goldens of the GLib model through its real headers at -O2
  python3-yaml
  python3-venv
  chromium
  bazel-bootstrap bazel-platforms
  golang-go
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if ((${#missing[@]})); then
  echo "faultline setup: installing ${missing[*]}" >&2
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq >/dev/null
  # FAULTLINE_APT_ARCHIVES: where apt keeps the downloaded .debs (the GitHub Action caches them).
  archives=()
  if [ -n "${FAULTLINE_APT_ARCHIVES:-}" ]; then
    mkdir -p "$FAULTLINE_APT_ARCHIVES/partial"
    archives=(-o "Dir::Cache::Archives=$FAULTLINE_APT_ARCHIVES")
  fi
  $SUDO apt-get install -y -qq --no-install-recommends "${archives[@]}" "${missing[@]}" >/dev/null
fi

# Fast mode's tree-sitter runtime and C/C++ grammars: npm packages unpacked outside git
# ($FAULTLINE_DEPS_DIR, default <repo>/.deps); see docs/fast-mode.md.
bash "$(dirname "${BASH_SOURCE[0]}")/../analyzer/fastmode/fetch_grammars.sh"

# `faultline report`'s charting library, uPlot: an npm package unpacked outside git and inlined
# into the page at build time; see docs/report.md.
bash "$(dirname "${BASH_SOURCE[0]}")/../analyzer/report/html/fetch_uplot.sh"

# pre-commit (PyPI), for the test of the repository's .pre-commit-hooks.yaml.
bash "$(dirname "${BASH_SOURCE[0]}")/fetch_pre_commit.sh"

# actionlint (built through the Go module proxy), for the test of the GitHub Action.
bash "$(dirname "${BASH_SOURCE[0]}")/fetch_actionlint.sh"

# BuildGrid (PyPI), the REAPI remote cache of the Bazel remote-cache test (docs/scale.md).
bash "$(dirname "${BASH_SOURCE[0]}")/fetch_buildgrid.sh"
