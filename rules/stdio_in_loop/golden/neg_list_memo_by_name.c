// The Dazzler DB library's Open_Track (daligner, damapper, dascrubber; held-out set 30): a
// find-or-create over the tracks a DB has open. The walk over `db->tracks` returns a track
// already open by name; only a miss reads the DB's index (trim_track's fopen) and then adds the
// new track at the head of the list. The loop asks for a handful of names over and over: the
// index is read once per name, not per iteration. The second function is the same with a
// `while` walk and a global list. See faultline-stdio-in-loop.md, "A memo filled by the callee".
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
  FILE *f = fopen("/var/lib/tracks.idx", "r");
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
  record->next = db->tracks;
  db->tracks = record;
  return record;
}

static struct track *known;

static void read_header(const char *name, struct track *t) {
  FILE *f = fopen("/etc/tracks.conf", "r");
  if (f == NULL)
    return;
  if (fscanf(f, "%ld", &t->length) != 1)
    t->length = (long)strlen(name);
  fclose(f);
}

struct track *lookup_track(const char *name) {
  struct track *t = known;
  while (t) {
    if (!strcmp(t->name, name))
      return t;
    t = t->next;
  }
  t = calloc(1, sizeof *t);
  if (!t)
    return NULL;
  snprintf(t->name, sizeof t->name, "%s", name);
  read_header(name, t);
  t->next = known;
  known = t;
  return t;
}

long sum_lengths(struct db *db, char **names, int n, int rounds) {
  long total = 0;
  for (int r = 0; r < rounds; r++)
    for (int i = 0; i < n; i++) {
      struct track *t = open_track(db, names[i]);
      struct track *u = lookup_track(names[i]);
      if (t)
        total += t->length;
      if (u)
        total += u->length;
    }
  return total;
}
