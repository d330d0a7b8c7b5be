// List helpers for neg_kept_by_callee*.c and pos_released_after_test.c: append_nodup and
// queue_push keep the block they are given (ownership passes to the list on success, as curl's
// Curl_slist_append_nodup does); read_record only fills it.
#include <stdlib.h>
#include <string.h>

struct text_node {
  char *data;
  struct text_node *next;
};

struct text_node *append_nodup(struct text_node *list, char *data) {
  struct text_node *node = malloc(sizeof *node);
  if (!node)
    return NULL;
  node->data = data;
  node->next = list;
  return node;
}

static char *queue_slots[64];
static int queue_used;

int queue_push(char *item) {
  if (queue_used == 64)
    return -1;
  queue_slots[queue_used++] = item;
  return 0;
}

int read_record(int fd, char *buf) {
  memset(buf, fd, 16);
  return fd < 0 ? -1 : 16;
}
