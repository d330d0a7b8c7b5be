#include "fastmode/ConfigHeaders.h"

#include "facts/builder/AsciiCase.h"
#include "fastmode/HeaderCache.h"
#include "fastmode/PreprocessorLines.h"
#include "fastmode/SplitConditionals.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <tuple>
#include <unordered_map>

namespace faultline::fastmode {

namespace {

namespace fs = std::filesystem;

// A decimal (or 0x hexadecimal) integer with optional U/L suffixes, alone; none otherwise.
std::optional<long long> integerValue(std::string_view v) {
  while (!v.empty() && (v.back() == ' ' || v.back() == '\t' || v.back() == '\r'))
    v.remove_suffix(1);
  while (!v.empty() && (v.back() == 'u' || v.back() == 'U' || v.back() == 'l' || v.back() == 'L'))
    v.remove_suffix(1);
  if (v.empty())
    return std::nullopt;
  int base = 10;
  if (v.size() > 2 && v[0] == '0' && (v[1] == 'x' || v[1] == 'X'))
    v.remove_prefix(2), base = 16;
  long long out = 0;
  for (char c : v) {
    int digit = std::isdigit(static_cast<unsigned char>(c)) ? c - '0'
                : base == 16 && std::isxdigit(static_cast<unsigned char>(c))
                    ? std::tolower(static_cast<unsigned char>(c)) - 'a' + 10
                    : -1;
    if (digit < 0 || out > (1LL << 50))
      return std::nullopt;
    out = out * base + digit;
  }
  return out;
}

// The value text of `#define NAME VALUE`, comments cut.
std::string_view valueText(std::string_view line, size_t at) {
  skipBlanks(line, at);
  std::string_view v = line.substr(at);
  size_t comment = std::min(v.find("/*"), v.find("//"));
  if (comment != std::string_view::npos)
    v = v.substr(0, comment);
  return v;
}

// A line that is only a comment holding `#undef NAME` (`/* #undef HAVE_X */`, `/* #  undef
// WORDS_BIGENDIAN */`): the name, or "".
std::string_view commentedUndef(std::string_view line) {
  size_t at = 0;
  skipBlanks(line, at);
  if (line.substr(at, 2) != "/*")
    return {};
  at += 2;
  skipBlanks(line, at);
  size_t rest = 0;
  std::string_view inner = line.substr(at);
  if (directiveOf(inner, rest) != "undef")
    return {};
  skipBlanks(inner, rest);
  std::string_view name = identifierAt(inner, rest);
  skipBlanks(inner, rest);
  return inner.substr(rest, 2) == "*/" ? name : std::string_view();
}

// A line that is only a commented-out `#define NAME` (`//#define SAVE_AND_RESTORE`, `// #define
// DEBUG_DUMP 1`, `/* #define X */`): the name, or "". A switch its author left off by hand.
std::string_view commentedDefine(std::string_view line) {
  size_t at = 0;
  skipBlanks(line, at);
  std::string_view opener = line.substr(at, 2);
  if (opener != "//" && opener != "/*")
    return {};
  at += 2;
  skipBlanks(line, at);
  size_t rest = 0;
  std::string_view inner = line.substr(at);
  if (directiveOf(inner, rest) != "define")
    return {};
  skipBlanks(inner, rest);
  return identifierAt(inner, rest);
}

bool switchLike(std::string_view name) {
  return name.starts_with("HAVE_") || name.starts_with("ENABLE_") || name.starts_with("USE_");
}

struct Include {
  std::string name;
  bool quoted;
  // Not under any condition, or only in the first branch of conditions on a config switch
  // (`#ifdef HAVE_CONFIG_H`). curl_setup.h includes config-plan9.h under `#ifdef __PLAN9__` and
  // config-win32ce.h under `#ifdef _WIN32_WCE`: another build's header, which decides nothing.
  bool certain;
};

// Whether a group's `#if`/`#ifdef` tests only names that hold CONFIG (`HAVE_CONFIG_H`).
bool configCondition(std::string_view d, std::string_view line, size_t at) {
  if (d != "if" && d != "ifdef")
    return false;
  bool any = false;
  while (at < line.size()) {
    if (line.substr(at, 2) == "//" || line.substr(at, 2) == "/*")
      break;
    if (!identifierChar(line[at])) {
      if (line[at] != ' ' && line[at] != '\t' && line[at] != '(' && line[at] != ')' && line[at] != '\r')
        return false;
      ++at;
      continue;
    }
    std::string_view word = identifierAt(line, at);
    if (word == "defined")
      continue;
    if (word.find("CONFIG") == std::string_view::npos)
      return false;
    any = true;
  }
  return any;
}

// The `#include "X"` / `#include <X>` lines of `text`.
std::vector<Include> includesOf(std::string_view text) {
  std::vector<Include> out;
  std::vector<bool> groups; // per open group: still in the first branch of a config condition
  std::string guard;        // the name of an `#ifndef` just opened: an include guard if #defined next
  forEachDirective(text, [&](std::string_view line, std::string_view d, size_t at) {
    if (!guard.empty()) { // `#ifndef HEADER_CURL_SETUP_H` / `#define HEADER_CURL_SETUP_H`
      size_t nameAt = at;
      skipBlanks(line, nameAt);
      groups.back() = d == "define" && identifierAt(line, nameAt) == guard;
      guard.clear();
    }
    if (d == "ifndef") {
      skipBlanks(line, at);
      guard = std::string(identifierAt(line, at));
      groups.push_back(!guard.empty());
    } else if (d == "if" || d == "ifdef")
      groups.push_back(configCondition(d, line, at));
    else if ((d == "else" || d.starts_with("elif")) && !groups.empty())
      groups.back() = false;
    else if (d == "endif" && !groups.empty())
      groups.pop_back();
    if (d != "include")
      return;
    bool quoted = false;
    if (std::string_view header = includedHeader(line, at, quoted); !header.empty())
      out.push_back({std::string(header), quoted,
                     std::find(groups.begin(), groups.end(), false) == groups.end()});
  });
  return out;
}

// Every name a header #defines or #undefs, in any group.
std::set<std::string, std::less<>> namesTouched(std::string_view text) {
  std::set<std::string, std::less<>> out;
  for (size_t begin = 0; begin < text.size();) {
    size_t end = std::min(text.find('\n', begin), text.size());
    std::string_view line = text.substr(begin, end - begin);
    begin = end + 1;
    size_t at = 0;
    std::string_view d = directiveOf(line, at);
    if (d != "define" && d != "undef")
      continue;
    skipBlanks(line, at);
    std::string_view name = identifierAt(line, at);
    if (!name.empty())
      out.emplace(name);
  }
  return out;
}

// One header as fast mode needs it, read once per process.
struct HeaderInfo {
  bool config = false;
  ConfigHeader verdicts;
  std::vector<Include> includes;                // in its live text (other platforms dropped)
  std::set<std::string, std::less<>> touched;   // names it #defines or #undefs
};

HeaderInfo readHeaderInfo(const std::string &path, std::string_view text) {
  HeaderInfo info;
  if (isConfigHeaderName(path))
    info.config = readConfigHeader(text, info.verdicts);
  if (!info.config) {
    bool dropped = false;
    std::string live = dropInactiveBranches(text, dropped);
    info.includes = includesOf(dropped ? std::string_view(live) : text);
    info.touched = namesTouched(text);
  }
  return info;
}

HeaderCache<HeaderInfo> headerInfos(readHeaderInfo);

std::shared_ptr<const HeaderInfo> headerInfo(const std::string &path) {
  return headerInfos.get(path);
}

bool isFile(const fs::path &p) {
  std::error_code ec;
  return fs::is_regular_file(p, ec);
}

// The immediate subdirectories of `dir`, listed once per process (thread-safe).
std::shared_ptr<const std::vector<fs::path>> subdirectoriesOf(const fs::path &dir) {
  static std::mutex mutex;
  static std::map<fs::path, std::shared_ptr<const std::vector<fs::path>>> cache;
  {
    std::lock_guard<std::mutex> lock(mutex);
    if (auto it = cache.find(dir); it != cache.end())
      return it->second;
  }
  auto list = std::make_shared<std::vector<fs::path>>();
  std::error_code ec;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
    if (it->is_directory(ec) && list->size() < 256)
      list->push_back(it->path());
  std::sort(list->begin(), list->end());
  std::lock_guard<std::mutex> lock(mutex);
  return cache.emplace(dir, std::move(list)).first->second;
}

// A quoted include in exactly one sibling directory of `dir` or of its parent (an application
// beside its library: opendkim/opendkim.c's `#include "dkim.h"` with -I../libopendkim): the
// usual -I of such layouts. Two candidates or none: not found. A directory with more than 64
// subdirectories is a collection of projects (a checkout area, a corpus), not one project's
// root: its subdirectories are not searched, or a file at a project's top could take another
// project's header.
std::string searchSiblings(const fs::path &name, const fs::path &dir);

std::string inSiblingDirectory(const fs::path &name, const fs::path &dir) {
  // Asked for every unresolved include of every file: the answer per (directory, name) once.
  static std::mutex mutex;
  static std::map<std::pair<std::string, std::string>, std::string> answers;
  std::pair<std::string, std::string> key{dir.string(), name.string()};
  {
    std::lock_guard<std::mutex> lock(mutex);
    if (auto it = answers.find(key); it != answers.end())
      return it->second;
  }
  std::string found = searchSiblings(name, dir);
  std::lock_guard<std::mutex> lock(mutex);
  return answers.emplace(std::move(key), std::move(found)).first->second;
}

std::string searchSiblings(const fs::path &name, const fs::path &dir) {
  std::string found;
  fs::path up = dir;
  for (int level = 0; level < 2 && up.has_parent_path() && up.parent_path() != up; ++level) {
    up = up.parent_path();
    std::shared_ptr<const std::vector<fs::path>> subdirectories = subdirectoriesOf(up);
    if (subdirectories->size() > 64)
      return {};
    for (const fs::path &sub : *subdirectories) {
      if (sub == dir || !isFile(sub / name))
        continue;
      if (!found.empty())
        return {};
      found = (sub / name).lexically_normal().string();
    }
    if (!found.empty())
      return found;
  }
  return {};
}

std::string search(const Include &inc, const fs::path &dir, const BuildFlags *flags);

// setAnalysedFiles' list, by file name.
std::mutex analysedMutex;
std::shared_ptr<const std::unordered_multimap<std::string, std::string>> analysedByName;

std::string uniqueAnalysedFile(const fs::path &name) {
  std::shared_ptr<const std::unordered_multimap<std::string, std::string>> byName;
  {
    std::lock_guard<std::mutex> lock(analysedMutex);
    byName = analysedByName;
  }
  if (!byName)
    return {};
  const std::string suffix = "/" + name.lexically_normal().generic_string();
  std::string found;
  auto [begin, end] = byName->equal_range(name.filename().string());
  for (auto it = begin; it != end; ++it) {
    const std::string &path = it->second;
    if (path.size() <= suffix.size() || path.compare(path.size() - suffix.size(), suffix.size(), suffix) != 0)
      continue;
    if (!found.empty())
      return {};
    found = path;
  }
  return found;
}

// Where `#include` finds `name` from a file in `dir`: beside it (quoted only), then in the
// database's include directories, then without a database above it and in a sibling
// directory (quoted, or a config header). Without a database the answer depends only on the
// directory and the include: each is searched once per process (every file of a directory
// asks, several times over).
std::string resolve(const Include &inc, const fs::path &dir, const BuildFlags *flags) {
  if (flags)
    return search(inc, dir, flags);
  static std::mutex mutex;
  static std::map<std::tuple<std::string, std::string, bool>, std::string> answers;
  std::tuple<std::string, std::string, bool> key{dir.string(), inc.name, inc.quoted};
  {
    std::lock_guard<std::mutex> lock(mutex);
    if (auto it = answers.find(key); it != answers.end())
      return it->second;
  }
  std::string found = search(inc, dir, nullptr);
  std::lock_guard<std::mutex> lock(mutex);
  return answers.emplace(std::move(key), std::move(found)).first->second;
}

std::string search(const Include &inc, const fs::path &dir, const BuildFlags *flags) {
  fs::path name(inc.name);
  if (name.is_absolute())
    return isFile(name) ? name.lexically_normal().string() : std::string();
  // Beside the file: a quoted include's first place, and an angle-bracket config header's too
  // without a database (automake's default `-I.`: htslib's `#include <config.h>` in bgzf.c).
  if ((inc.quoted || (!flags && isConfigHeaderName(inc.name))) && isFile(dir / name))
    return (dir / name).lexically_normal().string();
  if (flags) {
    for (const std::string &d : flags->includeDirs)
      if (isFile(fs::path(d) / name))
        return (fs::path(d) / name).lexically_normal().string();
    return {};
  }
  // Without a database the include directories are unknown; the usual one is a directory above
  // the file (`#include "common/mem.h"` from lib/compress/ with -Ilib). A quoted include found
  // there is taken; an angle-bracket one is a system or library header unless it is a config
  // header.
  if (!inc.quoted && !isConfigHeaderName(inc.name))
    return {};
  fs::path up = dir;
  for (int level = 0; level < 4 && up.has_parent_path() && up.parent_path() != up; ++level) {
    up = up.parent_path();
    if (isFile(up / name))
      return (up / name).lexically_normal().string();
  }
  if (!inc.quoted)
    return {};
  if (std::string sibling = inSiblingDirectory(name, dir); !sibling.empty())
    return sibling;
  return uniqueAnalysedFile(name);
}

} // namespace

void setAnalysedFiles(const std::vector<std::string> &files) {
  auto byName = std::make_shared<std::unordered_multimap<std::string, std::string>>();
  for (const std::string &file : files) {
    fs::path p = fs::path(file).lexically_normal();
    byName->emplace(p.filename().string(), p.generic_string());
  }
  std::lock_guard<std::mutex> lock(analysedMutex);
  analysedByName = std::move(byName);
}

bool isConfigHeaderName(std::string_view path) {
  std::string base = builder::lowercase(fs::path(path).filename().string());
  // Kconfig's generated header is autoconf.h (busybox's include/autoconf.h, Linux's
  // include/generated/autoconf.h), usually forced in with `-include`.
  if (base.find("config") == std::string::npos && base.find("autoconf") == std::string::npos)
    return false;
  for (std::string_view ext : {".h", ".hh", ".hpp", ".hxx"})
    if (base.size() > ext.size() && base.ends_with(ext))
      return true;
  return false;
}

bool readConfigHeader(std::string_view text, ConfigHeader &out) {
  struct Group {
    std::string guard; // `#ifndef NAME`: its own #define does not make it a group
    bool transparent;  // `#ifndef NAME` / `#define NAME` (an include guard, or autoconf's
                       // `#ifndef _GNU_SOURCE` default), before any #else: defines inside hold
  };
  std::vector<Group> groups;
  bool pendingGuard = false; // an `#ifndef` just opened: transparent only if #defined next
  std::set<std::string, std::less<>> spoiled; // touched inside a real group, or twice differently
  size_t directives = 0, code = 0;
  bool switches = false, inComment = false;
  auto decided = [&](std::string_view name, MacroVerdict v) {
    auto [it, fresh] = out.definite.emplace(std::string(name), v);
    if (!fresh && (it->second.defined != v.defined || it->second.value != v.value))
      spoiled.emplace(name);
  };
  for (size_t begin = 0; begin < text.size();) {
    size_t end = std::min(text.find('\n', begin), text.size());
    std::string_view line = text.substr(begin, end - begin);
    begin = end + 1;
    size_t first = line.find_first_not_of(" \t\r");
    if (first == std::string_view::npos)
      continue;
    if (inComment) {
      inComment = line.find("*/") == std::string_view::npos;
      continue;
    }
    bool inside = std::any_of(groups.begin(), groups.end(), [](const Group &g) { return !g.transparent; });
    if (std::string_view name = commentedUndef(line); !name.empty()) {
      switches = true;
      if (inside)
        spoiled.emplace(name);
      else
        out.commentedOff.emplace_back(name);
      continue;
    }
    if (line.substr(first, 2) == "//")
      continue;
    if (line.substr(first, 2) == "/*") {
      inComment = line.find("*/", first + 2) == std::string_view::npos;
      continue;
    }
    size_t at = 0;
    std::string_view d = directiveOf(line, at);
    if (d.empty()) {
      ++code;
      continue;
    }
    ++directives;
    if (pendingGuard) {
      size_t nameAt = at;
      skipBlanks(line, nameAt);
      groups.back().transparent = d == "define" && identifierAt(line, nameAt) == groups.back().guard;
      pendingGuard = false;
      inside = std::any_of(groups.begin(), groups.end(), [](const Group &g) { return !g.transparent; });
    }
    if (d == "if" || d == "ifdef" || d == "ifndef") {
      Group g{"", d == "ifndef"};
      if (g.transparent) {
        skipBlanks(line, at);
        g.guard = std::string(identifierAt(line, at));
        pendingGuard = true;
      }
      groups.push_back(g);
    } else if (d == "else" || d == "elif" || d == "elifdef" || d == "elifndef") {
      if (!groups.empty())
        groups.back().transparent = false;
    } else if (d == "endif") {
      if (!groups.empty())
        groups.pop_back();
    } else if (d == "define" || d == "undef") {
      skipBlanks(line, at);
      std::string_view name = identifierAt(line, at);
      if (name.empty() || (at < line.size() && line[at] == '('))
        continue; // a function-like macro says nothing about a switch
      switches = switches || (d == "define" && switchLike(name));
      bool ownGuard = !groups.empty() && groups.back().guard == name;
      if (inside) {
        spoiled.emplace(name);
      } else if (d == "undef") {
        decided(name, MacroVerdict{false, std::nullopt});
      } else {
        // Under `#ifndef NAME` the name may have had another value before: defined, value unknown.
        decided(name, MacroVerdict{true, ownGuard ? std::nullopt : integerValue(valueText(line, at))});
      }
    }
  }
  for (const std::string &name : spoiled)
    out.definite.erase(name);
  std::erase_if(out.commentedOff, [&](const std::string &n) {
    return spoiled.count(n) > 0 || out.definite.count(n) > 0;
  });
  return switches && code <= directives;
}

BuildFlags buildFlagsFromCommandLine(const std::vector<std::string> &arguments,
                                     const std::string &directory) {
  BuildFlags out;
  auto absolute = [&](std::string_view d) {
    fs::path p(d);
    return (p.is_absolute() ? p : fs::path(directory) / p).lexically_normal().string();
  };
  for (size_t i = 1; i < arguments.size(); ++i) {
    std::string_view a = arguments[i];
    std::string_view value;
    auto option = [&](std::string_view flag) { // `-Dx`, or `-D x`
      if (!a.starts_with(flag))
        return false;
      if (a.size() > flag.size())
        value = a.substr(flag.size());
      else if (i + 1 < arguments.size())
        value = arguments[++i];
      else
        return false;
      return true;
    };
    if (option("-D")) {
      size_t eq = value.find('=');
      std::string name(value.substr(0, eq));
      if (name.find('(') != std::string::npos)
        continue; // -D'F(x)=...': a function-like macro
      out.macros[name] = MacroVerdict{
          true, eq == std::string_view::npos ? std::optional<long long>(1) : integerValue(value.substr(eq + 1))};
    } else if (option("-U")) {
      out.macros[std::string(value)] = MacroVerdict{false, std::nullopt};
    } else if (option("-iquote") || option("-isystem") || option("-I")) {
      out.includeDirs.push_back(absolute(value));
    } else if ((a == "-include" || a == "-imacros") && i + 1 < arguments.size()) {
      out.forcedIncludes.push_back(absolute(arguments[++i]));
    }
  }
  return out;
}

MacroVerdicts configVerdicts(const std::string &path, std::string_view text,
                             const BuildFlags *flags, std::vector<std::string> *headersRead) {
  MacroVerdicts out = flags ? flags->macros : MacroVerdicts();
  std::vector<std::shared_ptr<const HeaderInfo>> configs;
  std::set<std::string, std::less<>> touched; // by the project headers read on the way
  std::set<std::pair<std::string, bool>> seen{{path, true}}; // a header reached as certain or not
  struct Pending {
    std::vector<Include> includes;
    fs::path dir;
    int depth;
    bool certain; // every include on the way here was certain
  };
  std::vector<Pending> work{{includesOf(text), fs::path(path).parent_path(), 0, true}};
  if (flags && !flags->forcedIncludes.empty()) {
    Pending forced{{}, fs::path(path).parent_path(), 0, true};
    for (const std::string &file : flags->forcedIncludes)
      forced.includes.push_back(Include{file, true, true});
    work.push_back(std::move(forced));
  }
  while (!work.empty()) {
    Pending p = std::move(work.back());
    work.pop_back();
    for (const Include &inc : p.includes) {
      std::string found = resolve(inc, p.dir, flags);
      bool certain = p.certain && inc.certain;
      if (found.empty() || seen.count({found, true}) || !seen.insert({found, certain}).second)
        continue;
      std::shared_ptr<const HeaderInfo> info = headerInfo(found);
      if (headersRead)
        headersRead->push_back(found);
      if (info->config) {
        if (certain)
          configs.push_back(info);
      } else if (inc.quoted && p.depth < 3) {
        // What a header on the way defines spoils the verdicts even when it is included only
        // under some condition: it may be.
        touched.insert(info->touched.begin(), info->touched.end());
        work.push_back({info->includes, fs::path(found).parent_path(), p.depth + 1, certain});
      }
    }
  }
  // Later definitions win over the command line; a commented #undef changes nothing, so it is
  // "off" only where the command line says nothing.
  MacroVerdicts fromHeaders;
  std::set<std::string, std::less<>> disputed;
  auto merge = [&](const std::string &name, const MacroVerdict &v) {
    auto [it, fresh] = fromHeaders.emplace(name, v);
    if (!fresh && (it->second.defined != v.defined || it->second.value != v.value))
      disputed.insert(name);
  };
  for (const auto &info : configs) {
    for (const auto &[name, v] : info->verdicts.definite)
      merge(name, v);
    for (const std::string &name : info->verdicts.commentedOff)
      if (!out.count(name))
        merge(name, MacroVerdict{false, std::nullopt});
  }
  for (auto &[name, v] : fromHeaders)
    if (!disputed.count(name))
      out[name] = v;
  for (const std::string &name : disputed)
    out.erase(name);
  for (const std::string &name : touched)
    out.erase(name);
  // The file's own switches left off by hand (`//#define SAVE_AND_RESTORE` above `#ifndef
  // SAVE_AND_RESTORE`, coinor-clp's debug variant of a whole function in the #else): off as the
  // config header's commented #undef is, unless the command line, a config header or a header
  // on the way says otherwise, or the file itself defines the name somewhere. NDEBUG is the
  // build's (release builds pass -DNDEBUG), never a hand switch.
  const std::set<std::string, std::less<>> ownDefinitions = namesTouched(text);
  for (size_t begin = 0; begin < text.size();) {
    size_t end = std::min(text.find('\n', begin), text.size());
    std::string name(commentedDefine(text.substr(begin, end - begin)));
    begin = end + 1;
    if (!name.empty() && name != "NDEBUG" && !out.count(name) && !touched.count(name) &&
        !disputed.count(name) && !ownDefinitions.count(name))
      out.emplace(name, MacroVerdict{false, std::nullopt});
  }
  return out;
}

std::string conditionsKey(const BuildConditions &c) {
  std::string key;
  for (const MacroVerdicts *verdicts : {c.known, c.commandLine}) {
    key += '|';
    if (verdicts)
      for (const auto &[name, verdict] : *verdicts)
        key += name + '=' + (!verdict.defined ? std::string("0")
                             : verdict.value ? "1:" + std::to_string(*verdict.value)
                                             : std::string("1")) + ';';
  }
  key += '|' + std::to_string(reinterpret_cast<uintptr_t>(c.project));
  return key;
}

namespace {

// A header's includes in the branches `conditions` leave, per header and conditions.
struct DecidedIncludes {
  std::mutex mutex;
  std::map<std::string, std::shared_ptr<const std::vector<Include>>> cache;
};
DecidedIncludes decidedIncludes;

std::shared_ptr<const std::vector<Include>> includesUnder(const std::string &path,
                                                          const BuildConditions &conditions,
                                                          const std::string &key) {
  std::string entry = path + '\0' + key;
  {
    std::lock_guard<std::mutex> lock(decidedIncludes.mutex);
    if (auto it = decidedIncludes.cache.find(entry); it != decidedIncludes.cache.end())
      return it->second;
  }
  std::string text = readIncludedHeaderText(path);
  bool dropped = false;
  std::string live = dropInactiveBranches(text, dropped, conditions.known, conditions.project,
                                          conditions.commandLine);
  auto includes = std::make_shared<const std::vector<Include>>(
      includesOf(dropped ? std::string_view(live) : std::string_view(text)));
  std::lock_guard<std::mutex> lock(decidedIncludes.mutex);
  return decidedIncludes.cache.emplace(std::move(entry), std::move(includes)).first->second;
}

// projectHeaders' walk, with each header's includes from `includesOfHeader`.
std::vector<std::string>
collectProjectHeaders(const std::string &path, std::string_view text, const BuildFlags *flags,
                      const std::function<std::vector<Include>(const std::string &)> &includesOfHeader) {
  std::vector<std::string> out;
  std::set<std::string> seen{path};
  struct Pending {
    std::vector<Include> includes;
    fs::path dir;
    int depth;
  };
  std::vector<Pending> work{{includesOf(text), fs::path(path).parent_path(), 0}};
  while (!work.empty()) {
    Pending p = std::move(work.back());
    work.pop_back();
    for (const Include &inc : p.includes) {
      if (!inc.quoted)
        continue;
      std::string found = resolve(inc, p.dir, flags);
      if (found.empty() || !seen.insert(found).second)
        continue;
      out.push_back(found);
      if (p.depth < 2)
        work.push_back({includesOfHeader(found), fs::path(found).parent_path(), p.depth + 1});
    }
  }
  return out;
}

} // namespace

std::vector<std::string> projectHeaders(const std::string &path, std::string_view text,
                                        const BuildFlags *flags) {
  return collectProjectHeaders(path, text, flags, [](const std::string &header) {
    return headerInfo(header)->includes;
  });
}

std::vector<std::string> projectHeaders(const std::string &path, std::string_view text,
                                        const BuildFlags *flags, const BuildConditions &conditions) {
  const std::string key = conditionsKey(conditions);
  return collectProjectHeaders(path, text, flags, [&](const std::string &header) {
    return *includesUnder(header, conditions, key);
  });
}

std::vector<std::string> angleIncludedProjectFiles(const std::string &path, std::string_view text,
                                                   const BuildFlags *flags) {
  std::vector<std::string> out;
  const fs::path dir = fs::path(path).parent_path();
  for (const Include &inc : includesOf(text)) {
    if (inc.quoted)
      continue;
    std::string found = flags ? search(inc, dir, flags) : uniqueAnalysedFile(fs::path(inc.name));
    if (!found.empty() && found != path && std::find(out.begin(), out.end(), found) == out.end())
      out.push_back(std::move(found));
  }
  return out;
}

} // namespace faultline::fastmode
