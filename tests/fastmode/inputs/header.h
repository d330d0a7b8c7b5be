// A C header (parsed with the C grammar: `new` and `class` are plain identifiers here) with a
// static inline function, as headers of C libraries carry them.
#include <stdlib.h>

struct class { int new; };

static inline void each_block(int count) {
  for (int i = 0; i < count; ++i) {
    struct class *new = malloc(sizeof(struct class) * 65536);
    free(new);
  }
}
// CHECK: function each_block 7:20
// CHECK: block 0 malloc 'malloc' 9:25 loop=0 var=new size=262144 expr='sizeof(struct class) * 65536'
// CHECK-NEXT: release free 'free' 10:5 loop=0
