#include "filter/blur.h"

#include <faultline/gtest.h>

#include <vector>

namespace {
constexpr std::size_t kN = 256 * 1024; // 1 MiB of floats
}

TEST(Blur, AveragesItsNeighbours) {
  filter::Blur blur(5, 1);
  const float in[5] = {0, 3, 6, 9, 12};
  float out[5];
  blur.apply(in, out);
  EXPECT_FLOAT_EQ(out[0], 1.5f);
  EXPECT_FLOAT_EQ(out[2], 6.0f);
  EXPECT_FLOAT_EQ(out[4], 10.5f);
}

// The fault budget: once warm, one call of apply() may take at most 16 minor faults.
TEST(Blur, StaysWithinItsFaultBudget) {
  filter::Blur blur(kN);
  std::vector<float> in(kN, 1.0f), out(kN);
  FAULTLINE_EXPECT_FAULTS_LE_WARM(16, 2, blur.apply(in.data(), out.data()));
}

// The same budget as a scoped guard around each call of a loop (first 2 calls are warm-up).
TEST(Blur, LoopStaysWithinItsFaultBudget) {
  filter::Blur blur(kN);
  std::vector<float> in(kN, 1.0f), out(kN);
  for (int frame = 0; frame < 6; ++frame) {
    FAULTLINE_FAULT_BUDGET_WARM(16, 2);
    blur.apply(in.data(), out.data());
  }
}
