// Fast mode reads every branch of `#if`/`#else`, which is right as long as each branch is whole
// code: tree-sitter then parses the group as one preprocessor node holding the alternatives.
// A group whose branches split a statement (python-zstandard's
//
//   if (!PyArg_ParseTupleAndKeywords(args, kwargs,
//   #if PY_MAJOR_VERSION >= 3
//       "y*|O:decompress",
//   #else
//       "s*|O:decompress",
//   #endif
//       kwlist, &source, &out)) {
//
// , or an `if (` opened in one branch and closed after `#endif`) cannot be parsed that way:
// tree-sitter loses the whole function. For such a group fast mode does what the preprocessor
// does for one configuration: it keeps the first branch and blanks the others and the
// directives (spaces, newlines kept, so every line and column stays where it was).
#pragma once

#include "fastmode/ConfigHeaders.h"
#include "fastmode/ProjectMacros.h"

#include <string>
#include <string_view>

namespace faultline::fastmode {

// `text` with every innermost conditional group that has alternatives (#elif/#else) and whose
// branches do not each balance their brackets reduced to its first branch; `text` unchanged (and `changed` false) when none does.
std::string keepFirstBranchOfSplitConditionals(std::string_view text, bool &changed);

// `#if 0` is never compiled in any configuration (code parked by hand, an old implementation
// kept for reference), and `#ifdef _WIN32` never on the Linux host fast mode runs for
// (HostConditions.h): unlike other groups fast mode must not read them. `text` with every
// inactive branch blanked, lines and columns kept: under a false condition the first branch
// goes (an `#else` branch kept as plain code, a following `#elif X` turned into `#if X`); under
// a true one (`#ifndef _WIN32`) every later branch goes. Unchanged (`changed` false) when no
// group's condition is decided. `known`: what the build decided (ConfigHeaders.h), so that
// `#if defined(ENABLE_DCO)` is dropped when the config header says `/* #undef ENABLE_DCO */`;
// names the file itself #defines or #undefs are not taken from it. `project`: the names the
// whole project may define (ProjectMacros.h); `#ifdef NAME` of a name it never defines is false
// and `#ifndef NAME` true.
// `commandLine`: the file's -D/-U flags when a compile database gives them; a name the project
// defines only by such a flag (ProjectMacros::definedOnlyOnCommandLine) that they do not define
// is off.
std::string dropInactiveBranches(std::string_view text, bool &changed,
                                 const MacroVerdicts *known = nullptr,
                                 const ProjectMacros *project = nullptr,
                                 const MacroVerdicts *commandLine = nullptr);

} // namespace faultline::fastmode
