// A function that hands its parameter to an initialiser only under a test is no initialiser: on
// the other path it sets nothing (the window stays the caller's, made once before the loop).
// The loop below frees and re-creates nothing per iteration.
#include <stdlib.h>

struct condlog {
  unsigned char *window;
  int lazy;
};

static int condlog_open(struct condlog *log) {
  log->window = malloc(4 << 20);
  return log->window != NULL;
}

static int condlog_begin(struct condlog *log) {
  if (!log->lazy)
    return condlog_open(log);
  return 1;
}

static void condlog_end(struct condlog *log) { free(log->window); }

long condlog_read(struct condlog *log);

long condlog_all(struct condlog *logs, int count) {
  long total = 0;
  for (int i = 0; i < count; ++i) {
    if (condlog_begin(&logs[i]))
      total += condlog_read(&logs[i]);
    condlog_end(&logs[i]);
  }
  return total;
}
