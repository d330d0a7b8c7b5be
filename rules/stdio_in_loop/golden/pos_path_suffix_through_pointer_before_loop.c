// One database file per dimension (palp's Subdb.c, held-out set 25): the path's suffix is copied
// into the tail of the path buffer through a pointer set before the loop (`fx = name +
// strlen(name)`, then `strcpy(fx, ext)` per iteration), and each file is read one character at
// a time. A different file each time: the per-item note, not a warning to keep one stream open
// (both modes; a pointer set to the buffer in the loop was followed before, groff's xtotroff).
#include <stdio.h>
#include <string.h>

int sum_db_files(const char *base, int dims) {
  char name[256];
  char *fx;
  int v, c, sum = 0;
  strcpy(name, base);
  fx = name + strlen(name);
  for (v = 2; v < dims; v++) {
    FILE *f;
    char ext[4] = {'v', 0, 0, 0};
    ext[1] = (char)('0' + v / 10);
    ext[2] = (char)('0' + v % 10);
    strcpy(fx, ext);
    f = fopen(name, "rb"); // EXPECT: faultline-stdio-in-loop note
    if (!f)
      continue;
    while ((c = fgetc(f)) != EOF)
      sum += c;
    fclose(f);
  }
  return sum;
}
