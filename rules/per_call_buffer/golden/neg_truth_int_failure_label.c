// libdvdread's ifoRead_PGCIT_internal shape (issue 10, set 7): an `int` that returns only 1
// (success, its last statement before the `fail:` label) and 0 (failure) stores the search
// pointer table in the caller's struct and frees it only under `fail:`; unbound's
// daemon_open_shared_ports is the same with `return 0;` after each cleanup. Such an int is a
// truth value (extract::returnsBoolean): 0 is its failure, so the free is error cleanup and the
// table stays with the caller on success. read_all calls it per title set.
#include <stdlib.h>
#include <string.h>

struct pgci_srp {
  unsigned start;
  void *pgc;
};

struct pgcit {
  unsigned count;
  struct pgci_srp *srp;
};

int read_bytes(void *file, void *data, size_t size);
int check_entry(const struct pgci_srp *entry);

static int read_pgcit(void *file, struct pgcit *table) {
  table->srp = calloc(65536, sizeof(struct pgci_srp));
  if (!table->srp)
    return 0;
  if (!read_bytes(file, table->srp, 65536 * sizeof(struct pgci_srp)))
    goto fail;
  for (unsigned i = 0; i < table->count; i++)
    if (!check_entry(&table->srp[i]))
      goto fail;
  return 1;
fail:
  free(table->srp);
  table->srp = NULL;
  return 0;
}

int read_all(void *file, struct pgcit *tables, int count) {
  int ok = 0;
  for (int i = 0; i < count; ++i)
    ok += read_pgcit(file, &tables[i]);
  return ok;
}
