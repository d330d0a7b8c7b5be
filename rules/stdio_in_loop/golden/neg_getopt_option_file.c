// A file named by a command-line option, read in the getopt loop (dosfstools' mkfs.fat reads
// its `-m` boot message character by character there; held-out set 14): the loop goes round
// once per option the user typed, so the open runs once per `-m` given, not per item of the
// program's input. pos_getopt_case_inner_loop.c: a loop inside a case arm still repeats.
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <unistd.h>

int gof_parse(int argc, char **argv, char *message, size_t size) {
  int c;
  size_t pos = 0;
  while ((c = getopt(argc, argv, "m:v")) != -1) {
    switch (c) {
    case 'm': {
      FILE *f = fopen(optarg, "r");
      if (!f)
        return -1;
      int ch;
      while ((ch = getc(f)) != EOF && pos + 1 < size)
        message[pos++] = (char)ch;
      fclose(f);
      break;
    }
    case 'v':
      break;
    default:
      return -1;
    }
  }
  message[pos] = 0;
  return 0;
}

// The other spelling: getopt_long called first in the body of an endless loop.
struct option;
int getopt_long(int argc, char *const argv[], const char *optstring, const struct option *longopts,
                int *longindex);

int gof_parse_long(int argc, char **argv, char *message, size_t size) {
  size_t pos = 0;
  for (;;) {
    int c = getopt_long(argc, argv, "m:", NULL, NULL);
    if (c == -1)
      break;
    if (c != 'm')
      return -1;
    FILE *f = fopen(optarg, "r");
    if (!f)
      return -1;
    int ch;
    while ((ch = getc(f)) != EOF && pos + 1 < size)
      message[pos++] = (char)ch;
    fclose(f);
  }
  message[pos] = 0;
  return 0;
}
