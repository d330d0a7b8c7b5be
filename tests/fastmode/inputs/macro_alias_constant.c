// Checked by tests/fastmode/CMakeLists.txt: dump_fast_facts FILE | FileCheck FILE.
// A function-like macro whose body is one allocator call with some arguments fixed or built
// from the macro's parameters (lz4frame.c's `#define ALLOC_AND_ZERO(s) calloc(1,(s))`): fast
// mode follows it as that allocator, as Clang sees the expansion (same sizes as AST mode).
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#define ZALLOC(s) calloc(1, (s))
#define FRESH(n) realloc(NULL, (n))
#define SCRATCH(n) mmap(NULL, (n), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
#define GROWN(n) calloc(2, (n) * 3)
#define ARRAY(n, T) calloc((n), sizeof(T))
#define OPEN(p) fopen((p), "rb")

void f(size_t len, int n, const char *path) {
  for (int i = 0; i < n; ++i) {
    char *a = ZALLOC(len);
    // CHECK: block 0 calloc 'calloc' 17:15 loop=0 var=a size=? expr='(1) * len' param=0 affine=1*p0+0
    free(a);
    char *b = ZALLOC(1 << 20);
    // CHECK: block 1 calloc 'calloc' 20:15 loop=0 var=b size=1048576
    free(b);
    char *c = FRESH(len);
    // CHECK: block 2 malloc 'realloc(NULL, ...)' 23:15 loop=0 var=c size=? expr='len' param=0
    free(c);
    void *d = SCRATCH(4 << 20);
    // CHECK: block 3 mmap 'mmap' 26:15 loop=0 var=d size=4194304
    munmap(d, 4 << 20);
    char *e = GROWN(len);
    // CHECK: block 4 calloc 'calloc' 29:15 loop=0 var=e size=? expr='(2) * ((len) * 3)' param=0 affine=6*p0+0
    free(e);
    double *g = ARRAY(len + 1, double);
    // CHECK: block 5 calloc 'calloc' 32:17 loop=0 var=g size=? expr='(len + 1) * (sizeof(double))' param=0 affine=8*p0+8
    free(g);
    // Not an allocator: an alias with fixed arguments is followed for allocators only.
    FILE *h = OPEN(path);
    // CHECK-NOT: stream
    fclose(h);
  }
}
