// The facts::Size of an allocation of factor * factor * ... * sizeof(element), assembled the
// same way by both size evaluators (analyzer/extract/SizeEvaluator, fastmode/FastSizes): the
// expression as written, the bytes when every factor is a known non-negative constant, and
// otherwise the parameter it depends on (affinely, when it does).
#pragma once

#include "facts/Facts.h"
#include "facts/builder/Affine.h"
#include "facts/builder/SizeBound.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace faultline::builder {

// What evaluating a value found on the way: how (for the derivation) and which parameter it
// depends on when it is not constant.
struct SizeTrace {
  std::string derivation;
  int parameter = -1;
};

// Keeps what `m` says about an unknown size in `out`: a bound worth quoting (below 1 TiB, so a
// 64-bit type's range is not one) and the reason it can grow.
inline void recordMagnitude(const Magnitude &m, facts::Size &out) {
  if (m.upper && *m.upper < (uint64_t(1) << 40)) {
    out.upperBound = m.upper;
    out.boundDerivation = m.bound;
  }
  if (m.growth == Magnitude::Large)
    out.growth = m.why;
}

// `reader` is the front end's view of one factor:
//   text(f) -> std::string             the factor's source, single-spaced
//   compound(f) -> bool                a binary or conditional expression (needs parentheses)
//   evaluate(f, SizeTrace &) -> std::optional<int64_t>
//   symbolic(f) -> std::optional<facts::SymbolicValue>
//   magnitude(f) -> Magnitude          an upper bound and whether it can grow (SizeBound.h)
//   multiplicands(f) -> vector<factor> the two operands of a multiplication, else empty
//   fieldKey(f) -> std::string         the key of the integer field `f` reads (`ctx->n`), or ""
//                                      (facts::FieldStore::field)
//
// An unknown product of one field read and known constants (`PyMem_Malloc(self->outSize)`,
// `malloc(ctx->blocks * sizeof(int))`) records the field and the constant multiplier
// (Size::fieldKey): the join sizes it from the values the program stores in that field.
// `values`: each factor's value as productSize evaluated it.
template <typename Factors, typename Reader>
void fieldFactor(const Factors &factors, const std::vector<std::optional<int64_t>> &values,
                 uint64_t elementSize, const Reader &reader, facts::Size &out) {
  std::string key;
  int64_t multiplier = elementSize ? static_cast<int64_t>(elementSize) : 1;
  size_t i = 0;
  for (const auto &factor : factors) {
    if (const std::optional<int64_t> &v = values[i++]; v && *v >= 0) {
      if (__builtin_mul_overflow(multiplier, *v, &multiplier))
        return;
      continue;
    }
    std::string field = reader.fieldKey(factor);
    if (field.empty() || !key.empty())
      return; // not a field, or a second unknown factor
    key = std::move(field);
  }
  if (key.empty() || multiplier <= 0)
    return;
  out.fieldKey = std::move(key);
  out.fieldMultiplier = multiplier;
}

template <typename Factors, typename Reader>
facts::Size productSize(const Factors &factors, uint64_t elementSize,
                        const std::string &elementType, const Reader &reader) {
  facts::Size out;
  SizeTrace trace;
  std::optional<uint64_t> bytes = elementSize ? std::optional<uint64_t>(elementSize) : std::nullopt;
  std::vector<std::optional<int64_t>> values; // per factor, for fieldFactor
  for (const auto &factor : factors) {
    std::string text = reader.text(factor);
    bool compound = reader.compound(factor);
    if (!out.expression.empty())
      out.expression += " * ";
    out.expression += (compound && factors.size() > 1) ? "(" + text + ")" : text;
    auto v = reader.evaluate(factor, trace);
    values.push_back(v);
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
  if (!bytes && (elementSize != 0 || elementType.empty()))
    fieldFactor(factors, values, elementSize, reader, out);
  if (!bytes)
    affineInParameter(factors, elementSize ? elementSize : 1,
                      [&](const auto &factor) { return reader.symbolic(factor); }, out);
  // A sizeof the evaluator could not size is no known constant factor.
  if (!bytes && out.parameterMultiplier == 0 && (elementSize != 0 || elementType.empty()))
    productOfParameters(factors, elementSize ? elementSize : 1, reader, out);
  if (!bytes) {
    // The bound and the growth of the whole product (see SizeBound.h).
    Magnitude whole = elementSize ? Magnitude::constant(elementSize) : Magnitude::modest();
    std::string wholeText = elementSize > 1 ? "sizeof(" + elementType + ")" : std::string();
    bool first = elementSize <= 1;
    for (const auto &factor : factors) {
      std::string text = reader.text(factor);
      whole = first ? reader.magnitude(factor)
                    : magnitude::mul(reader.magnitude(factor), whole, text, wholeText);
      wholeText = first ? text : text + " * " + wholeText;
      first = false;
    }
    if (elementSize == 0 && !elementType.empty()) // sizeof(T) of a type we cannot size: >= 1
      whole = magnitude::mul(whole, Magnitude::modest(), out.expression, "sizeof(" + elementType + ")");
    recordMagnitude(whole, out);
  }
  return out;
}

// A configured allocator (`allocators` in the configuration) whose size is no argument: the
// library-owned footprint the configuration declares, else an unknown size.
facts::Size declaredFootprint(const std::string &allocator, std::optional<uint64_t> footprint);

// productSize, and when the product is large only through the results of calls given an
// object: which calls (Size::growthCalls; the join clears the growth when they all return
// string lengths). `deferredCalls` is the evaluator's switch: while it points at a list, its
// magnitude reads such a call as modest and appends the callee's key there. Both size
// evaluators call this; the second evaluation is skipped inside a deferred one.
template <typename Factors, typename Reader>
facts::Size productSizeNamingCalls(const Factors &factors, uint64_t elementSize,
                                   const std::string &elementType, const Reader &reader,
                                   std::vector<std::string> *&deferredCalls) {
  facts::Size out = productSize(factors, elementSize, elementType, reader);
  if (out.growth.empty() || deferredCalls)
    return out;
  std::vector<std::string> keys;
  deferredCalls = &keys;
  facts::Size again = productSize(factors, elementSize, elementType, reader);
  deferredCalls = nullptr;
  if (again.growth.empty() && !keys.empty()) {
    std::sort(keys.begin(), keys.end());
    keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
    out.growthCalls = std::move(keys);
  }
  return out;
}

} // namespace faultline::builder
