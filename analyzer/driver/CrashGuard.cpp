#include "driver/CrashGuard.h"

#include "llvm/Support/CrashRecoveryContext.h"

#include <csignal>
#include <cstring>
#include <mutex>

namespace faultline::driver {

namespace {

constexpr int kRecoveredSignals[] = {SIGABRT, SIGBUS, SIGFPE, SIGILL, SIGSEGV, SIGTRAP};

// A stack overflow leaves no stack for the signal handler to run on, so the crash would kill
// the process after all. Each thread that analyses gets an alternate signal stack (the main
// thread already has LLVM's), and the handlers CrashRecoveryContext installs (without
// SA_ONSTACK) are told to use it.
void ensureAlternateStack() {
  thread_local bool done = false;
  if (done)
    return;
  done = true;
  stack_t current;
  if (sigaltstack(nullptr, &current) == 0 && !(current.ss_flags & SS_DISABLE))
    return;
  // Never freed: the thread may take a signal until it exits; a few threads, 64 KiB each.
  constexpr size_t kSize = 64 * 1024;
  stack_t stack{};
  stack.ss_sp = new char[kSize];
  stack.ss_size = kSize;
  sigaltstack(&stack, nullptr);
}

void enableRecovery() {
  static std::once_flag once;
  std::call_once(once, [] {
    llvm::CrashRecoveryContext::Enable();
    for (int sig : kRecoveredSignals) {
      struct sigaction action;
      if (sigaction(sig, nullptr, &action) == 0) {
        action.sa_flags |= SA_ONSTACK;
        sigaction(sig, &action, nullptr);
      }
    }
  });
}

} // namespace

int runGuarded(llvm::function_ref<void()> fn) {
  enableRecovery();
  ensureAlternateStack();
  llvm::CrashRecoveryContext context;
  if (context.RunSafely(fn))
    return 0;
  return context.RetCode ? context.RetCode : 1;
}

std::string describeCrash(int code) {
  if (code <= 128) // report_fatal_error's exit inside the context
    return "the analysis stopped on a fatal error (exit code " + std::to_string(code) + ")";
  int signal = code - 128; // the shell's convention, which CrashRecoveryContext follows
  std::string out = "the analysis crashed (signal " + std::to_string(signal);
  if (const char *name = strsignal(signal))
    out += std::string(", ") + name;
  return out + ")";
}

} // namespace faultline::driver
