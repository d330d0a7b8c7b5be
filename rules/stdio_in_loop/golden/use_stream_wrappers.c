// Stream-opening wrappers defined in another file than their callers (pos_wrapper_other_file.c,
// neg_wrapper_streams_kept.c): each returns the stream it opened, closing it on a failure path.
#define _POSIX_C_SOURCE 200809L // fileno
#include <stdio.h>
#include <sys/stat.h>

// git's compat/fopen.c shape: a directory opened for reading is refused after the open.
FILE *checked_fopen(const char *path, const char *mode) {
  struct stat st;
  if (mode[0] == 'w' || mode[0] == 'a')
    return fopen(path, mode);
  FILE *fp = fopen(path, mode);
  if (!fp)
    return NULL;
  if (fstat(fileno(fp), &st) || S_ISDIR(st.st_mode)) {
    fclose(fp);
    return NULL;
  }
  return fp;
}

// A wrapper of the wrapper, with the mode fixed: still returns the stream it opened.
FILE *open_for_reading(const char *path) { return checked_fopen(path, "rb"); }
