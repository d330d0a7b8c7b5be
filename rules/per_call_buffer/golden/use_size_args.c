// Hot call sites that give the sizes of pos_size_const_arg.c, pos_size_affine_arg.c and pos_size_intermediate.c by constant arguments.
#include <stddef.h>

int scratch_transform(const char *src, size_t n);
double histogram_pass(const double *samples, size_t n);
float resample_channel(const float *in, size_t frames);

double size_args_driver(const char *bytes, const double *samples, const float *audio, int rounds) {
  double acc = 0.0;
  for (int r = 0; r < rounds; ++r) {
    acc += scratch_transform(bytes, 1 << 20);
    acc += histogram_pass(samples, 1 << 17);
    acc += resample_channel(audio, 1 << 18);
  }
  return acc;
}
