// libxmp's LZW depacker: the decoder's tables are a struct whose body #defines its own bound,
// allocated per call of the depacker, which a module loader calls per sample. A #define among
// the members changes no layout and defines the name for the rest of the file: fast mode sizes
// the struct as AST mode does (analyzer/fastmode/FastTypeSizes.cpp, FileConstants.cpp).
#include <stdlib.h>
#include <string.h>

struct lzw_tables {
  #define TABLE_ENTRIES 65536
  int prefix[TABLE_ENTRIES], suffix[TABLE_ENTRIES], last;
  int first[TABLE_ENTRIES];
  int bits_left;
};

int depack_sample(unsigned char *out, const unsigned char *in, int len) {
  struct lzw_tables *tables;
  if ((tables = malloc(sizeof (struct lzw_tables))) == NULL) // EXPECT: faultline-per-call-buffer
    return -1;
  memset(tables, 0, sizeof *tables);
  for (int i = 0; i < len; i++)
    out[i] = (unsigned char)(in[i] ^ tables->prefix[i % TABLE_ENTRIES]);
  free(tables);
  return len;
}

int load_samples(unsigned char **samples, const unsigned char *data, int count, int len) {
  int total = 0;
  for (int s = 0; s < count; s++)
    total += depack_sample(samples[s], data + (size_t)s * len, len);
  return total;
}
