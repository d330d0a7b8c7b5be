// calloc of 2 MiB (256 Ki doubles) per iteration, freed at the end of the body.
#include <stdlib.h>

double histogram_peak(const int *samples, int nframes, int per_frame) {
  double best = 0.0;
  for (int f = 0; f < nframes; ++f) {
    double *bins = calloc(256 * 1024, sizeof(double)); // EXPECT: faultline-loop-alloc
    if (!bins)
      return -1.0;
    for (int s = 0; s < per_frame; ++s)
      bins[samples[f * per_frame + s] & (256 * 1024 - 1)] += 1.0;
    for (int b = 0; b < 256 * 1024; ++b)
      if (bins[b] > best)
        best = bins[b];
    free(bins);
  }
  return best;
}
