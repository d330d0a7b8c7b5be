// lzlib's lzlib.c (issue 10, session 29) is a unity build: it includes cbuffer.c, then
// encoder_base.h, then encoder.h, and encoder_base.h's records use `struct Circular_buffer`,
// which only cbuffer.c defines; encoder.h's 330 KiB `struct LZ_encoder` nests them three levels
// deep. Fast mode now reads a header record it could not lay out on its own once more with all
// of the file's headers as one text, in include order, and follows records nested that deep, so
// the encoder made and freed per file is found in both modes (here as the loop's block).
#include <stdlib.h>

#include "unity_ring.h"
#include "unity_coder_base.h"
#include "unity_coder.h"

struct Coder *coder_open(void) {
  struct Coder *coder = (struct Coder *)malloc(sizeof(struct Coder));
  return coder;
}

void coder_close(struct Coder *coder) { free(coder); }

int compress_files(const char *const *names, int count) {
  int done = 0;
  for (int i = 0; i < count; i++) {
    struct Coder *coder = coder_open(); // EXPECT: faultline-loop-alloc warning
    if (!coder)
      return -1;
    done += names[i] != 0;
    coder_close(coder);
  }
  return done;
}
