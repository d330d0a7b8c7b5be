// Unknown sizes with a proved upper bound below the threshold: narrow types, a bit-field, a
// constant minus something, a remainder, a mask, a shift, MIN with a constant. No finding.
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define MIN(a, b) ((a) < (b) ? (a) : (b))
enum { kRecordMax = 500 };

struct record {
  uint8_t tag_len;
  unsigned short body_len;
  unsigned flags : 4;
};

int copy_records(const struct record *recs, const char *name, size_t n, size_t want) {
  int ok = 0;
  for (size_t i = 0; i < n; ++i) {
    char *tag = malloc(recs[i].tag_len); // uint8_t: at most 255
    char *body = malloc(recs[i].body_len); // unsigned short: at most 65,535
    char *bits = malloc(recs[i].flags * 1024u); // a 4-bit field: at most 15 KiB
    char *rest = malloc(kRecordMax - strlen(name)); // K - x: at most 500
    char *part = malloc(want % 4096);
    char *low = malloc(want & 0xffff);
    char *top = malloc(want >> 50);
    char *chunk = malloc(MIN(want, 64 * 1024));
    ok += tag && body && bits && rest && part && low && top && chunk;
    free(chunk);
    free(top);
    free(low);
    free(part);
    free(rest);
    free(bits);
    free(body);
    free(tag);
  }
  return ok;
}
