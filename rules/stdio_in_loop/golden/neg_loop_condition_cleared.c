// screen's MarkProcess (issue 10): copy mode reads keys in `while (in_mark && (inlen /* ||
// extrap */))`, and the key that leaves it with "write the buffer" calls WriteFile and then
// clears `in_mark`: the loop ends after that iteration, so the open runs once per copy-mode
// session, not once per key. Every write of the flag in the body clears it, so nothing sets it
// back. (Fast mode reads the loop's test without its comment.)
#include <stdio.h>

static int write_exchange_file(const char *path, const char *text) {
  FILE *f = fopen(path, "w");
  if (!f)
    return -1;
  fputs(text, f);
  fclose(f);
  return 0;
}

int mark_keys(const char *keys, int length, const char *exchange, const char *copied) {
  int in_mark = 1;
  int moved = 0;
  while (in_mark && (length /* || pending */)) {
    char key = *keys++;
    length--;
    switch (key) {
    case 'q':
      in_mark = 0;
      break;
    case '>':
      write_exchange_file(exchange, copied);
      in_mark = 0;
      break;
    default:
      moved++;
      break;
    }
  }
  return moved;
}
