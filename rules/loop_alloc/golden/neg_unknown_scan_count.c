// Lengths counted by a scan that stops at a character (faultline-loop-alloc.md, "Unknown sizes",
// item 4, the integer form of a token distance): `n = 0; while (p[n] != 0) ++n;` counts a name's
// bytes as strlen would. The same variable then measures the rest of the record, which can be
// large, but only the definitions that reach each allocation count (AST mode walks Clang's CFG
// back from the read; fast mode takes a written local as not growing either way). Nothing is
// reported although each name is copied once per record.
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

struct tagged_record {
  uint32_t size;
  uint32_t kind;
  const unsigned char *bytes;
};

void golden_take_name(const char *name, const char *language, const unsigned char *rest,
                      size_t rest_size);

int copy_record_names(const struct tagged_record *records, int count) {
  for (int r = 0; r < count; ++r) {
    const unsigned char *data = records[r].bytes;
    size_t size = records[r].size, i, begin;
    unsigned length;
    // The name: the counter is the index the condition reads.
    for (length = 0; length < size && data[length] != 0; ++length)
      ;
    char *name = malloc(length + 1);
    if (!name)
      return -1;
    memcpy(name, data, length);
    name[length] = 0;
    // The language tag: counted beside the index that reads the characters.
    begin = length + 1;
    length = 0;
    for (i = begin; i < size && data[i] != 0; ++i)
      ++length;
    char *language = malloc(length + 1);
    if (!language) {
      free(name);
      return -1;
    }
    memcpy(language, data + begin, length);
    language[length] = 0;
    // The rest of the record: the variable now grows with the record.
    begin += length + 1;
    length = size < begin ? 0 : (unsigned)(size - begin);
    golden_take_name(name, language, data + begin, length);
    free(language);
    free(name);
  }
  return 0;
}
