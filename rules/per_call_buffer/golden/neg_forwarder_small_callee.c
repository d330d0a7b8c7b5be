// A loop calls a forwarder whose callee copies a name: the size is unknown but a string length,
// never plausibly large, so skipping the forwarder finds nothing to report (the forwarder rule
// changes the depth, not how sizes are judged): silent.
#include <stdlib.h>
#include <string.h>

static size_t fw_hash_copy(const char *name) {
  char *copy = malloc(strlen(name) + 1);
  if (!copy)
    return 0;
  strcpy(copy, name);
  size_t h = 0;
  for (const char *p = copy; *p; ++p)
    h = h * 31 + (unsigned char)*p;
  free(copy);
  return h;
}

size_t fw_hash_name(const char *name) {
  if (!name)
    return 0;
  return fw_hash_copy(name);
}

size_t fw_hash_all(const char **names, size_t n) {
  size_t h = 0;
  for (size_t i = 0; i < n; ++i)
    h ^= fw_hash_name(names[i]);
  return h;
}
