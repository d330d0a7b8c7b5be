// neg_lazy_grow_only_members.c's lazy allocation (`if (buf == NULL) buf = malloc(size)`), but
// each member ends by freeing the buffer and setting it back to NULL, and the size is taken
// from the member: a fresh block per member, churn.
#include <stddef.h>
#include <stdlib.h>

size_t member_length(const unsigned char *in, size_t in_size);
int copy_member(const unsigned char *in, size_t n, void *out);

int copy_members(const unsigned char *in, size_t in_size) {
  void *buf = NULL;
  size_t size = 0;
  while (in_size != 0) {
    size = member_length(in, in_size) * 1024;
    if (buf == NULL) {
      buf = malloc(size); // EXPECT: faultline-loop-alloc note
      if (buf == NULL)
        return -1;
    }
    if (copy_member(in, size / 1024, buf) != 0)
      return -1;
    free(buf);
    buf = NULL;
    in += size / 1024;
    in_size -= size / 1024;
  }
  return 0;
}
