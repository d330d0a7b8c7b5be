// A default-constructed vector that receives a handful of push_backs per iteration: small.
#include <cstddef>
#include <vector>

int collect_even(const int *x, int nrows) {
  int acc = 0;
  for (int r = 0; r < nrows; ++r) {
    std::vector<int> evens;
    for (int j = 0; j < 8; ++j)
      if (x[r * 8 + j] % 2 == 0)
        evens.push_back(x[r * 8 + j]);
    acc += static_cast<int>(evens.size());
  }
  return acc;
}
