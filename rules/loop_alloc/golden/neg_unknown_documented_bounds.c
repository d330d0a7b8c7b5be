// Call results the system caps at a small documented bound whatever their arguments: an
// extended attribute value (at most XATTR_SIZE_MAX, 64 KiB) sized through a descriptor that the
// caller passes in, and a symbolic link's target (readlink returns at most the buffer size it is
// given, and a link target is a path). No finding.
#define _DEFAULT_SOURCE // readlink under -std=c17
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/xattr.h>
#include <unistd.h>

long sum_xattrs(int fd, const char **names, int n) {
  long sum = 0;
  for (int i = 0; i < n; ++i) {
    ssize_t size = fgetxattr(fd, names[i], NULL, 0);
    if (size <= 0)
      continue;
    char *value = malloc(size);
    if (value && fgetxattr(fd, names[i], value, size) == size)
      sum += value[0];
    free(value);
  }
  return sum;
}

long sum_link_targets(const char **paths, int n, size_t cap) {
  long sum = 0;
  char *buf = malloc(cap);
  if (!buf)
    return 0;
  for (int i = 0; i < n; ++i) {
    ssize_t len = readlink(paths[i], buf, cap);
    if (len <= 0)
      continue;
    char *target = malloc(len + 1);
    if (target) {
      memcpy(target, buf, len);
      target[len] = 0;
      sum += strlen(target);
    }
    free(target);
  }
  free(buf);
  return sum;
}

// nano's compile(): the message of a failed regcomp, sized by regerror(code, re, NULL, 0), one
// per pattern of a list: an error message, never large.
#include <regex.h>
#include <stdio.h>

int count_bad_patterns(const char **patterns, int n) {
  int bad = 0;
  for (int i = 0; i < n; ++i) {
    regex_t compiled;
    int outcome = regcomp(&compiled, patterns[i], REG_EXTENDED);
    if (outcome != 0) {
      size_t length = regerror(outcome, &compiled, NULL, 0);
      char *message = malloc(length);
      if (message) {
        regerror(outcome, &compiled, message, length);
        fprintf(stderr, "bad regex: %s\n", message);
      }
      free(message);
      ++bad;
      continue;
    }
    regfree(&compiled);
  }
  return bad;
}
