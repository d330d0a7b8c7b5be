// A directory walk that opens each entry relative to the directory's descriptor (openat +
// fdopen) and reads it line by line: a different file per iteration, the work the loop exists
// for. Not a finding, inline or through a helper given the entry's name. Nor is a helper that
// writes `<name>.rej` for each item through open + fdopen (the name is computed per call, as
// git's apply does): the distinct-file decision follows the descriptor to the path open() got.
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

long lines_of_entries(DIR *d) {
  long lines = 0;
  char line[1024];
  struct dirent *entry;
  while ((entry = readdir(d)) != NULL) {
    int fd = openat(dirfd(d), entry->d_name, O_RDONLY);
    if (fd < 0)
      continue;
    FILE *f = fdopen(fd, "r");
    if (!f) {
      close(fd);
      continue;
    }
    while (fgets(line, sizeof line, f))
      ++lines;
    fclose(f);
  }
  return lines;
}

static long lines_at(int dir, const char *name) {
  char line[1024];
  long lines = 0;
  int fd = openat(dir, name, O_RDONLY);
  if (fd < 0)
    return 0;
  FILE *f = fdopen(fd, "r");
  if (!f) {
    close(fd);
    return 0;
  }
  while (fgets(line, sizeof line, f))
    ++lines;
  fclose(f);
  return lines;
}

long lines_of_entries_by_helper(DIR *d) {
  long lines = 0;
  struct dirent *entry;
  while ((entry = readdir(d)) != NULL)
    lines += lines_at(dirfd(d), entry->d_name);
  return lines;
}

struct item {
  const char *name;
  const char *text;
  struct item *next;
};

static int write_reject(const struct item *item) {
  char namebuf[4096];
  size_t len = strlen(item->name);
  if (len + 5 > sizeof namebuf)
    return -1;
  memcpy(namebuf, item->name, len);
  memcpy(namebuf + len, ".rej", 5);
  int fd = open(namebuf, O_CREAT | O_EXCL | O_WRONLY, 0666);
  if (fd < 0) {
    if (unlink(namebuf))
      return -1;
    fd = open(namebuf, O_CREAT | O_EXCL | O_WRONLY, 0666);
    if (fd < 0)
      return -1;
  }
  FILE *rej = fdopen(fd, "w");
  if (!rej)
    return -1;
  fprintf(rej, "rejected %s\n%s", item->name, item->text);
  fclose(rej);
  return 0;
}

int write_rejects(const struct item *list) {
  int failed = 0;
  for (const struct item *i = list; i; i = i->next)
    failed += write_reject(i) != 0;
  return failed;
}
