#include "driver/RunCommand.h"

#include "config/Size.h"
#include "io/Output.h"
#include "runtime/Account.h"
#include "runtime/Gather.h"
#include "runtime/WhatIf.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Object/ELFObjectFile.h"
#include "llvm/Object/ObjectFile.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <spawn.h>
#include <sys/resource.h>
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
cl::opt<std::string> WhatIf(
    "what-if",
    cl::desc("Run the command once per glibc allocator configuration and show faults per call "
             "under each: default, pinned, hugetlb, trim, notrim, nommap, toppad, arena1, notcache, A+B, or "
             "NAME=glibc.malloc.TUNABLE=VALUE[:...], comma-separated"),
    cl::value_desc("CONFIGS"), cl::sub(RunCmd), cl::cat(RunCategory));
cl::opt<std::string> Collect(
    "collect",
    cl::desc("Run nothing: gather the shim reports already in DIR (FAULTLINE_RT_DIR of tests "
             "run elsewhere, e.g. by ctest) into --out"),
    cl::value_desc("DIR"), cl::sub(RunCmd), cl::cat(RunCategory));
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
  llvm::SmallString<256> lib(p);
  llvm::sys::path::append(lib, "lib", "libfaultline-rt.so");
#ifdef FAULTLINE_INSTALL_LIBDIR
  // Installed with another libdir (lib64, lib/x86_64-linux-gnu): cmake/FaultlineInstall.cmake.
  if (!llvm::sys::fs::exists(lib)) {
    llvm::SmallString<256> alt(p);
    llvm::sys::path::append(alt, FAULTLINE_INSTALL_LIBDIR, "libfaultline-rt.so");
    if (llvm::sys::fs::exists(alt))
      return std::string(alt);
  }
#endif
  return std::string(lib);
}

bool sanitizerRuntime(llvm::StringRef lib) {
  llvm::StringRef name = llvm::sys::path::filename(lib);
  for (const char *s : {"libasan", "libtsan", "liblsan", "libubsan", "libhwasan", "libmsan",
                        "libclang_rt."})
    if (name.starts_with(s))
      return true;
  return false;
}

// The sanitizer runtime the command's executable links dynamically (gcc -fsanitize=address:
// libasan.so.8), or "". It must come first in LD_PRELOAD: ASan refuses to start otherwise.
std::string neededSanitizer() {
  if (Command.empty())
    return "";
  std::string exe = Command.front();
  if (exe.find('/') == std::string::npos)
    if (auto found = llvm::sys::findProgramByName(exe))
      exe = *found;
  auto bin = llvm::object::ObjectFile::createObjectFile(exe);
  if (!bin) {
    llvm::consumeError(bin.takeError());
    return "";
  }
  auto *elf = llvm::dyn_cast<llvm::object::ELF64LEObjectFile>(bin->getBinary());
  if (!elf)
    return "";
  const auto &file = elf->getELFFile();
  auto dynamic = file.dynamicEntries();
  if (!dynamic) {
    llvm::consumeError(dynamic.takeError());
    return "";
  }
  uint64_t strtabAddr = 0;
  std::vector<uint64_t> needed;
  for (const auto &d : *dynamic) {
    if (d.d_tag == llvm::ELF::DT_STRTAB)
      strtabAddr = d.getPtr();
    if (d.d_tag == llvm::ELF::DT_NEEDED)
      needed.push_back(d.getVal());
  }
  auto strtab = file.toMappedAddr(strtabAddr);
  if (!strtab) {
    llvm::consumeError(strtab.takeError());
    return "";
  }
  for (uint64_t off : needed) {
    llvm::StringRef name(reinterpret_cast<const char *>(*strtab) + off);
    if (sanitizerRuntime(name))
      return name.str();
  }
  return "";
}

