// A vector of 1000 ints (4,000 bytes) per iteration: small, served and reused from the heap.
#include <cstddef>
#include <numeric>
#include <vector>

long prefix_sums(int rounds) {
  long total = 0;
  for (int r = 0; r < rounds; ++r) {
    std::vector<int> v(1000);
    std::iota(v.begin(), v.end(), r);
    total += std::accumulate(v.begin(), v.end(), 0L);
  }
  return total;
}
