// Standard algorithms that call the callable they are given once per element of a range:
// `std::for_each(v.begin(), v.end(), [&](const Row &r) { std::vector<double> tmp(1 << 17); ... })`
// makes the lambda's vector once per row, as a `for` loop calling it would. The algorithm's own
// loop is in a system header, which faultline does not read, so both front ends model it: the
// algorithm call becomes a call of a pseudo-function holding one loop that calls the callable,
// and the join's hot-path search (rules/program/HotPaths.h) sees the callable as called per
// iteration of that loop. Alike for both front ends; no Clang, no tree-sitter.
#pragma once

#include "facts/Facts.h"

#include <string>
#include <string_view>

namespace faultline::builder {

// The index of the argument that `algorithm` (a qualified name, "std::for_each") calls per
// element, given `argumentCount` arguments, or -1 when it is not such an algorithm. The callable
// is the last argument of each algorithm listed (after an optional execution policy).
int perElementCallable(std::string_view algorithm, size_t argumentCount);

// The pseudo-function of one algorithm call at `at`: one loop (at the call) calling `callee`
// (its display name and the join's key of its definition).
facts::FunctionFacts perElementFunction(const std::string &algorithm, const facts::SourceRange &at,
                                        const std::string &callee, const std::string &calleeUsr);

// The key prefix of such pseudo-functions, and the call the enclosing function makes of one.
inline constexpr char kPerElementPrefix[] = "faultline:per-element:";
facts::CallSite perElementCall(const std::string &algorithm, const facts::SourceRange &at);

// Whether `f` is such a pseudo-function (its name is the algorithm's): findings say the
// algorithm runs the callable per element. Inline: the rules library does not link the builders.
inline bool isPerElementLoop(const facts::FunctionFacts &f) {
  return f.usr.rfind(kPerElementPrefix, 0) == 0;
}

} // namespace faultline::builder
