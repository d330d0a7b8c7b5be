// Two local flags that do not make a call run once (neg_local_once_flag.c is the one that does):
// in next_records the flag is cleared again inside the loop, so the guarded call runs on every
// record after a separator; in scan_files the flag is declared inside the outer loop, so the
// guarded call runs once per file (the finding names the outer loop, not the loop over characters). Both open and close a stream per call: stdio-in-loop.
#include <stdio.h>

int read_record(char *buf, int size);
int is_separator(const char *buf);

static int log_line(const char *line) {
  FILE *log = fopen("/var/log/records.log", "a"); // EXPECT: faultline-stdio-in-loop
  if (!log)
    return -1;
  fputs(line, log);
  fclose(log);
  return 0;
}

int next_records(void) {
  char buf[256];
  int seen = 0;
  int count = 0;
  while (read_record(buf, sizeof buf) > 0) {
    if (!seen) {
      log_line(buf);
      seen = 1;
    }
    if (is_separator(buf))
      seen = 0;
    count++;
  }
  return count;
}

static int note_file(const char *name) {
  FILE *out = fopen("/var/log/files.log", "a"); // EXPECT: faultline-stdio-in-loop
  if (!out)
    return -1;
  fputs(name, out);
  fclose(out);
  return 0;
}

int scan_files(const char **names, int count) {
  int matched = 0;
  for (int i = 0; i < count; i++) {
    int noted = 0;
    for (const char *p = names[i]; *p; p++) {
      if (*p != '.')
        continue;
      if (!noted) {
        note_file(names[i]);
        noted = 1;
        matched++;
      }
    }
  }
  return matched;
}
