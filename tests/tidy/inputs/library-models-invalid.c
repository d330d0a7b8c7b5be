// TIDY-ARGS: '-config={CheckOptions: {LibraryModels: maybe}}'
// An invalid LibraryModels is a configuration error naming it, and the checks report nothing
// (as for an invalid MinSize).
#include <stdlib.h>

// CHECK-MESSAGES-DAG: warning: invalid LibraryModels 'maybe' for faultline-loop-alloc (expected true or false) [clang-tidy-config]
// CHECK-MESSAGES-DAG: warning: invalid LibraryModels 'maybe' for faultline-per-call-buffer (expected true or false) [clang-tidy-config]
// CHECK-MESSAGES-DAG: warning: invalid LibraryModels 'maybe' for faultline-stdio-in-loop (expected true or false) [clang-tidy-config]
// CHECK-MESSAGES-DAG: warning: invalid LibraryModels 'maybe' for faultline-vector-temporary (expected true or false) [clang-tidy-config]

void scratch_loop(int count) {
  for (int i = 0; i < count; ++i) {
    char *b = malloc(1 << 20);
    b[0] = 0;
    free(b);
  }
}
