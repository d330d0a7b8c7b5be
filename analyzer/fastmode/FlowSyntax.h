// Syntax-tree shapes that FastControlFlow.cpp, FastRetryCodes.cpp, FastStatusLoops.cpp,
// FastEdgeIterations.cpp and the once shapes share. Internal to
// analyzer/fastmode: defined in FastControlFlow.cpp (typeOf inline).
#pragma once

#include "fastmode/Syntax.h"

#include <string_view>

namespace faultline::fastmode::flow {

inline std::string_view typeOf(const SyntaxTree &t, int n) {
  return n >= 0 ? std::string_view(t[n].type) : "";
}

// `#if`, `#ifdef`, `#elif`, `#elifdef`, `#else`: a block of code the preprocessor may leave out.
inline bool isPreprocessorBlock(std::string_view type) {
  return type == "preproc_if" || type == "preproc_ifdef" || type == "preproc_elif" ||
         type == "preproc_elifdef" || type == "preproc_else";
}

// A statement child of a block: named, not a comment, not a preprocessor alternative.
bool isStatementChild(const SyntaxTree &t, int c);

// The last statement of a block (its last named child that is not a comment), or -1.
int lastStatement(const SyntaxTree &t, int block);

// Whether a statement is a `return`, or a block whose last statement is one (`{ ...; return x; }`).
bool endsInReturn(const SyntaxTree &t, int s);

// The expression of an if/while/switch condition: `(x)` or a C++ condition_clause.
int conditionValue(const SyntaxTree &t, int cond);

// Whether statement `s` may go to the next pass of the loop around it without finishing: a
// `continue` of that loop (not of a loop nested in `s`), or any goto.
bool mayContinue(const SyntaxTree &t, int s);

} // namespace faultline::fastmode::flow
