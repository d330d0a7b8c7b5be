// A chunk reader that hands its block to the caller through an out-parameter: `*data =
// malloc(size)`, freed only under the `err_data:` label that the failed reads jump to and that
// ends in `return -1`. On success the block is the caller's (`*data`), so no per-call buffer is
// made and released, though the reader runs once per chunk of the loop below.
#include <stdio.h>
#include <stdlib.h>

int outparam_read_chunk(FILE *f, unsigned char **data, unsigned *size) {
  unsigned char header[4];
  if (fread(header, 4, 1, f) != 1)
    goto err;
  *size = header[0] | header[1] << 8 | header[2] << 16 | (unsigned)header[3] << 24;
  if (*size) {
    *data = malloc(*size);
    if (!*data)
      goto err;
    if (fread(*data, *size, 1, f) != 1)
      goto err_data;
  } else {
    *data = 0;
  }
  if (fread(header, 4, 1, f) != 1)
    goto err_data;
  return 0;
err_data:
  free(*data);
err:
  return -1;
}

int outparam_consume(const unsigned char *data, unsigned size);

int outparam_read_all(FILE *f, unsigned char **chunks, int count) {
  for (int i = 0; i < count; ++i) {
    unsigned size;
    if (outparam_read_chunk(f, &chunks[i], &size) != 0)
      return -1;
    if (outparam_consume(chunks[i], size) != 0)
      return -1;
  }
  return 0;
}
