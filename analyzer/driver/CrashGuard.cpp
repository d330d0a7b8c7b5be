#include "driver/CrashGuard.h"

#include "llvm/Support/CrashRecoveryContext.h"

#include <atomic>
#include <csignal>
#include <cstring>
#include <mutex>

namespace faultline::driver {

namespace {

// Set once runGuarded has recovered from a crash in this process (read by LeakSanitizer below).
std::atomic<bool> recoveredCrash{false};

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
  recoveredCrash = true;
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

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(leak_sanitizer)
// Sanitized builds (docs/sanitizers.md): a crash recovered by runGuarded abandons everything the
// crashed analysis had allocated (CrashRecoveryContext unwinds with longjmp, no destructor
// runs), by design. LeakSanitizer would report that memory at exit, and fail a run that did what
// docs/cli.md promises (exit 3, the other TUs' findings). So leak checking is off for a process
// in which a crash was recovered, and only for such a process: every other run is still checked.
extern "C" int __lsan_is_turned_off() {
  return faultline::driver::recoveredCrash.load() ? 1 : 0;
}
#endif
#endif
