// A lookup table cached in a field of a static object: the 4 MiB scratch buffer that builds it
// is allocated and freed only while `tables.map` is NULL, and the branch then sets the field, so
// it happens on the first call only, although the loop below asks for the table per record.
#include <stdlib.h>
#include <string.h>

struct lookup_tables {
  unsigned char *map;
  size_t hits;
};

static struct lookup_tables tables;

static const unsigned char *lookup_map(void) {
  if (tables.map == NULL) {
    unsigned char *scratch = malloc(4 << 20);
    if (!scratch)
      return NULL;
    memset(scratch, 7, 4 << 20);
    tables.map = malloc(256);
    if (tables.map)
      memcpy(tables.map, scratch, 256);
    free(scratch);
  }
  return tables.map;
}

int map_records(const unsigned char *records, int count) {
  int sum = 0;
  for (int i = 0; i < count; ++i) {
    const unsigned char *map = lookup_map();
    sum += map ? map[records[i]] : 0;
  }
  return sum;
}
