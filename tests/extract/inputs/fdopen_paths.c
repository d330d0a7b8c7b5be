// fdopen of a descriptor opened in the same function is judged by what open/openat/creat were
// given (analyzer/extract/DescriptorOrigin.h; fast mode's FastRepetition.cpp does the same):
// path-varies in a loop, path-constant, or the parameter the file comes from.
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

void same_state_each_pass(int dir, int passes) {
  int fd = -1;
  for (int i = 0; i < passes; ++i) {
    fd = openat(dir, "state", O_RDONLY);
    FILE *f = fdopen(fd, "r");
    fclose(f);
  }
}
// CHECK-LABEL: function same_state_each_pass
// CHECK: open fdopen 14:15 stream=f@14:11 loop=0 escape=none
// CHECK-NOT: path-varies
// CHECK: close

void each_entry(DIR *d) {
  struct dirent *e;
  while ((e = readdir(d)) != NULL) {
    int fd = openat(dirfd(d), e->d_name, O_RDONLY);
    FILE *f = fdopen(fd, "r");
    fclose(f);
  }
}
// CHECK-LABEL: function each_entry
// CHECK: open fdopen 27:15 stream=f@27:11 loop=0 escape=none path-varies

void state_at(int dir) {
  int fd = openat(dir, "state", O_RDONLY);
  FILE *f = fdopen(fd, "r");
  fclose(f);
}
// CHECK-LABEL: function state_at
// CHECK: open fdopen 36:13 stream=f@36:9 loop=-1 escape=none path-parameter=0

void name_at(int dir, const char *name) {
  int fd = openat(dir, name, O_RDONLY);
  FILE *f = fdopen(fd, "r");
  fclose(f);
}
// Two parameters decide the file: no single one to follow, taken as per-item work.
// CHECK-LABEL: function name_at
// CHECK: open fdopen 44:13 stream=f@44:9 loop=-1 escape=none
// CHECK-NOT: path-parameter
// CHECK: close

void absolute_at(int dir) {
  int fd = openat(dir, "/etc/app.conf", O_RDONLY);
  FILE *f = fdopen(fd, "r");
  fclose(f);
}
// CHECK-LABEL: function absolute_at
// CHECK: open fdopen 55:13 stream=f@55:9 loop=-1 escape=none path-constant

void created(const char *path) {
  int fd = creat(path, 0644);
  FILE *f = fdopen(fd, "w");
  fclose(f);
}
// CHECK-LABEL: function created
// CHECK: open fdopen 63:13 stream=f@63:9 loop=-1 escape=none path-parameter=0

void reopened(const char *path) {
  int fd = open(path, O_WRONLY);
  if (fd < 0)
    fd = open(path, O_WRONLY | O_CREAT, 0644);
  FILE *f = fdopen(fd, "w");
  fclose(f);
}
// CHECK-LABEL: function reopened
// CHECK: open fdopen 73:13 stream=f@73:9 loop=-1 escape=none path-parameter=0

void duplicated(int in) {
  int fd = dup(in);
  FILE *f = fdopen(fd, "r");
  fclose(f);
}
// Unknown origin: the descriptor itself, a local, so no parameter (as before this change).
// CHECK-LABEL: function duplicated
// CHECK: open fdopen 81:13 stream=f@81:9 loop=-1 escape=none
// CHECK-NOT: path-parameter
// CHECK: close

void given(int fd) {
  FILE *f = fdopen(fd, "r");
  fclose(f);
}
// A descriptor parameter is followed as itself (unchanged behaviour).
// CHECK-LABEL: function given
// CHECK: open fdopen 91:13 stream=f@91:9 loop=-1 escape=none path-parameter=0
