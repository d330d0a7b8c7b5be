// Functions of the project that never return though nothing declares them so, defined in one
// file and called from others:
//
//   common.c:  void fatal(const char *msg, ...) { ...; exit(1); }      (lp.h: no attribute)
//   lpd.c:     for (;;) { ...; switch (request) { ... } fatal("Illegal service request"); }
//
// Both front ends read such a function within its own file (extract/InferredNoReturn.cpp,
// NoreturnReadings.h), but lpd.c's loop looked as if it went round once per request because
// fatal's body is in another file (lpr, docs/precision.md "Session 24"). This is the
// project-wide index, made once per run before any file is analysed, by a tree-sitter parse of
// every file of the run (the database's sources in AST mode, the files fast mode reads): a
// function defined at file scope, not `static`, is in it when every definition of its name in
// the run never returns — declared noreturn, or no `return` and a last statement that calls the C
// library's exit/abort/err family, a noreturn function of its file, or another name of the index
// (read to a fixed point). A name defined twice (two programs in one database) must agree.
#pragma once

#include <set>
#include <string>
#include <vector>

namespace faultline::fastmode {

struct ProjectNoreturns {
  std::set<std::string, std::less<>> names; // sorted: part of the summary cache's key
  size_t filesRead = 0;
  size_t filesUnreadable = 0; // not read or not parsed: their definitions are not in the index
};

// `jobs` threads (0: one per core) parse the files (each at most once; missing and unparsable ones are skipped).
ProjectNoreturns indexProjectNoreturns(const std::vector<std::string> &files, unsigned jobs);

} // namespace faultline::fastmode
