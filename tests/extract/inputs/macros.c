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
