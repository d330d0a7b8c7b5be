// enqueue_copy mallocs 512 KiB per call (called per item from enqueue_all) and hands it to queue_push (use_kept_lists.c), which keeps it; free runs only in the branch where queue_push returned a negative status: released on failure only, kept on success, so no per-call buffer.
#include <stdlib.h>
#include <string.h>

int queue_push(char *item);

static int enqueue_copy(const char *text) {
  char *item = malloc(512 * 1024);
  if (!item)
    return -1;
  strncpy(item, text, 512 * 1024 - 1);
  item[512 * 1024 - 1] = '\0';
  int status = queue_push(item);
  if (status < 0) {
    free(item);
    return -1;
  }
  return 0;
}

int enqueue_all(const char *const *texts, int count) {
  int failed = 0;
  for (int i = 0; i < count; ++i)
    failed += enqueue_copy(texts[i]) != 0;
  return failed;
}
