// The facts::Size of an allocation of factor * factor * ... * sizeof(element), assembled the
// same way by both size evaluators (analyzer/extract/SizeEvaluator, fastmode/FastSizes): the
// expression as written, the bytes when every factor is a known non-negative constant, and
// otherwise the parameter it depends on (affinely, when it does).
#pragma once

#include "facts/Facts.h"
#include "facts/builder/Affine.h"

#include <cstdint>
#include <optional>
#include <string>

namespace faultline::builder {

// What evaluating a value found on the way: how (for the derivation) and which parameter it
// depends on when it is not constant.
struct SizeTrace {
  std::string derivation;
  int parameter = -1;
};

// `reader` is the front end's view of one factor:
//   text(f) -> std::string             the factor's source, single-spaced
//   compound(f) -> bool                a binary or conditional expression (needs parentheses)
//   evaluate(f, SizeTrace &) -> std::optional<int64_t>
//   symbolic(f) -> std::optional<facts::SymbolicValue>
template <typename Factors, typename Reader>
facts::Size productSize(const Factors &factors, uint64_t elementSize,
                        const std::string &elementType, const Reader &reader) {
  facts::Size out;
  SizeTrace trace;
  std::optional<uint64_t> bytes = elementSize ? std::optional<uint64_t>(elementSize) : std::nullopt;
  for (const auto &factor : factors) {
    std::string text = reader.text(factor);
    bool compound = reader.compound(factor);
    if (!out.expression.empty())
      out.expression += " * ";
    out.expression += (compound && factors.size() > 1) ? "(" + text + ")" : text;
    auto v = reader.evaluate(factor, trace);
    if (!v || *v < 0 || !bytes || __builtin_mul_overflow(*bytes, static_cast<uint64_t>(*v), &*bytes))
      bytes.reset();
  }
  if (elementSize > 1 || (elementSize == 0 && !elementType.empty())) {
    if (factors.size() == 1 && reader.compound(factors[0]))
      out.expression = "(" + out.expression + ")";
    out.expression += " * sizeof(" + elementType + ")";
  }
  out.bytes = bytes;
  out.derivation = trace.derivation;
  out.dependsOnParameter = bytes ? -1 : trace.parameter;
  if (!bytes)
    affineInParameter(factors, elementSize ? elementSize : 1,
                      [&](const auto &factor) { return reader.symbolic(factor); }, out);
  return out;
}

// A configured allocator (`allocators` in the configuration) whose size is no argument: the
// library-owned footprint the configuration declares, else an unknown size.
facts::Size declaredFootprint(const std::string &allocator, std::optional<uint64_t> footprint);

} // namespace faultline::builder
