// neg_list_memo_by_name.c's open_track, except that the new track is handed to the caller and
// never added to `db->tracks`: the walk finds only tracks put there elsewhere, so a miss
// (every call here) reads the index again, on every iteration of the loop.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct track {
  struct track *next;
  char name[32];
  long length;
};

struct db {
  struct track *tracks;
  char index[256];
};

static int trim_track(struct db *db, struct track *t) {
  FILE *f = fopen("/var/lib/tracks.idx", "r"); // EXPECT: faultline-stdio-in-loop
  if (f == NULL)
    return 1;
  if (fread(&t->length, sizeof t->length, 1, f) != 1)
    t->length = 0;
  fclose(f);
  return 0;
}

struct track *open_track(struct db *db, const char *name) {
  struct track *record;
  for (record = db->tracks; record != NULL; record = record->next)
    if (strcmp(record->name, name) == 0)
      return record;
  record = calloc(1, sizeof *record);
  if (record == NULL)
    return NULL;
  snprintf(record->name, sizeof record->name, "%s", name);
  if (trim_track(db, record)) {
    free(record);
    return NULL;
  }
  record->next = NULL;
  return record;
}

long sum_lengths(struct db *db, char **names, int n) {
  long total = 0;
  for (int i = 0; i < n; i++) {
    struct track *t = open_track(db, names[i]);
    if (t) {
      total += t->length;
      free(t);
    }
  }
  return total;
}
