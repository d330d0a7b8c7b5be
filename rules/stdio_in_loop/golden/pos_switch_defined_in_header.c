// The same per-frame dump with its switch defined in a project header: the name is defined
// somewhere, so fast mode cannot rule the code out, and both modes report the open
// (neg_switch_defined_nowhere.c is the switch no file defines).
#include <stdio.h>

#include "frame_recording.h"

long record_frames(const unsigned char *frames, int nframes, int frame_bytes) {
  long sum = 0;
  for (int f = 0; f < nframes; f++) {
    const unsigned char *frame = frames + (long)f * frame_bytes;
    for (int i = 0; i < frame_bytes; i++)
      sum += frame[i];
#ifdef RECORD_EACH_FRAME_TO_DISK
    FILE *dump = fopen("PFRAME.yuv", "wb"); // EXPECT: faultline-stdio-in-loop
    if (dump) {
      fwrite(frame, 1, (size_t)frame_bytes, dump);
      fclose(dump);
    }
#endif
  }
  return sum;
}
