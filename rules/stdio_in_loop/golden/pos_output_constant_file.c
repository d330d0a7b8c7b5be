// The opener of neg_stdout_constant_argument.c reached once per line with a constant that is
// not the stdout mark: the predicates are false for it, so the existence test in the else
// branch runs on every call, and it opens the same file each time.
#include <stdio.h>

int is_stdout(const char *name);
int is_dev_null(const char *name);

static FILE *open_log_output(const char *name, int overwrite) {
  FILE *f;
  if (is_stdout(name)) {
    f = stdout;
  } else {
    if (!overwrite && !is_dev_null(name)) {
      FILE *existing = fopen(name, "rb"); // EXPECT: faultline-stdio-in-loop
      if (existing != NULL) {
        fclose(existing);
        return NULL;
      }
    }
    f = fopen(name, "ab");
  }
  return f;
}

static int append_one(const char *line, const char *log) {
  FILE *out = open_log_output(log, 0);
  if (out == NULL)
    return 1;
  int failed = fputs(line, out) < 0;
  if (out != stdout)
    fclose(out);
  return failed;
}

int append_all(const char *const *lines, int n) {
  int failed = 0;
  for (int i = 0; i < n; ++i)
    failed += append_one(lines[i], "run.log");
  return failed;
}
