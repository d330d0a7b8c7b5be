// A 1-D box blur over a signal of n floats, with a scratch buffer of the same size.
#pragma once

#include <cstddef>
#include <vector>

namespace filter {

class Blur {
public:
  explicit Blur(std::size_t n, int radius = 2);
  // out[i] = mean of in[i - radius .. i + radius] (clamped at the edges); in and out hold n floats.
  void apply(const float *in, float *out) const;
  std::size_t size() const { return n_; }

private:
  std::size_t n_;
  int radius_;
#ifdef FILTER_REUSE_SCRATCH
  mutable std::vector<float> scratch_; // the fix: allocated once, reused by every call
#endif
};

} // namespace filter
