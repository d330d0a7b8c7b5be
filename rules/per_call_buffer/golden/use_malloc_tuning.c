// The third file: start-up code that pins glibc's mmap threshold at 128 KiB to keep the resident size down, which turns the dynamic threshold off for the whole program.
#include <malloc.h>

void configure_allocator(void) {
  mallopt(M_MMAP_THRESHOLD, 128 * 1024);
}
