// The counterparts of neg_counter_window_first_pass.c: a counter set back to 0 on every pass
// (`validfile = 0;`) equals 1 on every call, and a counter raised once before the loop (not
// before each call) stays 1 for all of them: the prologue is copied on every iteration.
#include <stdio.h>
#include <string.h>

int validfile = 0;
static int started;

static void copy_prolog(const char *name) {
  char buffer[512];
  size_t nread;
  FILE *fp = fopen(name, "r"); // EXPECT: faultline-stdio-in-loop
  if (!fp)
    return;
  while ((nread = fread(buffer, 1, sizeof buffer, fp)) > 0)
    fwrite(buffer, 1, nread, stdout);
  fclose(fp);
}

static void copy_page(void) {
  FILE *fp = fopen("page.ps", "r"); // EXPECT: faultline-stdio-in-loop
  if (!fp)
    return;
  fputs("%%Page\n", stdout);
  fclose(fp);
}

static void do_calendar(void) {
  if (validfile == 1)
    copy_prolog("prolog.ps");
}

static void do_page(void) {
  if (started == 1)
    copy_page();
}

int main(void) {
  char line[256];
  started++;
  while (fgets(line, sizeof line, stdin)) {
    validfile = 0;
    validfile++;
    do_calendar();
    do_page();
  }
  return 0;
}
