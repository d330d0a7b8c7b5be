// The element count is a parameter: size unknown statically but it grows with the argument, so it is
// reported, at severity note (low confidence) unless --unknown-sizes=warn.
#include <cstddef>
#include <vector>

double average_windows(const double *x, std::size_t window, int nwindows) {
  double acc = 0.0;
  for (int w = 0; w < nwindows; ++w) {
    std::vector<double> buf(window); // EXPECT: faultline-vector-temporary note
    for (std::size_t i = 0; i < window; ++i)
      buf[i] = x[i] * w;
    acc += buf.empty() ? 0.0 : buf.back();
  }
  return acc;
}
