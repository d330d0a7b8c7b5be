// CPython's argument formats as ArgumentParsers.h reads them: which variadic outputs are
// optional, and which keyword each belongs to.
#include "facts/builder/ArgumentParsers.h"

#include <gtest/gtest.h>

using faultline::builder::argumentParser;
using faultline::builder::optionalOutputs;
using faultline::builder::unitOfOutput;

TEST(ArgumentParsers, ShapesOfTheParsers) {
  EXPECT_EQ(argumentParser("PyArg_ParseTupleAndKeywords").firstOutput, 4);
  EXPECT_EQ(argumentParser("PyArg_ParseTupleAndKeywords").format, 2);
  EXPECT_EQ(argumentParser("PyArg_ParseTuple").firstOutput, 2);
  EXPECT_EQ(argumentParser("_PyArg_ParseTupleAndKeywords_SizeT").firstOutput, 4); // PY_SSIZE_T_CLEAN
  EXPECT_EQ(argumentParser("_SizeT").format, -1);
  EXPECT_EQ(argumentParser("sscanf").format, -1); // fills every output it matches: no default
}

TEST(ArgumentParsers, OptionalAfterTheBar) {
  auto o = optionalOutputs("O|ik:copy_stream");
  ASSERT_TRUE(o);
  EXPECT_EQ(*o, (std::vector<bool>{false, true, true}));
  auto k = optionalOutputs("s#|$n");
  ASSERT_TRUE(k);
  EXPECT_EQ(*k, (std::vector<bool>{false, false, true})); // s# takes a pointer and a length
}

TEST(ArgumentParsers, UnitsTakingSeveralOutputs) {
  // O! takes the type and the object, es# the encoding, the buffer and its length.
  auto o = optionalOutputs("O!|es#y*");
  ASSERT_TRUE(o);
  EXPECT_EQ(o->size(), 6u);
  EXPECT_EQ(unitOfOutput("O!|es#y*", 1), 0);
  EXPECT_EQ(unitOfOutput("O!|es#y*", 4), 1);
  EXPECT_EQ(unitOfOutput("O!|es#y*", 5), 2);
  // A tuple is one unit (one keyword) however many outputs it fills.
  EXPECT_EQ(unitOfOutput("(ii)|k", 2), 1);
}

TEST(ArgumentParsers, UnknownUnitsAreNotRead) {
  EXPECT_FALSE(optionalOutputs("O|q"));
  EXPECT_FALSE(optionalOutputs("(ii"));
  EXPECT_EQ(unitOfOutput("O|k", 5), -1);
}
