// The path buffer is written once, before the loop, and the loop only reads it: the same file
// is opened every iteration (contrast neg_path_buffer_rewritten.c, where the loop rewrites it).
// Writing some other buffer in the loop does not make this path vary.
#include <stdio.h>
#include <string.h>

long poll_status(const char *dir, int rounds) {
  char path[256], line[128];
  strcpy(path, dir);
  strcat(path, "/status");
  long total = 0;
  for (int i = 0; i < rounds; ++i) {
    FILE *f = fopen(path, "r"); // EXPECT: faultline-stdio-in-loop
    if (!f)
      return -1;
    while (fgets(line, sizeof line, f)) {
      strcpy(line + 1, "x");
      ++total;
    }
    fclose(f);
  }
  return total;
}

// A project function taking a non-const `char *` (C code rarely spells the const) is not taken
// to rewrite the string: the loop opens the first name again and again.
static int names_seen;
static void note_name(char *name) { names_seen += name[0] != '\0'; }

long reread_first(char **names, int rounds) {
  long total = 0;
  for (int i = 0; i < rounds; ++i) {
    note_name(names[0]);
    FILE *f = fopen(names[0], "r"); // EXPECT: faultline-stdio-in-loop
    if (!f)
      return -1;
    char block[4096];
    total += (long)fread(block, 1, sizeof block, f);
    fclose(f);
  }
  return total;
}
