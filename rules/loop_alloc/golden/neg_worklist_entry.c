// An explicit-stack walk: a node's scratch block is allocated when the node is entered and
// freed when it is left, in a later iteration. The block lives in the stack entry `s` points to
// (a different entry each iteration), and the `continue` that descends into a child skips the
// free: per-node work kept across iterations, not a block churned per iteration.
#include <stdlib.h>

struct node {
  int nchildren;
  struct node **children;
};

struct frame {
  struct node *node;
  int next;
  char *scratch;
};

void combine(struct node *n, char *scratch);

void walk(struct node *root) {
  struct frame stack[64];
  int top = 0;
  stack[top].node = root;
  stack[top].next = -1;
  stack[top].scratch = NULL;
  top++;
  struct frame *s;
  for (;;) {
    s = &stack[top - 1];
    if (s->next < 0) {
      s->next = 0;
      s->scratch = malloc(1 << 20);
    }
    if (s->next < s->node->nchildren) {
      stack[top].node = s->node->children[s->next++];
      stack[top].next = -1;
      stack[top].scratch = NULL;
      top++;
      continue;
    }
    combine(s->node, s->scratch);
    free(s->scratch);
    if (--top == 0)
      return;
  }
}
