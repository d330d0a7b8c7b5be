// Error reports built on a path that ends in the program's own noreturn function. A project's
// `die()` / `fatal()` is declared noreturn in one of three spellings (an attribute through a
// macro, a trailing GNU attribute, C11 `_Noreturn`); Clang's CFG ends the path at the call,
// and fast mode reads the same declarations in the file. The 1 MiB report is made once, just
// before the program stops, not once per item: no finding. The same report before a function
// that returns still repeats (pos_returning_error_handler.c).
#include <stdlib.h>

#define NORETURN __attribute__((__noreturn__))

NORETURN void die(const char *fmt, ...);
static void fatal(const char *why) __attribute__((noreturn));
_Noreturn void bail(int code);

int fill_report(char *buf, size_t n, int item);
int is_corrupt(int item);

void check_items(int n) {
  for (int i = 0; i < n; i++) {
    if (is_corrupt(i)) {
      char *report = malloc(1 << 20);
      fill_report(report, 1 << 20, i);
      free(report);
      die("item %d is corrupt", i);
    }
  }
}

void check_pairs(int n) {
  for (int i = 0; i + 1 < n; i += 2) {
    if (is_corrupt(i)) {
      char *report = malloc(1 << 20);
      fill_report(report, 1 << 20, i);
      free(report);
      fatal("first of a pair is corrupt");
    }
    if (is_corrupt(i + 1)) {
      char *report = malloc(1 << 20);
      fill_report(report, 1 << 20, i + 1);
      free(report);
      bail(2);
    }
  }
}

static void fatal(const char *why) {
  (void)why;
  abort();
}
