// The shape of a retry loop that is not one: drain() goes round again whenever
// process_chunk() returned anything but 0 (the number of bytes it handled), which is every
// chunk of the input. Only a loop that continues on one particular nonzero code is a retry
// (neg_retry_on_one_code.c); this one churns 1 MiB per chunk: faultline-per-call-buffer.
#include <stdlib.h>
#include <unistd.h>

int process_chunk(int fd) {
  char *chunk = malloc(1 << 20); // EXPECT: faultline-per-call-buffer
  if (!chunk)
    return 0;
  int got = (int)read(fd, chunk, 1 << 20);
  free(chunk);
  return got > 0 ? got : 0;
}

long drain(int fd) {
  long total = 0;
  for (;;) {
    int n = process_chunk(fd);
    if (n == 0)
      break;
    total += n;
  }
  return total;
}
