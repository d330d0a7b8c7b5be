// A helper returning its 1 MiB buffer; the caller's loop keeps every buffer in an array and releases them later, so nothing is freed per call.
#include <stdlib.h>
#include <string.h>

static char *load_document(const char *src) {
  char *doc = malloc(1 << 20);
  if (doc)
    strncpy(doc, src, (1 << 20) - 1);
  return doc;
}

void load_library(char **docs, const char *const *sources, int count) {
  for (int i = 0; i < count; ++i)
    docs[i] = load_document(sources[i]);
}

void unload_library(char **docs, int count) {
  for (int i = 0; i < count; ++i)
    free(docs[i]);
}
