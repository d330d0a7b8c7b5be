// The integer facts both front ends share (IntegerFacts.h): how a test narrows what a path knows,
// and which tests a fact decides.
#include "facts/builder/IntegerFacts.h"

#include <gtest/gtest.h>

#include <limits>

using faultline::builder::IntegerFact;
using faultline::builder::Relation;
namespace builder = faultline::builder;

TEST(IntegerFacts, RelationsMirrorAndNegate) {
  EXPECT_EQ(builder::relationOf("<="), Relation::LessEqual);
  EXPECT_FALSE(builder::relationOf("&&").has_value());
  EXPECT_EQ(builder::mirrored(Relation::Less), Relation::Greater); // `0 < x` is `x > 0`
  EXPECT_EQ(builder::mirrored(Relation::Equal), Relation::Equal);
  EXPECT_EQ(builder::negated(Relation::Less), Relation::GreaterEqual);
  EXPECT_EQ(builder::negated(Relation::NotEqual), Relation::Equal);
}

TEST(IntegerFacts, NarrowKeepsTheTighterBound) {
  IntegerFact f;
  builder::narrow(f, Relation::GreaterEqual, 0); // `if (om < 0) continue;` then
  EXPECT_EQ(f, (IntegerFact{IntegerFact::AtLeast, 0}));
  builder::narrow(f, Relation::Greater, 3);
  EXPECT_EQ(f, (IntegerFact{IntegerFact::AtLeast, 4}));
  builder::narrow(f, Relation::LessEqual, 4); // both bounds meet at one value
  EXPECT_EQ(f, (IntegerFact{IntegerFact::Equal, 4}));
  builder::narrow(f, Relation::Less, 100); // an equality stays
  EXPECT_EQ(f, (IntegerFact{IntegerFact::Equal, 4}));
}

TEST(IntegerFacts, NarrowExcludesAValue) {
  IntegerFact f;
  builder::narrow(f, Relation::NotEqual, 0); // `if (v)` taken
  EXPECT_EQ(f, (IntegerFact{IntegerFact::NotEqual, 0}));
  builder::narrow(f, Relation::GreaterEqual, 0); // `!= 0` and `>= 0`: `>= 1`
  EXPECT_EQ(f, (IntegerFact{IntegerFact::AtLeast, 1}));
  builder::narrow(f, Relation::NotEqual, 1);
  EXPECT_EQ(f, (IntegerFact{IntegerFact::AtLeast, 2}));
  IntegerFact top{IntegerFact::AtLeast, std::numeric_limits<int64_t>::max()};
  builder::narrow(top, Relation::NotEqual, std::numeric_limits<int64_t>::max()); // no overflow
  EXPECT_EQ(top.value, std::numeric_limits<int64_t>::max());
  IntegerFact bottom;
  builder::narrow(bottom, Relation::Less, std::numeric_limits<int64_t>::min()); // no bound below min
  EXPECT_EQ(bottom.kind, IntegerFact::Unknown);
}

TEST(IntegerFacts, HoldsDecidesOnlyWhatEveryValueAgreesOn) {
  IntegerFact atLeastZero{IntegerFact::AtLeast, 0};
  EXPECT_EQ(builder::holds(atLeastZero, Relation::Equal, -1), 0); // `x == -1` with x >= 0
  EXPECT_EQ(builder::holds(atLeastZero, Relation::NotEqual, -1), 1);
  EXPECT_EQ(builder::holds(atLeastZero, Relation::Less, 0), 0);
  EXPECT_EQ(builder::holds(atLeastZero, Relation::Greater, 5), -1);
  EXPECT_EQ(builder::holds(IntegerFact{IntegerFact::Equal, 7}, Relation::Equal, 7), 1);
  EXPECT_EQ(builder::holds(IntegerFact{IntegerFact::NotEqual, 7}, Relation::Equal, 7), 0);
  EXPECT_EQ(builder::holds(IntegerFact{}, Relation::Equal, 7), -1);
}

TEST(IntegerFacts, DisjointAndRanges) {
  EXPECT_TRUE(builder::disjoint({IntegerFact::Equal, 3}, {IntegerFact::NotEqual, 3}));
  EXPECT_TRUE(builder::disjoint({IntegerFact::AtLeast, 0}, {IntegerFact::Equal, -1}));
  EXPECT_FALSE(builder::disjoint({IntegerFact::AtLeast, 0}, {IntegerFact::AtMost, 0}));
  EXPECT_FALSE(builder::disjoint({IntegerFact::NotEqual, 1}, {IntegerFact::NotEqual, 2}));
  EXPECT_FALSE(builder::disjoint({}, {IntegerFact::Equal, 1}));
  EXPECT_EQ(builder::compareFacts(Relation::Less, {IntegerFact::AtMost, 2}, {IntegerFact::AtLeast, 3}), 1);
  EXPECT_EQ(builder::compareFacts(Relation::Less, {IntegerFact::AtMost, 3}, {IntegerFact::AtLeast, 3}), -1);
  EXPECT_EQ(builder::compareFacts(Relation::GreaterEqual, {IntegerFact::Equal, 1}, {IntegerFact::AtLeast, 2}), 0);
  EXPECT_EQ(builder::compareFacts(Relation::Equal, {IntegerFact::Equal, 1}, {IntegerFact::Equal, 1}), -1);
}
