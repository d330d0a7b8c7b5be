// The sentinel shapes that do repeat (neg_sentinel_first_found.c is the one that does not): in
// first_unchecked the value stored is open()'s result, unchecked, so `first` may still be -1 on
// the next iteration and the stream may be opened again; in each_pair the sentinel is set back
// to -1 at the end of every pass, so the guarded fopen runs once per pass of the loop.
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

int first_unchecked(const char *const *names, int n) {
  int first = -1;
  for (int i = 0; i < n; i++) {
    int fd = open(names[i], O_RDWR);
    if (first == -1) {
      first = fd;
      FILE *e = fopen("/var/tmp/pair/first", "w"); // EXPECT: faultline-stdio-in-loop
      if (e) {
        fputs(names[i], e);
        fclose(e);
      }
    }
  }
  return first;
}

int each_pair(const char *const *names, int n) {
  int first = -1, opened = 0;
  for (int i = 0; i < n; i++) {
    int fd = open(names[i], O_RDWR);
    if (fd < 0)
      continue;
    if (first == -1) {
      first = fd;
      FILE *e = fopen("/var/tmp/pair/first", "w"); // EXPECT: faultline-stdio-in-loop
      if (e) {
        fputs(names[i], e);
        fclose(e);
      }
    }
    opened++;
    close(first);
    first = -1;
  }
  return opened;
}
