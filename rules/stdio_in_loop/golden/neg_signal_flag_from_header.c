// pgpool2's pool_process_query (issue 10): the query loop reloads pool_hba.conf only under
// `if (got_sighup)`, a volatile flag the SIGHUP handler sets, and the block clears it: once per
// signal, not once per message. The flag is declared in the project's header and defined in
// another file; fast mode reads the header's volatile declarations (session 29), as AST mode
// sees the declaration's type.
#include <stdio.h>

#include "child_signals.h"

static int load_hba_rules(const char *path, char *first, int size) {
  FILE *f = fopen(path, "r");
  if (!f)
    return -1;
  int n = fgets(first, size, f) ? 1 : 0;
  fclose(f);
  return n;
}

int process_queries(const char *hba, int (*next_message)(char *, int)) {
  char rules[256] = "";
  char message[256];
  while (next_message(message, (int)sizeof message) > 0) {
    if (hba_reload_requested) {
      load_hba_rules(hba, rules, (int)sizeof rules);
      hba_reload_requested = 0;
    }
  }
  return 0;
}
