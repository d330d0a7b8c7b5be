// A call retried only on one particular error code: reload() goes round again only when
// reload_once() returned STACK_NOT_EXIST (a table vanished under a concurrent compaction, as in
// git's reftable_stack_reload_maybe_reuse), and leaves the loop on success (0) and on any
// other error. In normal operation reload_once() runs once per reload(), so its 1 MiB table is
// not per-call churn of a loop (both modes).
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define STACK_NOT_EXIST (-4)

int read_table(char *table, size_t size);
void back_off(void);

int reload_once(void) {
  char *table = malloc(1 << 20); // no finding: reload() retries it on one code only
  if (!table)
    return -1;
  int err = read_table(table, 1 << 20);
  free(table);
  return err;
}

int reload(void) {
  int err;
  for (;;) {
    err = reload_once();
    if (err == 0)
      break;
    if (err != STACK_NOT_EXIST)
      break;
    back_off();
  }
  return err;
}
