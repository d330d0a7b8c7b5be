// Fast mode has no preprocessor and reads both sides of an `#ifdef NAME` it cannot decide. A
// name that the whole project never defines is decidable all the same: no `#define NAME` in any
// of its sources or headers, no mention in any of its build files (where a `-DNAME`, an
// `AC_DEFINE(NAME)`, a `target_compile_definitions(... NAME)` or a config template's
// `#undef NAME` would be), and no definition in the system headers it includes. No build of the
// project defines it, so `#ifdef NAME` is false: zlib's table generator under `#ifdef MAKECRCH`
// (mdadm's copy of crc32.c, writing crc32.h per table entry), ppmtompeg's per-frame dump under
// `#ifdef BLEAHBLEAH`. This is the project-wide index those decisions need, made once per run
// before any file is read (SplitConditionals.h uses it; docs/fast-mode.md, "Switches defined
// nowhere").
#pragma once

#include "fastmode/ConfigHeaders.h"

#include <functional>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace faultline::fastmode {

struct ProjectMacros {
  // False when the project could not be read whole (too many files or bytes, or no project
  // directory to read): then nothing is decided.
  bool complete = false;
  std::string incompleteReason;
  // Every name the files analysed and their project headers #define or #undef, every word of
  // the project's build files, and every name the system headers they include #define.
  std::unordered_set<std::string> mayBeDefined;
  size_t projectFiles = 0, buildFiles = 0, systemHeaders = 0;

  // Whether no build of the project can define `name`. Never for names the compiler or the build
  // system may define without the project saying so: reserved names (`__linux__`, `_WIN32`,
  // `_FORTIFY_SOURCE`), GNU's `linux`/`unix`/`i386`, automake's HAVE_CONFIG_H, libtool's PIC and
  // DLL_EXPORT, a release build's NDEBUG, CMake's `<target>_EXPORTS`.
  bool neverDefined(std::string_view name) const;

  // Names the build files mention only as a `-DNAME` flag (cunit's configure.in: `CFLAGS="$CFLAGS
  // -DMEMTRACE"` under `--enable-memtrace`) and that no file, project header or system header
  // defines: with a compile database, a file whose command line does not define one is built
  // without it.
  std::unordered_set<std::string> onlyOnCommandLine;
  bool definedOnlyOnCommandLine(std::string_view name) const;
};

// The index for fast mode's `files`: the build files anywhere under `directory` (recursively,
// symbolic links not followed, hidden directories and `excluded` paths skipped, as is a directory
// of more than 64 subdirectories below the top: a collection of other projects), the `files`
// themselves and the project headers they include (found as ConfigHeaders.h's projectHeaders
// finds them, with `flagsOf(file)`'s include directories when there is a database), and the
// system headers all of these include, transitively (every match in the system include
// directories, so `#include_next` is covered). A file outside `directory` makes the index
// incomplete: its project's build files are not the ones read.
ProjectMacros indexProjectMacros(const std::string &directory, const std::vector<std::string> &files,
                                 const std::function<const BuildFlags *(const std::string &)> &flagsOf,
                                 const std::function<bool(const std::string &)> &excluded);

} // namespace faultline::fastmode
