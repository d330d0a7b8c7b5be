// A product-size allocator wrapper whose product is cast before it reaches malloc:
// `malloc((size_t)(nmemb * size))` (libwebp's WebPSafeMalloc). The cast to a 64-bit integer
// keeps the product, so each call is sized by its two arguments: a 1 MiB hash table
// (HASH_SIZE int32s) allocated and freed per call of fill_hash_chain, once per pass.
#include <stdint.h>
#include <stdlib.h>

#define HASH_BITS 18
#define HASH_SIZE (1 << HASH_BITS)

void *safe_malloc(uint64_t nmemb, size_t size) {
  if (nmemb == 0 || size == 0 || nmemb > (1ULL << 34) / size)
    return NULL;
  return malloc((size_t)(nmemb * size));
}

static int fill_hash_chain(const uint32_t *argb, int n, int32_t *chain) {
  int32_t *first = (int32_t *)safe_malloc(HASH_SIZE, sizeof(*first)); // EXPECT: faultline-per-call-buffer
  if (!first)
    return 0;
  for (int i = 0; i < HASH_SIZE; i++)
    first[i] = -1;
  for (int i = 0; i < n; i++) {
    uint32_t h = (argb[i] * 0x1e35a7bdu) >> (32 - HASH_BITS);
    chain[i] = first[h];
    first[h] = i;
  }
  free(first);
  return 1;
}

int encode_passes(const uint32_t *argb, int n, int32_t *chain, int passes) {
  int ok = 1;
  for (int p = 0; p < passes && ok; p++)
    ok = fill_hash_chain(argb, n, chain);
  return ok;
}
