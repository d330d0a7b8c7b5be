// Sizes read at run time that a test the code already made bounds (faultline-loop-alloc.md,
// "Unknown sizes", item 7): every path to the allocation passed `x > K` (or `x >= K`, `K < x`,
// one operand of an `||`) by its false branch, the true branch leaves (return, continue, goto
// past the allocation, a noreturn call), and nothing wrote x since. x is then at most K, far
// below the boundary: nothing is reported although each block is made once per chunk.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

struct chunk_header {
  char id[4];
  int64_t size;
};

void golden_use_chunk(const char *data, size_t size);

// wavpack's CAF reader: a chunk rejected above 1 KiB.
int read_chunks_return(FILE *in, int count) {
  for (int i = 0; i < count; ++i) {
    struct chunk_header ck;
    if (fread(&ck, sizeof ck, 1, in) != 1)
      return -1;
    if (ck.size < 0 || ck.size > 1024 || ck.size < (int64_t)sizeof(uint32_t)) {
      fprintf(stderr, "invalid chunk\n");
      return -1;
    }
    char *data = malloc((size_t)ck.size);
    if (!data || fread(data, 1, (size_t)ck.size, in) != (size_t)ck.size) {
      free(data);
      return -1;
    }
    golden_use_chunk(data, (size_t)ck.size);
    free(data);
  }
  return 0;
}

// The constant on the left, `>=`, and a chunk skipped with `continue`.
int read_chunks_continue(FILE *in, int count) {
  for (int i = 0; i < count; ++i) {
    uint32_t length = 0;
    if (fread(&length, sizeof length, 1, in) != 1)
      return -1;
    if (4096 <= length) {
      fseek(in, (long)length, SEEK_CUR);
      continue;
    }
    char *data = malloc(length);
    if (data && fread(data, 1, length, in) == length)
      golden_use_chunk(data, length);
    free(data);
  }
  return 0;
}

// A goto to the function's end, and a noreturn call.
int read_chunks_goto(FILE *in, int count) {
  for (int i = 0; i < count; ++i) {
    uint32_t length = 0;
    if (fread(&length, sizeof length, 1, in) != 1)
      goto fail;
    if (length > 2048)
      goto fail;
    if (length == 0)
      abort();
    char *data = malloc(length);
    if (data && fread(data, 1, length, in) == length)
      golden_use_chunk(data, length);
    free(data);
  }
  return 0;
fail:
  return -1;
}
