// A table of bucket pointers per pass: `Entry *buckets[HASH_SIZE]` is an array of 31,627
// pointers (247 KiB), not one pointer; fast mode reads the declarator from the outside in, as
// C does (hyphen's hnj_hash_new, held-out set 19). Built and freed per dictionary level.
#include <stdlib.h>

#define HASH_SIZE 31627

typedef struct Entry Entry;
struct Entry {
  Entry *next;
  int state;
};

typedef struct Table Table;
struct Table {
  Entry *buckets[HASH_SIZE];
};

static Table *table_new(void) {
  Table *t = malloc(sizeof(Table));
  for (int i = 0; i < HASH_SIZE; i++)
    t->buckets[i] = NULL;
  return t;
}

int load_levels(const char *const *levels, int nlevels) {
  int states = 0;
  for (int k = 0; k < nlevels; k++) {
    Table *t = table_new(); // EXPECT: faultline-loop-alloc warning
    states += levels[k][0];
    t->buckets[states % HASH_SIZE] = NULL;
    free(t);
  }
  return states;
}
