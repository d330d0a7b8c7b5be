// new char[n] / delete[] of 1 MiB in every iteration.
#include <cstddef>
#include <cstring>

std::size_t count_matches(const char *const *docs, const std::size_t *lens, int ndocs, char c) {
  std::size_t matches = 0;
  for (int d = 0; d < ndocs; ++d) {
    char *copy = new char[1 << 20]; // EXPECT: faultline-loop-alloc
    std::size_t n = lens[d] < (1u << 20) ? lens[d] : (1u << 20);
    std::memcpy(copy, docs[d], n);
    for (std::size_t i = 0; i < n; ++i)
      matches += copy[i] == c;
    delete[] copy;
  }
  return matches;
}
