// main-like driver for neg_file_per_argument.c: one path per iteration.
long count_lines_in(const char *path);

long count_all(int argc, char **argv) {
  long total = 0;
  for (int i = 1; i < argc; ++i)
    total += count_lines_in(argv[i]);
  return total;
}
