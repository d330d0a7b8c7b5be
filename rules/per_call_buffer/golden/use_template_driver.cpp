// Calls the explicit instantiation sum_window<double> of pos_template_explicit.cpp from a loop.
#include <cstddef>

template <typename T> T sum_window(const T *in, std::size_t n);
extern template double sum_window<double>(const double *, std::size_t);

double sum_all_windows(const double *const *series, int count, std::size_t n) {
  double total = 0;
  for (int i = 0; i < count; ++i)
    total += sum_window<double>(series[i], n);
  return total;
}
