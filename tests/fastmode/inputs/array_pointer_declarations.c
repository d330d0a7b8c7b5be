// A pointer to arrays of a typedef'd type (analyzer/fastmode/ArrayPointerDeclarations.h): the C
// grammar reads `Sym (*rows)[256] = ...` as an expression (a call of Sym, subscripted); fast mode
// rewrites it into the declaration Clang sees, so the block has its variable and its size.
#include <stdlib.h>

typedef struct {
  int a, b, c, d;
} Sym;
int row_of(int *p);

int table(int n, int *p) {
  // CHECK: function table 11:5
  Sym (*rows)[256] = malloc(256 * sizeof(*rows));
  // CHECK: block 0 malloc 'malloc' 13:22 loop=-1 var=rows size=1048576 expr='256 * sizeof(*rows)' escape=none
  // CHECK-NEXT: release free 'free' 20:3 loop=-1
  Sym (*grid)[4][8];
  row_of(p)[n] = 1; // a function of the file, called: an expression, left as it is
  // CHECK: call row_of 17:3 loop=-1
  if (!rows) return 0;
  free(rows);
  return (int)sizeof(*grid);
}
