// A real vector-temporary case suppressed with NOLINT(faultline-vector-temporary).
#include <cstddef>
#include <vector>

std::size_t suppressed(int rounds) {
  std::size_t acc = 0;
  for (int r = 0; r < rounds; ++r) {
    std::vector<char> a(1 << 20); // NOLINT(faultline-vector-temporary)
    acc += a.size() + static_cast<std::size_t>(r);
  }
  return acc;
}
