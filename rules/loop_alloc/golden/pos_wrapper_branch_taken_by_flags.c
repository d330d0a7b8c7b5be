// neg_wrapper_branch_ruled_out_by_flags.c's counterpart: a call that sets the flag (directly, or
// through a wrapper passing it) gets the padded block of `width + 1` bytes on every iteration.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PAD 1

static char *pad_conv(const char *src, unsigned width, int flags) {
  char *dst, *d;
  if (flags & PAD) {
    d = dst = malloc(width + 1);
    while ((int)--width >= 0)
      *d++ = *src ? *src++ : ' ';
    *d = '\0';
  } else {
    dst = strndup(src, width);
  }
  return dst;
}

char *padded_column(const char *src) { return pad_conv(src, 1 << 20, PAD); }

char *next_row(void);

void print_rows(void) {
  char *row;
  while ((row = next_row()) != NULL) {
    char *u = padded_column(row); // EXPECT: faultline-loop-alloc
    fputs(u, stdout);
    free(u);
  }
}

void print_rows_direct(void) {
  char *row;
  while ((row = next_row()) != NULL) {
    char *u = pad_conv(row, 1 << 20, PAD | 2); // EXPECT: faultline-loop-alloc
    fputs(u, stdout);
    free(u);
  }
}
