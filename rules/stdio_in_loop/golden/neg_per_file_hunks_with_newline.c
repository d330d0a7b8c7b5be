// A different file per item (`<name>.rej`, as git's apply writes), filled with one block of
// caller data per hunk: fprintf("%.*s") of the whole hunk, plus a single fputc('\n') when the
// hunk lacks its final newline. The loop moves records, not characters: the one byte it adds
// per record is not piecewise traffic. Nor is fwrite of a record plus a separator byte.
#define _POSIX_C_SOURCE 200809L
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

struct hunk {
  const char *text;
  int size;
  struct hunk *next;
};

struct patch {
  const char *name;
  struct hunk *hunks;
  struct patch *next;
};

static int write_hunks(const struct patch *p) {
  char namebuf[4096];
  size_t len = strlen(p->name);
  if (len + 5 > sizeof namebuf)
    return -1;
  memcpy(namebuf, p->name, len);
  memcpy(namebuf + len, ".rej", 5);
  int fd = open(namebuf, O_CREAT | O_TRUNC | O_WRONLY, 0666);
  if (fd < 0)
    return -1;
  FILE *rej = fdopen(fd, "w");
  if (!rej) {
    close(fd);
    return -1;
  }
  for (const struct hunk *h = p->hunks; h; h = h->next) {
    fprintf(rej, "%.*s", h->size, h->text);
    if (h->size > 0 && h->text[h->size - 1] != '\n')
      fputc('\n', rej);
  }
  fclose(rej);
  return 0;
}

int write_all_hunks(const struct patch *list) {
  int failed = 0;
  for (const struct patch *p = list; p; p = p->next)
    failed += write_hunks(p) != 0;
  return failed;
}

long save_records(const char *const *paths, const char *const *records, const size_t *sizes,
                  int files, int count) {
  long written = 0;
  for (int i = 0; i < files; ++i) {
    FILE *out = fopen(paths[i], "w");
    if (!out)
      continue;
    for (int r = 0; r < count; ++r) {
      written += (long)fwrite(records[r], 1, sizes[r], out);
      fputc('\0', out);
    }
    fclose(out);
  }
  return written;
}
