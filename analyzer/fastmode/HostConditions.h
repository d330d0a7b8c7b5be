// Fast mode has no preprocessor and analyses every branch of a conditional group, but it runs
// for the Linux host: code under `#ifdef _WIN32` (or `_MSC_VER`, `__APPLE__`, ...) is another
// platform's and never compiled here, like `#if 0`. This decides the few conditions that test
// such platform macros, or macros whose fate the build is known to have decided (the file's own
// 0-switches; a config header's verdicts and -D/-U, ConfigHeaders.h); anything else (another
// macro, a comparison, a continued line) stays unknown and both branches are kept, as before.
#pragma once

#include "fastmode/ConfigHeaders.h"

#include <map>
#include <string>
#include <string_view>

namespace faultline::fastmode {

enum class HostCondition { Unknown, False, True };

// Macros the Linux host (glibc, GCC or Clang) never defines: Windows (_WIN32, _WIN64, _MSC_VER,
// __MINGW32__, __MINGW64__, __CYGWIN__, WIN32, _WINDOWS), Apple (__APPLE__, __MACH__) and
// the BSDs' and other systems' own (__FreeBSD__, __NetBSD__, __OpenBSD__, __DragonFly__,
// __sun, __HAIKU__, __OS2__, __VMS, __EMSCRIPTEN__, IBM i's __OS400__, DOS's __DJGPP__ and
// __MSDOS__, _AIX, __hpux, QNX's __QNX__ and __QNXNTO__).
bool isForeignPlatformMacro(std::string_view name);

// The value on the Linux host of the `#if`/`#ifdef`/`#ifndef` directive `line`: False for
// `#if 0`, `#ifdef _WIN32`, `#if defined(_WIN32) || defined(__CYGWIN__)`, `#if _MSC_VER`;
// True for `#ifndef _WIN32`, `#if !defined(_WIN32) && !defined(__APPLE__)`; Unknown otherwise.
// `fileSwitches`, when given: macros the file itself defines once, unconditionally, to 0
// (`#define CAND 0`, mafft's debug switches), so that `#if CAND` is decided as the preprocessor
// decides it (see fileSwitches in SplitConditionals.cpp).
// `known`, when given: what the build decided (ConfigHeaders.h: the config header's `#define` and
// `/* #undef */`, -D/-U), so that `#ifdef ENABLE_DCO` is decided as the configured build decides
// it. `&&` and `||` are read in three-valued logic: one false term makes an `&&` false, one true
// term an `||` true, whatever the undecided terms are; together, with C's precedence (an `||`
// of `&&` groups).
using FileSwitches = std::map<std::string, bool, std::less<>>;
HostCondition hostCondition(std::string_view line, const FileSwitches *fileSwitches = nullptr,
                            const MacroVerdicts *known = nullptr);

} // namespace faultline::fastmode
