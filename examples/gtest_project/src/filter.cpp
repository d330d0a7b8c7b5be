#include "filter/blur.h"

namespace filter {

Blur::Blur(std::size_t n, int radius) : n_(n), radius_(radius) {
#ifdef FILTER_REUSE_SCRATCH
  scratch_.resize(n_ + 1);
#endif
}

void Blur::apply(const float *in, float *out) const {
#ifdef FILTER_REUSE_SCRATCH
  std::vector<float> &prefix = scratch_;
#else
  std::vector<float> prefix(n_ + 1); // 1 MiB per call for n = 262144: a fresh mmap when pinned
#endif
  prefix[0] = 0;
  for (std::size_t i = 0; i < n_; ++i)
    prefix[i + 1] = prefix[i] + in[i];
  for (std::size_t i = 0; i < n_; ++i) {
    std::size_t lo = i >= (std::size_t)radius_ ? i - radius_ : 0;
    std::size_t hi = i + radius_ + 1 < n_ ? i + radius_ + 1 : n_;
    out[i] = (prefix[hi] - prefix[lo]) / float(hi - lo);
  }
}

} // namespace filter
