// Locations point where a user can edit: a macro's use site, or a macro argument as written.
#include <stdlib.h>
#define ALLOC(n) malloc(n)
#define MIB(x) ((x) << 20)

void macros(int n) {
  while (n-- > 0) {
    // CHECK: loop 0 while 7:3 parent=-1
    char *p = ALLOC(MIB(1));
    // CHECK: block 0 malloc 'malloc' 9:15 loop=0 var=p size=1048576 expr='MIB(1)'
    free(p);
  }
}

// An operand inside a macro's body has no text of its own in the file: the expanded expression
// is printed, with the caller's argument, not the macro's invocation for every operand (igraph's
// IGRAPH_CALLOC, held-out set 16).
#define TABLE_CALLOC(n, t) (t *)calloc((n) > 0 ? (size_t)((n) * sizeof(t)) : (size_t)1, 1)

void macro_operands(long nodes, int trials) {
  while (trials-- > 0) {
    // CHECK: loop 0 while [[@LINE-1]]:3 parent=-1
    int *seen = TABLE_CALLOC(nodes, int);
    // CHECK: block 0 calloc 'calloc' [[@LINE-1]]:{{[0-9]+}} loop=0 var=seen size=? expr='((nodes) > 0 ? (size_t)((nodes) * sizeof(int)) : (size_t)1) * 1'
    free(seen);
  }
}
