// Fast mode has no preprocessor, but a configured tree carries the answers configure gave: the
// generated config header (`config.h`, `curl_config.h`, ...: `#define HAVE_X 1`, `/* #undef
// ENABLE_DCO */`) that the sources include, and, with a compile database, each file's -D and -U
// flags. openvpn's dco_linux.c is `#if defined(ENABLE_DCO) && defined(TARGET_LINUX)` from top to
// bottom and its build's config.h says `/* #undef ENABLE_DCO */`: the file compiles to nothing,
// and fast mode must not read it as code. This finds those headers and reads their verdicts;
// HostConditions.cpp decides `#if`/`#ifdef` with them (docs/fast-mode.md).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace faultline::fastmode {

// What the build decided for one macro: defined or not, and its integer value when it has one.
struct MacroVerdict {
  bool defined = false;
  std::optional<long long> value; // `#define X 1` -> 1; `#define X`, `#define X "s"` -> none
};
using MacroVerdicts = std::map<std::string, MacroVerdict, std::less<>>;

// What a compile database says of one file: its -D/-U flags (in order, the last one wins) and
// the directories its includes are searched in (-I, -iquote, -isystem, made absolute).
struct BuildFlags {
  MacroVerdicts macros;
  std::vector<std::string> includeDirs;
  // `-include FILE` (made absolute against the entry's directory): read before the file's first
  // line, as busybox's Kbuild forces its generated include/autoconf.h into every TU.
  std::vector<std::string> forcedIncludes;
};
BuildFlags buildFlagsFromCommandLine(const std::vector<std::string> &arguments,
                                     const std::string &directory);

// A configure-generated header's verdicts: `#define NAME [VALUE]` and `#undef NAME` outside any
// conditional group (`#ifndef X` directly followed by `#define X`, an include guard or a default,
// does not count as one), and
// `/* #undef NAME */` (autoconf's and CMake's spelling of "configure found no NAME"), which is
// "off" unless the command line defines NAME (a comment undefines nothing). A name defined or
// undefined inside another group (`#if defined AC_APPLE_UNIVERSAL_BUILD`) is left undecided.
// False when the text does not look like such a header: no HAVE_/ENABLE_/USE_ definition and no
// commented #undef, or more lines of code than of directives.
struct ConfigHeader {
  MacroVerdicts definite;                 // real #define / #undef
  std::vector<std::string> commentedOff;  // `/* #undef NAME */`
};
bool readConfigHeader(std::string_view text, ConfigHeader &out);

// Whether a header's file name is a config header's: `config` (or Kconfig's `autoconf`) in its
// base name, in any case, and a header extension (`config.h`, `curl_config.h`,
// `config-linux.h`, `autoconf.h`; not `config.h.in`).
bool isConfigHeaderName(std::string_view path);

// The verdicts that hold in the file `path` (text `text`, absolute path): `flags`' -D/-U, then
// the config headers `flags` forces in (`-include`) or the file includes, directly or through the project headers it includes
// with quotes (three levels deep), where each include on the way stands outside any condition
// or in the first branch of one on a config switch (`#ifdef HAVE_CONFIG_H`; not curl_setup.h's
// `#ifdef __PLAN9__` / `#include "config-plan9.h"`, another build's header). An `#include "X"` is
// looked for beside the including file,
// then in `flags`' include directories; a config header's name, without a database, also in the
// directories above the file (four levels: autotools' `-I$(top_builddir)` holds config.h), and,
// included with angle brackets (`#include <config.h>`), beside the file too (automake's `-I.`). A name
// two config headers disagree on, or that another header the file includes #defines or #undefs,
// is left out. The file's own commented-out `#define NAME` lines (`//#define SAVE_AND_RESTORE`:
// a switch left off by hand) are off too, where nothing of the above decides NAME and the file
// does not #define or #undef it itself (NDEBUG excepted: the build's). Empty when nothing
// decides anything: nothing changes.
// Headers are read once per process (cached, thread-safe).
// `headersRead`, when given, receives every header read on the way (for the summary cache: the
// file's facts depend on them).
MacroVerdicts configVerdicts(const std::string &path, std::string_view text,
                             const BuildFlags *flags,
                             std::vector<std::string> *headersRead = nullptr);

// The files fast mode analyses in this run, set once by the driver before any file is read. A
// quoted include that none of the places above finds, without a database, is the one analysed
// file whose path ends with the included name, when exactly one does: the project's own
// header in an include directory of its build (bedtools' `#include "bedFile.h"` from
// src/pairToBed/, which its Makefile finds with -Isrc/utils/bedFile). Two candidates: none.
void setAnalysedFiles(const std::vector<std::string> &files);

// The files `path`'s own angle-bracket includes name that are the project's: found in the
// database's include directories, or without a database the one analysed file whose path ends
// with the included name (kmod's tools include `<libkmod/libkmod.h>` with -I.). Read for the
// loop-header macros only (BraceMacros.h): the other header readings take quoted includes.
std::vector<std::string> angleIncludedProjectFiles(const std::string &path, std::string_view text,
                                                   const BuildFlags *flags);

// The project headers the file `path` (text `text`) includes with quotes, directly or through
// other such headers (three levels deep), found as configVerdicts finds them (beside the
// including file, then in `flags`' include directories), whatever condition they stand under;
// absolute paths, each once.
std::vector<std::string> projectHeaders(const std::string &path, std::string_view text,
                                        const BuildFlags *flags);

struct ProjectMacros;
// What one file's build decides about the #if groups of the headers it includes
// (SplitConditionals.h, dropInactiveBranches): the config headers' verdicts, the project's
// switch index and the file's -D/-U; null members are unknown.
struct BuildConditions {
  const MacroVerdicts *known = nullptr;
  const ProjectMacros *project = nullptr;
  const MacroVerdicts *commandLine = nullptr;
};
// A text naming `conditions`' verdicts, for caches of what a header gives under them.
std::string conditionsKey(const BuildConditions &conditions);
// projectHeaders without the headers a header includes only in a branch `conditions` decide
// against (bogofilter's xmalloc.h: `#ifndef ENABLE_MEMDEBUG ... #else #include "memdebug.h"`,
// with config.h's `/* #undef ENABLE_MEMDEBUG */`).
std::vector<std::string> projectHeaders(const std::string &path, std::string_view text,
                                        const BuildFlags *flags, const BuildConditions &conditions);

} // namespace faultline::fastmode
