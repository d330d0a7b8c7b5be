// A setopt-style dispatcher: only one `case` opens a file. The loop in use_setopt_loop.c passes
// a different option on every iteration, so the open never runs from that loop (as curl's
// curl_easy_setopt -> Curl_vsetopt -> Curl_altsvc_load).
#include <stdio.h>

enum { OPT_VERBOSE = 1, OPT_TIMEOUT = 2, OPT_LOAD_CACHE = 3 };

static int load_cache(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f)
    return -1;
  int c = fgetc(f);
  fclose(f);
  return c;
}

int set_option(int option, long value, const char *text) {
  switch (option) {
  case OPT_VERBOSE:
    return value != 0;
  case OPT_TIMEOUT:
    return (int)(value / 1000);
  case OPT_LOAD_CACHE:
    return load_cache(text);
  default:
    return -1;
  }
}

int configure(int option, long value, const char *text) {
  return set_option(option, value, text);
}
