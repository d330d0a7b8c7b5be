// The heap fallback of a local array larger than a page is still reported (faultline-loop-
// alloc.md, "Unknown sizes", item 8): a 64 KiB stack buffer with a malloc for bigger records
// says records are expected to be large, and a pointer that merely later holds a local array (not
// initialised with it) is no fallback either. Both helpers are called per record of a stream.
#include <stdlib.h>
#include <string.h>

static int golden_checksum(const char *data, size_t len) {
  int sum = 0;
  for (size_t i = 0; i < len; ++i)
    sum += data[i];
  return sum;
}

static int golden_copy_large_inline(const char *rec, size_t len) {
  char stack_copy[65536], *copy = stack_copy;
  if (len > sizeof stack_copy)
    copy = malloc(len); // EXPECT: faultline-per-call-buffer note
  if (!copy)
    return -1;
  memcpy(copy, rec, len);
  int rc = golden_checksum(copy, len);
  if (copy != stack_copy)
    free(copy);
  return rc;
}

static int golden_copy_not_initialised(const char *rec, size_t len) {
  char small[16];
  char *copy = malloc(len); // EXPECT: faultline-per-call-buffer note
  if (!copy)
    copy = small;
  memcpy(copy, rec, len < sizeof small ? len : sizeof small);
  int rc = golden_checksum(copy, len);
  if (copy != small)
    free(copy);
  return rc;
}

int golden_copy_records(const char **recs, size_t len, int n) {
  int sum = 0;
  for (int i = 0; i < n; ++i)
    sum += golden_copy_large_inline(recs[i], len) + golden_copy_not_initialised(recs[i], len);
  return sum;
}
