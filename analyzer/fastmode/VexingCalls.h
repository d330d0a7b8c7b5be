// Calls that tree-sitter reads as parameter declarations (the most vexing parse).
#pragma once

#include "fastmode/Syntax.h"

namespace faultline::fastmode {

// Inside a function body, `std::unique_ptr<S, D> p(create(), destroy);` and
// `std::unique_ptr<S, decltype(F) *> p(F_create(nullptr, nullptr), F);` parse as a local
// function `p` taking parameters of types `create()` and `destroy`: tree-sitter cannot tell a
// function name from a type name. Clang can, and makes them a variable constructed from a call.
// This rewrites such a declaration's parameter list in place into the argument list Clang sees:
// a parameter `NAME(ARGS)` (a type followed by an abstract function declarator) becomes a
// call, a bare parameter `NAME` an identifier (`nullptr` the null literal). Only lists holding
// at least one such call are rewritten, so `std::vector<char> v(n)` keeps the shape the readers
// of sizes already take (FastExprShapes.cpp). C++ only; nodes the rewrite unlinks stay in the
// array, inside their old parent's index range, as kind Other.
void rewriteVexingCalls(SyntaxTree &tree);

} // namespace faultline::fastmode
