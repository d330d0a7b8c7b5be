// Sentinels along the CFG (analyzer/extract/EventStates.cpp, PathValues.h; uucp's tstuu, issue
// 10). Two free devices searched in two nested loops: the first device found takes
// `if (first == -1)`, whose own `first = fd;` (with `fd >= 0` past `if (fd < 0) continue;`) makes
// that test false for good, so its fopen runs once per call although both loops go round after
// it; the second takes the `else`, whose `break` leads to the outer loop's `break` now that both
// are set. serve_pair is tstuu's main: the same search, then a relay loop that never returns,
// which does not make the search's opens repeat. first_unchecked and each_pair repeat: the value
// stored may be -1, or the sentinel is set back each pass (rules/stdio_in_loop/golden/
// pos_sentinel_may_repeat.c; the first two are rules/stdio_in_loop/golden/
// neg_sentinel_first_found.c, which checks the finding in both modes).
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

void relay(int from, int to);

static void note_name(const char *file, const char *name) {
  fprintf(stderr, "%s: %s\n", file, name);
}

// CHECK-LABEL: function open_pair
// CHECK: open fopen {{[0-9]+}}:{{[0-9]+}} stream=e@{{[0-9:]+}} loop=-1
// CHECK: open fopen {{[0-9]+}}:{{[0-9]+}} stream=e@{{[0-9:]+}} loop=-1
int open_pair(int *second) {
  int first = -1, other = -1;
  char name[32];
  for (const char *bank = "pqrs"; *bank != '\0'; ++bank) {
    for (int i = 0; i < 16; i++) {
      int fd;
      FILE *e;
      snprintf(name, sizeof name, "/dev/pty%c%x", *bank, i);
      fd = open(name, O_RDWR);
      if (fd < 0)
        continue;
      if (first == -1) {
        first = fd;
        e = fopen("/var/tmp/pair/first", "w");
        if (e == NULL)
          exit(EXIT_FAILURE);
        note_name("first", name);
        fputs(name, e);
        fclose(e);
      } else {
        other = fd;
        e = fopen("/var/tmp/pair/second", "w");
        if (e == NULL)
          exit(EXIT_FAILURE);
        fputs(name, e);
        fclose(e);
        break;
      }
    }
    if (first != -1 && other != -1)
      break;
  }
  *second = other;
  return first;
}

// CHECK-LABEL: function serve_pair
// CHECK: open fopen {{[0-9]+}}:{{[0-9]+}} stream=e@{{[0-9:]+}} loop=-1
// CHECK: open fopen {{[0-9]+}}:{{[0-9]+}} stream=e@{{[0-9:]+}} loop=-1
// CHECK: call relay {{.*}} loop=1
int serve_pair(void) {
  int first = -1, other = -1;
  char name[32];
  for (int i = 0; i < 16; i++) {
    int fd;
    FILE *e;
    snprintf(name, sizeof name, "/dev/ptyq%x", i);
    fd = open(name, O_RDWR);
    if (fd < 0)
      continue;
    if (first == -1) {
      first = fd;
      e = fopen("/var/tmp/pair/first", "w");
      if (e == NULL)
        exit(EXIT_FAILURE);
      fputs(name, e);
      fclose(e);
    } else {
      other = fd;
      e = fopen("/var/tmp/pair/second", "w");
      if (e == NULL)
        exit(EXIT_FAILURE);
      fputs(name, e);
      fclose(e);
      break;
    }
  }
  if (first == -1 || other == -1)
    exit(EXIT_FAILURE);
  for (;;)
    relay(first, other);
}

// CHECK-LABEL: function first_unchecked
// CHECK: open fopen {{[0-9]+}}:{{[0-9]+}} stream=e@{{[0-9:]+}} loop=0
int first_unchecked(const char *const *names, int n) {
  int first = -1;
  for (int i = 0; i < n; i++) {
    int fd = open(names[i], O_RDWR);
    if (first == -1) {
      first = fd;
      FILE *e = fopen("/var/tmp/pair/first", "w");
      if (e) {
        fputs(names[i], e);
        fclose(e);
      }
    }
  }
  return first;
}

// CHECK-LABEL: function each_pair
// CHECK: open fopen {{[0-9]+}}:{{[0-9]+}} stream=e@{{[0-9:]+}} loop=0
int each_pair(const char *const *names, int n) {
  int first = -1, opened = 0;
  for (int i = 0; i < n; i++) {
    int fd = open(names[i], O_RDWR);
    if (fd < 0)
      continue;
    if (first == -1) {
      first = fd;
      FILE *e = fopen("/var/tmp/pair/first", "w");
      if (e) {
        fputs(names[i], e);
        fclose(e);
      }
    }
    opened++;
    close(first);
    first = -1;
  }
  return opened;
}
