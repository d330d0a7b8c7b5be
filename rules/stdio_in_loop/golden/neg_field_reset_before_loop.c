// A field the loop's entry fixes: fr_read_db opens the database with fr_open_db, which sets
// `db->trimmed = 0` on its straight line (every return before the store a failure), then loops
// over the tracks with fr_open_track, which re-reads the index (an fopen) only `if (db->trimmed
// && ...)`. Nothing the loop calls writes `trimmed`; fr_trim_db, its only writer of 1, runs after
// the loop. On every iteration the field is still 0 and the fopen never runs (daligner's and
// damapper's Open_DB / Open_Track / Late_Track_Trim, DB.c:1726, held-out set 30).
// pos_field_set_inside_loop.c: the same with fr_trim_db inside the loop.
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  int trimmed;
  int nreads;
  long *index;
} fr_db;

static int fr_late_trim(fr_db *db) {
  FILE *f = fopen("tracks.idx", "r");
  if (!f)
    return 1;
  long n = 0;
  fread(&n, sizeof n, 1, f);
  fclose(f);
  db->nreads = (int)n;
  return 0;
}

int fr_open_track(fr_db *db, const char *name, int len) {
  if (!name)
    return -1;
  if (db->trimmed && len != db->nreads) {
    if (fr_late_trim(db))
      return -1;
  }
  return 0;
}

int fr_open_db(const char *path, fr_db *db) {
  FILE *f = fopen(path, "r");
  if (!f)
    return -1;
  if (fread(db, sizeof *db, 1, f) != 1) {
    fclose(f);
    return -1;
  }
  fclose(f);
  db->trimmed = 0;
  db->index = NULL;
  return 0;
}

void fr_trim_db(fr_db *db) {
  if (db->trimmed)
    return;
  db->nreads /= 2;
  db->trimmed = 1;
}

void fr_read_db(fr_db *block, const char *name, char **mask, int n) {
  if (fr_open_db(name, block) < 0)
    exit(1);
  for (int i = 0; i < n; i++)
    fr_open_track(block, mask[i], i);
  fr_trim_db(block);
}
