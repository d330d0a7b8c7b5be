// A vector declared in the body and filled with assign(n, 0): 4 MiB written per iteration.
#include <cstddef>
#include <vector>

int count_visited(const int *edges, int nqueries) {
  constexpr std::size_t nodes = 1 << 20;
  int visited = 0;
  for (int q = 0; q < nqueries; ++q) {
    std::vector<int> seen;
    seen.assign(nodes, 0); // EXPECT: faultline-vector-temporary
    seen[static_cast<std::size_t>(edges[q]) % nodes] = 1;
    visited += seen[static_cast<std::size_t>(q) % nodes];
  }
  return visited;
}
