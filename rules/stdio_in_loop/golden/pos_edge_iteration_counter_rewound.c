// The counterpart of neg_edge_iteration_opens.c: the body sets the counter back (`index = 0`
// after a failed step retries the sequence from the start), so `index == 0` holds again and
// again; the first-step open is reported as per iteration.
#include <stdio.h>
#include <string.h>

int retry_file(int (*step)(char *, size_t), int length, const char *input, char *buffer,
               size_t size) {
  size_t n = 0;
  for (int index = 0; index < length; index++) {
    if (index == 0) {
      FILE *in = fopen(input, "r"); // EXPECT: faultline-stdio-in-loop
      if (!in)
        return -1;
      n = fread(buffer, 1, size, in);
      fclose(in);
    }
    if (step(buffer, n) < 0)
      index = -1; // start over
  }
  return 0;
}
