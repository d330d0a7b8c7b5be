// A debug dump behind a switch the file defaults to 0 (libcdr's `#ifndef DUMP_PREVIEW_IMAGE` /
// `#define DUMP_PREVIEW_IMAGE 0` / `#endif`, then `#if DUMP_PREVIEW_IMAGE` around an fopen of
// one file per preview): the preprocessor drops it unless the build passes
// -DDUMP_PREVIEW_IMAGE=1, so nothing is reported. AST mode follows the compile command; fast
// mode takes the file's default when neither the database nor a config header defines the name
// (docs/fast-mode.md).
#include <stdio.h>

#ifndef DUMP_DECODED_FRAMES
#define DUMP_DECODED_FRAMES 0
#endif

int decode_frames(const unsigned char *const *frames, int count, unsigned length) {
  int decoded = 0;
  for (int i = 0; i < count; ++i) {
#if DUMP_DECODED_FRAMES
    FILE *dump = fopen("decoded-frames.raw", "ab");
    fwrite(frames[i], 1, length, dump);
    fclose(dump);
#endif
    decoded += frames[i][0] != 0;
  }
  return decoded;
}
