// nuttcp's main (issue 10, held-out set 9): the loop over the data streams counts with a global,
// `for (stream_idx = 1; stream_idx <= nstream; stream_idx++)`, and opens a stream only on the
// first stream (`clientserver && stream_idx == 1`) or the last one (`stream_idx == nstream`,
// under `<=`). No other function of the file writes the counter and the body does not, so each
// open runs once per run of the loop, not once per stream.
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>

int stream_idx;
int nstream = 4;
int clientserver = 1;

static void send_stream(int idx) { printf("stream %d\n", idx); }

int run_streams(int control_fd) {
  int scale = 0;
  for (stream_idx = 1; stream_idx <= nstream; stream_idx++) {
    if (clientserver && (stream_idx == 1)) {
      FILE *ctl = fdopen(control_fd, "w");
      if (!ctl)
        return -1;
      fputs("start\n", ctl);
      fflush(ctl);
    }
    send_stream(stream_idx);
    if ((stream_idx == nstream) && (scale == 0)) {
      FILE *f = fopen("/proc/sys/net/ipv4/tcp_adv_win_scale", "r");
      if (f) {
        if (fscanf(f, "%d", &scale) != 1)
          scale = 0;
        fclose(f);
      }
    }
  }
  return scale;
}
