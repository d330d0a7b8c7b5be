#!/usr/bin/env bash
# actionlint, for the test that lints the GitHub Action and its example workflow
# (tests/prmode/test_actionlint.py): built from source through the Go module proxy into
# $FAULTLINE_DEPS_DIR/bin (default <repo>/.deps/bin), outside git, with the module and build
# caches beside it. Pinned to v1.6.27, the newest release whose go.mod (go 1.18) Debian
# bookworm's golang-go (1.19, which cannot fetch newer toolchains) builds; newer Go works too.
# Idempotent and silent when present.
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
deps=${FAULTLINE_DEPS_DIR:-$repo/.deps}
version=v1.6.27
bin=$deps/bin/actionlint
if [ -x "$bin" ] && [ "$("$bin" -version | head -1)" = "$version" ]; then
  exit 0
fi
if ! command -v go >/dev/null; then
  echo "faultline setup: no 'go' (golang-go): actionlint not installed, its test is skipped" >&2
  exit 0
fi
echo "faultline setup: building actionlint $version (Go module proxy) into $deps/bin" >&2
mkdir -p "$deps/bin"
GOBIN="$deps/bin" GOPATH="$deps/go" GOCACHE="$deps/go/cache" GOFLAGS=-modcacherw \
  GOTOOLCHAIN=local go install "github.com/rhysd/actionlint/cmd/actionlint@$version"
