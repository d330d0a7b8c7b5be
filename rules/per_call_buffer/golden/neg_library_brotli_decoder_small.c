// Library model (rules/models/brotli.yaml): a brotli decoder instance per call holds ~1 MiB at
// the defaults, measured; created once and reused across the loop it is no finding either way.
// Here it is made once before the loop: nothing to report. Prototypes as in brotli/decode.h.
#include <stddef.h>
#include <stdint.h>

typedef struct BrotliDecoderStateStruct BrotliDecoderState;
typedef void *(*brotli_alloc_func)(void *opaque, size_t size);
typedef void (*brotli_free_func)(void *opaque, void *address);
BrotliDecoderState *BrotliDecoderCreateInstance(brotli_alloc_func alloc_func,
                                                brotli_free_func free_func, void *opaque);
void BrotliDecoderDestroyInstance(BrotliDecoderState *state);
int BrotliDecoderDecompressStream(BrotliDecoderState *s, size_t *available_in,
                                  const uint8_t **next_in, size_t *available_out,
                                  uint8_t **next_out, size_t *total_out);

int decompress_all(const uint8_t *const *files, const size_t *sizes, int count, uint8_t *out,
                   size_t cap) {
  BrotliDecoderState *s = BrotliDecoderCreateInstance(NULL, NULL, NULL);
  if (!s)
    return 0;
  int ok = 1;
  for (int i = 0; i < count; ++i) {
    size_t n = sizes[i], room = cap;
    const uint8_t *in = files[i];
    uint8_t *next = out;
    ok &= BrotliDecoderDecompressStream(s, &n, &in, &room, &next, NULL) == 1;
  }
  BrotliDecoderDestroyInstance(s);
  return ok;
}