std::vector<std::string> childEnvironment(const std::string &shim, const std::string &rawDir,
                                          uint64_t minSize) {
  std::vector<std::string> env;
  // The shim goes first (its malloc must be the one the program calls), except after a
  // sanitizer runtime, which must be first: the shim then sees blocks through the sanitizer's
  // malloc hooks (runtime/sanitizer_hooks.c).
  std::string existing;
  for (char **e = environ; *e; ++e) {
    llvm::StringRef kv(*e);
    if (kv.starts_with("LD_PRELOAD=")) {
      existing = kv.drop_front(strlen("LD_PRELOAD=")).str();
      continue;
    }
    if (kv.starts_with("FAULTLINE_RT_DIR=") || kv.starts_with("FAULTLINE_RT_MIN_SIZE="))
      continue;
    env.push_back(kv.str());
  }
  llvm::SmallVector<llvm::StringRef, 4> libs;
  llvm::StringRef(existing).split(libs, llvm::StringRef(":"), -1, false);
  std::string preload;
  bool sanitizerFirst = !libs.empty() && sanitizerRuntime(libs.front().trim());
  std::string needed = sanitizerFirst ? "" : neededSanitizer();
  if (sanitizerFirst)
    preload = existing + ":" + shim;
  else if (!needed.empty())
    preload = needed + ":" + shim + (existing.empty() ? "" : ":" + existing);
  else
    preload = shim + (existing.empty() ? "" : ":" + existing);
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

// Why no process reported, from what is known: how the command ended, and whether it is a
// statically linked executable (LD_PRELOAD does not apply to it).
std::string whyNoReport(const runtime::RuntimeReport &r) {
  if (r.exitCode > 128) {
    int sig = r.exitCode - 128;
    return llvm::formatv("the command was killed by signal {0} ({1}); the shim writes its report "
                         "at exit, _exit, quick_exit, abort and exec, not when a signal kills "
                         "the process",
                         sig, strsignal(sig))
        .str();
  }
  if (!r.command.empty()) {
    std::string exe = r.command.front();
    if (exe.find('/') == std::string::npos)
      if (auto found = llvm::sys::findProgramByName(exe))
        exe = *found;
    if (auto bin = llvm::object::ObjectFile::createObjectFile(exe)) {
      const llvm::object::ObjectFile *obj = bin->getBinary();
      if (auto *elf = llvm::dyn_cast<llvm::object::ELF64LEObjectFile>(obj)) {
        bool dynamic = false;
        if (auto headers = elf->getELFFile().program_headers())
          for (const auto &ph : *headers)
            dynamic |= ph.p_type == llvm::ELF::PT_INTERP;
        if (!dynamic)
          return "'" + exe + "' is statically linked, and LD_PRELOAD does not apply to it";
      } else if (obj && !obj->isELF()) {
        return "'" + exe + "' is not an ELF executable";
      }
    } else {
      llvm::consumeError(bin.takeError()); // a script: the interpreter should have reported
    }
  }
  return "the command (or the programs it ran) cleared LD_PRELOAD, or ran only statically "
         "linked executables";
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
    os << "faultline run: no process wrote a shim report: " << whyNoReport(r) << "\n";
  unsigned shown = 0;
  for (const auto &s : r.sites) {
    if (shown == 0)
      os << llvm::formatv("{0,10} {1,9} {2,11} {3,10}  {4}\n", "faults", "calls", "faults/call",
                          "opens", "site");
    if (shown++ == Top)
      break;
    const auto &c = s.counters;
    os << llvm::formatv("{0,10} {1,9} {2,11:f1} {3,10}  {4} {5} in {6}{7}\n", c.minorFaults,
                        c.calls, c.faultsPerCall(), c.opens, runtime::describe(s.location),
                        s.function, s.location.function.empty() ? "?" : s.location.function,
                        runtime::callerSuffix(s, r.sites));
  }
  runtime::printAccount(r, os);
}

// Runs COMMAND with `env`, like system(): the terminal's ^C goes to the command; we wait and
// still collect reports. Returns its exit code (128+N for signal N), or -127/-126 when it could
// not be executed (after saying why).
// The running command, for forwardSignal (0: none).
volatile sig_atomic_t commandPid = 0;

// Passes a signal sent to faultline on to the command. Signals the terminal sends to the whole
// foreground process group (si_code SI_KERNEL) reached the command already.
void forwardSignal(int sig, siginfo_t *info, void *) {
  if (commandPid > 0 && (!info || info->si_code != SI_KERNEL))
    kill(commandPid, sig);
}

struct CommandUsage {
  bool known = false;
  uint64_t minor = 0, major = 0, wallNs = 0;
};

int spawnAndWait(std::vector<std::string> env, CommandUsage *usage = nullptr) {
  std::vector<char *> envp, argv;
  for (auto &e : env)
    envp.push_back(e.data());
  envp.push_back(nullptr);
  for (auto &a : Command)
    argv.push_back(const_cast<char *>(a.c_str()));
  argv.push_back(nullptr);

  posix_spawnattr_t attr;
  posix_spawnattr_init(&attr);
  sigset_t defaults;
  sigemptyset(&defaults);
  sigaddset(&defaults, SIGQUIT);
  posix_spawnattr_setsigdefault(&attr, &defaults);
  posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETSIGDEF);
  // ^C and ^\ from the terminal reach the whole process group, the command included: faultline
  // waits for it and still gathers the reports. SIGINT, SIGTERM and SIGHUP sent to faultline
  // alone (kill, a CI runner's timeout) are passed on to the command, whose exit faultline
  // then waits for, so the report is gathered and no temporary directory is left behind.
  struct sigaction forward = {}, ignore = {}, oldInt, oldTerm, oldHup, oldQuit;
  forward.sa_sigaction = forwardSignal;
  forward.sa_flags = SA_SIGINFO;
  sigemptyset(&forward.sa_mask);
  ignore.sa_handler = SIG_IGN;
  sigaction(SIGINT, &forward, &oldInt);
  sigaction(SIGTERM, &forward, &oldTerm);
  sigaction(SIGHUP, &forward, &oldHup);
  sigaction(SIGQUIT, &ignore, &oldQuit);
  pid_t pid;
  auto started = std::chrono::steady_clock::now();
  int err = posix_spawnp(&pid, argv[0], nullptr, &attr, argv.data(), envp.data());
  posix_spawnattr_destroy(&attr);
  int status = 0;
  struct rusage ru = {};
  if (!err) {
    commandPid = pid;
    // wait4: the kernel's own count of the command's faults (and of every descendant it
    // waited for), the ground truth beside the shim's account.
    while (wait4(pid, &status, 0, &ru) < 0 && errno == EINTR)
      ;
    commandPid = 0;
    if (usage)
      *usage = {true, (uint64_t)ru.ru_minflt, (uint64_t)ru.ru_majflt,
                (uint64_t)std::chrono::duration_cast<std::chrono::nanoseconds>(
                    std::chrono::steady_clock::now() - started)
                    .count()};
  }
  sigaction(SIGINT, &oldInt, nullptr);
  sigaction(SIGTERM, &oldTerm, nullptr);
  sigaction(SIGHUP, &oldHup, nullptr);
  sigaction(SIGQUIT, &oldQuit, nullptr);
  if (err) {
    llvm::WithColor::error(llvm::errs(), "faultline")
        << "run: cannot execute '" << Command[0] << "': " << strerror(err) << '\n';
    return err == ENOENT ? -127 : -126; // the shell's convention
  }
  return WIFEXITED(status) ? WEXITSTATUS(status) : WIFSIGNALED(status) ? 128 + WTERMSIG(status) : 1;
}

