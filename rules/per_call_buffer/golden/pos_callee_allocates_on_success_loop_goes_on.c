// neg_callee_allocates_on_success.c with a loop that goes on after a success (it decodes every
// variant that passes): the 4 MiB buffer is made and freed once per successful iteration.
#include <stdlib.h>
#include <string.h>

#define SCRATCH_BYTES (4u << 20)

int check_variant(const unsigned char *data, size_t len, int variant);

static int decode_variant(const unsigned char *data, size_t len, int variant, unsigned char *out) {
  if (!data || len == 0)
    return -1;
  if (check_variant(data, len, variant) != 0)
    return -1;
  unsigned char *scratch = malloc(SCRATCH_BYTES); // EXPECT: faultline-per-call-buffer
  if (!scratch)
    return -1;
  memcpy(scratch, data, len < SCRATCH_BYTES ? len : SCRATCH_BYTES);
  out[variant] = scratch[0];
  free(scratch);
  return 0;
}

int decode_all(const unsigned char *data, size_t len, int variants, unsigned char *out) {
  int decoded = 0;
  for (int variant = 0; variant < variants; variant++) {
    int rc = decode_variant(data, len, variant, out);
    if (rc)
      continue;
    decoded++;
  }
  return decoded;
}
