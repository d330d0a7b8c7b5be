// Checked by tests/fastmode/CMakeLists.txt: dump_fast_facts FILE | FileCheck FILE.
// A function-like macro that renames an allocator call and fixes some of its arguments
// (lz4frame.c's `#define ALLOC_AND_ZERO(s) calloc(1,(s))`): fast mode follows it as that
// allocator, the fixed arguments parsed from the macro body, as Clang sees the expansion.
#include <stdlib.h>
#include <sys/mman.h>
#define ZALLOC(s) calloc(1, (s))
#define FRESH(n) realloc(NULL, (n))
#define SCRATCH(n) mmap(NULL, (n), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
#define GROWN(n) calloc(2, (n) * 3)

void f(size_t len, int n) {
  for (int i = 0; i < n; ++i) {
    char *a = ZALLOC(len);
    // CHECK: block 0 calloc 'calloc' 14:15 loop=0 var=a size=? expr='(1) * len' param=0 affine=1*p0+0
    free(a);
    char *b = ZALLOC(1 << 20);
    // CHECK: block 1 calloc 'calloc' 17:15 loop=0 var=b size=1048576
    free(b);
    char *c = FRESH(len);
    // CHECK: block 2 malloc 'realloc(NULL, ...)' 20:15 loop=0 var=c size=? expr='len' param=0
    free(c);
    void *d = SCRATCH(4 << 20);
    // CHECK: block 3 mmap 'mmap' 23:15 loop=0 var=d size=4194304
    munmap(d, 4 << 20);
    // A fixed argument that uses a parameter is no renaming: not followed (yet).
    char *e = GROWN(len);
    // CHECK-NOT: block 4
    free(e);
  }
}