bool writeJson(const std::string &path, llvm::function_ref<void(llvm::raw_ostream &)> write,
               std::string &error) {
  if (llvm::Error e = io::writeFile(path, write)) {
    error = llvm::toString(std::move(e));
    return false;
  }
  return true;
}

// --what-if: the command once per configuration, each with its own raw report directory.
int runWhatIf(const std::string &shim, const std::string &out, const std::string &jsonPath,
              const std::string &firstRawDir, uint64_t minSize) {
  auto configs = runtime::parseWhatIf(WhatIf);
  if (!configs) {
    removeRawDir(firstRawDir);
    return fail("run: " + llvm::toString(configs.takeError()));
  }
  std::vector<runtime::WhatIfRun> runs;
  int result = 0;
  for (size_t i = 0; i < configs->size(); ++i) {
    std::string rawDir = firstRawDir;
    if (i > 0) {
      llvm::SmallString<256> raw(out);
      llvm::sys::path::append(raw, ".faultline-rt-XXXXXX");
      raw.c_str();
      if (!mkdtemp(raw.data()))
        return fail("run: cannot write to --out directory '" + OutDir + "': " + strerror(errno));
      rawDir = raw.c_str();
    }
    const runtime::WhatIfConfig &config = (*configs)[i];
    std::vector<std::string> env =
        runtime::whatIfEnvironment(childEnvironment(shim, rawDir, minSize), config);
    CommandUsage usage;
    int exitCode = spawnAndWait(env, &usage);
    if (exitCode < 0) {
      removeRawDir(rawDir);
      return -exitCode;
    }
    runtime::GatherResult g = runtime::gather(rawDir);
    removeRawDir(rawDir);
    g.report.commandRusage = usage.known;
    g.report.commandMinorFaults = usage.minor;
    g.report.commandMajorFaults = usage.major;
    g.report.wallNs = usage.wallNs;
    for (const auto &w : g.warnings)
      llvm::WithColor::warning(llvm::errs(), "faultline")
          << "run (" << config.name << "): " << w << '\n';
    g.report.command.assign(Command.begin(), Command.end());
    g.report.exitCode = exitCode;
    g.report.minSize = minSize;
    runs.push_back({config, std::move(g.report)});
    if (exitCode && !result)
      result = exitCode; // the first failure, whichever configuration it came from
  }
  std::string error;
  if (!writeJson(jsonPath, [&](llvm::raw_ostream &os) { runtime::writeWhatIfReport(runs, os); },
                 error))
    return fail("run: cannot write '" + jsonPath + "': " + error);
  runtime::printWhatIfTable(runs, jsonPath, Top, llvm::errs());
  return result;
}

