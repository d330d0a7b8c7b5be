// std::vector<bool> stores one bit per element, in 64-bit words: a million flags per iteration
// are 125,000 bytes, below glibc's mmap threshold (131,049), however many a byte per element
// would make. Sized by the constructor and by resize alike.
#include <cstddef>
#include <vector>

std::size_t mark_reachable(const int *next, int rounds) {
  std::size_t reached = 0;
  for (int r = 0; r < rounds; ++r) {
    std::vector<bool> seen(1000000);
    for (int i = r % 1000; !seen[static_cast<std::size_t>(i)]; i = next[i])
      seen[static_cast<std::size_t>(i)] = true, ++reached;
  }
  return reached;
}

std::size_t mark_resized(const int *next, int rounds) {
  std::size_t reached = 0;
  for (int r = 0; r < rounds; ++r) {
    std::vector<bool> seen;
    seen.resize(1000000);
    for (int i = r % 1000; !seen[static_cast<std::size_t>(i)]; i = next[i])
      seen[static_cast<std::size_t>(i)] = true, ++reached;
  }
  return reached;
}
