// faultline-loop-alloc's fix-it, applied by `clang-tidy --fix` and proven by a rerun under the
// shim (fixits.py): a 1 MiB block allocated, filled and freed on every iteration faults in 257
// pages per iteration when glibc's mmap threshold is pinned; hoisted, it is mapped once.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BLOCK (1 << 20)

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 100;
  long sum = 0;
  for (int i = 0; i < n; ++i) {
    char *volatile buf = malloc(BLOCK);
    memset(buf, i & 0x7f, BLOCK);
    sum += buf[i % BLOCK] + buf[BLOCK - 1];
    free(buf);
  }
  printf("%ld\n", sum);
  return 0;
}
// CHECK-FIXES: {{^}}  long sum = 0;{{$}}
// CHECK-FIXES-NEXT: {{^}}  char *volatile buf = malloc(BLOCK);{{$}}
// CHECK-FIXES-NEXT: {{^}}  for (int i = 0; i < n; ++i) {{[{]$}}
// CHECK-FIXES-NEXT: {{^}}    memset(buf, i & 0x7f, BLOCK);{{$}}
// CHECK-FIXES-NEXT: {{^}}    sum += buf[i % BLOCK] + buf[BLOCK - 1];{{$}}
// CHECK-FIXES-NEXT: {{^}}  }{{$}}
// CHECK-FIXES-NEXT: {{^}}  free(buf);{{$}}
// CHECK-FIXES-NEXT: {{^}}  printf("%ld\n", sum);{{$}}
