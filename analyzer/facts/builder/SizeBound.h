// What an unknown size can be, assembled the same way by both size evaluators
// (analyzer/extract/SizeEvaluator, fastmode/FastSizes): an upper bound where one is provable,
// and whether anything in it can grow large. The front ends classify the leaves (a parameter, a
// field, strlen of something, a narrow type); this header combines them through the arithmetic,
// so `dirLen + nameLen + 2` stays a sum of string lengths and `w * h` becomes a product of
// non-constant factors in both modes alike.
//
// The rule (documented in rules/loop_alloc/faultline-loop-alloc.md, "Unknown sizes"):
//  * Large leaves, which can hold any size: an integer parameter (the caller decides), a field
//    reached through a parameter or `this`, a value read at run time (st_size, ftell, lseek, a
//    byte-swapped length field, atoi/strtoul of input, a variable read into through its
//    address), the element count of a container passed in, a count a call reads out of an
//    object it is given a (non-character) pointer to.
//  * Modest leaves, unknown but not plausibly large on their own: string lengths (strlen,
//    .size() of a string: names and paths), counts kept in the function, globals, results of
//    other calls given neither a large integer nor an object.
//  * a sum, difference, quotient, remainder, mask or conditional is as large as its largest
//    part (a remainder or mask no larger than its smallest); a product of two non-constant
//    factors is Large; a Modest value times a constant is Large only when the constant is at
//    least a page (4 KiB: a few dozen items already reach the threshold), so `count *
//    sizeof(void *)` stays Modest.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>

namespace faultline::builder {

struct Magnitude {
  enum Growth { Constant = 0, Modest = 1, Large = 2 };
  Growth growth = Modest;
  std::optional<uint64_t> upper; // proved upper bound; for a Constant, its value
  std::string bound;             // how upper was proved ("'n' is an unsigned short")
  std::string why;               // Large: why it can grow ("grows with parameter 'len'")

