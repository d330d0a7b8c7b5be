// A path held in a global, set once before the loop: nothing the loop calls can rewrite it (the
// library's fopen/fread/fclose write no project global; `count_bytes` here assigns none), so
// the same file is reopened every iteration. The loop calling functions is not enough to make a
// global vary (contrast neg_getopt_optarg.c).
#include <stdio.h>

static const char *g_config;
extern const char *g_state_file; // defined elsewhere; the loop calls nothing that could set it

static long count_bytes(FILE *f) {
  char block[4096];
  long n = 0;
  size_t got;
  while ((got = fread(block, 1, sizeof block, f)) > 0)
    n += (long)got;
  return n;
}

long poll_config(const char *path, int rounds) {
  long total = 0;
  g_config = path;
  for (int i = 0; i < rounds; ++i) {
    FILE *f = fopen(g_config, "r"); // EXPECT: faultline-stdio-in-loop
    if (!f)
      return -1;
    total += count_bytes(f);
    fclose(f);
  }
  return total;
}

long poll_state(int rounds) {
  long total = 0;
  char line[256];
  for (int i = 0; i < rounds; ++i) {
    FILE *f = fopen(g_state_file, "r"); // EXPECT: faultline-stdio-in-loop
    if (!f)
      return -1;
    while (fgets(line, sizeof line, f))
      ++total;
    fclose(f);
  }
  return total;
}
