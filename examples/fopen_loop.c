// Article 003 ("Buffered IO and minor page faults", 2010): an application reading many small files
// with fopen/fread/fclose saw tens of thousands of minor faults; strace showed one mmap per open,
// the stdio buffer. glibc >= 2.23 takes that buffer from malloc instead, but every iteration still
// pays ~5 system calls and allocator churn; setvbuf with a caller buffer or keeping the stream open
// is the fix (faultline-stdio-in-loop). The program makes its own small input files first, with
// plain open/write so only the reading loop is the pattern.
#define _DEFAULT_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { NFILES = 64, ROUNDS = 20, FILE_BYTES = 3000 };

static void file_path(char *dst, size_t cap, const char *dir, int i) {
  snprintf(dst, cap, "%s/part-%03d.txt", dir, i);
}

int main(void) {
  char dir[] = "/tmp/faultline-fopen-loop-XXXXXX";
  if (!mkdtemp(dir))
    return 1;
  char path[256], line[FILE_BYTES];
  memset(line, 'x', sizeof line);
  for (int i = 0; i < NFILES; ++i) {
    file_path(path, sizeof path, dir, i);
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (fd < 0 || write(fd, line, sizeof line) != (ssize_t)sizeof line)
      return 1;
    close(fd);
  }

  long total = 0;
  char buffer[256];
  for (int round = 0; round < ROUNDS; ++round) {
    for (int i = 0; i < NFILES; ++i) {
      file_path(path, sizeof path, dir, i);
      FILE *fp = fopen(path, "r"); // a new FILE and stdio buffer per file, per round
      if (!fp)
        return 1;
      size_t got;
      while ((got = fread(buffer, 1, sizeof buffer, fp)) > 0)
        total += (long)got;
      fclose(fp);
    }
  }

  for (int i = 0; i < NFILES; ++i) {
    file_path(path, sizeof path, dir, i);
    unlink(path);
  }
  rmdir(dir);
  long want = (long)ROUNDS * NFILES * FILE_BYTES;
  printf("fopen_loop: read %ld bytes from %d files x %d rounds, %s\n", total, NFILES, ROUNDS,
         total == want ? "ok" : "SHORT");
  return total == want ? 0 : 1;
}
