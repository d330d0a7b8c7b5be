// The other half of the mutual recursion of pos_mutual_recursion.c: eval_node calls eval_list for list nodes.
struct expr_node {
  int kind;
  long value;
  int count;
  const struct expr_node *const *items;
};

long eval_list(const struct expr_node *list);

long eval_node(const struct expr_node *node) {
  if (node->kind == 0)
    return node->value;
  return eval_list(node);
}
