// Mutual recursion across files: eval_list (here) and eval_node (use_eval_node.c) call each other; eval_list's 512 KiB operand stack is allocated and freed at every level.
#include <stdlib.h>

struct expr_node;
long eval_node(const struct expr_node *node);

struct expr_node {
  int kind;
  long value;
  int count;
  const struct expr_node *const *items;
};

long eval_list(const struct expr_node *list) {
  long *stack = malloc(64 * 1024 * sizeof(long)); // EXPECT: faultline-per-call-buffer
  if (!stack)
    return 0;
  long sum = 0;
  for (int i = 0; i < list->count && i < 64 * 1024; ++i) {
    stack[i] = eval_node(list->items[i]);
    sum += stack[i];
  }
  free(stack);
  return sum;
}
