// Recursion without a loop: walk_tree mallocs a 256 KiB path buffer at every level of the recursion and frees it before returning.
#include <stdio.h>
#include <stdlib.h>

struct tree_node {
  const char *name;
  struct tree_node *children[4];
};

enum { WALK_PATH_MAX = 256 * 1024 };

int walk_tree(const struct tree_node *node, const char *prefix) {
  if (!node)
    return 0;
  char *path = malloc(WALK_PATH_MAX); // EXPECT: faultline-per-call-buffer
  if (!path)
    return -1;
  snprintf(path, WALK_PATH_MAX, "%s/%s", prefix, node->name);
  int count = 1;
  count += walk_tree(node->children[0], path);
  count += walk_tree(node->children[1], path);
  count += walk_tree(node->children[2], path);
  count += walk_tree(node->children[3], path);
  free(path);
  return count;
}
