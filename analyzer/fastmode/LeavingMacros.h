// Function-like macros that leave the function they are used in. Fast mode has no preprocessor,
// so `EXIT(NULL);` or `DIE("short read");` read as calls that return, and an error path ending
// in one was not seen as one: daligner's Read_QVcoding frees its Huffman schemes under `error:`
// and ends in `EXIT(NULL)`, which DB.h defines as `return (x)` or `exit (1)` (held-out set 30,
// 18 fast-only findings; Clang sees the expansion the build chooses).
//
// A macro leaves when every definition the file and its project headers give it (each branch
// of an `#if`) ends in a `return` or in a call of a noreturn function, directly or as the last
// statement of its `{ }` or `do { } while (0)` body. One definition that does anything else (an
// empty debug variant, an object-like #define of the name) and the macro is not read at all.
#pragma once

#include "fastmode/Syntax.h"

#include <functional>
#include <map>
#include <string>
#include <vector>

namespace faultline::fastmode {

// How one definition of a leaving macro ends.
struct LeavingDefinition {
  enum Kind { Returns, CallsNoreturn, Other } kind = Other;
  // Returns: the index of the macro parameter it returns (`return (x)`), or -1 when the returned
  // value names no parameter; then whether that value is a failure result
  // (FailureValues.h's isFailureValue) of a function returning a pointer or an int, and of one
  // returning a truth value.
  int returnedParameter = -1;
  bool failureForValue = false, failureForTruth = false;
  // CallsNoreturn: the function called last (`exit`); whether it is noreturn is decided where
  // the macro is used, with the file's noreturn functions known.
  std::string callee;
};

// Every definition seen of each function-like macro name (object-like definitions of the same
// name count as Other).
using LeavingMacroTable = std::map<std::string, std::vector<LeavingDefinition>, std::less<>>;

// Adds the definitions `tree` gives (anywhere in it, #if branches included) to `out`.
void readLeavingMacros(const SyntaxTree &tree, LeavingMacroTable &out);

// The definitions of the project headers a file includes (ConfigHeaders.h's projectHeaders),
// each header read once per process.
LeavingMacroTable headerLeavingMacros(const std::vector<std::string> &headers);

// Whether every definition of a macro leaves (`isNoreturn` tells which callees never return).
bool allLeave(const std::vector<LeavingDefinition> &definitions,
              const std::function<bool(const std::string &)> &isNoreturn);
// Whether every definition ends in a noreturn call: the macro is noreturn itself.
bool allCallNoreturn(const std::vector<LeavingDefinition> &definitions,
                     const std::function<bool(const std::string &)> &isNoreturn);

} // namespace faultline::fastmode
