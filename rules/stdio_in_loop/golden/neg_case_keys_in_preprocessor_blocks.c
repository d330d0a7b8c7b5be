// neg_case_keys_never_reach_arm.c's dispatcher, with the sub-mode loop's arms written as cscope's
// changestring writes them: some labels only where the curses header defines the key
// (`#ifdef KEY_NPAGE` / `case KEY_NPAGE:` / `#endif`), and an arm whose statements follow such an
// `#endif`. Every label that reaches the calls is a paging, redraw or help key, never '>' or '<',
// so neither open runs from that loop. Fast mode counts the labels in preprocessor blocks (the
// build can only leave some out) and reads the statements after an `#endif` as the arm's.
#include <stdio.h>

#define ctrl(x) (x & 037)
#define KEY_NPAGE 0522
#define KEY_CLEAR 0515

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
    FILE *out = fopen("found.txt", "w");
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
#ifdef KEY_CLEAR
    case KEY_CLEAR:
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
