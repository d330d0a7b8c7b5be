// Which loop repeats each event, and which events do not repeat at all, from the syntax tree
// (analyzer/fastmode/FastControlFlow.h); the same answers as analyzer/extract's CFG.
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

void helper(char *p);

int exits_after(int n) {
  for (int i = 0; i < n; ++i) {
    char *p = malloc(64);
    if (!p)
      continue;
    free(p);
    return i;
  }
  return -1;
}
// CHECK-LABEL: function exits_after
// CHECK-NEXT: block malloc 12:15 loop=0
// CHECK-NEXT: release free 15:5 loop=-1

int breaks_to_outer(int n) {
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) {
      helper(malloc(8));
      break;
    }
    switch (i % 3) { // not the counter itself: a switch on it runs case 1 once (for-switch)
    case 1:
      helper(0);
      break;
    default:
      continue;
    }
  }
  return 0;
}
// CHECK-LABEL: function breaks_to_outer
// CHECK-NEXT: block malloc 27:14 loop=0
// CHECK: call helper 27:7 loop=0 varying=[]
// CHECK-NEXT: call helper 32:7 loop=0 varying=[]

void failure_paths(const int *status, int n) {
  for (int i = 0; i < n; ++i) {
    if (status[i] < 0) {
      helper(0);
      exit(1);
    }
    if (status[i] > 100) {
      helper(0);
      assert(0 && "impossible");
    }
    if (status[i] == 7)
      helper(0);
    else
      abort();
  }
}
// CHECK-LABEL: function failure_paths
// CHECK-NEXT: call helper 48:7 loop=-1 varying=[] not-repeated='only on a path that ends in 'exit''
// CHECK-NEXT: call helper 52:7 loop=-1 varying=[] not-repeated='only on a path that ends in 'assert''
// CHECK-NEXT: call helper 56:7 loop=0 varying=[]

void wrappers_and_jumps(int n) {
  do {
    helper(0);
  } while (0);
  for (int i = 0; i < n; ++i) {
    helper(0);
    goto done;
  }
done:
  for (;;) {
    helper(0);
    if (n)
      return;
  }
}
// CHECK-LABEL: function wrappers_and_jumps
// CHECK-NEXT: call helper 68:5 loop=-1 varying=[]
// a forward goto to a label of the outermost block leaves the loop (as AST mode: -1)
// CHECK-NEXT: call helper 71:5 loop=-1 varying=[]
// CHECK-NEXT: call helper 76:5 loop=1 varying=[]

void children(int n) {
  for (int i = 0; i < n; ++i) {
    pid_t pid = fork();
    if (pid == 0) {
      helper(0);
      _exit(0);
    }
  }
}
// CHECK-LABEL: function children
// CHECK-NEXT: call helper 91:7 loop=-1 varying=[] not-repeated='in the child of 'fork()', which runs once per child'
