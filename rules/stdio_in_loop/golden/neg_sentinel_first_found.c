// Two free devices searched in two nested loops (uucp's tstuu, issue 10): the first device found
// takes `if (first == -1)`, whose own `first = fd;` (with `fd >= 0` past `if (fd < 0) continue;`)
// makes that test false for good, so its fopen runs once per call although both loops go round
// after it; the second takes the `else`, whose `break` leads to the outer loop's `break` now that
// both are set. serve_pair is tstuu's main: the same search, then a relay loop that never
// returns, which does not make the search's opens repeat. Neither stream is opened per iteration.
// AST mode reads it off the CFG (analyzer/extract/EventStates.cpp), fast mode off the syntax
// (analyzer/fastmode/FastPathFacts.h: the sentinel flag, and the outer test the facts decide);
// pos_sentinel_may_repeat.c holds the shapes that do repeat.
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

void relay(int from, int to);

static void note_name(const char *file, const char *name) {
  fprintf(stderr, "%s: %s\n", file, name);
}

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
