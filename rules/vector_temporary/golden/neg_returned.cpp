// The vector built in the loop is returned when it matches: it escapes the iteration by return.
#include <cstddef>
#include <vector>

bool fill_from_source(std::vector<char> &dst, int attempt);

std::vector<char> fetch_block(int attempts) {
  for (int a = 0; a < attempts; ++a) {
    std::vector<char> block(1 << 20);
    if (fill_from_source(block, a))
      return block;
  }
  return {};
}
