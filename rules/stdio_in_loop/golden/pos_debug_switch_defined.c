// The same debug log with the switch turned on in the file itself: both modes see the open, on
// every refresh of every line (neg_debug_switch_log.c is the release build).
#include <stdio.h>

#define DEBUG_REFRESHLINE

static void refresh_line(const char *text) {
#ifdef DEBUG_REFRESHLINE
  FILE *log = fopen("linenoise.debuglog", "a"); // EXPECT: faultline-stdio-in-loop
  if (log) {
    fputs(text, log);
    fclose(log);
  }
#endif
  fputs(text, stdout);
}

void edit_lines(const char **lines, int n) {
  for (int i = 0; i < n; ++i)
    refresh_line(lines[i]);
}
