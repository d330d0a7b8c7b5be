// As neg_static_object_field_cache.c, but the "cache" is a non-static local of the helper: its
// field is NULL on every call, so the 4 MiB scratch buffer is allocated, filled and freed once
// per record: faultline-per-call-buffer.
#include <stdlib.h>
#include <string.h>

struct lookup_tables {
  unsigned char *map;
  size_t hits;
};

static int lookup_one(unsigned char key) {
  struct lookup_tables tables = {NULL, 0};
  if (tables.map == NULL) {
    unsigned char *scratch = malloc(4 << 20); // EXPECT: faultline-per-call-buffer
    if (!scratch)
      return 0;
    memset(scratch, 7, 4 << 20);
    tables.map = malloc(256);
    if (tables.map)
      memcpy(tables.map, scratch, 256);
    free(scratch);
  }
  int value = tables.map ? tables.map[key] : 0;
  free(tables.map);
  return value;
}

int map_records(const unsigned char *records, int count) {
  int sum = 0;
  for (int i = 0; i < count; ++i)
    sum += lookup_one(records[i]);
  return sum;
}
