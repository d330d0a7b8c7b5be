// xlunzip's decompress_in_place (recall audit of session 35): the file's block is handed to a
// check that answers with an error message, null when all is well (`emsg =
// set_file_sizes(...); if (emsg) return 2;`), and freed on the way out after it. Null is the
// check's success here, so the free is on the success path, not a failure-only release of a
// block the callee keeps (neg_kept_by_callee.c reads `if (!nl) free(p);` after a
// taker that returns a new list): 1 MiB allocated and freed per call, per file of main's loop.
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

const char *check_sizes(const unsigned char *buffer, long size);

static int decompress_file(int fd) {
  unsigned char *buffer = malloc(1 << 20); // EXPECT: faultline-per-call-buffer
  if (!buffer)
    return 1;
  long size = read(fd, buffer, 1 << 20);
  const char *emsg = check_sizes(buffer, size);
  if (emsg)
    return 2;
  int r = buffer[0] + (int)size;
  free(buffer);
  return r;
}

int decompress_all(int argc, char **argv) {
  int retval = 0;
  for (int i = 1; i < argc; ++i) {
    int fd = open(argv[i], O_RDONLY);
    if (fd < 0)
      continue;
    retval |= decompress_file(fd);
    close(fd);
  }
  return retval;
}
