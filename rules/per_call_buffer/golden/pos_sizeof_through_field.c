// The encoder is sized by the field it is stored in, `malloc(sizeof *enc.state)`: a 400 KB
// state allocated and freed on every call of compress_member, once per member of the input
// (clzip's compress: `encoder.e = malloc(sizeof *encoder.e)`). Fast mode reads the field's
// declared type through the local's record.
#include <stdlib.h>
#include <string.h>

struct match_state {
  unsigned char window[400000];
  int pos;
};

struct encoder_handle {
  struct match_state *state;
  int level;
};

static int compress_member(const unsigned char *in, int n) {
  struct encoder_handle enc = {0, 6};
  enc.state = malloc(sizeof *enc.state); // EXPECT: faultline-per-call-buffer
  if (!enc.state)
    return -1;
  memcpy(enc.state->window, in, (size_t)n);
  enc.state->pos = n;
  int out = enc.state->pos + enc.level;
  free(enc.state);
  return out;
}

int compress_members(const unsigned char **members, const int *sizes, int count) {
  int total = 0;
  for (int i = 0; i < count; i++)
    total += compress_member(members[i], sizes[i]);
  return total;
}
