// A helper with a 4 MiB scratch buffer that use_startup.c calls once at start-up, never from a loop: it runs once, nothing repeats.
#include <stdlib.h>
#include <string.h>

int build_lookup_table(unsigned *table, size_t entries) {
  unsigned *scratch = malloc(4u << 20);
  if (!scratch)
    return -1;
  for (size_t i = 0; i < (1u << 20); ++i)
    scratch[i] = (unsigned)(i * 2654435761u);
  memcpy(table, scratch, entries * sizeof *table);
  free(scratch);
  return 0;
}