  static Magnitude constant(uint64_t v) {
    Magnitude m;
    m.growth = Constant;
    m.upper = v;
    return m;
  }
  static Magnitude modest(std::optional<uint64_t> upper = std::nullopt, std::string bound = {}) {
    Magnitude m;
    m.upper = upper;
    m.bound = std::move(bound);
    return m;
  }
  static Magnitude large(std::string why, std::optional<uint64_t> upper = std::nullopt,
                         std::string bound = {}) {
    Magnitude m;
    m.growth = Large;
    m.why = std::move(why);
    m.upper = upper;
    m.bound = std::move(bound);
    return m;
  }
  bool isConstant() const { return growth == Constant && upper.has_value(); }
};

// A constant factor from which a Modest value times it counts as plausibly large.
inline constexpr uint64_t kLargeUnit = 4096;
// A constant argument from which a function's result counts as plausibly large: a bound or a
// rounding of a buffer size (LZ4_compressBound(8 MiB), ZSTD_compressBound(1 << 20)) is of the
// order of its argument; 128 KiB is glibc's default mmap threshold.
inline constexpr uint64_t kLargeConstantArgument = 128 * 1024;

namespace magnitude {

inline std::string joinBound(const std::string &a, const std::string &b) {
  if (a.empty())
    return b;
  if (b.empty() || a == b)
    return a;
  return a + ", " + b;
}

// The bound of a non-constant result, or the result itself when both are constants.
inline Magnitude result(Magnitude::Growth g, std::optional<uint64_t> upper, std::string bound,
                        std::string why) {
  Magnitude m;
  m.growth = g;
  m.upper = upper;
  m.bound = g == Magnitude::Constant ? std::string() : std::move(bound);
  m.why = g == Magnitude::Large ? std::move(why) : std::string();
  return m;
}

inline const Magnitude &larger(const Magnitude &a, const Magnitude &b) {
  return b.growth > a.growth ? b : a;
}

inline std::optional<uint64_t> addUpper(std::optional<uint64_t> a, std::optional<uint64_t> b) {
  uint64_t out = 0;
  if (!a || !b || __builtin_add_overflow(*a, *b, &out))
    return std::nullopt;
  return out;
}

inline std::optional<uint64_t> mulUpper(std::optional<uint64_t> a, std::optional<uint64_t> b) {
  uint64_t out = 0;
  if (a && *a == 0)
    return 0;
  if (b && *b == 0)
    return 0;
  if (!a || !b || __builtin_mul_overflow(*a, *b, &out))
    return std::nullopt;
  return out;
}

inline std::optional<uint64_t> minUpper(std::optional<uint64_t> a, std::optional<uint64_t> b) {
  if (!a)
    return b;
  if (!b)
    return a;
  return std::min(*a, *b);
}

// a + b (and a | b, a ^ b, which are at most a + b).
inline Magnitude add(const Magnitude &a, const Magnitude &b) {
  const Magnitude &big = larger(a, b);
  return result(big.growth, addUpper(a.upper, b.upper), joinBound(a.bound, b.bound), big.why);
}

// a - b: at most a (unsigned wrap aside: a negative size fails the allocation).
inline Magnitude sub(const Magnitude &a, const Magnitude &b) {
  if (a.isConstant() && b.isConstant())
    return Magnitude::constant(*a.upper >= *b.upper ? *a.upper - *b.upper : 0);
  if (a.isConstant())
    return Magnitude::modest(a.upper, "a constant minus something is at most the constant");
  return result(a.growth, a.upper, a.bound, a.why);
}

// a * b; `textA`/`textB` name the factors for the reason a product can grow.
inline Magnitude mul(const Magnitude &a, const Magnitude &b, const std::string &textA,
                     const std::string &textB) {
  auto upper = mulUpper(a.upper, b.upper);
  std::string bound = joinBound(a.bound, b.bound);
  if (a.isConstant() && b.isConstant())
    return upper ? Magnitude::constant(*upper) : Magnitude::large("a constant beyond 64 bits");
  if (a.growth == Magnitude::Large || b.growth == Magnitude::Large)
    return result(Magnitude::Large, upper, bound, larger(a, b).why);
  if (a.growth == Magnitude::Modest && b.growth == Magnitude::Modest)
    return result(Magnitude::Large, upper, bound,
                  "product of non-constant factors '" + textA + "' and '" + textB + "'");
  // Modest times a constant.
  const Magnitude &k = a.isConstant() ? a : b;
  const std::string &unknownText = a.isConstant() ? textB : textA;
  if (*k.upper >= kLargeUnit)
    return result(Magnitude::Large, upper, bound,
                  "'" + unknownText + "' times " + std::to_string(*k.upper));
  return result(Magnitude::Modest, upper, bound, "");
}

// a / b: at most a.
inline Magnitude div(const Magnitude &a, const Magnitude &b) {
  if (a.isConstant() && b.isConstant() && *b.upper != 0)
    return Magnitude::constant(*a.upper / *b.upper);
  std::optional<uint64_t> upper = a.upper;
  if (upper && b.isConstant() && *b.upper != 0)
    *upper /= *b.upper;
  return result(std::max(a.growth, Magnitude::Modest), upper, a.bound, a.why);
}

// a % b: below b, and at most a.
inline Magnitude rem(const Magnitude &a, const Magnitude &b) {
  if (a.isConstant() && b.isConstant() && *b.upper != 0)
    return Magnitude::constant(*a.upper % *b.upper);
  std::optional<uint64_t> below = b.upper && *b.upper > 0 ? std::optional(*b.upper - 1) : std::nullopt;
  std::string bound = b.isConstant() ? "a remainder modulo " + std::to_string(*b.upper)
                                     : joinBound(a.bound, b.bound);
  const Magnitude &small = b.growth < a.growth ? b : a;
  return result(std::max(std::min(a.growth, b.growth), Magnitude::Modest),
                minUpper(a.upper, below), bound, small.why);
}

// a & b: at most either.
inline Magnitude bitAnd(const Magnitude &a, const Magnitude &b) {
  if (a.isConstant() && b.isConstant())
    return Magnitude::constant(*a.upper & *b.upper);
  std::string bound = b.isConstant()   ? "masked with " + std::to_string(*b.upper)
                      : a.isConstant() ? "masked with " + std::to_string(*a.upper)
                                       : joinBound(a.bound, b.bound);
  const Magnitude &small = b.growth < a.growth ? b : a;
  return result(std::max(std::min(a.growth, b.growth), Magnitude::Modest),
                minUpper(a.upper, b.upper), bound, small.why);
}

// a | b, a ^ b: below the next power of two above both.
inline Magnitude bitOr(const Magnitude &a, const Magnitude &b, bool isXor) {
  if (a.isConstant() && b.isConstant())
    return Magnitude::constant(isXor ? (*a.upper ^ *b.upper) : (*a.upper | *b.upper));
  Magnitude m = add(a, b);
  if (a.upper && b.upper) {
    uint64_t top = std::max(*a.upper, *b.upper);
    uint64_t mask = top ? (~uint64_t(0) >> __builtin_clzll(top)) : 0;
    m.upper = mask;
  }
  return m;
}

// a << b.
inline Magnitude shl(const Magnitude &a, const Magnitude &b, const std::string &textA,
                     const std::string &textB) {
  if (b.isConstant() && *b.upper < 63)
    return mul(a, Magnitude::constant(uint64_t(1) << *b.upper), textA, "1 << " + textB);
  if (a.isConstant() && *a.upper == 0)
    return Magnitude::constant(0);
  return result(Magnitude::Large, std::nullopt, "", "shifted left by '" + textB + "'");
}

// a >> b: at most a shifted by b's smallest value (0 unless b is a constant).
inline Magnitude shr(const Magnitude &a, const Magnitude &b) {
  if (a.isConstant() && b.isConstant())
    return Magnitude::constant(*b.upper > 63 ? 0 : *a.upper >> *b.upper);
  // Every value here fits in 64 bits, so even an unbounded one shifted by k is below 2^(64-k).
  std::optional<uint64_t> upper = a.upper;
  std::string bound = a.bound;
  if (b.isConstant() && *b.upper > 0) {
    upper = *b.upper > 63 ? 0 : upper.value_or(~uint64_t(0)) >> *b.upper;
    bound = joinBound(bound, "shifted right by " + std::to_string(*b.upper));
  }
  return result(std::max(a.growth, Magnitude::Modest), upper, bound, a.why);
}

// c ? a : b, either may run.
inline Magnitude either(const Magnitude &a, const Magnitude &b) {
  if (a.isConstant() && b.isConstant())
    return Magnitude::constant(std::max(*a.upper, *b.upper));
  // `blockSize ? blockSize : 10000000`: one arm is a large constant, so the value reaches it
  // whenever that arm is taken.
  for (const Magnitude *arm : {&a, &b})
    if (arm->isConstant() && *arm->upper >= kLargeConstantArgument) {
      const Magnitude &other = arm == &a ? b : a;
      return Magnitude::large(other.growth == Magnitude::Large ? other.why
                                                               : "can be " + std::to_string(*arm->upper));
    }
  std::optional<uint64_t> upper;
  if (a.upper && b.upper)
    upper = std::max(*a.upper, *b.upper);
  const Magnitude &big = larger(a, b);
  return result(std::max(big.growth, Magnitude::Modest), upper, joinBound(a.bound, b.bound),
                big.why);
}

// min(a, b), MIN(a, b), a < b ? a : b.
inline Magnitude minOf(const Magnitude &a, const Magnitude &b) {
  if (a.isConstant() && b.isConstant())
    return Magnitude::constant(std::min(*a.upper, *b.upper));
  std::string bound = b.isConstant()   ? "the smaller of something and " + std::to_string(*b.upper)
                      : a.isConstant() ? "the smaller of something and " + std::to_string(*a.upper)
                                       : joinBound(a.bound, b.bound);
  const Magnitude &small = b.growth < a.growth ? b : a;
  return result(std::max(std::min(a.growth, b.growth), Magnitude::Modest),
                minUpper(a.upper, b.upper), bound, small.why);
}

// A value converted to (or stored in) a type whose largest value is `max`.
inline Magnitude capAt(Magnitude m, uint64_t max, const std::string &how) {
  if (m.isConstant())
    return m;
  if (!m.upper || *m.upper > max) {
    m.upper = max;
    m.bound = how;
  }
  return m;
}

} // namespace magnitude
} // namespace faultline::builder
