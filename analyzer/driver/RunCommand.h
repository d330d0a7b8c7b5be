// `faultline run [--out DIR] [--min-size N] -- COMMAND [ARG...]`: runs COMMAND with the runtime
// shim preloaded, gathers every process's report, symbolises it and writes one runtime JSON
// (docs/runtime.md, docs/runtime-format.md). The subcommand and its options live in
// RunCommand.cpp; main.cpp only dispatches.
#pragma once

namespace faultline::driver {

bool runCommandSelected();
// Returns COMMAND's exit code (128+N if a signal N ended it), or 2 on a usage error.
int runRunCommand(const char *argv0);

} // namespace faultline::driver
