// Article 004: a 1 GiB optimisation-phase buffer malloc'd, touched page by page and freed, here
// once per phase: far above 32 MiB, so it is mmapped and faulted in afresh every time (error).
#define _DEFAULT_SOURCE
#include <stdlib.h>
#include <unistd.h>

long run_phases(int nphases) {
  const size_t size = 1024u * 1024 * 1024;
  long touched = 0;
  for (int phase = 0; phase < nphases; ++phase) {
    char *ptr = malloc(size); // EXPECT: faultline-loop-alloc error
    if (!ptr)
      return -1;
    for (size_t i = 0; i < size; i += (size_t)getpagesize())
      ptr[i] = 1;
    touched += ptr[size - 4096];
    free(ptr);
  }
  return touched;
}
