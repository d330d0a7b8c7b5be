// Streams from a wrapper (use_stream_wrappers.c) that the caller keeps past the loop, or that
// are a different file per item read a line at a time: neither is churn.
#include <stdio.h>

FILE *checked_fopen(const char *path, const char *mode);
FILE *open_for_reading(const char *path);

struct inputs {
  FILE *files[8];
  int count;
};

// One stream per name, kept in the caller's table and closed by close_inputs after the loop.
void open_inputs(struct inputs *in, const char *const *names, int n) {
  for (int i = 0; i < n && i < 8; ++i)
    in->files[in->count++] = open_for_reading(names[i]);
}

void close_inputs(struct inputs *in) {
  for (int i = 0; i < in->count; ++i)
    fclose(in->files[i]);
}

// A different file per iteration, parsed a line at a time: the per-item work itself.
long count_lines(const char *const *paths, int n) {
  long lines = 0;
  char line[512];
  for (int i = 0; i < n; ++i) {
    FILE *fp = checked_fopen(paths[i], "r");
    if (!fp)
      continue;
    while (fgets(line, sizeof line, fp))
      ++lines;
    fclose(fp);
  }
  return lines;
}

// The first path that opens is kept past the loop and read once: one stream, not one per
// iteration.
long bytes_of_first(const char *const *paths, int n) {
  FILE *fp = NULL;
  for (int i = 0; i < n && !fp; ++i)
    fp = open_for_reading(paths[i]);
  if (!fp)
    return -1;
  long count = 0;
  char chunk[4096];
  size_t got;
  while ((got = fread(chunk, 1, sizeof chunk, fp)) > 0)
    count += (long)got;
  fclose(fp);
  return count;
}

// The terminal opened through the wrapper, once per answer typed (git_terminal_prompt's
// git_fopen("/dev/tty", "r")): a prompt, as a direct open of it is (neg_terminal_prompt.c).
int ask_until_yes(void) {
  char answer[16];
  for (;;) {
    FILE *tty = checked_fopen("/dev/tty", "r");
    if (!tty)
      return -1;
    int yes = fgets(answer, sizeof answer, tty) && answer[0] == 'y';
    fclose(tty);
    if (yes)
      return 1;
  }
}
