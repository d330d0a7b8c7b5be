// llvm::cl's complaints about the command line, as the one documented error line (docs/cli.md)
// instead of its own two-line messages.
#pragma once

#include "llvm/Support/CommandLine.h"

#include <string>

namespace faultline::driver {

// cl::ParseCommandLineOptions, with every message it would print kept in `message` as one line
// ("unknown command line argument '--x' (did you mean '--y'?)"). False on a parse error.
bool parseCommandLine(int argc, const char *const *argv, llvm::StringRef overview,
                      std::string &message);

} // namespace faultline::driver
