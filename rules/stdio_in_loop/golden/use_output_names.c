// The predicates of neg_stdout_constant_argument.c: string comparisons with the marks of
// output_marks.h, after null checks (lz4's UTIL_sameString).
#include <string.h>

#include "output_marks.h"

static int same_string(const char *a, const char *b) {
  if (a == NULL)
    return 0;
  if (b == NULL)
    return 0;
  return !strcmp(a, b);
}

int is_stdout(const char *name) { return same_string(name, STDOUT_MARK); }

int is_dev_null(const char *name) { return strcmp(name, DEV_NULL_MARK) == 0; }
