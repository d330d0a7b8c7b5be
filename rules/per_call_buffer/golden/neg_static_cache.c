// A helper that caches its 1 MiB scratch buffer in a static and never frees it per call, called from a loop in use_negative_loops.c: allocated once.
#include <stdlib.h>
#include <string.h>

int normalize_record(const char *src, size_t len) {
  static char *cache;
  if (!cache) {
    cache = malloc(1 << 20);
    if (!cache)
      return -1;
  }
  memcpy(cache, src, len < (1u << 20) ? len : (1u << 20));
  return cache[0];
}
