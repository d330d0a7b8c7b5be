// A per-frame dump behind a developer switch that the project's header sets to 0: `if
// (TRACE_FRAMES)` is a constant-false branch, never run (netpbm's and libcdr's dump switches are
// the same shape). Fast mode reads the header's value, so neither mode reports the fopen.
#include <stdio.h>

#include "trace_switches.h"

long decode_frames(const unsigned char *data, int nframes, int frame_bytes) {
  long sum = 0;
  for (int f = 0; f < nframes; f++) {
    const unsigned char *frame = data + (long)f * frame_bytes;
    for (int i = 0; i < frame_bytes; i++)
      sum += frame[i];
    if (TRACE_FRAMES) {
      FILE *dump = fopen("frame.yuv", "wb");
      if (dump) {
        fwrite(frame, 1, (size_t)frame_bytes, dump);
        fclose(dump);
      }
    }
  }
  return sum;
}
