// pgpool2's child loop (issue 10, held-out set 10): a SIGHUP handler sets `got_sighup`, and the
// loop re-reads the configuration file only when the flag is set, clearing it in the same
// block. The open runs once per signal, not once per request the loop serves.
#define _POSIX_C_SOURCE 200809L
#include <signal.h>
#include <stdio.h>

static volatile sig_atomic_t got_sighup = 0;

static void on_sighup(int sig) {
  (void)sig;
  got_sighup = 1;
}

static int load_config(const char *path, char *line, int size) {
  FILE *f = fopen(path, "r");
  if (!f)
    return -1;
  int n = fgets(line, size, f) ? 1 : 0;
  fclose(f);
  return n;
}

int serve(const char *config, int (*handle)(const char *), int requests) {
  char line[256] = "";
  signal(SIGHUP, on_sighup);
  for (int i = 0; i < requests; ++i) {
    if (got_sighup) {
      got_sighup = 0;
      load_config(config, line, sizeof line);
    }
    if (handle(line) < 0)
      return -1;
  }
  return 0;
}
