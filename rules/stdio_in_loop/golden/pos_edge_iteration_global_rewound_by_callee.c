// The shape of neg_edge_iteration_global_counter.c, but a function the loop calls sets the
// global counter back (`stream_idx = 1` on a reconnect): `stream_idx == 1` can hold on many
// iterations, so the open is reported.
#include <stdio.h>

int stream_idx;
int nstream = 4;

static void reconnect_if_needed(int failed) {
  if (failed)
    stream_idx = 1;
}

int run_streams(const char *log_path, const int *failed) {
  int lines = 0;
  for (stream_idx = 1; stream_idx <= nstream; stream_idx++) {
    if (stream_idx == 1) {
      FILE *log = fopen(log_path, "a"); // EXPECT: faultline-stdio-in-loop
      if (!log)
        return -1;
      fputs("first stream\n", log);
      fclose(log);
      ++lines;
    }
    reconnect_if_needed(failed[stream_idx]);
  }
  return lines;
}
