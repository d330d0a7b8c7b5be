// A full-screen browser's key dispatcher: `command(key)` opens a file for the '>' (write the
// lines to a file) and '<' (read lines from a file) keys. Its sub-mode loop hands it only the
// paging and help keys — the labels of the arm around the call — so neither open runs from
// that loop (cscope's changestring loop calling command(c) for ' ', '+', '-', '!', '?'). The
// dispatcher reads a new key into its parameter only in another arm (`case '\\':`), which the
// '>' and '<' arms never see.
#include <stdio.h>

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
    case '-':
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
