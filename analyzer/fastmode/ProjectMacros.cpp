#include "fastmode/ProjectMacros.h"

#include "fastmode/HeaderCache.h"
#include "fastmode/PreprocessorLines.h"

#include <algorithm>
#include <array>
#include <filesystem>
#include <set>

namespace faultline::fastmode {

namespace {

namespace fs = std::filesystem;

// Limits of the walk: past them the index is incomplete and decides nothing (a checkout of
// that size is read in AST mode, which has the real preprocessor).
constexpr size_t kMaxEntries = 300000;
constexpr size_t kMaxBytes = size_t(256) << 20;
constexpr size_t kMaxFileBytes = size_t(16) << 20;
constexpr size_t kCollectionSubdirectories = 64;

// Files a build reads its definitions from: makefiles, autotools and CMake inputs, meson, Bazel,
// scons, qmake, debian/rules, shell and Python build scripts, CI and preset files.
bool isBuildFileName(const fs::path &path) {
  const std::string name = path.filename().string();
  static constexpr std::array<std::string_view, 23> names = {
      "configure", "CMakeLists.txt", "meson.build", "meson_options.txt", "meson.options",
      "SConstruct", "SConscript", "BUILD", "BUILD.bazel", "WORKSPACE", "rules", "Kbuild",
      "Jamfile", "Jamroot", "wscript", "Imakefile", "build.ninja", "MODULE.bazel",
      // JSON is mostly data (test fixtures of many MiB); these are a build's.
      "CMakePresets.json", "CMakeUserPresets.json", "compile_commands.json", "package.json",
      "vcpkg.json"};
  if (std::find(names.begin(), names.end(), name) != names.end())
    return true;
  for (std::string_view prefix : {"Makefile", "makefile", "GNUmakefile"})
    if (name.starts_with(prefix))
      return true;
  static constexpr std::array<std::string_view, 22> extensions = {
      ".mk", ".mak", ".am", ".in", ".ac", ".m4", ".cmake", ".pro", ".pri", ".bzl", ".gn",
      ".gni", ".gyp", ".gypi", ".sh", ".py", ".toml", ".yml", ".yaml", ".spec", ".vcxproj",
      ".ninja"};
  const std::string ext = path.extension().string();
  return std::find(extensions.begin(), extensions.end(), ext) != extensions.end();
}

// Every identifier of a build file but path components; `-DNAME` and `/DNAME` give NAME as
// well as DNAME, NAME into `flags` too.
void addWords(std::string_view text, std::unordered_set<std::string> &out,
              std::unordered_set<std::string> *flags = nullptr) {
  for (size_t at = 0; at < text.size();) {
    if (!identifierChar(text[at]) || std::isdigit(static_cast<unsigned char>(text[at]))) {
      // Skip a whole number-led token (`0x1F`, `64KB`): not a name.
      if (identifierChar(text[at]))
        while (at < text.size() && identifierChar(text[at]))
          ++at;
      else
        ++at;
      continue;
    }
    size_t start = at;
    std::string_view word = identifierAt(text, at);
    // A component of a path defines nothing: autoconf's install-program check in every
    // `configure`, `?:[\\/]OS2[\\/]INSTALL[\\/]*`, kept less's `#if OS2` code.
    auto separator = [](char c) { return c == '/' || c == '\\' || c == '[' || c == ']'; };
    if (start > 0 && separator(text[start - 1]) && at < text.size() && separator(text[at]) &&
        text[start - 1] != '[')
      continue;
    if (word.size() > 1 && word[0] == 'D' && start > 0 && (text[start - 1] == '-' || text[start - 1] == '/')) {
      if (flags)
        flags->emplace(word.substr(1));
      else
        out.emplace(word.substr(1));
    }
    out.emplace(word);
  }
}

// A build file's text without its whole-line `#` comments (make, shell, CMake, meson, Python,
// autoconf, spec, Bazel: every build language read here comments with `#`): hp2xx's
// sources/Makefile lists the platforms it once built on in comments (`# VAX/VMS  # Use
// VMS-MAKE.COM !`), which defines nothing, and a switch left commented out (`# CFLAGS +=
// -DDEBUG_ROWS`) is off (held-out set 38). Preprocessor lines stay: configure's heredocs and
// config.h.in templates (`#define HAVE_X 1`, `#undef HAVE_X`) are what a build defines.
std::string withoutCommentLines(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (size_t at = 0; at < text.size();) {
    size_t end = text.find('\n', at);
    if (end == std::string_view::npos)
      end = text.size();
    std::string_view line = text.substr(at, end - at);
    size_t first = line.find_first_not_of(" \t");
    bool comment = first != std::string_view::npos && line[first] == '#';
    if (comment) {
      size_t word = line.find_first_not_of(" \t", first + 1);
      std::string_view directive = word == std::string_view::npos ? std::string_view() : line.substr(word);
      for (std::string_view keep :
           {"define", "undef", "cmakedefine", "if", "ifdef", "ifndef", "elif", "else", "endif", "include"})
        if (directive.substr(0, keep.size()) == keep &&
            (directive.size() == keep.size() || !identifierChar(directive[keep.size()])))
          comment = false;
    }
    if (!comment)
      out.append(line).push_back('\n');
    at = end + 1;
  }
  return out;
}

// What one C or C++ file says about macros: the names it #defines or #undefs, and the headers
// it includes (by the name in the directive, quoted or angled alike).
struct DirectiveNames {
  std::vector<std::string> defined;
  std::vector<std::string> included;
};

DirectiveNames readDirectives(const std::string &, std::string_view text) {
  DirectiveNames out;
  forEachDirective(text, [&](std::string_view line, std::string_view d, size_t at) {
    bool quoted = false;
    if (d == "define" || d == "undef") {
      skipBlanks(line, at);
      if (std::string_view name = identifierAt(line, at); !name.empty())
        out.defined.emplace_back(name);
    } else if (d == "include" || d == "include_next" || d == "import") {
      if (std::string_view header = includedHeader(line, at, quoted); !header.empty())
        out.included.emplace_back(header); // `#include MACRO` is not followed
    }
  });
  return out;
}

// System headers are the same for every project and run: read once per process.
HeaderCache<DirectiveNames> systemHeaderDirectives(readDirectives);

// Where the compilers of this host look for system headers: /usr/local/include, the multiarch
// and plain /usr/include, libstdc++'s and GCC's and Clang's own headers (every version present:
// an over-approximation only adds names that may be defined).
std::vector<fs::path> systemIncludeDirectories() {
  std::vector<fs::path> dirs = {"/usr/local/include"};
  std::error_code ec;
  auto subdirectories = [&](const fs::path &dir) {
    std::vector<fs::path> out;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
      if (it->is_directory(ec))
        out.push_back(it->path());
    std::sort(out.begin(), out.end());
    return out;
  };
  for (const fs::path &d : subdirectories("/usr/include"))
    if (d.filename().string().find("-linux-gnu") != std::string::npos) {
      dirs.push_back(d);
      for (const fs::path &v : subdirectories(d / "c++"))
        dirs.push_back(v);
    }
  dirs.push_back("/usr/include");
  for (const fs::path &v : subdirectories("/usr/include/c++")) {
    dirs.push_back(v);
    dirs.push_back(v / "backward");
  }
  for (const fs::path &triple : subdirectories("/usr/lib/gcc"))
    for (const fs::path &v : subdirectories(triple)) {
      dirs.push_back(v / "include");
      dirs.push_back(v / "include-fixed");
    }
  for (const fs::path &llvm : subdirectories("/usr/lib"))
    if (llvm.filename().string().starts_with("llvm-"))
      for (const fs::path &v : subdirectories(llvm / "lib" / "clang"))
        dirs.push_back(v / "include");
  return dirs;
}

// The system headers named `name`: every match in the system directories (so `#include_next`
// finds the next one too), else in one subdirectory of /usr/include (a library installed for
// pkg-config's `-I/usr/include/libxml2`, `<libxml/parser.h>`).
std::vector<std::string> systemMatches(const std::string &name, const std::vector<fs::path> &dirs,
                                       const std::vector<fs::path> &usrIncludeSubdirs) {
  std::vector<std::string> out;
  std::error_code ec;
  for (const fs::path &dir : dirs)
    if (fs::path p = dir / name; fs::is_regular_file(p, ec))
      out.push_back(p.lexically_normal().string());
  if (out.empty())
    for (const fs::path &dir : usrIncludeSubdirs)
      if (fs::path p = dir / name; fs::is_regular_file(p, ec))
        out.push_back(p.lexically_normal().string());
  return out;
}

// Whether `file` lies inside `directory` (both absolute and normalised).
bool inside(const std::string &file, const std::string &directory) {
  if (directory == "/")
    return true;
  return file.size() > directory.size() && file.compare(0, directory.size(), directory) == 0 &&
         file[directory.size()] == '/';
}

} // namespace

bool ProjectMacros::neverDefined(std::string_view name) const {
  if (!complete || name.empty() || name[0] == '_')
    return false;
  static constexpr std::array<std::string_view, 7> buildDefined = {
      "linux", "unix", "i386", "HAVE_CONFIG_H", "PIC", "DLL_EXPORT", "NDEBUG"};
  if (std::find(buildDefined.begin(), buildDefined.end(), name) != buildDefined.end())
    return false;
  if (name.ends_with("_EXPORTS"))
    return false;
  return !mayBeDefined.count(std::string(name));
}

bool ProjectMacros::definedOnlyOnCommandLine(std::string_view name) const {
  return complete && onlyOnCommandLine.count(std::string(name)) > 0;
}

ProjectMacros indexProjectMacros(const std::string &directory, const std::vector<std::string> &files,
                                 const std::function<const BuildFlags *(const std::string &)> &flagsOf,
                                 const std::function<bool(const std::string &)> &excluded) {
  ProjectMacros out;
  std::error_code ec;
  const fs::path top = fs::absolute(directory, ec).lexically_normal();
  std::string topName = top.string();
  if (topName.size() > 1 && topName.back() == '/')
    topName.pop_back();
  if (ec || topName == "/" || !fs::is_directory(top, ec)) {
    out.incompleteReason = "no project directory to read";
    return out;
  }
  for (const std::string &file : files)
    if (!inside(fs::absolute(file, ec).lexically_normal().string(), topName)) {
      out.incompleteReason = "'" + file + "' is outside '" + topName + "'";
      return out;
    }

  // Names build files mention only as `-DNAME`: kept apart until everything else is read.
  std::unordered_set<std::string> flagNames;
  // The build files anywhere in the project: a definition for one directory's sources may sit
  // in another's (CMake's PUBLIC definitions, debian/rules, cmake/ modules).
  size_t bytes = 0, entries = 0;
  std::vector<fs::path> pending = {top};
  while (!pending.empty()) {
    fs::path dir = std::move(pending.back());
    pending.pop_back();
    std::vector<fs::path> subdirectories, buildFiles;
    for (fs::directory_iterator it(dir, fs::directory_options::skip_permission_denied, ec), end;
         !ec && it != end; it.increment(ec)) {
      if (++entries > kMaxEntries) {
        out.incompleteReason = "more than " + std::to_string(kMaxEntries) + " files";
        return out;
      }
      const fs::path &p = it->path();
      if (it->is_symlink(ec))
        continue;
      if (it->is_directory(ec)) {
        if (!p.filename().string().starts_with(".") && !(excluded && excluded(p.string())))
          subdirectories.push_back(p);
      } else if (isBuildFileName(p) && it->is_regular_file(ec)) {
        buildFiles.push_back(p);
      }
    }
    if (dir != top && subdirectories.size() > kCollectionSubdirectories)
      continue; // a directory of other projects (a corpus, a checkout area): not this one's
    for (fs::path &s : subdirectories)
      pending.push_back(std::move(s));
    for (const fs::path &p : buildFiles) {
      uintmax_t size = fs::file_size(p, ec);
      if (ec || size > kMaxFileBytes)
        continue; // generated data, not a build's definitions
      if ((bytes += size) > kMaxBytes) {
        out.incompleteReason = "more than " + std::to_string(kMaxBytes >> 20) + " MiB of build files";
        return out;
      }
      ++out.buildFiles;
      addWords(withoutCommentLines(readHeaderText(p.string())), out.mayBeDefined, &flagNames);
    }
  }

  // The files analysed and the project headers they include (as the extraction finds them).
  std::set<std::string> includes, projectRead;
  auto readProjectFile = [&](const std::string &path, const std::string &text) {
    if (!projectRead.insert(path).second)
      return;
    ++out.projectFiles;
    DirectiveNames names = readDirectives(path, text);
    for (std::string &name : names.defined)
      out.mayBeDefined.insert(std::move(name));
    for (std::string &name : names.included)
      includes.insert(std::move(name));
  };
  for (const std::string &file : files) {
    const std::string path = fs::absolute(file, ec).lexically_normal().string();
    std::string text = readHeaderText(path);
    readProjectFile(path, text);
    for (const std::string &header : projectHeaders(path, text, flagsOf ? flagsOf(path) : nullptr))
      readProjectFile(header, readHeaderText(header));
  }

  // The system headers the project includes, and theirs, transitively.
  const std::vector<fs::path> dirs = systemIncludeDirectories();
  std::vector<fs::path> usrIncludeSubdirs;
  for (fs::directory_iterator it("/usr/include", ec), end; !ec && it != end; it.increment(ec))
    if (it->is_directory(ec))
      usrIncludeSubdirs.push_back(it->path());
  std::sort(usrIncludeSubdirs.begin(), usrIncludeSubdirs.end());
  std::set<std::string> visited, askedFor;
  std::vector<std::string> queue;
  auto want = [&](const std::string &name, const fs::path *besideDir) {
    if (besideDir)
      if (fs::path p = *besideDir / name; fs::is_regular_file(p, ec))
        if (std::string s = p.lexically_normal().string(); visited.insert(s).second)
          queue.push_back(s);
    if (!askedFor.insert(name).second)
      return;
    for (std::string &match : systemMatches(name, dirs, usrIncludeSubdirs))
      if (visited.insert(match).second)
        queue.push_back(std::move(match));
  };
  for (const std::string &name : includes)
    want(name, nullptr);
  while (!queue.empty()) {
    std::string header = std::move(queue.back());
    queue.pop_back();
    ++out.systemHeaders;
    std::shared_ptr<const DirectiveNames> names = systemHeaderDirectives.get(header);
    out.mayBeDefined.insert(names->defined.begin(), names->defined.end());
    const fs::path beside = fs::path(header).parent_path();
    for (const std::string &name : names->included)
      want(name, &beside);
  }
  // A name the build files give only as `-DNAME` and nothing else defines reaches a file only
  // through its command line.
  for (const std::string &name : flagNames)
    if (!out.mayBeDefined.count(name))
      out.onlyOnCommandLine.insert(name);
  out.mayBeDefined.insert(flagNames.begin(), flagNames.end());
  out.complete = true;
  return out;
}

} // namespace faultline::fastmode
