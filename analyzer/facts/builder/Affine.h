// Affine arithmetic on SymbolicValue (multiplier * p + addend), the same in both front ends:
// what a call argument or a size is in terms of one parameter, so that a hot call site with
// constant arguments can resolve it. Every step is overflow-checked; an overflow means "not
// affine", never a wrapped value.
#pragma once

#include "facts/Facts.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace faultline::builder {

enum class AffineOp { Add, Sub, Mul, Shl };

// `sym op k` (or `k op sym` when !symbolicOnLeft). k - n and k << n are not affine sizes; a
// result whose multiplier is not positive is not a size either.
std::optional<facts::SymbolicValue> combineAffine(facts::SymbolicValue sym, AffineOp op, int64_t k,
                                                  bool symbolicOnLeft);

// When exactly one factor is affine in a parameter and the others are constants, the whole size
// is affine in that parameter; record it in `out`. `symbolic(factor)` is the front end's
// evaluator (optional<SymbolicValue>).
template <typename Factors, typename Symbolic>
void affineInParameter(const Factors &factors, uint64_t elementSize, Symbolic symbolic,
                       facts::Size &out) {
  std::optional<facts::SymbolicValue> affine;
  int64_t scale = static_cast<int64_t>(elementSize);
  for (const auto &factor : factors) {
    auto v = symbolic(factor);
    if (!v)
      return;
    if (v->constant) {
      if (__builtin_mul_overflow(scale, *v->constant, &scale))
        return;
      continue;
    }
    if (affine)
      return; // n * m: not affine
    affine = v;
  }
  if (!affine || scale <= 0)
    return;
  int64_t multiplier = 0, addend = 0;
  if (__builtin_mul_overflow(affine->multiplier, scale, &multiplier) ||
      __builtin_mul_overflow(affine->addend, scale, &addend))
    return;
  out.dependsOnParameter = affine->parameter;
  out.parameterMultiplier = multiplier;
  out.parameterAddend = addend;
}

// When exactly two factors are bare parameters (`num * size`, calloc(num, size)) and the others
// constants, the size is their product times those constants; record it in `out` (Size::
// productParameter). An allocator wrapper of that shape (rsync's my_alloc, git's xcalloc) is
// then resolved at each call: its callers pass a constant for one factor (sizeof) nearly always.
// `reader.symbolic(f)` as for affineInParameter; `reader.multiplicands(f)` the two operands of a
// factor that is itself a multiplication (malloc(n * size)), else none.
template <typename Factors, typename Reader>
void productOfParameters(const Factors &factors, uint64_t elementSize, const Reader &reader,
                         facts::Size &out) {
  int parameters[2] = {-1, -1};
  int found = 0;
  int64_t scale = static_cast<int64_t>(elementSize);
  std::vector<typename Factors::value_type> work(factors.begin(), factors.end());
  for (size_t i = 0; i < work.size(); ++i) {
    if (work.size() > 16)
      return; // a long product is no wrapper's size
    auto v = reader.symbolic(work[i]);
    if (!v) {
      auto operands = reader.multiplicands(work[i]);
      if (operands.size() != 2)
        return;
      work.push_back(operands[0]);
      work.push_back(operands[1]);
      continue;
    }
    if (v->constant) {
      if (__builtin_mul_overflow(scale, *v->constant, &scale))
        return;
      continue;
    }
    // Only a parameter as it is: `(n + 1) * size` would need an addend per factor.
    if (v->parameter < 0 || v->multiplier != 1 || v->addend != 0 || found == 2)
      return;
    parameters[found++] = v->parameter;
  }
  if (found != 2 || scale <= 0)
    return;
  out.dependsOnParameter = parameters[0];
  out.productParameter = parameters[1];
  out.productMultiplier = scale;
}

} // namespace faultline::builder
