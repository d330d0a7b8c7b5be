// busybox's unicode_conv_to_printable (held-out set 36, df and lsmod, error level before): the
// converter allocates `width + 1` bytes only under `if (flags & PAD)`, otherwise it copies the
// string with strndup or grows it with realloc. Its wrapper passes width INT_MAX and flags 0,
// so the padded 2 GiB block is never made: a call whose constant arguments decide the test the
// wrapper's allocation sits under false allocates nothing the wrapper is known for
// (rules/program/Wrappers.cpp allocatesAt). Both modes.
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PAD 1
extern int unicode_on;

static char *conv2(const char *src, unsigned width, int flags) {
  char *dst, *d;
  if (!unicode_on) {
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
  size_t len = 0;
  dst = NULL;
  while (*src) {
    dst = realloc(dst, len + 6);
    dst[len++] = *src++;
  }
  dst = realloc(dst, len + 1);
  dst[len] = '\0';
  return dst;
}

char *conv_to_printable(const char *src) { return conv2(src, INT_MAX, 0); }

char *next_line(void);

void print_names(void) {
  char *name;
  while ((name = next_line()) != NULL) {
    char *u = conv_to_printable(name);
    printf("%-19s\n", u);
    free(u);
  }
}

void print_names_direct(void) {
  char *name;
  while ((name = next_line()) != NULL) {
    char *u = conv2(name, INT_MAX, 0);
    puts(u);
    free(u);
  }
}
