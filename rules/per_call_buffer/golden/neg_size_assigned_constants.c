// A per-call buffer whose size local is written only by plain assignments of small constants:
// its magnitude is the largest of them (8 KiB), below the page-fault threshold, in both modes
// (fast mode: Binding::assigned keeps the bound when every value is a constant), so nothing is
// reported although format_record is called once per record.
#include <stdlib.h>
#include <string.h>

void golden_write_record(const char *data, size_t size);

void format_record(const char *record, size_t size, int wide) {
  size_t capacity;
  capacity = 4096;
  if (wide)
    capacity = 8192;
  char *line = malloc(capacity);
  if (!line)
    return;
  memcpy(line, record, size < capacity ? size : capacity);
  golden_write_record(line, size < capacity ? size : capacity);
  free(line);
}

void format_records(const char **records, const size_t *sizes, int n, int wide) {
  for (int i = 0; i < n; ++i)
    format_record(records[i], sizes[i], wide);
}
