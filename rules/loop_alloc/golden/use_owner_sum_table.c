// A per-file checksum table in its own translation unit, as rsync's receive_sums/free_sums: the
// constructor returns a struct whose fields it sets to fresh blocks (a 1 MiB sum array and a
// 64-byte index), the destructor frees those fields of its parameter and the struct. A second
// constructor owns only a small block, and a second destructor frees the index but not the sums
// (the caller keeps the sums elsewhere). Used by pos_owner_pair_per_iteration.c and
// neg_owner_pair_kept.c (rules/program/OwnerPairs.h pairs them across files).
#include <stdlib.h>

struct owner_sum_table {
  int count;
  unsigned *sums;
  unsigned *index;
};

struct owner_sum_table *owner_sums_receive(int fd) {
  struct owner_sum_table *s = malloc(sizeof *s);
  if (!s)
    return NULL;
  s->count = fd;
  s->sums = malloc(1 << 20);
  s->index = malloc(64);
  if (!s->sums || !s->index) {
    free(s);
    return NULL;
  }
  return s;
}

struct owner_sum_table *owner_sums_header(int fd) {
  struct owner_sum_table *s = malloc(sizeof *s);
  if (!s)
    return NULL;
  s->count = fd;
  s->sums = NULL;
  s->index = malloc(64);
  return s;
}

void owner_sums_free(struct owner_sum_table *s) {
  free(s->sums);
  free(s->index);
  free(s);
}

void owner_sums_drop_index(struct owner_sum_table *s) {
  free(s->index);
  free(s);
}
