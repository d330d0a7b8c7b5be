// Hot call sites whose sizes come from local constants: denoise_frame (pos_size_local_const_arg.c) and stats_window (neg_affine_small_arg.c).
#include <stddef.h>

int denoise_frame(const unsigned char *in, unsigned char *out, size_t frame_bytes);
double stats_window(const double *values, size_t n);

double process_video(const unsigned char *const *frames, unsigned char *const *out, const double *stats, int count) {
  const size_t frame = 3 << 19;
  const size_t window = 16;
  double acc = 0;
  for (int i = 0; i < count; ++i) {
    acc += denoise_frame(frames[i], out[i], frame);
    acc += stats_window(stats, window);
  }
  return acc;
}
