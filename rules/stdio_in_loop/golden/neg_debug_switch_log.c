// A debug log opened and closed on every refresh of the line editor, but only in a build with
// -DDEBUG_REFRESHLINE (jimtcl's linenoise.c): a release build has no such open. AST mode sees the
// build's macros; fast mode, which cannot, drops code under a debugging or test switch that the
// file never defines (docs/fast-mode.md).
#include <stdio.h>

static void refresh_line(const char *text) {
#ifdef DEBUG_REFRESHLINE
  FILE *log = fopen("linenoise.debuglog", "a");
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
