// Settings made by a namespace-scope variable's initialiser run before main and pin glibc's
// threshold as a call in main would; each becomes the facts of "initialiser of 'NAME'".
#include <malloc.h>
#include <stdlib.h>

static int pinned = mallopt(M_MMAP_THRESHOLD, 128 * 1024);
// CHECK-LABEL: function initialiser of 'pinned' 6:12
// CHECK-NEXT:   setting mallopt M_MMAP_THRESHOLD=131072 6:21

namespace tuning {
int trimmed = setenv("MALLOC_TRIM_THRESHOLD_", "1048576", 1);
// CHECK-LABEL: function initialiser of 'tuning::trimmed' 11:5
// CHECK-NEXT:   setting setenv MALLOC_TRIM_THRESHOLD_=1048576 11:15
}

// Not a setting: no pseudo-function.
static int arenas = mallopt(M_ARENA_MAX, 2);
// CHECK-NOT: initialiser of 'arenas'

int use() {
  return pinned + tuning::trimmed + arenas;
}
// CHECK-LABEL: function use
