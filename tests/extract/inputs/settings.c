// Allocator settings that pin glibc's thresholds (mallopt, setenv, putenv); settings that do
// not pin them (M_ARENA_MAX, other variables, other tunables) are not recorded. putenv: putenv.c.
#define _GNU_SOURCE
#include <malloc.h>
#include <stdlib.h>

void pin_mallopt(void) {
  mallopt(M_MMAP_THRESHOLD, 128 * 1024);
  mallopt(M_TRIM_THRESHOLD, 1 << 20);
  mallopt(M_TOP_PAD, 0);
  mallopt(M_MMAP_MAX, 0);
}
// CHECK-LABEL: function pin_mallopt 7:6
// CHECK-NEXT: setting mallopt M_MMAP_THRESHOLD=131072 8:3
// CHECK-NEXT: setting mallopt M_TRIM_THRESHOLD=1048576 9:3
// CHECK-NEXT: setting mallopt M_TOP_PAD=0 10:3
// CHECK-NEXT: setting mallopt M_MMAP_MAX=0 11:3

void pin_from_parameter(int threshold) {
  mallopt(M_MMAP_THRESHOLD, threshold);
}
// CHECK-LABEL: function pin_from_parameter 19:6
// CHECK: setting mallopt M_MMAP_THRESHOLD=threshold 20:3

void pin_environment(void) {
  setenv("GLIBC_TUNABLES", "glibc.malloc.mmap_threshold=131072", 1);
  setenv("MALLOC_TOP_PAD_", "0", 1);
}
// CHECK-LABEL: function pin_environment 25:6
// CHECK-NEXT: setting setenv GLIBC_TUNABLES=glibc.malloc.mmap_threshold=131072 26:3
// CHECK-NEXT: setting setenv MALLOC_TOP_PAD_=0 27:3

void not_pinning(void) {
  mallopt(M_ARENA_MAX, 2);
  mallopt(M_PERTURB, 0xaa);
  setenv("GLIBC_TUNABLES", "glibc.malloc.arena_max=2", 1);
  setenv("HOME", "/tmp", 1);
  putenv("MALLOC_ARENA_MAX=2");
}
// CHECK-LABEL: function not_pinning 33:6
// CHECK-NOT: setting
// CHECK-LABEL: function last_marker
void last_marker(void) {}
