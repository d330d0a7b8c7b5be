// A heap block that is only the fallback of a small local array (faultline-loop-alloc.md,
// "Unknown sizes", item 8): the pointer starts at a local array of at most a page and is given
// the heap only for counts beyond it. The author sized the array for the ordinary count (a
// sample frame's channels), so the unknown size is not plausibly large: nothing is reported
// although each helper mallocs and frees per call, called per buffer of a stream.
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

// wavpack's unreorder_channels: sixteen int32s inline, the heap above sixteen channels.
static void golden_unreorder(int32_t *data, const unsigned char *order, int num_chans,
                             int num_samples) {
  int32_t inline_frame[16], *temp = inline_frame;
  if (num_chans > 16)
    temp = malloc(num_chans * sizeof(*data));
  while (num_samples--) {
    for (int chan = 0; chan < num_chans; ++chan)
      temp[chan] = data[order[chan]];
    memcpy(data, temp, num_chans * sizeof(*data));
    data += num_chans;
  }
  if (num_chans > 16)
    free(temp);
}

// A byte array reached through a cast, and a size that is a product of two parameters.
static void golden_reorder_bytes(char *data, const unsigned char *order, int num_chans,
                                 int num_samples, int bytes_per_sample) {
  char inline_bytes[64];
  unsigned char *temp = (unsigned char *)inline_bytes;
  if (num_chans * bytes_per_sample > 64)
    temp = malloc(num_chans * bytes_per_sample);
  while (num_samples--) {
    for (int chan = 0; chan < num_chans; ++chan)
      memcpy(temp + order[chan] * bytes_per_sample, data + chan * bytes_per_sample,
             bytes_per_sample);
    memcpy(data, temp, num_chans * bytes_per_sample);
    data += num_chans * bytes_per_sample;
  }
  if (temp != (unsigned char *)inline_bytes)
    free(temp);
}

void golden_unreorder_stream(int32_t *buffers[], int count, const unsigned char *order,
                             int num_chans, int num_samples) {
  for (int i = 0; i < count; ++i) {
    golden_unreorder(buffers[i], order, num_chans, num_samples);
    golden_reorder_bytes((char *)buffers[i], order, num_chans, num_samples, 4);
  }
}

// The count read out of an object at the call (a Large argument): the callee's fallback still
// decides, the join does not let the argument make the size grow again.
static int64_t golden_sum_frames(const int64_t *frames, int channels) {
  int64_t inline_sums[8], *sums = inline_sums;
  if (channels > 8)
    sums = malloc(channels * sizeof(*sums));
  for (int c = 0; c < channels; ++c)
    sums[c] = frames[c] * 2;
  int64_t total = 0;
  for (int c = 0; c < channels; ++c)
    total += sums[c];
  if (sums != inline_sums)
    free(sums);
  return total;
}

struct golden_stream_info {
  int channels;
  int samples;
};
int golden_stream_channels(const struct golden_stream_info *info);

void golden_sum_object(int32_t *buffers[], int count, const struct golden_stream_info *info) {
  int channels = golden_stream_channels(info);
  for (int i = 0; i < count; ++i)
    golden_sum_frames((const int64_t *)buffers[i], channels);
}
