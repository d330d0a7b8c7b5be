// Start-up code: calls build_lookup_table (neg_called_once.c) once and starts a thread once (neg_thread_started_once.c), no loops.
#include <stddef.h>

int build_lookup_table(unsigned *table, size_t entries);
int start_flusher(void);

int app_startup(unsigned *table) {
  if (build_lookup_table(table, 1024) != 0)
    return -1;
  return start_flusher();
}
