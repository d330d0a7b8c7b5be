// The Clang front end's reading of a standard algorithm call that runs a callable per element
// (facts/builder/PerElementAlgorithms.h): which function or lambda it calls. The walker makes
// the enclosing function's call of the algorithm's pseudo-function; the extractor adds the
// pseudo-function itself, so both must read the call alike: this is that one reading.
#pragma once

#include "extract/Locations.h"
#include "facts/Facts.h"

#include "clang/AST/Expr.h"

#include <optional>
#include <string>

namespace faultline::extract {

struct PerElementCall {
  std::string algorithm; // "std::for_each"
  facts::SourceRange at; // the algorithm call
  std::string callee;    // the callable's display name ("sum_rows(lambda at line 12)")
  std::string calleeUsr; // its key for the join
};

// Set when `call` is such an algorithm and its callable is a lambda, a local variable
// initialised with one, or a function named directly, outside system headers. A generic lambda
// counts through its one instantiation, which exists only when the program also calls it
// directly: the algorithm's body, where it would be instantiated, is in a system header whose
// bodies the extractor skips (FactsConsumer::shouldSkipFunctionBody). Anything else (a function
// object, std::function) is not followed.
std::optional<PerElementCall> perElementCall(const clang::CallExpr *call, Locations &locations);

} // namespace faultline::extract
