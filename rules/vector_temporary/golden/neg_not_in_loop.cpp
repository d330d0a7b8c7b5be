// A large vector built once per call, outside any loop, in a function not called from a loop.
#include <cstddef>
#include <vector>

double one_big_pass(const double *x) {
  std::vector<double> tmp(1 << 20);
  for (std::size_t i = 0; i < tmp.size(); ++i)
    tmp[i] = x[i] * 2.0;
  return tmp[tmp.size() - 1];
}
