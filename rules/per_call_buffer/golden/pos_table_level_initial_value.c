// A block sized by a constant table at a global setting's index (issue 10): the table is
// `static const`, the index a global whose initial value is 3, so the scratch buffer is
// block_sizes[3] = 1 MiB per call of pack_chunk. Both front ends read the table and say in the
// size note that they assumed `pack_level` still holds its initial value (main may change it).
#include <stdlib.h>
#include <string.h>

static const size_t block_sizes[] = {4096, 65536, 262144, 1048576, 4194304};
static int pack_level = 3;

void set_pack_level(int level) { pack_level = level; }

static size_t pack_chunk(const char *in, size_t n, char *out) {
  char *scratch = malloc(block_sizes[pack_level]); // EXPECT: faultline-per-call-buffer
  if (!scratch)
    return 0;
  memcpy(scratch, in, n < 16 ? n : 16);
  memcpy(out, scratch, 16);
  free(scratch);
  return 16;
}

size_t pack_all(const char **chunks, const size_t *sizes, char **out, int count) {
  size_t total = 0;
  for (int i = 0; i < count; ++i)
    total += pack_chunk(chunks[i], sizes[i], out[i]);
  return total;
}
