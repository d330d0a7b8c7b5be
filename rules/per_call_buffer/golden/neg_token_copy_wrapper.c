// A helper called per item copies one token through an allocator wrapper (a strndup of its own):
// the wrapper's size grows with its parameter, but at this call the argument is the distance
// from the start of an entity reference to the ';' a scan stopped at, a name's length, which
// cannot plausibly reach the threshold. No finding.
#include <stdlib.h>
#include <string.h>

static char *span_dup(const char *s, size_t n) {
  char *copy = malloc(n + 1);
  if (copy) {
    memcpy(copy, s, n);
    copy[n] = 0;
  }
  return copy;
}

static int entity_is_known(const char *ref) {
  const char *name = ref + 1;
  const char *end = name;
  while (*end != 0 && *end != ';')
    end++;
  char *entity = span_dup(name, end - name);
  int known = entity && (strcmp(entity, "amp") == 0 || strcmp(entity, "lt") == 0);
  free(entity);
  return known;
}

int count_known_entities(const char **refs, int n) {
  int known = 0;
  for (int i = 0; i < n; ++i)
    known += entity_is_known(refs[i]);
  return known;
}
