// std::vector<double>(n) with a local constant n = 1 << 20 (8 MiB), zero-filled every iteration.
#include <cstddef>
#include <vector>

double relax(const double *src, int sweeps) {
  const std::size_t n = 1 << 20;
  double residual = 0.0;
  for (int s = 0; s < sweeps; ++s) {
    std::vector<double> next(n); // EXPECT: faultline-vector-temporary warning
    for (std::size_t i = 1; i + 1 < n; ++i)
      next[i] = 0.5 * (src[i - 1] + src[i + 1]);
    residual += next[n / 2];
  }
  return residual;
}
