// remind's rem2ps (issue 10, held-out set 12): main counts the calendars it reads in a global,
// `validfile++; DoPsCal();`, and DoPsCal copies the user's prologue file through a fresh stream
// only `if (validfile == 1)`: for the first calendar. The counter only ever rises (no `=`, no
// `--` anywhere in the file) and rises right before every call of the function holding the
// test, so the test holds on one call: the open runs once per run, not once per calendar. The
// same with the rise in the test itself (`++pages == 1`) or in the function body (`== 0`
// before `seen++`).
#include <stdio.h>
#include <string.h>

int validfile = 0;
static int pages;
static int seen;
static const char *user_prolog = "prolog.ps";

void do_calendar(const char *line);

static void copy_prolog(void) {
  char buffer[512];
  size_t nread;
  FILE *fp = fopen(user_prolog, "r");
  if (!fp)
    return;
  while ((nread = fread(buffer, 1, sizeof buffer, fp)) > 0)
    fwrite(buffer, 1, nread, stdout);
  fclose(fp);
}

static void write_header(void) {
  FILE *fp = fopen("header.ps", "r");
  if (!fp)
    return;
  fputs("%!PS\n", stdout);
  fclose(fp);
}

static void write_setup(void) {
  FILE *fp = fopen("setup.ps", "r");
  if (!fp)
    return;
  fputs("%%BeginSetup\n", stdout);
  fclose(fp);
}

void do_calendar(const char *line) {
  char month[40];
  sscanf(line, "%39s", month);
  if (validfile == 1) {
    copy_prolog();
  }
  if (++pages == 1)
    write_header();
  printf("(%s) show\n", month);
}

static void do_page(void) {
  if (seen == 0)
    write_setup();
  seen++;
  puts("showpage");
}

int main(void) {
  char line[256];
  while (fgets(line, sizeof line, stdin)) {
    if (strcmp(line, "# rem2ps begin\n") != 0)
      continue;
    validfile++;
    do_calendar(line);
    do_page();
  }
  printf("%%%%Pages: %d\n", validfile);
  return validfile ? 0 : 1;
}
