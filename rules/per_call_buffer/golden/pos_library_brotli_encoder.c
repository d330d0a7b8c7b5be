// Library model (rules/models/brotli.yaml): a helper that creates and destroys a brotli encoder
// on every call, called per input file (the brotli CLI's shape): faultline-per-call-buffer at
// BrotliEncoderCreateInstance (~60 MiB at the default quality, measured). Prototypes as in
// brotli/encode.h.
#include <stddef.h>
#include <stdint.h>

typedef struct BrotliEncoderStateStruct BrotliEncoderState;
typedef void *(*brotli_alloc_func)(void *opaque, size_t size);
typedef void (*brotli_free_func)(void *opaque, void *address);
BrotliEncoderState *BrotliEncoderCreateInstance(brotli_alloc_func alloc_func,
                                                brotli_free_func free_func, void *opaque);
void BrotliEncoderDestroyInstance(BrotliEncoderState *state);
int BrotliEncoderCompressStream(BrotliEncoderState *s, int op, size_t *available_in,
                                const uint8_t **next_in, size_t *available_out, uint8_t **next_out,
                                size_t *total_out);

static int compress_one(const uint8_t *in, size_t n, uint8_t *out, size_t cap) {
  BrotliEncoderState *s = BrotliEncoderCreateInstance(NULL, NULL, NULL); // EXPECT: faultline-per-call-buffer error
  if (!s)
    return 0;
  int ok = BrotliEncoderCompressStream(s, 2, &n, &in, &cap, &out, NULL);
  BrotliEncoderDestroyInstance(s);
  return ok;
}

int compress_files(const uint8_t *const *files, const size_t *sizes, int count, uint8_t *out,
                   size_t cap) {
  int ok = 1;
  for (int i = 0; i < count; ++i)
    ok &= compress_one(files[i], sizes[i], out, cap);
  return ok;
}
