#include "Symbolize.h"

#include <cxxabi.h>
#include <dlfcn.h>
#include <fcntl.h>
#include <link.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <map>
#include <mutex>
#include <set>

extern char **environ;

namespace faultline::internal {
namespace {

bool SystemPath(const std::string &p) {
  for (const char *prefix : {"/usr/include/", "/usr/lib/", "/lib/", "/lib64/",
                             "/usr/local/include/", "/usr/src/"})
    if (p.rfind(prefix, 0) == 0)
      return true;
  return false;
}

bool ShimModule(const std::string &m) { return m.find("libfaultline-rt") != std::string::npos; }

std::string Demangle(const char *name) {
  if (!name)
    return "";
  int status = 0;
  char *d = abi::__cxa_demangle(name, nullptr, nullptr, &status);
  std::string out = status == 0 && d ? d : name;
  std::free(d);
  return out;
}

std::string SelfExe() {
  char buf[4096];
  ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
  if (n <= 0)
    return "";
  buf[n] = 0;
  return buf;
}

struct Module {
  std::string path;
  uintptr_t bias = 0;
  bool ok = false;
};

// The object containing `addr` and its load bias (vaddr = addr - bias).
Module ModuleOf(uintptr_t addr, std::string *symbol) {
  Module m;
  Dl_info info;
  link_map *lm = nullptr;
  if (!dladdr1(reinterpret_cast<void *>(addr), &info, reinterpret_cast<void **>(&lm),
               RTLD_DL_LINKMAP) ||
      !lm)
    return m;
  m.ok = true;
  m.bias = lm->l_addr;
  m.path = lm->l_name && *lm->l_name ? lm->l_name : SelfExe();
  if (symbol && info.dli_sname)
    *symbol = Demangle(info.dli_sname);
  return m;
}

// Runs addr2line on one module: for each offset, its frames innermost first (inlined first).
std::map<uintptr_t, std::vector<Place>> Addr2Line(const std::string &module,
                                                  const std::set<uintptr_t> &offsets) {
  std::map<uintptr_t, std::vector<Place>> out;
  if (offsets.empty())
    return out;
  const char *tool = std::getenv("FAULTLINE_ADDR2LINE");
  std::string prog = tool && *tool ? tool : "addr2line";
  std::vector<std::string> args = {prog, "-a", "-C", "-f", "-i", "-e", module};
  char hex[32];
  for (uintptr_t o : offsets) {
    std::snprintf(hex, sizeof hex, "0x%llx", (unsigned long long)o);
    args.push_back(hex);
  }
  std::vector<char *> argv;
  for (auto &a : args)
    argv.push_back(a.data());
  argv.push_back(nullptr);
  // The child must not be traced by the shim (no LD_PRELOAD, no report directory).
  std::vector<char *> envp;
  for (char **e = environ; e && *e; ++e)
    if (std::strncmp(*e, "LD_PRELOAD=", 11) != 0 && std::strncmp(*e, "FAULTLINE_RT_", 13) != 0)
      envp.push_back(*e);
  envp.push_back(nullptr);
  int fds[2];
  if (pipe2(fds, O_CLOEXEC) != 0)
    return out;
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_adddup2(&fa, fds[1], 1);
  posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
  pid_t pid;
  int err = posix_spawnp(&pid, argv[0], &fa, nullptr, argv.data(), envp.data());
  posix_spawn_file_actions_destroy(&fa);
  close(fds[1]);
  std::string text;
  if (!err) {
    char buf[4096];
    ssize_t n;
    while ((n = read(fds[0], buf, sizeof buf)) > 0 || (n < 0 && errno == EINTR))
      if (n > 0)
        text.append(buf, (size_t)n);
    int status;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
      ;
  }
  close(fds[0]);
  // Output: "0xADDR" then pairs of lines "function" / "file:line[ (discriminator N)]".
  std::vector<std::string> lines;
  size_t pos = 0;
  while (pos < text.size()) {
    size_t nl = text.find('\n', pos);
    if (nl == std::string::npos)
      nl = text.size();
    lines.push_back(text.substr(pos, nl - pos));
    pos = nl + 1;
  }
  std::vector<Place> *cur = nullptr;
  uintptr_t curOff = 0;
  for (size_t i = 0; i < lines.size(); ++i) {
    const std::string &l = lines[i];
    if (l.rfind("0x", 0) == 0 && l.find(' ') == std::string::npos) {
      curOff = (uintptr_t)std::strtoull(l.c_str() + 2, nullptr, 16);
      cur = &out[curOff];
      continue;
    }
    if (!cur || i + 1 >= lines.size())
      continue;
    Place p;
    p.function = l == "??" ? "" : l;
    std::string loc = lines[++i];
    size_t disc = loc.find(" (discriminator");
    if (disc != std::string::npos)
      loc.resize(disc);
    size_t colon = loc.rfind(':');
    if (colon != std::string::npos && loc.compare(0, 2, "??") != 0) {
      // Lexically normal, as faultline's own symbolizer reports sites: objects compiled from a
      // relative path (ccache's base directory rewrites them so) give `BUILD/../src/a.c`.
      p.file = std::filesystem::path(loc.substr(0, colon)).lexically_normal().string();
      p.line = (unsigned)std::strtoul(loc.c_str() + colon + 1, nullptr, 10);
    }
    p.module = module;
    p.offset = curOff;
    cur->push_back(p);
  }
  return out;
}

std::mutex cacheMutex;
std::map<uintptr_t, std::vector<Place>> cache; // address -> frames (inlined first)

} // namespace

std::string Describe(const Place &p) {
  if (!p.file.empty())
    return p.file + ":" + std::to_string(p.line);
  char buf[64];
  std::snprintf(buf, sizeof buf, "+0x%llx", (unsigned long long)p.offset);
  std::string module = p.module;
  size_t slash = module.rfind('/');
  if (slash != std::string::npos)
    module = module.substr(slash + 1);
  return (module.empty() ? std::string("??") : module) + buf;
}

std::vector<Place> LocateSites(const std::vector<std::vector<uintptr_t>> &stacks) {
  std::lock_guard<std::mutex> lock(cacheMutex);
  // Symbolise every address not seen before, one addr2line per module.
  std::map<std::string, std::set<uintptr_t>> todo;
  std::map<std::pair<std::string, uintptr_t>, uintptr_t> back; // (module, offset) -> address
  std::map<uintptr_t, Place> fallback;
  for (const auto &stack : stacks)
    for (uintptr_t ra : stack) {
      if (!ra || cache.count(ra) || fallback.count(ra))
        continue;
      uintptr_t addr = ra - 1; // the call instruction, not the one after it
      std::string sym;
      Module m = ModuleOf(addr, &sym);
      Place p;
      p.function = sym;
      if (m.ok) {
        p.module = m.path;
        p.offset = addr - m.bias;
        todo[m.path].insert(p.offset);
        back[{m.path, p.offset}] = ra;
      }
      fallback[ra] = p;
    }
  for (const auto &[module, offsets] : todo) {
    auto resolved = Addr2Line(module, offsets);
    for (auto &[off, places] : resolved) {
      auto it = back.find({module, off});
      if (it == back.end() || places.empty())
        continue;
      // Keep dladdr's name when addr2line had none.
      for (Place &p : places)
        if (p.function.empty())
          p.function = fallback[it->second].function;
      cache[it->second] = places;
    }
  }
  for (auto &[ra, p] : fallback)
    if (!cache.count(ra))
      cache[ra] = {p};
  for (auto &[ra, places] : cache)
    for (Place &p : places)
      p.user = !p.file.empty() && !SystemPath(p.file) && !SystemPath(p.module) &&
               !ShimModule(p.module);

  std::vector<Place> out;
  for (const auto &stack : stacks) {
    const Place *chosen = nullptr;
    for (uintptr_t ra : stack) {
      for (const Place &p : cache[ra])
        if (p.user) {
          chosen = &p;
          break;
        }
      if (chosen)
        break;
    }
    if (!chosen)
      for (uintptr_t ra : stack) {
        for (const Place &p : cache[ra])
          if (!p.file.empty() && !ShimModule(p.module)) {
            chosen = &p;
            break;
          }
        if (chosen)
          break;
      }
    if (!chosen && !stack.empty() && !cache[stack[0]].empty())
      chosen = &cache[stack[0]].front();
    out.push_back(chosen ? *chosen : Place{});
  }
  return out;
}

} // namespace faultline::internal
