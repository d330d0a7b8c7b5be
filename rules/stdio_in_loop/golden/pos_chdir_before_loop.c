// The counterpart of neg_chdir_relative_paths.c: the chdir runs once, before the loop (or goes
// to an absolute place), so every iteration opens the same relative file again.
#include <stdio.h>
#include <unistd.h>

static int journal_lines;

static void journal_append(const char *entry) {
  FILE *fp = fopen("journal.log", "a"); // EXPECT: faultline-stdio-in-loop
  if (!fp)
    return;
  fputs(entry, fp);
  journal_lines++;
  fclose(fp);
}

int journal_all(const char *spool, char **entries, int n) {
  if (chdir(spool) < 0)
    return -1;
  for (int i = 0; i < n; i++)
    journal_append(entries[i]);
  return 0;
}

int journal_rotate(char **entries, int n) {
  for (int i = 0; i < n; i++) {
    if (chdir("/var/spool/journal") < 0)
      return -1;
    FILE *fp = fopen("rotated.log", "a"); // EXPECT: faultline-stdio-in-loop
    if (!fp)
      return -1;
    fputs(entries[i], fp);
    fclose(fp);
  }
  return 0;
}
