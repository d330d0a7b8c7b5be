// Which standard algorithms call their callable per element, and the pseudo-function a call of
// one becomes (PerElementAlgorithms.h).
#include "facts/builder/PerElementAlgorithms.h"

#include <gtest/gtest.h>

using namespace faultline;
using faultline::builder::perElementCallable;

TEST(PerElementAlgorithms, TheCallableIsTheLastArgument) {
  EXPECT_EQ(perElementCallable("std::for_each", 3), 2);
  EXPECT_EQ(perElementCallable("std::for_each", 4), 3); // an execution policy first
  EXPECT_EQ(perElementCallable("std::transform", 4), 3);
  EXPECT_EQ(perElementCallable("std::transform", 5), 4); // the binary form
  EXPECT_EQ(perElementCallable("std::count_if", 3), 2);
  EXPECT_EQ(perElementCallable("std::__1::for_each", 3), 2); // libc++'s inline namespace
}

TEST(PerElementAlgorithms, OthersAreNotModelled) {
  EXPECT_EQ(perElementCallable("std::sort", 3), -1);            // comparisons, not elements
  EXPECT_EQ(perElementCallable("std::ranges::for_each", 2), -1); // a projection may follow
  EXPECT_EQ(perElementCallable("for_each", 3), -1);             // a program's own function
  EXPECT_EQ(perElementCallable("boost::range::for_each", 2), -1);
  EXPECT_EQ(perElementCallable("std::for_each", 1), -1);
}

TEST(PerElementAlgorithms, PseudoFunctionLoopsOverTheCallable) {
  facts::SourceRange at;
  at.file = "/src/rows.cpp";
  at.line = 12;
  at.column = 3;
  facts::FunctionFacts f = builder::perElementFunction("std::for_each", at, "rows::(lambda)", "c:@lambda");
  facts::CallSite call = builder::perElementCall("std::for_each", at);
  EXPECT_TRUE(builder::isPerElementLoop(f));
  EXPECT_EQ(f.name, "std::for_each");
  EXPECT_EQ(call.calleeUsr, f.usr); // the enclosing function's call reaches it
  ASSERT_EQ(f.loops.size(), 1u);
  ASSERT_EQ(f.calls.size(), 1u);
  EXPECT_EQ(f.calls[0].loop, 0);
  EXPECT_EQ(f.calls[0].calleeUsr, "c:@lambda");
  at.line = 13; // another call of the same algorithm is another pseudo-function
  EXPECT_NE(builder::perElementCall("std::for_each", at).calleeUsr, f.usr);
}
