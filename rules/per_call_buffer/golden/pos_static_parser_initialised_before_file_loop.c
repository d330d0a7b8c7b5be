// xlunzip's main (recall audit of session 35): `if (!ap_init(&parser, argc, argv)) return 1;`
// hands a static record to an initialiser that fills it and says whether it could; the return
// is its failure, not a cached answer. Everything after it runs on every call of main, and its
// file loop reads each file into a fresh 1 MiB block that decompress_file frees before it
// returns. A record cache checked before it is trusted (neg_memo_revalidated_by_check.c in
// stdio_in_loop) is tested by a predicate that only reads it: a parameter that points to const.
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

struct arg_parser {
  int count;
  char **arguments;
};

int ap_init(struct arg_parser *ap, int argc, char **argv);
int ap_arguments(const struct arg_parser *ap);
const char *ap_argument(const struct arg_parser *ap, int i);

static int decompress_file(int fd) {
  unsigned char *buffer = malloc(1 << 20); // EXPECT: faultline-per-call-buffer
  if (!buffer)
    return 1;
  long got = read(fd, buffer, 1 << 20);
  int r = got > 0 ? buffer[0] : 1;
  free(buffer);
  return r;
}

int main(int argc, char **argv) {
  static struct arg_parser parser;
  int retval = 0;
  if (!ap_init(&parser, argc, argv))
    return 1;
  for (int i = 0; i < ap_arguments(&parser); ++i) {
    int fd = open(ap_argument(&parser, i), O_RDONLY);
    if (fd < 0)
      continue;
    retval |= decompress_file(fd);
    close(fd);
  }
  return retval;
}
