// How a `return` reads as failure or success, the same for every fast-mode question that asks
// it (released only on failure: FastFailureReturns.cpp; a retry loop's way out on success:
// FastRetryCodes.cpp). Fast mode's counterpart of analyzer/extract/FailureReturns.cpp's
// isFailureReturn and extract::returnsBoolean.
#pragma once

#include "fastmode/Syntax.h"

namespace faultline::fastmode {

// A function returning a truth value (`bool`, or a type named as one: `BOOL`, `gboolean`,
// `OPJ_BOOL`, or an `int` returning only 0 and 1 and ending in `return 1;`), whose `false` is
// its failure result.
bool returnsBoolean(const SyntaxTree &t, int function);

// `-1`, `-EINVAL`, `NULL`, `nullptr`: the conventional failure results, and `false` (`FALSE`,
// 0) from a function returning a truth value. 0 and anything computed count as success.
bool isFailureValue(const SyntaxTree &t, int value, bool booleanResult);

// The value node of `return` statement `ret`, or -1 for a bare `return;`.
int returnValue(const SyntaxTree &t, int ret);

} // namespace faultline::fastmode
