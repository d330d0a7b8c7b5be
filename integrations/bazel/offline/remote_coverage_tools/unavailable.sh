#!/bin/sh
echo "coverage tools are not available offline (docs/bazel.md)" >&2
exit 1
