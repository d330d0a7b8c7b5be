// A per-frame dump to a file, opened and closed for every frame, but under a switch that no file
// of the project defines and no build file mentions (ppmtompeg's `#ifdef BLEAHBLEAH`, zlib's
// `#ifdef MAKECRCH` in the copies projects carry): no build compiles it. AST mode sees the
// build's macros; fast mode, which cannot, reads the whole project's definitions and build files
// for the name (docs/fast-mode.md, "Switches defined nowhere").
#include <stdio.h>

long encode_frames(const unsigned char *frames, int nframes, int frame_bytes) {
  long sum = 0;
  for (int f = 0; f < nframes; f++) {
    const unsigned char *frame = frames + (long)f * frame_bytes;
    for (int i = 0; i < frame_bytes; i++)
      sum += frame[i];
#ifdef DUMP_PFRAMES_TO_DISK
    FILE *dump = fopen("PFRAME.yuv", "wb");
    if (dump) {
      fwrite(frame, 1, (size_t)frame_bytes, dump);
      fclose(dump);
    }
#endif
  }
  return sum;
}
