// An output opener that tests whether the output file exists (fopen, fclose) unless the name
// stands for stdout (`if (is_stdout(name)) ... else ...`, the predicate a string comparison in
// use_output_names.c), called once per input file with that very constant (lz4's
// LZ4IO_openDstFile reached with `stdoutmark`). The constant argument makes the test true on
// this hot path, so the open in the else branch never runs: not a finding. The same mechanism
// as `case` labels a constant argument never selects (neg_switch_other_option.c), for `if`.
#include <stdio.h>

#include "output_marks.h"

int is_stdout(const char *name);
int is_dev_null(const char *name);

static FILE *open_output(const char *name, int overwrite) {
  FILE *f;
  if (is_stdout(name)) {
    f = stdout;
  } else {
    if (!overwrite && !is_dev_null(name)) {
      FILE *existing = fopen(name, "rb");
      if (existing != NULL) {
        fclose(existing);
        return NULL; // not overwritten
      }
    }
    f = fopen(name, "wb");
  }
  return f;
}

static int compress_one(const char *input, const char *output) {
  FILE *out = open_output(output, 0);
  if (out == NULL)
    return 1;
  int written = fputs(input, out) < 0;
  if (out != stdout)
    fclose(out);
  return written;
}

int compress_all_to_stdout(const char *const *inputs, int n) {
  int failed = 0;
  for (int i = 0; i < n; ++i)
    failed += compress_one(inputs[i], STDOUT_MARK);
  return failed;
}
