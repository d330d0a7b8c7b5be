// What a ZSTD_DStream holds after decoding one whole level-3 frame in one ZSTD_decompressStream call
// (output buffer that holds it) and after decoding the same frame 4 KiB of output at a time: the
// figures behind rules/models/zstd.yaml's ZSTD_createDStream footprint and one-shot-footprint.
//   gcc -O1 bench/models/zstd_dstream_one_shot.c -lzstd -o /tmp/zs && /tmp/zs   (libzstd-dev)
// zstd 1.5.4 (Debian bookworm): one call 95,992 bytes, piecewise 2,586,424 bytes.
#include <zstd.h>
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  size_t n = 4u << 20;
  char *src = malloc(n);
  for (size_t i = 0; i < n; i++) src[i] = "abcdefgh"[rand() % 8];
  size_t bound = ZSTD_compressBound(n);
  char *frame = malloc(bound);
  size_t cs = ZSTD_compress(frame, bound, src, n, 3);
  char *out = malloc(n);
  ZSTD_DStream *d = ZSTD_createDStream();
  ZSTD_initDStream(d);
  ZSTD_inBuffer in = {frame, cs, 0};
  ZSTD_outBuffer o = {out, n, 0};
  size_t r = ZSTD_decompressStream(d, &o, &in);
  printf("one call: ret %zu out %zu sizeof %zu\n", r, o.pos, ZSTD_sizeof_DStream(d));
  ZSTD_freeDStream(d);
  d = ZSTD_createDStream();
  ZSTD_initDStream(d);
  ZSTD_inBuffer in2 = {frame, cs, 0};
  size_t done = 0;
  while (in2.pos < in2.size) {
    ZSTD_outBuffer o2 = {out, 4096, 0};
    ZSTD_decompressStream(d, &o2, &in2);
    done += o2.pos;
  }
  printf("piecewise: out %zu sizeof %zu (zstd %s)\n", done, ZSTD_sizeof_DStream(d), ZSTD_versionString());
  return 0;
}
