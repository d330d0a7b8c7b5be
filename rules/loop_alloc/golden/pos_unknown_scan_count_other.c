// What is not a scan count (the negative is neg_unknown_scan_count.c): a count that another
// path sets to the record's own length reaches the allocation beside the scan, so it keeps
// growing with the record. AST mode only: fast mode takes a written local as not growing
// (docs/fast-mode.md, known disagreements).
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

struct scanned_record {
  uint32_t size;
  uint32_t kind;
  const unsigned char *bytes;
};

void golden_take_scanned(const char *copy, size_t size);

// A NUL scan on one path, the record's size on the other: both reach the allocation.
int copy_scanned_or_whole(const struct scanned_record *records, int count) {
  for (int r = 0; r < count; ++r) {
    const unsigned char *data = records[r].bytes;
    size_t size = records[r].size;
    size_t length = 0;
    if (records[r].kind == 1) {
      while (length < size && data[length] != 0)
        ++length;
    } else {
      length = records[r].size;
    }
    char *copy = malloc(length + 1); // EXPECT: faultline-loop-alloc note
    if (!copy)
      return -1;
    memcpy(copy, data, length);
    copy[length] = 0;
    golden_take_scanned(copy, length);
    free(copy);
  }
  return 0;
}
