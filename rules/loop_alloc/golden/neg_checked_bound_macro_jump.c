// A bounding test whose leaving branch is a statement macro (faultline-loop-alloc.md, "Unknown
// sizes", item 7): `SKIP_RECORD(skipped)` expands to `{ ++skipped; continue; }` and
// `FAIL_BREAK(err, code)` to `{ err = code; break; }`, so past each test the length is at most
// 1024 (or 79) bytes. Clang's CFG sees the expansion; fast mode reads the macro's definition in
// the file. Nothing is reported although each block is made once per record.
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define SKIP_RECORD(counter) \
  {                          \
    ++(counter);             \
    continue;                \
  }
#define FAIL_BREAK(errorvar, code) \
  {                                \
    errorvar = code;               \
    break;                         \
  }

struct record {
  uint32_t size;
  uint32_t kind;
  const unsigned char *bytes;
};

void golden_take_record(const unsigned char *copy, uint32_t size);

// Records above 1 KiB are skipped through the macro's `continue`.
int copy_records(const struct record *records, int count) {
  int skipped = 0;
  for (int i = 0; i < count; ++i) {
    uint32_t size = records[i].size;
    if (size > 1024)
      SKIP_RECORD(skipped);
    unsigned char *copy = malloc(size);
    if (!copy)
      return -1;
    memcpy(copy, records[i].bytes, size);
    golden_take_record(copy, size);
    free(copy);
  }
  return skipped;
}

// A keyword of 1..79 bytes: a failed test leaves the record loop through the macro's `break`.
int copy_keywords(const struct record *records, int count) {
  int error = 0;
  for (int i = 0; i < count; ++i) {
    uint32_t size = records[i].size;
    if (size < 1 || size > 79)
      FAIL_BREAK(error, 89);
    char *keyword = malloc(size + 1);
    if (!keyword)
      FAIL_BREAK(error, 83);
    memcpy(keyword, records[i].bytes, size);
    keyword[size] = 0;
    golden_take_record((const unsigned char *)keyword, size);
    free(keyword);
  }
  return error;
}
