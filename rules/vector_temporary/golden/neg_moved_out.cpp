// Each iteration's 1 MiB vector is moved into an output container: it outlives the iteration.
#include <cstddef>
#include <utility>
#include <vector>

std::vector<std::vector<char>> split_pages(const char *src, int npages) {
  std::vector<std::vector<char>> out;
  for (int p = 0; p < npages; ++p) {
    std::vector<char> page(1 << 20);
    page[0] = src[p];
    out.push_back(std::move(page));
  }
  return out;
}
