// Each iteration mallocs 1 MiB and hands it to append_nodup (use_kept_lists.c), which keeps it in the list on success; free runs only when append_nodup returned NULL, and the loop goes on (error cleanup, as in curl's Curl_ssl_push_certinfo_len): the block escapes on the success path, nothing is churned.
#include <stdlib.h>
#include <string.h>

struct text_node;
struct text_node *append_nodup(struct text_node *list, char *data);

struct text_node *collect_texts(const char *const *texts, int count) {
  struct text_node *list = NULL;
  for (int i = 0; i < count; ++i) {
    char *copy = malloc(1 << 20);
    if (!copy)
      return list;
    strncpy(copy, texts[i], (1 << 20) - 1);
    copy[(1 << 20) - 1] = '\0';
    struct text_node *grown = append_nodup(list, copy);
    if (!grown) {
      free(copy); // skip this text, try the next
      continue;
    }
    list = grown;
  }
  return list;
}
