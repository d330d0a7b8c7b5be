// The xmmap-style wrapper of neg_file_mapping_wrapper.c asked for anonymous memory (descriptor
// -1): 4 MiB of fresh zero pages on every call from the loop in use_file_arguments.c. The
// wrapper's descriptor parameter decides per call, so this one stays reported.
#define _DEFAULT_SOURCE
#include <string.h>
#include <sys/mman.h>
#include <sys/types.h>

void *map_or_die(void *start, size_t length, int prot, int flags, int fd, off_t offset);

long scratch_checksum(const unsigned char *src) {
  const size_t len = 4u << 20;
  unsigned char *map = map_or_die(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0); // EXPECT: faultline-per-call-buffer
  memcpy(map, src, len);
  long sum = 0;
  for (size_t i = 0; i < len; i += 4096)
    sum += map[i];
  munmap(map, len);
  return sum;
}
