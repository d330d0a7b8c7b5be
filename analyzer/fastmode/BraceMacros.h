// Macros that open or close a brace their partner closes or opens. CPython's
//
//   Py_BEGIN_ALLOW_THREADS        // { PyThreadState *_save; _save = PyEval_SaveThread();
//   ZSTD_decompressDCtx(...);
//   Py_END_ALLOW_THREADS          // PyEval_RestoreThread(_save); }
//
// , a project's `#define FOR_EACH_ITEM(l, it) for (it = (l)->first; it; it = it->next) {` ...
// `#define END_FOR_EACH }`, or `#define BEGIN_DECLS extern "C" {`: written as they are, the
// braces do not balance, and tree-sitter loses the function around them (its pieces parse as
// functions named `if`). Fast mode expands these invocations before parsing, as the preprocessor
// would: the definition is taken from the file itself (any `#define` whose replacement does not
// balance its braces), else from a small table of well-known ones whose definition lives in a
// header fast mode does not read (CPython's pairs). Every other macro stays as written.
//
// Positions: an invocation becomes its expansion on the invocation's first line; the lines it
// spanned stay (blank), and when the expansion is not longer than the invocation the text after
// it keeps its column. A longer expansion shifts what follows it on that line only.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace faultline::fastmode {

// Loop-header macros are expanded the same way: a function-like macro whose replacement is a
// `for (...)` or `while (...)` header and nothing else (`#define kmod_list_foreach(e, first) for
// (e = first; e != NULL; e = kmod_list_next(first, e))`), defined in the file or in one of
// `headers` (the project headers it includes, which agree on it), so the statement after the
// invocation parses as the loop's body, as the compiler sees it.
//
// `text` with every invocation of a brace-opening or brace-closing macro or a loop-header macro
// replaced by its expansion; `text` unchanged (and `changed` false) when there is none.
std::string expandBraceMacros(std::string_view text, bool &changed,
                              const std::vector<std::string> &headers = {});

} // namespace faultline::fastmode
