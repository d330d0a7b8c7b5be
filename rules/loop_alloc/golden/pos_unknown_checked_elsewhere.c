// Tests that do not bound the size they sit near (faultline-loop-alloc.md, "Unknown sizes",
// item 7): the true branch of the test does not leave, the test is on another variable, or the
// value is read again after the test. Each size is still read at run time: a note.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

struct chunk_header {
  uint32_t kind;
  uint32_t length;
};

void golden_use_chunk(const char *data, size_t size);

// Only a warning for a large chunk: the allocation still runs with it.
int read_chunks_warned(FILE *in, int count) {
  for (int i = 0; i < count; ++i) {
    struct chunk_header ck;
    if (fread(&ck, sizeof ck, 1, in) != 1)
      return -1;
    if (ck.length > 1024)
      fprintf(stderr, "large chunk\n");
    char *data = malloc(ck.length); // EXPECT: faultline-loop-alloc note
    if (data && fread(data, 1, ck.length, in) == ck.length)
      golden_use_chunk(data, ck.length);
    free(data);
  }
  return 0;
}

// The test bounds the chunk's type field, not its length.
int read_chunks_other_field(FILE *in, int count) {
  for (int i = 0; i < count; ++i) {
    struct chunk_header ck;
    if (fread(&ck, sizeof ck, 1, in) != 1)
      return -1;
    if (ck.kind > 16)
      return -1;
    char *data = malloc(ck.length); // EXPECT: faultline-loop-alloc note
    if (data && fread(data, 1, ck.length, in) == ck.length)
      golden_use_chunk(data, ck.length);
    free(data);
  }
  return 0;
}

// Checked, then read again: the value at the allocation is the second one.
int read_chunks_reread(FILE *in, int count) {
  for (int i = 0; i < count; ++i) {
    struct chunk_header ck;
    if (fread(&ck, sizeof ck, 1, in) != 1)
      return -1;
    if (ck.length > 1024)
      return -1;
    if (fread(&ck, sizeof ck, 1, in) != 1)
      return -1;
    char *data = malloc(ck.length); // EXPECT: faultline-loop-alloc note
    if (data && fread(data, 1, ck.length, in) == ck.length)
      golden_use_chunk(data, ck.length);
    free(data);
  }
  return 0;
}

// A constant assigned once, but the address is handed to a reader inside the loop before the
// next allocation: from the second iteration on, the size is the one read.
int read_lines_grown(FILE *in, int (*read_line)(FILE *, char *, int *)) {
  int buflen;
  int more = 1;
  buflen = 1000;
  while (more) {
    char *buf = malloc((size_t)buflen); // EXPECT: faultline-loop-alloc note
    if (!buf)
      return -1;
    more = read_line(in, buf, &buflen);
    free(buf);
  }
  return 0;
}
