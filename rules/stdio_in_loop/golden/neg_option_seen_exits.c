// An option that may be given once (iproute2's `tc filter ... bpf run ...`): the argument loop
// calls `duparg()`, declared noreturn, when `run` comes a second time, then sets `seen_run` and
// reads the program file (a fixed one here). A later unknown word jumps to the same place only
// `if (!seen_run)`. The flag starts at 0 and is never reset, so the file is read at most once
// per call of parse_filter, however many arguments the loop walks (the exit-if-set shape of
// analyzer/extract/LocalOnceFlags.cpp, analyzer/fastmode/FastOnceFlags.cpp). Since session 17
// the `run` branch is also an option name's branch of an argument loop, once per `run` typed
// (neg_argument_keyword_branch.c), so a guard that only warns is silent too
// (neg_option_seen_warns.c).
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

void duparg(const char *key, const char *arg) __attribute__((noreturn));

static int load_bytecode(char *out, size_t size) {
  FILE *file = fopen("/etc/tc/default.bpf", "r");
  if (!file)
    return -1;
  size_t n = fread(out, 1, size - 1, file);
  out[n] = 0;
  fclose(file);
  return 0;
}

int parse_filter(int argc, char **argv, char *program, size_t size) {
  bool seen_run = false;
  while (argc > 0) {
    if (strcmp(*argv, "run") == 0) {
      argc--, argv++;
      if (seen_run)
        duparg("run", *argv);
    opt_run:
      seen_run = true;
      if (argc == 0 || load_bytecode(program, size) < 0)
        return -1;
    } else if (strcmp(*argv, "classid") == 0) {
      argc--, argv++;
    } else {
      if (!seen_run)
        goto opt_run;
      fprintf(stderr, "What is \"%s\"?\n", *argv);
      return -1;
    }
    argc--, argv++;
  }
  return 0;
}