// --collect DIR: the reports the shim already wrote into DIR, gathered like after a run. The
// files read are removed (FAULTLINE_KEEP_RAW=1 keeps them); DIR itself stays.
int runCollect(const std::string &jsonPath) {
  if (!llvm::sys::fs::is_directory(Collect))
    return fail("run: --collect directory '" + Collect + "' does not exist");
  std::vector<std::string> files;
  std::error_code ec;
  for (llvm::sys::fs::directory_iterator it(Collect, ec), end; it != end && !ec;
       it.increment(ec)) {
    llvm::StringRef name = llvm::sys::path::filename(it->path());
    if (name.starts_with("faultline-rt-") && name.ends_with(".json"))
      files.push_back(it->path());
  }
  runtime::GatherResult g = runtime::gather(Collect);
  auto minSize = config::parseSize(MinSize);
  g.report.minSize = minSize ? *minSize : 0;
  for (const auto &w : g.warnings)
    llvm::WithColor::warning(llvm::errs(), "faultline") << "run: " << w << '\n';
  std::string error;
  if (!writeJson(jsonPath, [&](llvm::raw_ostream &os) { runtime::writeRuntimeReport(g.report, os); },
                 error))
    return fail("run: cannot write '" + jsonPath + "': " + error);
  if (!std::getenv("FAULTLINE_KEEP_RAW"))
    for (const std::string &f : files)
      llvm::sys::fs::remove(f);
  printTable(g.report, jsonPath, llvm::errs());
  return 0;
}

} // namespace

bool runCommandSelected() { return bool(RunCmd); }

int runRunCommand(const char *argv0) {
  if (!Collect.empty()) {
    if (!Command.empty() || WhatIf.getNumOccurrences())
      return fail("run: --collect gathers existing reports; it takes no command and no "
                  "--what-if");
    llvm::SmallString<256> out(OutDir);
    llvm::sys::fs::make_absolute(out);
    if (std::error_code ec = llvm::sys::fs::create_directories(out))
      return fail("run: cannot create --out directory '" + OutDir + "': " + ec.message());
    llvm::SmallString<256> jsonPath(out);
    llvm::sys::path::append(jsonPath, "faultline-runtime.json");
    return runCollect(std::string(jsonPath));
  }
  if (Command.empty())
    return fail("run: missing command (faultline run [--out DIR] [--min-size N] -- COMMAND "
                "[ARG...])");
  auto minSize = config::parseSize(MinSize);
  if (!minSize || *minSize == 0)
    return fail("run: invalid --min-size '" + MinSize + "' (bytes, or a number with K, M or G)");
  if (WhatIf.getNumOccurrences())
    if (auto configs = runtime::parseWhatIf(WhatIf); !configs)
      return fail("run: " + llvm::toString(configs.takeError()));
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

  if (WhatIf.getNumOccurrences())
    return runWhatIf(shim, std::string(out), std::string(jsonPath), rawDir, *minSize);
  std::vector<std::string> env = childEnvironment(shim, rawDir, *minSize);
  CommandUsage usage;
  int exitCode = spawnAndWait(env, &usage);
  if (exitCode < 0) {
    removeRawDir(rawDir);
    return -exitCode;
  }

  runtime::GatherResult g = runtime::gather(rawDir);
  g.report.commandRusage = usage.known;
  g.report.commandMinorFaults = usage.minor;
  g.report.commandMajorFaults = usage.major;
  g.report.wallNs = usage.wallNs;
  g.report.command.assign(Command.begin(), Command.end());
  g.report.exitCode = exitCode;
  g.report.minSize = *minSize;
  for (const auto &w : g.warnings)
    llvm::WithColor::warning(llvm::errs(), "faultline") << "run: " << w << '\n';
  if (llvm::Error e = io::writeFile(jsonPath, [&](llvm::raw_ostream &os) {
        runtime::writeRuntimeReport(g.report, os);
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
