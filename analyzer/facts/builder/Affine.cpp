#include "facts/builder/Affine.h"

namespace faultline::builder {

std::optional<facts::SymbolicValue> combineAffine(facts::SymbolicValue sym, AffineOp op, int64_t k,
                                                  bool symbolicOnLeft) {
  bool ok = true;
  switch (op) {
  case AffineOp::Add:
    ok = !__builtin_add_overflow(sym.addend, k, &sym.addend);
    break;
  case AffineOp::Sub:
    if (!symbolicOnLeft)
      return std::nullopt; // k - n: negative multiplier, not a size
    ok = !__builtin_sub_overflow(sym.addend, k, &sym.addend);
    break;
  case AffineOp::Mul:
    ok = !__builtin_mul_overflow(sym.multiplier, k, &sym.multiplier) &&
         !__builtin_mul_overflow(sym.addend, k, &sym.addend);
    break;
  case AffineOp::Shl:
    // Beyond 40 bits no size is real; the bound also keeps 1 << k defined.
    if (!symbolicOnLeft || k < 0 || k > 40)
      return std::nullopt;
    ok = !__builtin_mul_overflow(sym.multiplier, int64_t(1) << k, &sym.multiplier) &&
         !__builtin_mul_overflow(sym.addend, int64_t(1) << k, &sym.addend);
    break;
  }
  if (!ok || sym.multiplier <= 0)
    return std::nullopt;
  return sym;
}

} // namespace faultline::builder
