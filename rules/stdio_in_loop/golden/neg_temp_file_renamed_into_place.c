// Write a temporary file and rename it over its target, so that a reader never sees half of
// it (tayga's dynamic map database, rewritten by its periodic maintenance): each pass makes a
// new file and replaces the old one whole. A stream that is renamed away cannot be kept open
// and rewound, so nothing is reported, per iteration or per call.
#include <stdio.h>

struct entry { int addr; long last_use; };

static int save_map(const struct entry *map, int n) {
  FILE *out = fopen("map.tmp", "w");
  if (!out)
    return -1;
  for (int i = 0; i < n; ++i)
    fprintf(out, "%d\t%ld\n", map[i].addr, map[i].last_use);
  fclose(out);
  return rename("map.tmp", "map.db");
}

void maintain(struct entry *map, int n, int rounds) {
  for (int r = 0; r < rounds; ++r) {
    for (int i = 0; i < n; ++i)
      map[i].last_use += r;
    save_map(map, n);
  }
}

void checkpoint_each(const struct entry *map, int n, int rounds) {
  for (int r = 0; r < rounds; ++r) {
    FILE *out = fopen("checkpoint.tmp", "w");
    if (!out)
      return;
    fwrite(map, sizeof *map, (size_t)n, out);
    fclose(out);
    rename("checkpoint.tmp", "checkpoint");
  }
}
