// A 134 KiB parsed-header record mallocked and freed per message: `sizeof(struct auth_results)`
// is laid out from the project's header (nested arrays sized by its macros: opendkim's
// `struct authres` per Authentication-Results header, held-out set 20, AST only until fast mode
// read the headers' records).
#include <stdlib.h>
#include <string.h>

#include "auth_records.h"

static int check_results(const char *header) {
  auth_results_t *ares = malloc(sizeof(struct auth_results)); // EXPECT: faultline-per-call-buffer
  if (!ares)
    return -1;
  memset(ares, 0, sizeof *ares);
  ares->count = header[0] != '\0';
  int n = ares->count;
  free(ares);
  return n;
}

int main(int argc, char **argv) {
  int total = 0;
  for (int i = 1; i < argc; i++)
    total += check_results(argv[i]);
  return total > 0 ? 0 : 1;
}
