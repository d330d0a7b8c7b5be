// neg_case_keys_never_reach_arm.c's dispatcher, except that it reads a new key into its
// parameter before the switch when given the escape key: the switch then tests a key the
// caller never chose, so the caller's labels (' ' and ESC) fix nothing and the '>' arm's open is
// reported on the caller's loop.
#include <stdio.h>

#define ESC 27

int read_key(void);
void show_page(int forward);

static int command(int key) {
  if (key == ESC)
    key = read_key(); // an escape sequence: the key after it
  switch (key) {
  case ' ':
    show_page(1);
    return 1;
  case '>': {
    FILE *out = fopen("found.txt", "w"); // EXPECT: faultline-stdio-in-loop
    if (!out)
      return 0;
    fputs("lines\n", out);
    fclose(out);
    return 1;
  }
  default:
    return 0;
  }
}

void browse(void) {
  for (;;) {
    int c = read_key();
    if (c == EOF)
      break;
    switch (c) {
    case ' ':
    case ESC:
      command(c);
      break;
    default:
      break;
    }
  }
}
