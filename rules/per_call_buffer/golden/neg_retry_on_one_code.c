// Calls that a loop retries only on one particular nonzero code: the loop goes round again only
// when the callee answered that code (a resource busy, a table replaced under a concurrent
// writer) and leaves on success and on every other error. In normal operation each callee runs
// once per call of its caller, so its 1 MiB buffer is not per-iteration churn. Both front ends
// read the retry code (analyzer/extract/ControlFlow.cpp retryCodeBranch, fast mode's
// StructuredFlow::retriesOnOneCode); a loop that continues on every nonzero result still churns
// (pos_loop_until_zero.c).
#include <stdlib.h>

#define TABLE_REPLACED (-4)
enum { FETCH_BUSY = 11 };

int read_table(char *table, size_t size);
int fetch_into(char *buf, size_t size);
void back_off(void);

int reload_once(void) {
  char *table = malloc(1 << 20);
  if (!table)
    return -1;
  int err = read_table(table, 1 << 20);
  free(table);
  return err;
}

// Leaves on 0 and on any error but TABLE_REPLACED (`!=`: the retry is the branch not taken).
int reload(void) {
  int err;
  for (;;) {
    err = reload_once();
    if (err == 0)
      break;
    if (err != TABLE_REPLACED)
      break;
    back_off();
  }
  return err;
}

int fetch_once(void) {
  char *buf = malloc(1 << 20);
  if (!buf)
    return -1;
  int rc = fetch_into(buf, 1 << 20);
  free(buf);
  return rc;
}

// Goes round only on FETCH_BUSY (`==`: the retry is the branch taken), returns anything else.
int fetch(void) {
  while (1) {
    int rc = fetch_once();
    if (rc == FETCH_BUSY) {
      back_off();
      continue;
    }
    return rc;
  }
}
