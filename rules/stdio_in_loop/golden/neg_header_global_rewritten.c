// A getopt clone whose argument global is declared only in a header (openjpeg's `opj_optarg`,
// set by `opj_getopt_long`): the parser, defined in another file, rewrites the global on every
// call, so each `-i` option names its own file, read once: the work itself, not churn on one
// file. AST mode sees the extern declaration; fast mode, which reads no headers, takes a
// lower-case name this file does not declare for such a global. Not a finding.
#include <stdio.h>

#include "option_parser.h"

static long header_size(const char *path) {
  char head[12];
  FILE *f = fopen(path, "rb");
  if (!f)
    return -1;
  long n = (long)fread(head, 1, sizeof head, f);
  fclose(f);
  return n;
}

long read_inputs(int argc, char **argv) {
  long total = 0;
  int c;
  while ((c = next_option(argc, argv, "i:")) != -1) {
    if (c != 'i')
      continue;
    char *input = opt_value;
    total += header_size(input);
  }
  return total;
}
