// A branch for another platform (`#ifdef _WIN32`, `_MSC_VER`, `__APPLE__`, ...) is never
// compiled on the Linux host: the log reopened per message below is Windows-only text, and the
// POSIX branch (one stream for all messages) is what builds. AST mode sees only the configured
// branch; fast mode, which reads every branch of other groups, drops these too
// (analyzer/fastmode/HostConditions.h). Not a finding.
#include <stdio.h>

void log_all(const char *const *messages, int n) {
#if defined(_WIN32) || defined(__CYGWIN__)
  for (int i = 0; i < n; ++i) {
    FILE *log = fopen("c:\\app.log", "a");
    if (!log)
      return;
    fputs(messages[i], log);
    fclose(log);
  }
#else
  FILE *log = fopen("/tmp/app.log", "a");
  if (!log)
    return;
  for (int i = 0; i < n; ++i)
    fputs(messages[i], log);
  fclose(log);
#endif
}

#ifndef _WIN32
int first_byte(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return -1;
  int c = fgetc(f);
  fclose(f);
  return c;
}
#else
int first_bytes_sum(const char *path, int rounds) {
  int sum = 0;
  for (int i = 0; i < rounds; ++i) {
    FILE *f = fopen(path, "rb");
    if (!f)
      return -1;
    sum += fgetc(f);
    fclose(f);
  }
  return sum;
}
#endif
