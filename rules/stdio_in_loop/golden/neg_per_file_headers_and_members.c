// A different archive per item, walked member by member: a fixed 30-byte local header read with
// fread, then the member itself read whole by a helper that is handed the stream. The loop moves
// one header and one member per iteration (records), not characters: the small fixed-size read
// is a record's header, not piecewise traffic. Not reported (nor a note).
#include <stdio.h>
#include <stdlib.h>

#define LOCAL_HEADER_SIZE 30

static unsigned member_size(const unsigned char *header) {
  return header[18] | header[19] << 8 | header[20] << 16 | (unsigned)header[21] << 24;
}

static int load_member(const unsigned char *header, FILE *f, unsigned char **data) {
  unsigned size = member_size(header);
  *data = malloc(size ? size : 1);
  if (!*data)
    return -1;
  return fread(*data, 1, size, f) == size ? 0 : -1;
}

long count_members(const char *const *archives, int n, unsigned char **keep, int room) {
  long members = 0;
  for (int i = 0; i < n; ++i) {
    FILE *f = fopen(archives[i], "rb");
    if (!f)
      continue;
    unsigned char header[LOCAL_HEADER_SIZE];
    while (members < room && fread(header, LOCAL_HEADER_SIZE, 1, f) == 1) {
      if (load_member(header, f, &keep[members]) != 0)
        break;
      ++members;
    }
    fclose(f);
  }
  return members;
}
