// Helpers for neg_kept_by_callee_param.c and pos_released_after_parse.c: attach_patterns keeps
// the buffer it is given in the list (list->filebuf, as git's add_patterns_from_buffer does);
// count_patterns only reads it.
#include <stddef.h>

struct pattern_list {
  char *filebuf;
  size_t size;
  int count;
};

void attach_patterns(char *buf, size_t size, struct pattern_list *list) {
  list->filebuf = buf;
  list->size = size;
  list->count = 0;
  for (size_t i = 0; i < size; ++i)
    list->count += buf[i] == '\n';
}

int count_patterns(const char *buf, size_t size) {
  int count = 0;
  for (size_t i = 0; i < size; ++i)
    count += buf[i] == '\n';
  return count;
}
