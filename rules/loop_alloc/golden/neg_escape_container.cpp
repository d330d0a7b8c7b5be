// Blocks are pushed into a container that outlives the loop and freed later: they escape.
#include <cstdlib>
#include <cstring>
#include <vector>

std::vector<char *> make_pool(int n) {
  std::vector<char *> pool;
  pool.reserve(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) {
    char *block = static_cast<char *>(std::malloc(1 << 20));
    if (!block)
      break;
    std::memset(block, 0, 1 << 20);
    pool.push_back(block);
  }
  return pool;
}

void free_pool(std::vector<char *> &pool) {
  for (char *p : pool)
    std::free(p);
  pool.clear();
}
