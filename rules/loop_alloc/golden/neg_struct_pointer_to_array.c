// A pointer to an array is one pointer: `int (*rows)[65536]` in a struct adds 8 bytes, not
// 256 KiB (fast mode reads `(*p)[N]` as C does: the parentheses bind the pointer first). The
// per-iteration node is 16 bytes; nothing to report.
#include <stdlib.h>

struct Node {
  int (*rows)[65536];
  long id;
};

long walk(int (*grid)[65536], int n) {
  long sum = 0;
  for (int i = 0; i < n; i++) {
    struct Node *node = malloc(sizeof(struct Node));
    node->rows = grid;
    node->id = i;
    sum += node->rows[i][i] + node->id;
    free(node);
  }
  return sum;
}
