// A single-file library wrapped in an include guard (miniz's `#ifndef MINIZ_HEADER_INCLUDED`)
// switches its buffer sizes with a macro it defines to 0 inside that guard, `#define
// TDEFL_LESS_MEMORY 0`, then declares the sizes in both arms of `#if TDEFL_LESS_MEMORY`. The
// guard's body is always compiled, so the switch is off and the `#else` arm's 256 KiB holds:
// a compressor made and freed per call of the function a loop calls. Fast mode, which reads
// every arm it cannot decide and takes the first one's constants, read 64 KiB here (below
// --min-size) until it took the switch inside an include guard for one at the top (held-out
// set 32's assimp, contrib/zip/src/miniz.h).
#ifndef ZG_LIBRARY_INCLUDED
#define ZG_LIBRARY_INCLUDED
#include <stdlib.h>

#define ZG_LESS_MEMORY 0

#if ZG_LESS_MEMORY
enum { ZG_HASH_SIZE = 64 * 1024 };
#else
enum { ZG_HASH_SIZE = 256 * 1024 };
#endif

typedef struct {
  unsigned char hash[ZG_HASH_SIZE];
  int level;
} zg_compressor;

int zg_deflate(zg_compressor *c, const void *in, size_t n);

int zg_compress_one(const void *in, size_t n) {
  zg_compressor *c = (zg_compressor *)malloc(sizeof(zg_compressor)); // EXPECT: faultline-per-call-buffer
  if (!c)
    return -1;
  int r = zg_deflate(c, in, n);
  free(c);
  return r;
}

int zg_compress_all(const void *const *items, const size_t *sizes, int count) {
  int total = 0;
  for (int i = 0; i < count; i++)
    total += zg_compress_one(items[i], sizes[i]);
  return total;
}
#endif
