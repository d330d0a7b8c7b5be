// neg_option_seen_exits.c with the noreturn helper declared only in a project header
// (option_exits.h), as iproute2's duparg is (include/utils.h; held-out set 12,
// lib/bpf_legacy.c:244): `if (seen_run) hn_duparg(...); seen_run = true;` then the program file
// is read at most once per call of the option loop. Fast mode, which reads no headers, read the
// noreturn declarations of the headers the file includes with quotes to see it.
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "option_exits.h"

static int hn_load_bytecode(char *out, size_t size) {
  FILE *file = fopen("/etc/tc/default.bpf", "r");
  if (!file)
    return -1;
  size_t n = fread(out, 1, size - 1, file);
  out[n] = 0;
  fclose(file);
  return 0;
}

int hn_parse_filter(int argc, char **argv, char *program, size_t size) {
  bool seen_run = false;
  while (argc > 0) {
    if (strcmp(*argv, "run") == 0) {
      argc--, argv++;
      if (seen_run)
        hn_duparg("run", *argv);
      seen_run = true;
      if (hn_load_bytecode(program, size) < 0)
        return -1;
    }
    argc--, argv++;
  }
  return 0;
}
