// A retry loop whose retry code comes from a header (git's reftable_stack_reload_maybe_reuse):
// the loop leaves on 0, returns on every error but STORE_NOT_EXIST_ERROR, and goes round only
// when a table vanished under a concurrent writer. reload_once's 1 MiB buffer runs once per call
// of reload in normal operation: no finding. Fast mode does not know STORE_NOT_EXIST_ERROR's value
// (status_codes.h), but the loop also tests the result against 0, so the code it retries on is not
// the one it completes on (FastControlFlow.cpp, retriesOnOneCode).
#include "status_codes.h"

#include <stdlib.h>

int read_store(char *table, size_t size);
void back_off(void);

int reload_once(void) {
  char *table = malloc(1 << 20);
  if (!table)
    return STORE_IO_ERROR;
  int err = read_store(table, 1 << 20);
  free(table);
  return err;
}

int reload(void) {
  int tries = 0;
  while (1) {
    tries++;
    int err = reload_once();
    if (err == 0)
      break;
    if (err != STORE_NOT_EXIST_ERROR)
      return err;
    back_off();
  }
  return tries;
}
