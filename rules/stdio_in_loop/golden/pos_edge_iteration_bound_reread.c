// The counterpart of neg_edge_iteration_global_counter.c: the bound `nstream` is read again on
// every stream, not only on the first one, so `stream_idx == nstream` may hold on any
// iteration: the open under it is reported as per iteration.
#include <stdio.h>

int stream_idx;
int nstream = 4;

int read_streams(FILE *control) {
  int scale = 0;
  for (stream_idx = 1; stream_idx <= nstream; stream_idx++) {
    if (fscanf(control, "nstream = %d", &nstream) != 1)
      return -1;
    if (stream_idx == nstream) {
      FILE *f = fopen("/proc/sys/net/ipv4/tcp_adv_win_scale", "r"); // EXPECT: faultline-stdio-in-loop
      if (f) {
        if (fscanf(f, "%d", &scale) != 1)
          scale = 0;
        fclose(f);
      }
    }
  }
  return scale;
}
