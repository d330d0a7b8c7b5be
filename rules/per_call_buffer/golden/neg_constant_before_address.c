// A size local assigned a constant before the allocation whose address is taken only after it
// (mosquitto's config__read_file: `buflen = 1000; buf = malloc(buflen); ...
// read_file_core(..., &buf, &buflen);`): at the allocation the only value that reaches it is
// 1000, below the boundary, so nothing is reported although read_config_file runs once per
// file (faultline-loop-alloc.md, "Unknown sizes", item 7). The same with an initialiser.
#include <stdio.h>
#include <stdlib.h>

int golden_read_core(FILE *in, char **buf, int *buflen);

int read_config_file(FILE *in) {
  char *buf;
  int buflen;
  buflen = 1000;
  buf = malloc((size_t)buflen);
  if (!buf)
    return -1;
  int rc = golden_read_core(in, &buf, &buflen);
  free(buf);
  return rc;
}

int read_acl_file(FILE *in) {
  int buflen = 256;
  char *buf = malloc((size_t)buflen);
  if (!buf)
    return -1;
  int rc = golden_read_core(in, &buf, &buflen);
  free(buf);
  return rc;
}

int read_config_files(FILE **files, int n) {
  int rc = 0;
  for (int i = 0; i < n; ++i)
    rc |= read_config_file(files[i]) | read_acl_file(files[i]);
  return rc;
}
