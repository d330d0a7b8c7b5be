// The curl shape behind allocator hooks (use_alloc_hooks.c; `#define malloc(size) hook_cmalloc(size)` as curl_memory.h does): label_value mallocs per call (from label_all's loop) and hands the block to append_nodup (use_kept_lists.c); the hooked free runs only when append_nodup returned NULL, so the block is kept on success.
#include <stddef.h>
#include <string.h>

typedef void *(*hook_malloc_fn)(size_t size);
typedef void (*hook_free_fn)(void *ptr);
extern hook_malloc_fn hook_cmalloc;
extern hook_free_fn hook_cfree;
#define malloc(size) hook_cmalloc(size)
#define free(ptr) hook_cfree(ptr)

struct text_node;
struct text_node *append_nodup(struct text_node *list, char *data);

static struct text_node *label_value(struct text_node *list, const char *value) {
  char *output = malloc(600 * 1024);
  if (!output)
    return NULL;
  strncpy(output, value, 600 * 1024 - 1);
  output[600 * 1024 - 1] = '\0';
  struct text_node *nl = append_nodup(list, output);
  if (!nl)
    free(output);
  return nl;
}

struct text_node *label_all(const char *const *values, int count) {
  struct text_node *list = NULL;
  for (int i = 0; i < count; ++i)
    list = label_value(list, values[i]);
  return list;
}
