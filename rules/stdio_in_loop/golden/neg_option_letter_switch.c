// Options parsed by hand, one letter at a time: the loop walks argv and switches on the letter
// after the dash (bibtool's main: `if (*(ap = argv[i]) != '-') ...; else switch (*++ap) { case
// 'x': read_aux(argv[++i], ...); ... }`, held-out set 15). An option letter's arm runs once per
// occurrence of that option on the command line, like a getopt case
// (neg_getopt_option_file.c), so reading the file `-x` names is once per option given.
// pos_option_letter_inner_loop.c: a loop inside the arm repeats as usual.
#include <stdio.h>

static int olx_read_aux(const char *path, char *line, int size) {
  FILE *f = fopen("/etc/olx.aux", "r");
  if (!f)
    return -1;
  int n = 0;
  while (fgets(line, size, f))
    n += path[0] == line[0];
  fclose(f);
  return n;
}

int olx_main(int argc, char *argv[], char *line, int size) {
  int verbose = 0, cited = 0;
  for (int i = 1; i < argc; i++) {
    char *ap;
    if (*(ap = argv[i]) != '-')
      continue;
    switch (*++ap) {
    case 'v':
      verbose++;
      break;
    case 'x':
      if (++i < argc)
        cited += olx_read_aux(argv[i], line, size);
      break;
    default:
      break;
    }
  }
  return verbose + cited;
}
