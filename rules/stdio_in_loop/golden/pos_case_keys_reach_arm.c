// neg_case_keys_never_reach_arm.c's dispatcher, called from a loop whose arm admits '>' as well
// as the paging keys: the value reaching `command` may select the arm that opens the file, so
// the open is reported on that loop. A key reassigned inside the switch (`c = read_key()`)
// fixes nothing either: the second call passes any key.
#include <stdio.h>

int read_key(void);
void show_page(int forward);

static int command(int key) {
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
  case '<': {
    FILE *in = fopen("found.txt", "r"); // EXPECT: faultline-stdio-in-loop
    if (!in)
      return 0;
    fclose(in);
    return 1;
  }
  default:
    return 0;
  }
}

void page_mode(void) {
  for (;;) {
    int c = read_key();
    if (c == EOF)
      break;
    switch (c) {
    case ' ':
    case '>':
      command(c);
      break;
    case '\\':
      c = read_key(); // the quoted key: anything
      command(c);
      break;
    default:
      break;
    }
  }
}
