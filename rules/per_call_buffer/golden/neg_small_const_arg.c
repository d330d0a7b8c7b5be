// format_field mallocs n bytes and its only hot call (in use_negative_loops.c) passes 4096: a small block the heap serves without faults.
#include <stdio.h>
#include <stdlib.h>

int format_field(int value, size_t n) {
  char *text = malloc(n);
  if (!text)
    return -1;
  int len = snprintf(text, n, "%d", value);
  free(text);
  return len;
}
