// `if (!c)` after `c = fgetc(fp)` is the end of a name, not a failed call, though the branch
// reads the next character into `c` again: one output file per archive member, written a byte
// at a time (xa's uncpk). Only a pointer's null (or `r < 0`, `r == -1`) marks a failure whose
// branch could be a repair before a retry; this is the per-item note.
#include <stdio.h>

int extract_members(FILE *fp) {
  char name[256];
  int c, members = 0;
  do {
    int i = 0;
    while ((c = fgetc(fp)) != EOF && c && i < 255)
      name[i++] = (char)c;
    name[i] = '\0';
    if (!c) {
      FILE *out = fopen(name, "wb"); // EXPECT: faultline-stdio-in-loop note
      while ((c = fgetc(fp)) != EOF && c != 0xf7)
        if (out)
          fputc(c, out);
      if (out)
        fclose(out);
      members++;
    }
  } while (c != EOF);
  return members;
}
