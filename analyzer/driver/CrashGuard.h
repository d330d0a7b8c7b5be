// One TU on which Clang crashes (a Clang bug, or a stack overflow on absurdly deep nesting)
// must fail that TU only: the other TUs' findings are still reported (docs/cli.md, exit 3).
#pragma once

#include "llvm/ADT/STLFunctionalExtras.h"

#include <string>

namespace faultline::driver {

// Runs `fn` under llvm::CrashRecoveryContext. Returns 0 when it returned, else how it ended:
// 128 + the signal for a crash (SIGSEGV, SIGABRT, ...), or the code LLVM's fatal-error path
// exits with. After a crash, whatever `fn` was building is abandoned mid-way (leaked, never
// destroyed): only write results once `fn`'s work is complete.
int runGuarded(llvm::function_ref<void()> fn);

// "crashed (signal 11, Segmentation fault)": for the failure line.
std::string describeCrash(int code);

} // namespace faultline::driver
