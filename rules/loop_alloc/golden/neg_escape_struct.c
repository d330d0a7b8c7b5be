// Each block is stored into a struct field of a list node built by the loop: it escapes.
#include <stdlib.h>
#include <string.h>

struct chunk {
  struct chunk *next;
  unsigned char *data;
};

struct chunk *build_chain(int n) {
  struct chunk *head = NULL;
  for (int i = 0; i < n; ++i) {
    struct chunk *node = malloc(sizeof *node);
    if (!node)
      break;
    node->data = malloc(1 << 20);
    if (node->data)
      memset(node->data, i, 1 << 20);
    node->next = head;
    head = node;
  }
  return head;
}
