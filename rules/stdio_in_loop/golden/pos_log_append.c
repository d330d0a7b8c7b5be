// A logger that opens the log in append mode, writes one line and closes it, for every event.
#include <stdio.h>

void log_events(const char *log_path, const char *const *events, int n) {
  for (int i = 0; i < n; ++i) {
    FILE *log = fopen(log_path, "a"); // EXPECT: faultline-stdio-in-loop
    if (!log)
      return;
    fprintf(log, "event %d: %s\n", i, events[i]);
    fclose(log);
  }
}
