// The loop that calls render_tile (pos_mallopt_error.c) once per tile.
int render_tile(const unsigned char *src, unsigned char *dst);

int render_all_tiles(const unsigned char *const *src, unsigned char *const *dst, int tiles) {
  int failed = 0;
  for (int t = 0; t < tiles; ++t)
    failed += render_tile(src[t], dst[t]) != 0;
  return failed;
}
