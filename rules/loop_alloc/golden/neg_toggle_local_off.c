// A developer toggle: a local initialised to a constant false (`int use_tiles = TILES_OFF; /* 1 */`)
// and never changed, not even through its address. The per-file tile block under
// `if (ok && use_tiles)` (and the else-branch of `if (!use_tiles)`) is dead code in every build:
// nothing is reported.
#include <stdlib.h>
#include <string.h>

#define TILES_OFF 0
enum tile_mode { TILE_NONE, TILE_GRID };

int encode_files(const char **names, int count) {
  int use_tiles = TILES_OFF; /* 1 */
  enum tile_mode mode = TILE_NONE;
  int done = 0;
  for (int i = 0; i < count; ++i) {
    int ok = names[i] != NULL && names[i][0] != '\0';
    if (ok && use_tiles) {
      unsigned char *tile = calloc(1, 768 * 1024);
      if (!tile)
        return -1;
      memset(tile, names[i][0], 768 * 1024);
      done += tile[i % 7];
      free(tile);
    }
    if (!use_tiles) {
      done += ok;
    } else {
      unsigned char *scratch = malloc(512 * 1024);
      if (!scratch)
        return -1;
      memset(scratch, 0, 512 * 1024);
      done += scratch[3];
      free(scratch);
    }
    if (mode == TILE_GRID) {
      unsigned char *grid = malloc(1024 * 1024);
      if (!grid)
        return -1;
      memset(grid, 0, 1024 * 1024);
      done += grid[5];
      free(grid);
    }
  }
  return done;
}
