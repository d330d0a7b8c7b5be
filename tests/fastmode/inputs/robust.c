// What tree-sitter finds hard: macros it cannot expand, both branches of #ifdef, and code that
// does not parse. Functions that parsed still give facts; unparsed regions are skipped.
#include <stdlib.h>

#define DECLARE_HANDLER(name) static void name(void)
#define FOR_EACH(i, n) for (int i = 0; i < (n); ++i)

void before(int n) {
  for (int i = 0; i < n; ++i) {
    char *p = malloc(1 << 20);
    free(p);
  }
}
// CHECK: syntax-errors
// CHECK: function before 8:6
// CHECK: block 0 malloc 'malloc' 10:15 loop=0 var=p size=1048576

void branches(int n) {
  for (int i = 0; i < n; ++i) {
#ifdef USE_BIG
    char *p = malloc(64 << 20);
#else
    char *p = malloc(1 << 20);
#endif
    free(p);
  }
}
// CHECK: function branches 18:6
// CHECK: block 0 malloc 'malloc' 21:15 loop=0 var=p size=67108864
// CHECK: block 1 malloc 'malloc' 23:15 loop=0 var=p size=1048576

void broken(int n) {
  int x = ) ( ;
  for (int i = 0; i < n; ++i) {
    char *q = malloc(1 << 20);
    free(q);
  }
}
// CHECK: function broken 32:6
// CHECK: block 0 malloc 'malloc' 35:15 loop=0 var=q size=1048576

int after(int n) {
  int total = 0;
  for (int i = 0; i < n; ++i) {
    char *r = calloc(1 << 20, 1);
    total += r[i];
    free(r);
  }
  return total;
}
// CHECK: function after 42:5
// CHECK: block 0 calloc 'calloc' 45:15 loop=0 var=r size=1048576
