// `v = std::vector<char>(n)` in the loop with v declared outside: each assignment frees the old
// block and value-initialises a fresh 1 MiB one.
#include <cstddef>
#include <vector>

std::size_t rebuild(const char *src, int rounds) {
  std::vector<char> v;
  std::size_t acc = 0;
  for (int r = 0; r < rounds; ++r) {
    v = std::vector<char>(1 << 20); // EXPECT: faultline-vector-temporary
    v[static_cast<std::size_t>(r)] = src[r];
    acc += static_cast<unsigned char>(v[static_cast<std::size_t>(r)]);
  }
  return acc;
}
