// A stream opened here and handed to another function is recorded as a non-piecewise op named
// after that function (facts/builder/StreamEvents.h, handedOverStream); queries and positioning
// (ferror, ftell, fseek), stdio's own calls and streams not opened here are not hand-overs.
#include <stdio.h>

struct decoder;
struct decoder *decoder_open(FILE *in, int *err);
void consume(FILE *in);

void handoff(const char *path, FILE *given) {
  FILE *f = fopen(path, "rb");
  int err = 0;
  for (int i = 0; i < 3; ++i) {
    decoder_open(f, &err);
    if (ferror(f) || ftell(f) < 0 || fseek(f, 0, SEEK_SET))
      break;
    consume(given);
    fgetc(f);
  }
  fclose(f);
}
// CHECK-LABEL: function handoff
// CHECK: op decoder_open 14:5 stream=f@11:9 loop=0
// CHECK-NEXT: op fgetc 18:5 stream=f@11:9 piecewise loop=0
