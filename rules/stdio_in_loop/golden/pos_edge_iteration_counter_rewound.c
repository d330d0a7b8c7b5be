// The counterpart of neg_edge_iteration_opens.c: the body sets the counter back (`index = 0`
// after a failed step retries the sequence from the start), so `index == 0` holds again and
// again; the first-step open is reported as per iteration. So is a global counter (below).
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

// A global counter may be written by the functions the body calls: here `next_stream`, defined
// in another TU, could set `stream` back, so `stream == 1` may hold again: reported. (When the
// body calls only functions this TU defines or the C library, and none writes the counter, it
// counts: neg_edge_iteration_global_counter.c.)
int stream;
void next_stream(void);

int open_streams(const char *log, int count) {
  for (stream = 0; stream < count; stream++) {
    if (stream == 1) {
      FILE *f = fopen(log, "a"); // EXPECT: faultline-stdio-in-loop
      if (!f)
        return -1;
      fputs("second stream\n", f);
      fclose(f);
    }
    next_stream();
  }
  return 0;
}
