// Sizes: the constant evaluator, locals written once, file-scope constants, parameters, and
// variables that change (unknown).
#include <stdlib.h>
#include <string.h>

static const size_t kPage = 4096;
enum { kRows = 512 };

void sizes(size_t len, int n) {
  size_t grow = 1 << 20;
  const size_t rows = kRows;
  size_t bytes = rows * kPage;
  for (int i = 0; i < n; ++i) {
    char *a = malloc(bytes);
    // CHECK: block 0 malloc 'malloc' 14:15 loop=0 var=a size=2097152 expr='bytes'
    // CHECK-SAME: via='bytes = rows * kPage (line 12)'
    free(a);
    // CHECK-NEXT: release free 'free' 17:5 loop=0
    double *b = calloc(kRows, sizeof(double));
    // CHECK: block 1 calloc 'calloc' 19:17 loop=0 var=b size=4096 expr='kRows * sizeof(double)'
    free(b);
    char *c = malloc(len * 2);
    // CHECK: block 2 malloc 'malloc' 22:15 loop=0 var=c size=? expr='len * 2' param=0
    free(c);
    char *d = malloc(grow);
    // CHECK: block 3 malloc 'malloc' 25:15 loop=0 var=d size=? expr='grow'
    free(d);
    grow *= 2;
    char *e = malloc(n > 4 ? 1 << 20 : 4096);
    // CHECK: block 4 malloc 'malloc' 29:15 loop=0 var=e size=1048576
    free(e);
  }
}
