// resolveThroughPath (PerCallFindings.h) on facts built by hand: an unknown argument decides
// whether a size affine in the hot function's parameter grows, unless the callee already said
// why it cannot (facts/builder/InlineBuffer.h's fallback of a small local array).
#include "rules/program/PerCallFindings.h"

#include <gtest/gtest.h>

namespace faultline::rules::program {
namespace {

// A size of 4 * parameter 0 bytes, and a path whose one call passes an unknown argument that
// can grow as `argumentGrowth` says.
struct Fixture {
  facts::FunctionFacts caller;
  facts::CallSite call;
  HotPath path;
  facts::Size size;

  explicit Fixture(const std::string &argumentGrowth) {
    caller.name = "loop_over_buffers";
    call.callee = "unreorder";
    call.arguments = {facts::SymbolicValue{}};
    call.argumentGrowth = {argumentGrowth};
    path.calls = {{&caller, &call}};
    size.expression = "num_chans * sizeof(*data)";
    size.dependsOnParameter = 0;
    size.parameterMultiplier = 4;
  }
};

TEST(ResolveThroughPath, AnUnknownArgumentDecidesTheGrowth) {
  Fixture f("returned by 'channels(info)' from the object it is given");
  f.size.growth = "grows with parameter 'num_chans'";
  EXPECT_EQ(resolveThroughPath(f.size, f.path).growth,
            "returned by 'channels(info)' from the object it is given");
  Fixture modest("");
  modest.size.growth = "grows with parameter 'num_chans'";
  EXPECT_EQ(resolveThroughPath(modest.size, modest.path).growth, "");
}

TEST(ResolveThroughPath, ACalleeSizeThatSaysWhyItCannotGrowStaysSo) {
  Fixture f("returned by 'channels(info)' from the object it is given");
  f.size.boundDerivation = "the fallback of 'temp' for sizes beyond the local array 'frame' (64 bytes)";
  facts::Size out = resolveThroughPath(f.size, f.path);
  EXPECT_EQ(out.growth, "");
  EXPECT_EQ(out.boundDerivation, f.size.boundDerivation);
}

TEST(ResolveThroughPath, ACalleeSizeWithNoGrowthAndNoReasonTakesTheArguments) {
  Fixture f("read at run time: 'hdr.channels'");
  EXPECT_EQ(resolveThroughPath(f.size, f.path).growth, "read at run time: 'hdr.channels'");
}

} // namespace
} // namespace faultline::rules::program
