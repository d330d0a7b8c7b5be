// What a path knows of one integer variable, and how a comparison with a constant reads it:
// shared by the Clang side's PathValues (analyzer/extract/PathValues.h, along CFG paths) and
// fast mode's PathFacts (analyzer/fastmode/FastPathFacts.h, on the straight path), so both front
// ends narrow a fact and decide a test the same way.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <utility>

namespace faultline::builder {

// The relations a test compares an integer with: `x == c`, `x != c`, `x < c`, ...
enum class Relation : uint8_t { Equal, NotEqual, Less, LessEqual, Greater, GreaterEqual };

// "==", "!=", "<", "<=", ">", ">=" (C's spelling); nothing for any other operator.
std::optional<Relation> relationOf(std::string_view op);
// `c < x` read as `x > c`.
Relation mirrored(Relation r);
// What holds on the false edge of `x r c`.
Relation negated(Relation r);
// `a r b` on two known values.
bool compare(Relation r, int64_t a, int64_t b);

// Nothing, `== value`, `!= value`, `>= value`, `<= value`.
struct IntegerFact {
  enum Kind : uint8_t { Unknown, Equal, NotEqual, AtLeast, AtMost } kind = Unknown;
  int64_t value = 0;

  bool operator==(const IntegerFact &o) const { return kind == o.kind && (kind == Unknown || value == o.value); }
  bool operator<(const IntegerFact &o) const {
    return kind != o.kind ? kind < o.kind : kind != Unknown && value < o.value;
  }
  // The values the fact allows, as a closed interval (`!=` and nothing: the whole range).
  std::pair<int64_t, int64_t> range() const;
  // Whether no value the fact allows equals k.
  bool excludes(int64_t k) const;
};

// Whether no value satisfies both facts (`== 3` and `!= 3`, `>= 0` and `== -1`).
bool disjoint(IntegerFact a, IntegerFact b);
// Whether every value `f` allows satisfies `x r k` (1), none does (0), or some do (-1).
int holds(IntegerFact f, Relation r, int64_t k);
// A relational `a r b` over every pair of values the two facts allow: 1 or 0 when all agree,
// else -1 (equality relations: -1; `disjoint` answers those).
int compareFacts(Relation r, IntegerFact a, IntegerFact b);
// `fact` narrowed by `x r c` also holding: `==` makes it that value; `!=` excludes c (a bound at
// c moves past it); a bound tightens a bound of the same side, meets the other side's at one
// value as an equality, and replaces `!=` (moved past its value) or nothing. Where both cannot be
// kept one is (sound: each holds).
void narrow(IntegerFact &fact, Relation r, int64_t c);

} // namespace faultline::builder
