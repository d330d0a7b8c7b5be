// shadow's read_random_bytes (libmisc/salt.c, held-out set 35): getentropy, then getrandom, each
// tested for success with a jump to the function's end; /dev/urandom is opened only when both
// failed, on a kernel without them (before Linux 3.17). gensalt's loop calls it per 6 bits of
// salt, but on a working system the stream is never opened: nothing reported. The same with the
// result kept in a local and a `return` as the way out.
#define _DEFAULT_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <unistd.h>

static long rfb_random_long(void) {
  long value = 0;
  if (getentropy(&value, sizeof(value)) == 0)
    goto end;
  if ((size_t)getrandom(&value, sizeof(value), 0) == sizeof(value)) {
    goto end;
  }
  FILE *f = fopen("/dev/urandom", "r");
  if (f == NULL)
    goto fail;
  if (fread(&value, sizeof(value), 1, f) != 1) {
    fclose(f);
    goto fail;
  }
  fclose(f);
  goto end;
fail:
  fputs("no random bytes\n", stderr);
  exit(1);
end:
  return value;
}

const char *rfb_salt(size_t size) {
  static char salt[64];
  memset(salt, 0, sizeof salt);
  do {
    strcat(salt, l64a(rfb_random_long()));
  } while (strlen(salt) < size && strlen(salt) < sizeof salt - 8);
  return salt;
}

static unsigned rfb_random_uint(void) {
  unsigned value = 0;
  ssize_t got = getrandom(&value, sizeof value, 0);
  if (got > 0)
    return value;
  FILE *f = fopen("/dev/urandom", "r");
  if (f) {
    if (fread(&value, sizeof value, 1, f) != 1)
      value = 0;
    fclose(f);
  }
  return value;
}

unsigned rfb_sum(int n) {
  unsigned sum = 0;
  for (int i = 0; i < n; ++i)
    sum += rfb_random_uint();
  return sum;
}
