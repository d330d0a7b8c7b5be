#!/bin/sh
# Default for @faultline//integrations/bazel:binary: the faultline on the action's PATH.
exec faultline "$@"
