// Fast mode's sizes used to stop at the file's own #defines: `malloc(MAXINODEWIPE *
// sizeof(char *))` with `#define MAXINODEWIPE 4194304` in the project's config.h was an unknown
// size (secure-delete's sdel_wipe_inodes, held-out set 19: a 32 MiB block AST mode reported and
// fast mode did not), and `if (DEBUG_DUMP)` with `#define DEBUG_DUMP 0` in a header a live
// branch. This reads the object-like #defines of the project headers a file includes
// (ConfigHeaders.h's projectHeaders: quoted includes found beside the file or in the database's
// include directories, three levels deep), each header once per process.
//
// Only what the preprocessor would surely give: a name defined with two different bodies (in
// two headers, or in two branches of one header's #if) or #undef'd by a header stays unknown,
// and so does a body that is no value (a string, a statement, a brace, an empty flag macro).
// The file's own definitions come first (FileScope::macros).
#pragma once

#include "fastmode/ConfigHeaders.h"

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace faultline::fastmode {

// NAME -> body text of one header's value macros; an empty body marks a name the header
// defines more than once differently, or #undefs.
using HeaderMacroTable = std::unordered_map<std::string, std::string>;

// The value macros of the project headers `path` includes, nearest header first.
class HeaderMacros {
public:
  HeaderMacros() = default;
  // `headers`: the project headers the file includes (ConfigHeaders.h's projectHeaders).
  explicit HeaderMacros(const std::vector<std::string> &headers);
  // And what the file's build decides of their #if groups, for names the headers disagree on
  // (see body()): `buildHeaders` gives the headers the build reads (projectHeaders with
  // `conditions`), called at most once, at the first disagreement (most files have none, and
  // reading every header under the file's conditions cost fast mode a fifth of its time).
  HeaderMacros(const std::vector<std::string> &headers,
               std::function<std::vector<std::string>()> buildHeaders,
               const BuildConditions &conditions);
  // The body of NAME when every header that defines it agrees; nullptr otherwise. Where they
  // differ, the headers the build reads decide, and then a definition in a header's #if branch
  // that this file's build takes wins (bogofilter's xmalloc.h: `#ifndef ENABLE_MEMDEBUG #define
  // bf_free free #else #include "memdebug.h" #endif`, with memdebug.h's `#define bf_free
  // md_free`, and config.h's `/* #undef ENABLE_MEMDEBUG */`): two live definitions that differ
  // would be a redefinition the compiler diagnoses, so the other one is not live.
  const std::string *body(const std::string &name) const;
  bool empty() const { return tables.empty(); }

private:
  void readBuildHeaders() const;
  std::vector<std::shared_ptr<const HeaderMacroTable>> tables;
  mutable std::function<std::vector<std::string>()> buildHeaders; // cleared once read
  BuildConditions conditions;
  // The tables of the headers the build reads, and per such header the definitions that sit in
  // a conditional branch the build takes (readBuildHeaders).
  mutable std::vector<std::shared_ptr<const HeaderMacroTable>> buildTables, decided;
  // body()'s answers by name: asked for every identifier the walk looks up (one file, one
  // thread), each answer a search of every table.
  mutable std::unordered_map<std::string, const std::string *> answers;
};

// The key under which a header's function-like value macro is kept: `NAME(`, its text
// "p1,p2\nbody" (parameters, then the replacement).
inline std::string functionMacroKey(std::string_view name) { return std::string(name) + "("; }

// The key under which a header's constant array element is kept: `NAME[i]`.
std::string arrayElementKey(std::string_view table, uint64_t index);

// One header's table from its text (exposed for tests).
HeaderMacroTable readHeaderMacros(std::string_view text);
// The definitions of `text` that sit inside fewer #if groups in the text `conditions` leave than
// in the text as written (a group around them decided true), by name (exposed for tests).
HeaderMacroTable decidedHeaderMacros(std::string_view text, const BuildConditions &conditions);

} // namespace faultline::fastmode
