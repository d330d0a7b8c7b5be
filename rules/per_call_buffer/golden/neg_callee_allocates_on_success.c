// The allocation of a 4 MiB scratch buffer made by decode_variant only after its cheap checks
// passed, on the way to `return 0` (the earlier returns are -1). The caller's loop stops at the
// first variant that decodes (`rc = decode_variant(...); if (!rc) break;`), so the buffer is
// made at most once per call of first_decodable, not per iteration. See
// faultline-per-call-buffer.md, "Made only on the callee's success".
#include <stdlib.h>
#include <string.h>

#define SCRATCH_BYTES (4u << 20)

int check_variant(const unsigned char *data, size_t len, int variant);

static int decode_variant(const unsigned char *data, size_t len, int variant, unsigned char *out) {
  if (!data || len == 0)
    return -1;
  if (check_variant(data, len, variant) != 0)
    return -1;
  unsigned char *scratch = malloc(SCRATCH_BYTES);
  if (!scratch)
    return -1;
  memcpy(scratch, data, len < SCRATCH_BYTES ? len : SCRATCH_BYTES);
  out[0] = scratch[0];
  free(scratch);
  return 0;
}

int first_decodable(const unsigned char *data, size_t len, int variants, unsigned char *out) {
  int variant;
  for (variant = 0; variant < variants; variant++) {
    int rc = decode_variant(data, len, variant, out);
    if (!rc)
      break;
  }
  return variant < variants ? variant : -1;
}

// The same callee from a loop that goes on only on failure and jumps out on success.
int first_decodable_jump(const unsigned char *data, size_t len, int variants, unsigned char *out) {
  int variant;
  for (variant = 0; variant < variants; variant++) {
    if (decode_variant(data, len, variant, out) != 0)
      continue;
    goto found;
  }
  return -1;
found:
  return variant;
}
