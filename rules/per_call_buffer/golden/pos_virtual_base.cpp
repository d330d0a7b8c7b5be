// Documented policy, positive side: a virtual call reaches the statically named method, so Resampler::process (non-pure, allocating 1 MiB per call) called through a base reference in a loop is reported there.
#include <cstddef>
#include <cstring>

struct Resampler {
  virtual ~Resampler() = default;
  virtual float process(const float *in, std::size_t n) {
    float *tmp = new float[1 << 18]; // EXPECT: faultline-per-call-buffer
    std::memcpy(tmp, in, (n < (1u << 18) ? n : (1u << 18)) * sizeof(float));
    float last = tmp[0];
    delete[] tmp;
    return last;
  }
};

float resample_blocks(Resampler &r, const float *const *blocks, std::size_t n, int count) {
  float acc = 0;
  for (int i = 0; i < count; ++i)
    acc += r.process(blocks[i], n);
  return acc;
}
