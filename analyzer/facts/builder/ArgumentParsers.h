// Host-language argument parsers that leave an optional argument's variable alone when the
// caller does not pass it: CPython's PyArg_ParseTuple / PyArg_ParseTupleAndKeywords /
// PyArg_Parse. In
//   size_t outSize = ZSTD_CStreamOutSize();
//   PyArg_ParseTupleAndKeywords(args, kwargs, "O|k", kwlist, &source, &outSize);
// `outSize` is written only when the Python caller passes `write_size`; otherwise it keeps its
// initial value, the default every call that omits the argument allocates with
// (python-zstandard's writers: a 128.5 KiB output buffer per write()). Both size evaluators read
// such a variable as its default and say so in the derivation; a required argument (before `|`)
// is read at run time as any address-taken variable. Python 3.11 docs, "Parsing arguments and
// building values".
#pragma once

#include <optional>
#include <string_view>
#include <vector>

namespace faultline::builder {

// The index of the first variadic argument of a parser `function` (PyArg_ParseTuple: 2,
// PyArg_ParseTupleAndKeywords: 4), and of its format string; -1 when it is no such parser. The
// _SizeT twins PY_SSIZE_T_CLEAN selects count as their public names.
struct ParserShape {
  int format = -1;
  int firstOutput = -1;
};
ParserShape argumentParser(std::string_view function);
// "PyArg_ParseTupleAndKeywords" for its _SizeT twin; other names unchanged.
std::string_view publicParserName(std::string_view function);

// Per variadic argument of a call with this format, whether it belongs to an optional unit
// (after `|` or `$`); nothing when the format holds a unit this reader does not know.
std::optional<std::vector<bool>> optionalOutputs(std::string_view format);

// The unit index (the keyword list's index) of variadic argument `output`, or -1.
int unitOfOutput(std::string_view format, int output);

} // namespace faultline::builder
