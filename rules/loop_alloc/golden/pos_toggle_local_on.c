// The same developer toggle switched on (`int use_tiles = 1;`, never changed): the 768 KiB tile
// block is allocated and freed for every file, so it is reported.
#include <stdlib.h>
#include <string.h>

int encode_files_tiled(const char **names, int count) {
  int use_tiles = 1; /* 0 */
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
  }
  return done;
}
