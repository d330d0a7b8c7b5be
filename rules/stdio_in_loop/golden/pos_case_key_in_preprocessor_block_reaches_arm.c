// neg_case_keys_in_preprocessor_blocks.c, except that the build defines WITH_EXPORT and the '>'
// key (write the lines to a file) is a label of the loop's arm inside `#ifdef WITH_EXPORT`: the
// open of the '>' arm runs once per '>' typed in that loop. A label in a preprocessor block still
// reaches the arm.
#include <stdio.h>

#define ctrl(x) (x & 037)
#define KEY_NPAGE 0522
#define KEY_CLEAR 0515
#define WITH_EXPORT 1

int read_key(void);
void show_page(int forward);

static int read_lines(const char *path) {
  FILE *in = fopen(path, "r");
  if (!in)
    return -1;
  int lines = 0;
  for (int c; (c = fgetc(in)) != EOF;)
    lines += c == '\n';
  fclose(in);
  return lines;
}

static int command(int key) {
  switch (key) {
  case ' ':
  case '+':
    show_page(1);
    return 1;
  case '-':
    show_page(0);
    return 1;
  case '>': {
    FILE *out = fopen("found.txt", "w"); // EXPECT: faultline-stdio-in-loop
    if (!out)
      return 0;
    fputs("lines\n", out);
    fclose(out);
    return 1;
  }
  case '<':
    return read_lines("found.txt") >= 0;
  case '\\': // the next key is not a command: the only write of `key`, in an arm of its own
    key = read_key();
    return key != EOF;
  default:
    return 0;
  }
}

int change_mode(void) {
  int changed = 0;
  for (;;) {
    int c = read_key();
    if (c == EOF || c == 'q')
      break;
    switch (c) {
    case ' ':
    case '+':
#ifdef KEY_NPAGE
    case KEY_NPAGE:
#endif
    case '-':
      command(c);
      break;
    case ctrl('L'):
#ifdef WITH_EXPORT
    case '>':
#endif
      command(c);
      break;
    case '*':
      ++changed;
      break;
    default:
      break;
    }
  }
  return changed;
}
