// git builds with FREAD_READS_DIRECTORIES, so git-compat-util.h turns every fopen(a, b) into
// git_fopen(a, b), which returns the stream fopen gave after a directory check. The loop below
// opens and closes the same file per iteration through that wrapper: reported at the call.
#define _POSIX_C_SOURCE 200809L // fileno
#include <stdio.h>
#include <sys/stat.h>

FILE *compat_fopen(const char *path, const char *mode) {
  FILE *fp = fopen(path, mode);
  struct stat st;
  if (!fp)
    return NULL;
  if (fstat(fileno(fp), &st) == 0 && S_ISDIR(st.st_mode)) {
    fclose(fp);
    return NULL;
  }
  return fp;
}

#define fopen(a, b) compat_fopen(a, b)

long count_newlines_repeatedly(int rounds) {
  long lines = 0;
  char buffer[256];
  for (int i = 0; i < rounds; ++i) {
    FILE *fp = fopen("/etc/fstab", "r"); // EXPECT: faultline-stdio-in-loop warning
    if (!fp)
      return -1;
    while (fgets(buffer, sizeof buffer, fp))
      ++lines;
    fclose(fp);
  }
  return lines;
}
