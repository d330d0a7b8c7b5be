// Article 004 (Sungard GP3 "Magnum Runtime" on Solaris 8/10): an optimisation phase malloc'd a big
// block, touched every page and freed it, and memory never went back to the system on Solaris. On
// glibc the opposite holds: a block above 32 MiB is mmapped, so repeating the phase maps and faults
// in every page again (64 MiB: 16,385 minor faults per phase, faultline-loop-alloc error). The
// program prints the minor faults it took per phase (getrusage).
#define _DEFAULT_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <unistd.h>

enum { PHASES = 4 };

static long minor_faults(void) {
  struct rusage ru;
  getrusage(RUSAGE_SELF, &ru);
  return ru.ru_minflt;
}

int main(void) {
  const size_t size = 64u * 1024 * 1024;
  const size_t page = (size_t)sysconf(_SC_PAGESIZE);
  long checksum = 0;
  for (int phase = 0; phase < PHASES; ++phase) {
    long before = minor_faults();
    char *ptr = malloc(size); // mapped afresh on every phase
    if (!ptr)
      return 1;
    for (size_t i = 0; i < size; i += page)
      ptr[i] = (char)(phase + 1);
    checksum += ptr[size - page];
    free(ptr);
    printf("solaris_alloc: phase %d touched %zu MiB, %ld minor faults\n", phase, size >> 20,
           minor_faults() - before);
  }
  printf("solaris_alloc: %s\n", checksum == 1 + 2 + 3 + 4 ? "ok" : "WRONG");
  return checksum == 1 + 2 + 3 + 4 ? 0 : 1;
}
