// Article 002's matcher: each search thread runs this loop and builds a 131,049-byte scratch
// vector per gallery entry; with 96 threads the kernel time dwarfed the search itself.
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <vector>

struct Template {
  const std::uint8_t *data;
  std::size_t size;
};

int best_match(const Template &probe, const Template *gallery, std::size_t n) {
  int best = -1;
  std::size_t best_score = 0;
  for (std::size_t i = 0; i < n; ++i) {
    std::vector<std::uint8_t> scratch(131049, 0); // EXPECT: faultline-vector-temporary
    std::size_t len = gallery[i].size < scratch.size() ? gallery[i].size : scratch.size();
    std::memcpy(scratch.data(), gallery[i].data, len);
    std::size_t score = 0;
    for (std::size_t j = 0; j < len && j < probe.size; ++j)
      score += scratch[j] == probe.data[j];
    if (score > best_score) {
      best_score = score;
      best = static_cast<int>(i);
    }
  }
  return best;
}
