// A helper called in a loop whose std::vector holds 256 doubles (2 KiB): small, served from the heap without faults.
#include <cstddef>
#include <vector>

static double median_of_window(const double *values, std::size_t n) {
  std::vector<double> window(256);
  for (std::size_t i = 0; i < n && i < window.size(); ++i)
    window[i] = values[i];
  return window[window.size() / 2];
}

double smooth_series(const double *const *series, int count, std::size_t n) {
  double acc = 0;
  for (int i = 0; i < count; ++i)
    acc += median_of_window(series[i], n);
  return acc;
}
