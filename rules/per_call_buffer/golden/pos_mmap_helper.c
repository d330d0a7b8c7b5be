// A helper that mmaps and munmaps 8 MiB of scratch on every call, called from a loop in use_wrapper_callers.c.
#define _DEFAULT_SOURCE
#include <string.h>
#include <sys/mman.h>

long mmap_checksum(const unsigned char *src) {
  const size_t len = 8u << 20;
  unsigned char *map = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0); // EXPECT: faultline-per-call-buffer
  if (map == MAP_FAILED)
    return -1;
  memcpy(map, src, len);
  long sum = 0;
  for (size_t i = 0; i < len; i += 4096)
    sum += map[i];
  munmap(map, len);
  return sum;
}
