// A task started with std::async whose loop builds a 1 MiB std::vector<float> per item: faultline-vector-temporary, with a note that it runs on another thread.
#include <cstddef>
#include <future>
#include <vector>

static float score_batch(const float *const *items, int count) {
  float best = 0;
  for (int i = 0; i < count; ++i) {
    std::vector<float> features(1 << 18); // EXPECT: faultline-vector-temporary
    for (std::size_t k = 0; k < features.size(); k += 1024)
      features[k] = items[i][k / 1024];
    best = features[0] > best ? features[0] : best;
  }
  return best;
}

float score_async(const float *const *items, int count) {
  std::future<float> result = std::async(std::launch::async, score_batch, items, count);
  return result.get();
}
