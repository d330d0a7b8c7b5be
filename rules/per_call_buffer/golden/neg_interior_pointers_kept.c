// A helper that reads a list of names into one buffer and returns a table of pointers into it:
// `lines[n] = buf + pos` keeps a pointer into the block, so the block outlives the call on
// success, exactly as if `buf` itself had been stored. Its free is error cleanup only (zstd's
// UTIL_createFileNamesTable_fromFileName). use_name_lists.c calls it once per argument.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  char **lines;
  size_t count;
} name_list;

name_list *read_name_list(FILE *in, size_t size) {
  char *buf = malloc(size + 1);
  if (!buf)
    return NULL;
  size_t got = fread(buf, 1, size, in);
  if (got == 0) {
    free(buf);
    return NULL;
  }
  buf[got] = '\0';
  name_list *list = malloc(sizeof *list);
  char **lines = malloc(got * sizeof *lines);
  if (!list || !lines) {
    free(list);
    free(lines);
    free(buf);
    return NULL;
  }
  size_t n = 0;
  for (size_t pos = 0; pos < got; pos += strlen(buf + pos) + 1)
    lines[n++] = buf + pos;
  list->lines = lines;
  list->count = n;
  return list;
}
