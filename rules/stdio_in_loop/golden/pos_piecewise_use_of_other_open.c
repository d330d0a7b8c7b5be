// One stream variable, two opens: each case of read_item opens the item's file into `fd`. The
// whole-file case reads it with one fread; the character case reads it one fgetc at a time in
// a loop. A different file per item is per-item work: only the character case is worth a note
// (a caller buffer would save its stdio buffer per file), and its fgetc loop is no use of the
// whole-file case's stream, which macutils' read_file had counted (held-out set 31).
#include <stdio.h>

static char item_data[1 << 16];

static long read_item(const char *name, int kind) {
  FILE *fd;
  long n = 0;
  switch (kind) {
  case 0:
    if ((fd = fopen(name, "r")) == NULL)
      return -1;
    n = (long)fread(item_data, 1, sizeof item_data, fd);
    fclose(fd);
    break;
  default:
    if ((fd = fopen(name, "r")) == NULL) // EXPECT: faultline-stdio-in-loop note
      return -1;
    for (int c; (c = fgetc(fd)) != EOF;)
      item_data[n++ % sizeof item_data] = (char)c;
    fclose(fd);
    break;
  }
  return n;
}

long read_items(char **names, int count, int kind) {
  long total = 0;
  for (int i = 0; i < count; i++)
    total += read_item(names[i], kind);
  return total;
}

// Two opens in the two arms of an `if`, no close between: the character loop that follows both
// reads whichever was opened (rsync's parse_filter_file), so the first open keeps its note and
// the second, the same stream, is not reported again.
static long read_filter(const char *name, int cleaned) {
  char line[256];
  FILE *fp;
  long n = 0;
  if (cleaned) {
    snprintf(line, sizeof line, "./%s", name);
    fp = fopen(line, "rb"); // EXPECT: faultline-stdio-in-loop note
  } else
    fp = fopen(name, "rb");
  if (!fp)
    return -1;
  for (int c; (c = getc(fp)) != EOF;)
    n += c == '\n';
  fclose(fp);
  return n;
}

long read_filters(char **names, int count, int cleaned) {
  long total = 0;
  for (int i = 0; i < count; i++)
    total += read_filter(names[i], cleaned);
  return total;
}
