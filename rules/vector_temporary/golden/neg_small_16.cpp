// A 16-element vector per iteration is a few bytes from the heap: far below --min-size.
#include <cstddef>
#include <vector>

int small_windows(const int *x, int n) {
  int acc = 0;
  for (int i = 0; i + 16 <= n; i += 16) {
    std::vector<int> w(16);
    for (int j = 0; j < 16; ++j)
      w[static_cast<std::size_t>(j)] = x[i + j];
    acc += w[15] - w[0];
  }
  return acc;
}
