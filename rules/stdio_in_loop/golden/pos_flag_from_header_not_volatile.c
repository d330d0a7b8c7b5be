// The counterpart of neg_signal_flag_from_header.c: the flag the header declares is a plain
// int that the loop's own callee may set on any message, not a signal handler's volatile flag,
// so the reload is reported as per iteration.
#include <stdio.h>

#include "child_signals.h"

static int load_acl_rules(const char *path, char *first, int size) {
  FILE *f = fopen(path, "r"); // EXPECT: faultline-stdio-in-loop
  if (!f)
    return -1;
  int n = fgets(first, size, f) ? 1 : 0;
  fclose(f);
  return n;
}

int serve_messages(const char *acl, int (*next_message)(char *, int)) {
  char rules[256] = "";
  char message[256];
  while (next_message(message, (int)sizeof message) > 0) {
    if (hba_reload_pending) {
      load_acl_rules(acl, rules, (int)sizeof rules);
      hba_reload_pending = 0;
    }
  }
  return 0;
}
