// A switch the file #undefs outside every group, then tests with `#if`: whatever the build
// passed, the name is undefined there, so the branch is never compiled (recode's task.c:
// `#undef USE_TMPNAM` above `#if USE_TMPNAM` branches that reopen each step's temporary file by
// name; the build keeps one tmpfile() and rewinds it). Clang drops the branch; fast mode does too
// (docs/fast-mode.md, "a macro the file itself defines only to 0 ... or #undefs").
#include <stdio.h>

#undef USE_TMPNAM
#define USE_TMPFILE 1

int run_steps(const char *const *steps, int count, FILE *scratch) {
  int done = 0;
  for (int i = 0; i < count; i++) {
    FILE *out = scratch;
#if USE_TMPNAM
    out = fopen("recode.tmp", "w");
    if (!out)
      return -1;
#endif
#if USE_TMPFILE
    rewind(out);
#endif
    fputs(steps[i], out);
#if USE_TMPNAM
    fclose(out);
#endif
    done++;
  }
  return done;
}
