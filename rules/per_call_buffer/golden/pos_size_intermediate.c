// Size through an intermediate function: resample_into mallocs count floats, resample_channel passes its own parameter on, and use_size_args.c calls it with 1 << 18 in a loop.
#include <stdlib.h>

static float resample_into(const float *in, size_t count) {
  float *tmp = malloc(count * sizeof(float)); // EXPECT: faultline-per-call-buffer
  if (!tmp)
    return 0.0f;
  for (size_t i = 0; i < count; ++i)
    tmp[i] = in[i] * 0.5f;
  float last = tmp[count - 1];
  free(tmp);
  return last;
}

float resample_channel(const float *in, size_t frames) {
  return resample_into(in, frames);
}
