// A std::vector<double> of 1 MiB value-initialised in a helper that use_container_calls.cpp calls in a loop: faultline-vector-temporary on the per-call path.
#include <cstddef>
#include <vector>

double spectrum_peak(const double *signal, std::size_t n) {
  std::vector<double> power(1 << 17); // EXPECT: faultline-vector-temporary
  for (std::size_t i = 0; i < n && i < power.size(); ++i)
    power[i] = signal[i] * signal[i];
  double peak = 0;
  for (double p : power)
    peak = p > peak ? p : peak;
  return peak;
}
