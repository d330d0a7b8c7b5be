// fopen/fclose in a helper that use_log_loop.c calls once per record: faultline-stdio-in-loop on the per-call path.
#include <stdio.h>

int append_audit_record(const char *path, int id, double value) {
  FILE *f = fopen(path, "a"); // EXPECT: faultline-stdio-in-loop
  if (!f)
    return -1;
  fprintf(f, "%d %.3f\n", id, value);
  fclose(f);
  return 0;
}
