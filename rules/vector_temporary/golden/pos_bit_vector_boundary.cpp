// std::vector<bool> stores one bit per element, in 64-bit words: 1 << 20 flags are 131,072
// bytes, just above glibc's mmap threshold (131,049), so a bitmap of a million entries per
// iteration is mmapped and unmapped every time.
#include <cstddef>
#include <vector>

std::size_t count_marked(const int *next, int rounds) {
  std::size_t reached = 0;
  for (int r = 0; r < rounds; ++r) {
    std::vector<bool> seen(1 << 20); // EXPECT: faultline-vector-temporary
    for (int i = r % 1000; !seen[static_cast<std::size_t>(i)]; i = next[i])
      seen[static_cast<std::size_t>(i)] = true, ++reached;
  }
  return reached;
}
