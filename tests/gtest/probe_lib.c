/* The code under test of fl_gtest_probe: a per-call scratch buffer (faultline-per-call-buffer),
 * 1 MiB malloc + memset + free. Compiled at -O0 with volatile pointers so no optimiser deletes
 * the triple (DESIGN.md). test_gtest.py finds the allocation by its marker comment. */
#include <stdlib.h>
#include <string.h>

__attribute__((noinline)) void probe_scratch(size_t bytes) {
  char *volatile buf = malloc(bytes); /* PROBE_SCRATCH */
  memset(buf, 1, bytes);
  free(buf);
}

__attribute__((noinline)) void probe_touch_fresh(size_t bytes) {
  static char *volatile keep;
  keep = malloc(bytes); /* PROBE_LEAK */
  memset(keep, 1, bytes); /* never freed: no site charge, but the process faults */
}
