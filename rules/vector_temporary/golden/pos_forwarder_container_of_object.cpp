// A loop calls the public overload of a function that only times the call of the private one
// (whisper.cpp's whisper_sample_best(ctx) -> whisper_sample_best(ctx->vocab, ...)); the private
// one reserves a vector as long as the vocabulary it is handed, on every call. The public
// overload is a forwarder, and the size is the element count of a parameter's container, so the
// temporary is reported as if the loop called the private function itself
// (faultline-per-call-buffer.md, "Forwarders"; the same depth policy holds for containers).
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

struct FwVocab {
  std::vector<int> ids;
};
struct FwContext {
  FwVocab vocab;
  std::vector<float> probs;
  int64_t sample_us = 0;
};

int64_t fw_time_us();

static int fw_sample_best(const FwVocab &vocab, const float *probs) {
  std::vector<std::pair<double, int>> ranked;
  ranked.reserve(vocab.ids.size()); // EXPECT: faultline-vector-temporary
  for (std::size_t i = 0; i < vocab.ids.size(); ++i)
    ranked.emplace_back(probs[i], vocab.ids[i]);
  int best = 0;
  for (std::size_t i = 1; i < ranked.size(); ++i)
    if (ranked[i].first > ranked[best].first)
      best = static_cast<int>(i);
  return ranked.empty() ? -1 : ranked[best].second;
}

int fw_sample_best(FwContext *ctx) {
  const int64_t start = fw_time_us();
  const int token = fw_sample_best(ctx->vocab, ctx->probs.data());
  ctx->sample_us += fw_time_us() - start;
  return token;
}

int fw_decode(FwContext *ctx, int n_tokens) {
  int last = -1;
  for (int i = 0; i < n_tokens; ++i)
    last = fw_sample_best(ctx);
  return last;
}
