// std::valarray<double>(n) per iteration: 2 MiB value-initialised on every pass.
#include <cstddef>
#include <valarray>

double energy(const double *samples, int nframes) {
  constexpr std::size_t n = 256 * 1024;
  double e = 0.0;
  for (int f = 0; f < nframes; ++f) {
    std::valarray<double> frame(n); // EXPECT: faultline-vector-temporary
    for (std::size_t i = 0; i < n; ++i)
      frame[i] = samples[i] * f;
    e += (frame * frame).sum();
  }
  return e;
}
