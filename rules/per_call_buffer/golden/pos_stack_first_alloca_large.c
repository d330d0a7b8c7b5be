// The heap side of a stack-first pair is still reported when the stack side is not proved small
// (faultline-loop-alloc.md, "Unknown sizes", item 10): a stack side of up to 1 MiB says large
// sizes are expected, and an alloca whose size no test bounds proves nothing. Both helpers are
// called per record of a stream.
#include <alloca.h>
#include <stdlib.h>
#include <string.h>

static int golden_stack_sum(const char *data, size_t len) {
  int sum = 0;
  for (size_t i = 0; i < len; ++i)
    sum += data[i];
  return sum;
}

static int golden_stack_large_side(const char *rec, size_t len) {
  char *copy;
  if (len <= (1u << 20))
    copy = alloca(len);
  else
    copy = malloc(len); // EXPECT: faultline-per-call-buffer note
  memcpy(copy, rec, len);
  int rc = golden_stack_sum(copy, len);
  if (len > (1u << 20))
    free(copy);
  return rc;
}

static int golden_stack_unbounded_side(const char *rec, size_t len, int on_stack) {
  char *copy;
  if (on_stack)
    copy = alloca(len);
  else
    copy = malloc(len); // EXPECT: faultline-per-call-buffer note
  memcpy(copy, rec, len);
  int rc = golden_stack_sum(copy, len);
  if (!on_stack)
    free(copy);
  return rc;
}

int golden_stack_records(const char **recs, size_t len, int n) {
  int sum = 0;
  for (int i = 0; i < n; ++i)
    sum += golden_stack_large_side(recs[i], len) + golden_stack_unbounded_side(recs[i], len, i & 1);
  return sum;
}
