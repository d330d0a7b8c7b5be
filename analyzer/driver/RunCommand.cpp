#include "driver/RunCommand.h"

#include "config/Size.h"
#include "runtime/Gather.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

namespace cl = llvm::cl;

namespace faultline::driver {
namespace {

constexpr int kUsage = 2;

cl::SubCommand RunCmd("run", "Run a command under the runtime shim and record its page faults");
cl::OptionCategory RunCategory("faultline run options");
cl::opt<std::string> OutDir("out", cl::desc("Directory for faultline-runtime.json (default: .)"),
                            cl::value_desc("DIR"), cl::init("."), cl::sub(RunCmd),
                            cl::cat(RunCategory));
cl::opt<std::string> MinSize("min-size",
                             cl::desc("Smallest block the shim traces with faults (default 64K)"),
                             cl::value_desc("BYTES"), cl::init("64K"), cl::sub(RunCmd),
                             cl::cat(RunCategory));
cl::opt<unsigned> Top("top", cl::desc("Sites printed in the summary table (default 10)"),
                      cl::init(10), cl::sub(RunCmd), cl::cat(RunCategory));
cl::list<std::string> Command(cl::Positional, cl::desc("-- COMMAND [ARG...]"), cl::sub(RunCmd),
                              cl::cat(RunCategory));

int fail(const llvm::Twine &msg) {
  llvm::WithColor::error(llvm::errs(), "faultline") << msg << '\n';
  return kUsage;
}

// The shim sits next to the binary's directory: bin/faultline -> lib/libfaultline-rt.so.
std::string findShim(const char *argv0) {
  if (const char *env = std::getenv("FAULTLINE_RT_LIB"))
    return env;
  static int anchor;
  std::string exe = llvm::sys::fs::getMainExecutable(argv0, &anchor);
  llvm::SmallString<256> p(llvm::sys::path::parent_path(llvm::sys::path::parent_path(exe)));
  llvm::sys::path::append(p, "lib", "libfaultline-rt.so");
  return std::string(p);
}

std::vector<std::string> childEnvironment(const std::string &shim, const std::string &rawDir,
                                          uint64_t minSize) {
  std::vector<std::string> env;
  std::string preload = shim;
  for (char **e = environ; *e; ++e) {
    llvm::StringRef kv(*e);
    if (kv.starts_with("LD_PRELOAD=")) {
      llvm::StringRef old = kv.drop_front(strlen("LD_PRELOAD="));
      if (!old.empty())
        preload += ":" + old.str(); // prepend, keeping a sanitizer's runtime in the list
      continue;
    }
    if (kv.starts_with("FAULTLINE_RT_DIR=") || kv.starts_with("FAULTLINE_RT_MIN_SIZE="))
      continue;
    env.push_back(kv.str());
  }
  env.push_back("LD_PRELOAD=" + preload);
  env.push_back("FAULTLINE_RT_DIR=" + rawDir);
  env.push_back("FAULTLINE_RT_MIN_SIZE=" + std::to_string(minSize));
  return env;
}

void removeRawDir(const std::string &dir) {
  if (std::getenv("FAULTLINE_KEEP_RAW")) {
    llvm::errs() << "faultline run: raw shim reports kept in " << dir << '\n';
    return;
  }
  std::error_code ec;
  for (llvm::sys::fs::directory_iterator it(dir, ec), end; it != end && !ec; it.increment(ec))
    llvm::sys::fs::remove(it->path());
  llvm::sys::fs::remove(dir);
}

void printTable(const runtime::RuntimeReport &r, const std::string &jsonPath,
                llvm::raw_ostream &os) {
  std::string methods;
  for (const auto &p : r.processes) {
    std::string m = p.method;
    if (!p.perfAvailable)
      m += p.perfForcedOff ? " (perf switched off)"
                           : " (perf_event_open: " + (p.perfError.empty() ? "unavailable"
                                                                           : p.perfError) + ")";
    if (methods.find(m) == std::string::npos)
      methods += (methods.empty() ? "" : ", ") + m;
  }
  os << llvm::formatv("faultline run: {0} process(es), method {1}; wrote {2}\n",
                      r.processes.size(), methods.empty() ? "none" : methods, jsonPath);
  if (r.processes.empty())
    os << "faultline run: no process wrote a shim report (a static executable, or LD_PRELOAD "
          "removed from its environment?)\n";
  unsigned shown = 0;
  for (const auto &s : r.sites) {
    if (shown == 0)
      os << llvm::formatv("{0,10} {1,9} {2,11} {3,10}  {4}\n", "faults", "calls", "faults/call",
                          "opens", "site");
    if (shown++ == Top)
      break;
    const auto &c = s.counters;
    os << llvm::formatv("{0,10} {1,9} {2,11:f1} {3,10}  {4} {5} in {6}\n", c.minorFaults, c.calls,
                        c.faultsPerCall(), c.opens, runtime::describe(s.location), s.function,
                        s.location.function.empty() ? "?" : s.location.function);
  }
}

} // namespace

bool runCommandSelected() { return bool(RunCmd); }

int runRunCommand(const char *argv0) {
  if (Command.empty())
    return fail("run: missing command (faultline run [--out DIR] [--min-size N] -- COMMAND "
                "[ARG...])");
  auto minSize = config::parseSize(MinSize);
  if (!minSize || *minSize == 0)
    return fail("run: invalid --min-size '" + MinSize + "' (bytes, or a number with K, M or G)");
  std::string shim = findShim(argv0);
  if (!llvm::sys::fs::exists(shim))
    return fail("run: runtime shim not found at '" + shim +
                "' (build target faultline-rt, or set FAULTLINE_RT_LIB)");
  llvm::SmallString<256> out(OutDir);
  llvm::sys::fs::make_absolute(out);
  if (std::error_code ec = llvm::sys::fs::create_directories(out))
    return fail("run: cannot create --out directory '" + OutDir + "': " + ec.message());
  llvm::SmallString<256> raw(out);
  llvm::sys::path::append(raw, ".faultline-rt-XXXXXX");
  raw.c_str(); // NUL-terminates the buffer mkdtemp edits in place
  if (!mkdtemp(raw.data()))
    return fail("run: cannot write to --out directory '" + OutDir + "': " + strerror(errno));
  std::string rawDir(raw.c_str());
  llvm::SmallString<256> jsonPath(out);
  llvm::sys::path::append(jsonPath, "faultline-runtime.json");

  std::vector<std::string> env = childEnvironment(shim, rawDir, *minSize);
  std::vector<char *> envp, argv;
  for (auto &e : env)
    envp.push_back(e.data());
  envp.push_back(nullptr);
  for (auto &a : Command)
    argv.push_back(const_cast<char *>(a.c_str()));
  argv.push_back(nullptr);

  // Like system(): the terminal's ^C goes to the command; we wait and still collect reports.
  posix_spawnattr_t attr;
  posix_spawnattr_init(&attr);
  sigset_t defaults;
  sigemptyset(&defaults);
  sigaddset(&defaults, SIGINT);
  sigaddset(&defaults, SIGQUIT);
  posix_spawnattr_setsigdefault(&attr, &defaults);
  posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETSIGDEF);
  struct sigaction ignore = {}, oldInt, oldQuit;
  ignore.sa_handler = SIG_IGN;
  sigaction(SIGINT, &ignore, &oldInt);
  sigaction(SIGQUIT, &ignore, &oldQuit);
  pid_t pid;
  int err = posix_spawnp(&pid, argv[0], nullptr, &attr, argv.data(), envp.data());
  posix_spawnattr_destroy(&attr);
  int status = 0;
  if (!err)
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
      ;
  sigaction(SIGINT, &oldInt, nullptr);
  sigaction(SIGQUIT, &oldQuit, nullptr);
  if (err) {
    removeRawDir(rawDir);
    llvm::WithColor::error(llvm::errs(), "faultline")
        << "run: cannot execute '" << Command[0] << "': " << strerror(err) << '\n';
    return err == ENOENT ? 127 : 126; // the shell's convention
  }
  int exitCode = WIFEXITED(status) ? WEXITSTATUS(status)
                 : WIFSIGNALED(status) ? 128 + WTERMSIG(status)
                                       : 1;

  runtime::GatherResult g = runtime::gather(rawDir);
  g.report.command.assign(Command.begin(), Command.end());
  g.report.exitCode = exitCode;
  g.report.minSize = *minSize;
  for (const auto &w : g.warnings)
    llvm::WithColor::warning(llvm::errs(), "faultline") << "run: " << w << '\n';
  if (llvm::Error e = llvm::writeToOutput(jsonPath, [&](llvm::raw_ostream &os) {
        runtime::writeRuntimeReport(g.report, os);
        return llvm::Error::success();
      })) {
    removeRawDir(rawDir);
    return fail("run: cannot write '" + std::string(jsonPath) + "': " +
                llvm::toString(std::move(e)));
  }
  removeRawDir(rawDir);
  printTable(g.report, std::string(jsonPath), llvm::errs());
  return exitCode;
}

} // namespace faultline::driver
