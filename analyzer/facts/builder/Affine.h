// Affine arithmetic on SymbolicValue (multiplier * p + addend), the same in both front ends:
// what a call argument or a size is in terms of one parameter, so that a hot call site with
// constant arguments can resolve it. Every step is overflow-checked; an overflow means "not
// affine", never a wrapped value.
#pragma once

#include "facts/Facts.h"

#include <cstdint>
#include <optional>

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

} // namespace faultline::builder
