// A different file per item, handed to a decoder library that reads it in blocks
// (`decoder_open(f)`, declared here as a library would declare it in its header; bzlib's
// BZ2_bzReadOpen reads 5,000-byte freads). The only character traffic this function sees is
// one peek per decoded stream (fgetc + ungetc at a stream's end, as multi-stream decoders do):
// a loop that hands the stream to another function per iteration moves records, and the peek
// is not piecewise use. Not reported (nor a note).
#include <stdio.h>

struct decoder;
struct decoder *decoder_open(FILE *in, int *err);
int decoder_read(struct decoder *d, void *buf, int len);
void decoder_close(struct decoder *d);

long decode_files(const char *const *paths, int n, FILE *out) {
  long total = 0;
  char chunk[5000];
  for (int i = 0; i < n; ++i) {
    FILE *in = fopen(paths[i], "rb");
    if (!in)
      continue;
    for (;;) {
      int err = 0;
      struct decoder *d = decoder_open(in, &err);
      if (!d)
        break;
      int got;
      while ((got = decoder_read(d, chunk, sizeof chunk)) > 0) {
        fwrite(chunk, 1, (size_t)got, out);
        total += got;
      }
      decoder_close(d);
      int c = fgetc(in); // another stream follows?
      if (c == EOF)
        break;
      ungetc(c, in);
    }
    fclose(in);
  }
  return total;
}
