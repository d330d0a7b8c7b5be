#include "facts/builder/IntegerFacts.h"

#include <algorithm>
#include <limits>

namespace faultline::builder {

namespace {
constexpr int64_t kMin = std::numeric_limits<int64_t>::min(), kMax = std::numeric_limits<int64_t>::max();
} // namespace

std::optional<Relation> relationOf(std::string_view op) {
  if (op == "==") return Relation::Equal;
  if (op == "!=") return Relation::NotEqual;
  if (op == "<") return Relation::Less;
  if (op == "<=") return Relation::LessEqual;
  if (op == ">") return Relation::Greater;
  if (op == ">=") return Relation::GreaterEqual;
  return std::nullopt;
}

Relation mirrored(Relation r) {
  switch (r) {
  case Relation::Less: return Relation::Greater;
  case Relation::LessEqual: return Relation::GreaterEqual;
  case Relation::Greater: return Relation::Less;
  case Relation::GreaterEqual: return Relation::LessEqual;
  default: return r;
  }
}

Relation negated(Relation r) {
  switch (r) {
  case Relation::Equal: return Relation::NotEqual;
  case Relation::NotEqual: return Relation::Equal;
  case Relation::Less: return Relation::GreaterEqual;
  case Relation::LessEqual: return Relation::Greater;
  case Relation::Greater: return Relation::LessEqual;
  case Relation::GreaterEqual: return Relation::Less;
  }
  return r;
}

bool compare(Relation r, int64_t a, int64_t b) {
  switch (r) {
  case Relation::Equal: return a == b;
  case Relation::NotEqual: return a != b;
  case Relation::Less: return a < b;
  case Relation::LessEqual: return a <= b;
  case Relation::Greater: return a > b;
  case Relation::GreaterEqual: return a >= b;
  }
  return false;
}

std::pair<int64_t, int64_t> IntegerFact::range() const {
  switch (kind) {
  case Equal: return {value, value};
  case AtLeast: return {value, kMax};
  case AtMost: return {kMin, value};
  default: return {kMin, kMax};
  }
}

bool IntegerFact::excludes(int64_t k) const {
  if (kind == Unknown)
    return false;
  if (kind == NotEqual)
    return value == k;
  auto [lo, hi] = range();
  return k < lo || k > hi;
}

bool disjoint(IntegerFact a, IntegerFact b) {
  if (a.kind == IntegerFact::Unknown || b.kind == IntegerFact::Unknown)
    return false;
  if (a.kind == IntegerFact::NotEqual || b.kind == IntegerFact::NotEqual) {
    const IntegerFact &other = a.kind == IntegerFact::NotEqual ? b : a;
    int64_t excluded = a.kind == IntegerFact::NotEqual ? a.value : b.value;
    return other.kind == IntegerFact::Equal && other.value == excluded;
  }
  auto [alo, ahi] = a.range();
  auto [blo, bhi] = b.range();
  return ahi < blo || bhi < alo;
}

int holds(IntegerFact f, Relation r, int64_t k) {
  auto [lo, hi] = f.range();
  switch (r) {
  case Relation::Equal: return f.excludes(k) ? 0 : (lo == hi && lo == k) ? 1 : -1;
  case Relation::NotEqual: return f.excludes(k) ? 1 : (lo == hi && lo == k) ? 0 : -1;
  case Relation::Less: return hi < k ? 1 : lo >= k ? 0 : -1;
  case Relation::LessEqual: return hi <= k ? 1 : lo > k ? 0 : -1;
  case Relation::Greater: return lo > k ? 1 : hi <= k ? 0 : -1;
  case Relation::GreaterEqual: return lo >= k ? 1 : hi < k ? 0 : -1;
  }
  return -1;
}

int compareFacts(Relation r, IntegerFact a, IntegerFact b) {
  auto [alo, ahi] = a.range();
  auto [blo, bhi] = b.range();
  switch (r) {
  case Relation::Less: return ahi < blo ? 1 : alo >= bhi ? 0 : -1;
  case Relation::LessEqual: return ahi <= blo ? 1 : alo > bhi ? 0 : -1;
  case Relation::Greater: return alo > bhi ? 1 : ahi <= blo ? 0 : -1;
  case Relation::GreaterEqual: return alo >= bhi ? 1 : ahi < blo ? 0 : -1;
  default: return -1;
  }
}

void narrow(IntegerFact &fact, Relation r, int64_t c) {
  if (r == Relation::Equal) {
    fact = {IntegerFact::Equal, c};
    return;
  }
  if (r == Relation::NotEqual) {
    if (fact.kind == IntegerFact::Unknown)
      fact = {IntegerFact::NotEqual, c};
    else if (fact.kind == IntegerFact::AtLeast && fact.value == c && c != kMax)
      fact.value = c + 1;
    else if (fact.kind == IntegerFact::AtMost && fact.value == c && c != kMin)
      fact.value = c - 1;
    return;
  }
  IntegerFact bound;
  if (r == Relation::Less && c != kMin)
    bound = {IntegerFact::AtMost, c - 1};
  else if (r == Relation::LessEqual)
    bound = {IntegerFact::AtMost, c};
  else if (r == Relation::Greater && c != kMax)
    bound = {IntegerFact::AtLeast, c + 1};
  else if (r == Relation::GreaterEqual)
    bound = {IntegerFact::AtLeast, c};
  else
    return;
  switch (fact.kind) {
  case IntegerFact::Equal:
    return;
  case IntegerFact::AtLeast:
    if (bound.kind == IntegerFact::AtLeast)
      fact.value = std::max(fact.value, bound.value);
    else if (bound.value == fact.value)
      fact = {IntegerFact::Equal, fact.value};
    return;
  case IntegerFact::AtMost:
    if (bound.kind == IntegerFact::AtMost)
      fact.value = std::min(fact.value, bound.value);
    else if (bound.value == fact.value)
      fact = {IntegerFact::Equal, fact.value};
    return;
  case IntegerFact::NotEqual:
    if (bound.value == fact.value) { // `!= 0` and `>= 0`: `>= 1`
      if (bound.kind == IntegerFact::AtLeast && bound.value != kMax)
        ++bound.value;
      else if (bound.kind == IntegerFact::AtMost && bound.value != kMin)
        --bound.value;
    }
    fact = bound;
    return;
  default:
    fact = bound;
  }
}

} // namespace faultline::builder
