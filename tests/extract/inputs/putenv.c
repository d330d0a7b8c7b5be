// putenv("NAME=value") of a MALLOC_*_ variable or a pinning GLIBC_TUNABLES is an allocator setting.
#define _GNU_SOURCE
#include <stdlib.h>

void pin_putenv(void) {
  putenv("MALLOC_MMAP_THRESHOLD_=131072");
  putenv("GLIBC_TUNABLES=glibc.malloc.trim_threshold=0");
  putenv("MALLOC_ARENA_MAX=2");
  putenv("LANG=C");
}
// CHECK-LABEL: function pin_putenv 5:6
// CHECK-NEXT: setting putenv MALLOC_MMAP_THRESHOLD_=131072 6:3
// CHECK-NEXT: setting putenv GLIBC_TUNABLES=glibc.malloc.trim_threshold=0 7:3
// CHECK-NOT: setting
