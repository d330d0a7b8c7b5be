// How a `return` reads as failure or success, the same for every fast-mode question that asks
// it (released only on failure: FastFailureReturns.cpp; a retry loop's way out on success:
// FastRetryCodes.cpp). Fast mode's counterpart of analyzer/extract/FailureReturns.cpp's
// isFailureReturn and extract::returnsBoolean.
#pragma once

#include "fastmode/Syntax.h"

#include <cstdint>
#include <functional>
#include <optional>

namespace faultline::fastmode {

// A function returning a truth value (`bool`, or a type named as one: `BOOL`, `gboolean`,
// `OPJ_BOOL`, or an `int` returning only 0 and 1 and ending in `return 1;`), whose `false` is
// its failure result.
bool returnsBoolean(const SyntaxTree &t, int function);

// The integer value of an expression node when the file and its project headers tell it (a
// literal, an object-like macro, an enumerator), for error codes returned by name.
using ValueOf = std::function<std::optional<int64_t>(int)>;

// How a function's `return` values read: its result is a truth value (returnsBoolean), or an
// `int` (a constant in [2^31, 2^32) converts to a negative one: libisofs's `#define
// ISO_ZLIB_COMPR_ERR 0xE830FEA4`); `valueOf`, when given, values names.
struct ResultReading {
  bool boolean = false;
  bool integer = false;
  const ValueOf *valueOf = nullptr;
};

// Whether `function`'s declared result type is `int` (ResultReading::integer).
bool returnsInt(const SyntaxTree &t, int function);

// `-1`, `-EINVAL`, `NULL`, `nullptr`, a name whose value is negative (`ERR_NOMEM` for `#define
// ERR_NOMEM (-5)`, with `reading.valueOf`): the conventional failure results, and `false`
// (`FALSE`, 0) from a function returning a truth value. `(r->err = V)` reads as V. 0 and anything
// computed count as success.
bool isFailureValue(const SyntaxTree &t, int value, const ResultReading &reading);
inline bool isFailureValue(const SyntaxTree &t, int value, bool booleanResult) {
  return isFailureValue(t, value, ResultReading{booleanResult, false, nullptr});
}

// The value node of `return` statement `ret`, or -1 for a bare `return;`.
int returnValue(const SyntaxTree &t, int ret);

} // namespace faultline::fastmode
