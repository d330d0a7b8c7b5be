// main-like driver for neg_file_per_argument.c and neg_file_mapping_wrapper.c: one path per
// iteration; and for pos_anonymous_mmap_wrapper.c: scratch per iteration.
long count_lines_in(const char *path);
long checksum_file(const char *path);
long checksum_file_direct(const char *path);
long scratch_checksum(const unsigned char *src);

long count_all(int argc, char **argv) {
  long total = 0;
  for (int i = 1; i < argc; ++i) {
    total += count_lines_in(argv[i]);
    total += checksum_file(argv[i]);
    total += checksum_file_direct(argv[i]);
    total += scratch_checksum((const unsigned char *)argv[i]);
  }
  return total;
}
