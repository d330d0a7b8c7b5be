// Not a loop of tries: the body reads its counter (`names[i]`), so each round is another item
// and every name that does not match costs a fresh 1 MiB buffer. It returns on the first match
// and fails when the names run out, like a loop of tries, but it repeats per item.
#include <stdlib.h>
#include <string.h>

int decode_into(const char *name, unsigned char *buf, size_t n);

long find_decodable(const char **names, int count) {
  for (int i = 0; i < count; i++) {
    unsigned char *buf = malloc(1 << 20); // EXPECT: faultline-loop-alloc
    if (!buf)
      return -1;
    int ok = decode_into(names[i], buf, 1 << 20);
    free(buf);
    if (ok)
      return i;
  }
  return -1;
}
