// A function-local static vector inside the loop body is built once and reused by every iteration.
#include <cstddef>
#include <vector>

double accumulate_static(const double *x, int rounds) {
  double acc = 0.0;
  for (int r = 0; r < rounds; ++r) {
    static std::vector<double> work(1 << 20);
    work[static_cast<std::size_t>(r) % work.size()] = x[r];
    acc += work[static_cast<std::size_t>(r) % work.size()];
  }
  return acc;
}
