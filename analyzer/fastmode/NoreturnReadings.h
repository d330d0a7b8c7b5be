// Which functions of a file do not return, read off its tree-sitter syntax (fast mode's side of
// Clang's noreturn attribute and of extract/InferredNoReturn.cpp).
#pragma once

#include "fastmode/Syntax.h"

#include <set>
#include <string>
#include <vector>

namespace faultline::fastmode {

// The functions `tree`'s declarations and definitions declare noreturn (`__attribute__((noreturn))`,
// `_Noreturn`, `[[noreturn]]`, a NORETURN-like macro), and those it defines with no `return` and a
// last statement calling such a function (to a fixed point): what collectFileScope puts in
// FileScope::noreturnFunctions, and what fast mode reads from the project headers a file
// includes (HeaderNoreturns.h).
void collectNoreturnFunctions(const SyntaxTree &tree, std::set<std::string, std::less<>> &out);

// What one function definition of a file says about returning: read within the file for
// FileScope::noreturnFunctions, and across the files of a run by ProjectNoreturns.h.
struct NoreturnReading {
  std::string name;       // its plain identifier (`die`)
  bool fileScope = false; // not in a namespace, class or function: other files may call it
  bool isStatic = false;  // `static`: no other file calls it
  std::string lastCall;   // no `return` in the body, whose last statement calls this name
};
std::vector<NoreturnReading> noreturnReadings(const SyntaxTree &tree);

} // namespace faultline::fastmode
