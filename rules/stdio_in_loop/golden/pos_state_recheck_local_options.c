// The guard of neg_state_rechecked_after_init.c on options that live in the loop's body: each
// pass starts from a fresh, uninitialised struct, so the initialisation (and its fopen) runs on
// every iteration however surely it sets the state.
#include <stdio.h>

#define PARSER_READY 1

struct parser_options {
  int valid;
  int strict;
};

static void load_parser_options(struct parser_options *o) {
  char line[256];
  FILE *fp = fopen("/etc/parser.conf", "r"); // EXPECT: faultline-stdio-in-loop
  o->valid = PARSER_READY;
  if (!fp)
    return;
  while (fgets(line, sizeof line, fp))
    o->strict |= line[0] == 's';
  fclose(fp);
}

int parse_all(const char **inputs, int n) {
  int strict = 0;
  for (int i = 0; i < n; i++) {
    struct parser_options o = {0, 0};
    if (o.valid != PARSER_READY) {
      load_parser_options(&o);
      if (o.valid != PARSER_READY)
        return -1;
    }
    strict += o.strict && inputs[i] != NULL;
  }
  return strict;
}
