// std::deque<int>(n) sized by its constructor inside the loop (4 MiB of elements per iteration).
#include <cstddef>
#include <deque>

long bfs_rounds(int rounds) {
  const std::size_t n = 1 << 20;
  long sum = 0;
  for (int r = 0; r < rounds; ++r) {
    std::deque<int> frontier(n); // EXPECT: faultline-vector-temporary
    frontier[static_cast<std::size_t>(r) % n] = r;
    sum += frontier.front() + frontier.back();
  }
  return sum;
}
