// neg_option_seen_exits.c's loop, but a repeated `run` only warns: the guard falls through, so
// every `run` argument reads its file again. Still not reported (session 17): the branch of the
// `run` name runs once per `run` the user typed, like an option's case in a getopt loop
// (neg_argument_keyword_branch.c); until then this file was a positive.
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

static int load_program_warned(char *out, size_t size) {
  FILE *file = fopen("/etc/tc/default.bpf", "r");
  if (!file)
    return -1;
  size_t n = fread(out, 1, size - 1, file);
  out[n] = 0;
  fclose(file);
  return 0;
}

int parse_run_warned(int argc, char **argv, char *program, size_t size) {
  bool seen_run = false;
  while (argc > 0) {
    if (strcmp(*argv, "run") == 0) {
      argc--, argv++;
      if (seen_run)
        fprintf(stderr, "run given twice, using the last\n");
      seen_run = true;
      if (argc == 0 || load_program_warned(program, size) < 0)
        return -1;
    }
    argc--, argv++;
  }
  return 0;
}
