// nuttcp's main (issue 10, held-out set 9): the loop over the data streams counts with a global,
// `for (stream_idx = 1; stream_idx <= nstream; stream_idx++)`, and opens a stream only on the
// first stream (`clientserver && stream_idx == 1`) or the last one (`stream_idx == nstream`,
// under `<=`). No other function of the file writes the counter and the body does not, so each
// open runs once per run of the loop, not once per stream. The bound is written in the body,
// but only on the first stream (the server reads `nstream` from the client there), so
// `stream_idx == nstream` still holds on two iterations at most (session 29). The body calls
// gettimeofday, which fast mode knows as a library function only because the file includes no
// project header and does not declare it.
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <sys/time.h>

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
      if (fscanf(stdin, "nstream = %d", &nstream) != 1)
        nstream = 1;
    }
    struct timeval started;
    gettimeofday(&started, NULL);
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
