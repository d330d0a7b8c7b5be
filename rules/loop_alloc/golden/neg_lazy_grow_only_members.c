// A decompressor's member loop keeps its output buffer across members: it allocates only while
// the pointer is NULL, and frees it (setting it back to NULL) only when a member did not fit,
// after doubling the size (libdeflate-gzip's do_decompress). On success the block is kept for
// the next member and freed once after the loop, so the loop allocates a logarithmic number of
// times, not once per member.
#include <stddef.h>
#include <stdlib.h>

enum { MEMBER_OK = 0, MEMBER_TOO_SMALL = 1 };

int decode_member(const unsigned char *in, size_t in_size, void *out, size_t out_size,
                  size_t *consumed, size_t *produced);
int emit(const void *data, size_t n);

int decode_members(const unsigned char *in, size_t in_size, size_t hint, size_t limit) {
  void *out = NULL;
  size_t out_size = hint;
  int ret = 0;
  do {
    size_t consumed = 0, produced = 0;
    if (out == NULL) {
      out_size = out_size < limit ? out_size : limit;
      out = malloc(out_size);
      if (out == NULL)
        return -1;
    }
    int result = decode_member(in, in_size, out, out_size, &consumed, &produced);
    if (result == MEMBER_TOO_SMALL) {
      if (out_size >= limit) {
        ret = -1;
        break;
      }
      out_size *= 2;
      free(out);
      out = NULL;
      continue;
    }
    if (result != MEMBER_OK || consumed == 0 || consumed > in_size) {
      ret = -1;
      break;
    }
    emit(out, produced);
    in += consumed;
    in_size -= consumed;
  } while (in_size != 0);
  free(out);
  return ret;
}

// The same loop through an allocation wrapper (libdeflate's xmalloc), resolved by the join.
void *lazy_xmalloc(size_t n) {
  void *p = malloc(n);
  return p;
}

int decode_members_wrapped(const unsigned char *in, size_t in_size, size_t hint) {
  void *out = NULL;
  size_t out_size = hint;
  do {
    size_t consumed = 0, produced = 0;
    if (!out) {
      out = lazy_xmalloc(out_size);
      if (!out)
        return -1;
    }
    int result = decode_member(in, in_size, out, out_size, &consumed, &produced);
    if (result == MEMBER_TOO_SMALL) {
      out_size *= 2;
      free(out);
      out = NULL;
      continue;
    }
    if (result != MEMBER_OK || consumed == 0 || consumed > in_size)
      break;
    emit(out, produced);
    in += consumed;
    in_size -= consumed;
  } while (in_size != 0);
  free(out);
  return 0;
}
