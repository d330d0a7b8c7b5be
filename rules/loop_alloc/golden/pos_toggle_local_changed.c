// Locals that only look like constant toggles: one is assigned later in the loop, the other is
// set through its address. Their tests are not decided, so the per-iteration blocks are reported.
#include <stdlib.h>
#include <string.h>

void read_tile_flag(const char *name, int *flag);

int encode_files_switching(const char **names, int count) {
  int use_tiles = 0;
  int done = 0;
  for (int i = 0; i < count; ++i) {
    int ok = names[i] != NULL && names[i][0] != '\0';
    if (ok && use_tiles) {
      unsigned char *tile = calloc(1, 768 * 1024); // EXPECT: faultline-loop-alloc warning
      if (!tile)
        return -1;
      memset(tile, names[i][0], 768 * 1024);
      done += tile[i % 7];
      free(tile);
    }
    use_tiles = ok && names[i][0] == 't';
  }
  return done;
}

int encode_files_flagged(const char **names, int count) {
  int use_tiles = 0;
  int done = 0;
  for (int i = 0; i < count; ++i) {
    read_tile_flag(names[i], &use_tiles);
    if (use_tiles) {
      unsigned char *tile = calloc(1, 768 * 1024); // EXPECT: faultline-loop-alloc warning
      if (!tile)
        return -1;
      memset(tile, names[i][0], 768 * 1024);
      done += tile[i % 7];
      free(tile);
    }
  }
  return done;
}
