// A helper that takes its scratch from the xmalloc wrapper and gives it back with xfree, called from a loop in use_wrapper_callers.c: faultline-per-call-buffer at the xmalloc call.
#include <stddef.h>
#include <string.h>

void *xmalloc(size_t n);
void xfree(void *p);

int tokenize_line(const char *line) {
  char *work = xmalloc(512 * 1024); // EXPECT: faultline-per-call-buffer
  strncpy(work, line, 512 * 1024 - 1);
  work[512 * 1024 - 1] = '\0';
  int tokens = 0;
  for (char *t = strtok(work, " \t"); t; t = strtok(NULL, " \t"))
    ++tokens;
  xfree(work);
  return tokens;
}
