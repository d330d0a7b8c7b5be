// Evaluator's reading of calls of configured size functions (ExtractOptions::sizeFunctions:
// the library models' `size-functions:` and the user's; facts/builder/SizeFunctionModels.h), as
// analyzer/extract/SizeFunctionCalls.cpp reads them on the Clang side: `ZSTD_CStreamOutSize()`
// is 131,591 bytes, `LZ4_compressBound(n)` is n + n / 255 + 16.
#include "facts/builder/SizeFunctionModels.h"
#include "fastmode/FastSizes.h"

namespace faultline::fastmode {

const extract::SizeFunctionSpec *Evaluator::sizeFunction(NodeRef call) const {
  if (!options || options->sizeFunctions.empty())
    return nullptr;
  const SyntaxTree &t = *call.tree;
  int callee = t.child(call.node, Field::Function);
  // A plain name only: a method or a namespaced function sharing a modelled name is not the
  // library's C function (the Clang side's rule), and neither is a function of this file.
  if (callee < 0 || t[callee].kind != Kind::Identifier)
    return nullptr;
  std::string name(t.text(callee));
  bool definedHere = file.functions.count(name) > 0;
  return builder::configuredSizeFunction(*options, name, name, definedHere);
}

std::optional<int64_t> Evaluator::sizeFunctionValue(NodeRef call, builder::SizeTrace &trace,
                                                    unsigned depth) {
  const extract::SizeFunctionSpec *spec = sizeFunction(call);
  if (!spec)
    return std::nullopt;
  std::optional<int64_t> argument;
  if (int i = builder::boundArgument(*spec); i >= 0) {
    const SyntaxTree &t = *call.tree;
    int args = t.child(call.node, Field::Arguments);
    int a = args >= 0 ? t.firstNamed(args) : -1;
    for (int k = 0; a >= 0 && k < i; ++k)
      a = t.nextNamed(a);
    if (a < 0)
      return std::nullopt;
    argument = evaluate({&t, a}, trace, depth + 1);
    if (!argument)
      return std::nullopt;
  }
  return builder::sizeFunctionResult(*spec, argument, trace);
}

} // namespace faultline::fastmode
